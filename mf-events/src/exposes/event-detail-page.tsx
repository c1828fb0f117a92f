import { useParams } from 'react-router';
import { CommentsWall } from '../features/comments/components/comments-wall';
import { EventDetailScreen } from '../features/event-detail/components/event-detail-screen';

export default function EventDetailPage() {
  const { id } = useParams();
  return <EventDetailScreen key={id} id={id} comments={(eventId, status) => <CommentsWall eventId={eventId} status={status} />} />;
}
