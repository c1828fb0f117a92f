import { MyEventsScreen } from '../features/my-events/components/my-events-screen';

export default function MyEventsPage() {
  return <MyEventsScreen />;
}
