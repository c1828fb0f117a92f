import { myEventsPageData, usePageData } from '@quadra/data';
import { MyEventsScreen } from '../features/my-events/components/my-events-screen';

export default function MyEventsPage() {
  usePageData(myEventsPageData, {});
  return <MyEventsScreen />;
}
