import { notificationsPageData, usePageData } from '@quadra/data';
import { NotificationsScreen } from '../features/notifications/components/notifications-screen';

export default function NotificationsPage() {
  usePageData(notificationsPageData, {});
  return <NotificationsScreen />;
}
