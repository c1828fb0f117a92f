import { useParams } from 'react-router';
import { profilePageData, usePageData } from '@quadra/data';
import { ProfileScreen } from '../features/profile/components/profile-screen';

export default function ProfilePage() {
  const { id } = useParams();
  usePageData(profilePageData, { id: id ?? '' });
  return <ProfileScreen />;
}
