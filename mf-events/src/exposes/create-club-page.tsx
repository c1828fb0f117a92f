import { CreateClubScreen } from '../features/clubs/components/create-club-screen';

export default function CreateClubPage() {
  return <CreateClubScreen />;
}
