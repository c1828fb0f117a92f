import { EventCreatedScreen } from '../features/event-created/components/event-created-screen';

export default function EventCreatedPage() {
  return <EventCreatedScreen />;
}
