import { useParams } from 'react-router';
import { ParticipantsScreen } from '../features/participants/components/participants-screen';

export default function ParticipantsPage() {
  const { id } = useParams();
  return <ParticipantsScreen key={id} eventId={id} />;
}
