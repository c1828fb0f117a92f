import { useParams } from 'react-router';
import { ClubScreen } from '../features/clubs/components/club-screen';

export default function ClubPage() {
  const { id } = useParams();
  return <ClubScreen key={id} clubId={id ?? ''} />;
}
