import { EditProfileScreen } from '../features/edit-profile/components/edit-profile-screen';

export default function EditProfilePage() {
  return <EditProfileScreen />;
}
