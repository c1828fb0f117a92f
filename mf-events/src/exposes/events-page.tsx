import { EventsScreen } from '../features/events/components/events-screen';

export default function EventsPage() {
  return <EventsScreen />;
}
