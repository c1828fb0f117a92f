import { ClubsScreen } from '../features/clubs/components/clubs-screen';

export default function ClubsPage() {
  return <ClubsScreen />;
}
