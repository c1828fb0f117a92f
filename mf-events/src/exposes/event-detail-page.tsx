import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { eventDetailPageData, usePageData } from '@quadra/data';
import { CommentsWall } from '../features/comments/components/comments-wall';
import { EventDetailScreen } from '../features/event-detail/components/event-detail-screen';

// 'Convidados' is its own chunk: only the organiser and participants see it.
const GuestsPanel = lazy(() => import('../features/guests/components/guests-panel'));

export default function EventDetailPage() {
  const { id } = useParams();
  usePageData(eventDetailPageData, { id: id ?? '' });
  return (
    <EventDetailScreen
      key={id}
      id={id}
      guests={(eventId) => (
        <Suspense fallback={null}>
          <GuestsPanel eventId={eventId} />
        </Suspense>
      )}
      comments={(eventId, status, timeZone, isOrganizer) => (
        <CommentsWall eventId={eventId} status={status} timeZone={timeZone} isOrganizer={isOrganizer} />
      )}
    />
  );
}
