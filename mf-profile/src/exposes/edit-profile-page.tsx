import { EditProfileScreen } from '../features/profile/components/edit-profile-screen';

export default function EditProfilePage() {
  return <EditProfileScreen />;
}
