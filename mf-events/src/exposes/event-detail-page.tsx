import { useParams } from 'react-router';
import { eventDetailPageData, usePageData } from '@quadra/data';
import { CommentsWall } from '../features/comments/components/comments-wall';
import { EventDetailScreen } from '../features/event-detail/components/event-detail-screen';

export default function EventDetailPage() {
  const { id } = useParams();
  usePageData(eventDetailPageData, { id: id ?? '' });
  return (
    <EventDetailScreen
      key={id}
      id={id}
      comments={(eventId, status, timeZone, isOrganizer) => (
        <CommentsWall eventId={eventId} status={status} timeZone={timeZone} isOrganizer={isOrganizer} />
      )}
    />
  );
}
