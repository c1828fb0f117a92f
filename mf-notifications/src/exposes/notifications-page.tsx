import { NotificationsScreen } from '../features/notifications/components/notifications-screen';

export default function NotificationsPage() {
  return <NotificationsScreen />;
}
