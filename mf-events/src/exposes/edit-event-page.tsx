import { useParams } from 'react-router';
import { EditEventScreen } from '../features/edit-event/components/edit-event-screen';

export default function EditEventPage() {
  const { id } = useParams();
  return <EditEventScreen key={id} eventId={id} />;
}
