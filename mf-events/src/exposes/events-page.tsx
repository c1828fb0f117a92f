import { eventsPageData, usePageData } from '@quadra/data';
import { EventsScreen } from '../features/events/components/events-screen';

export default function EventsPage() {
  usePageData(eventsPageData, {});
  return <EventsScreen />;
}
