import { notificationsQuery } from '../notifications/notifications';
import { unreadCountQuery } from '../notifications/unread-count';
import { pageInfiniteQuery, pageQuery, type PageData } from './page-data';

/** mf_notifications' NotificationsPage (signed-in athletes only): the newest page of their notifications and the unread count. */
export const notificationsPageData: PageData<never> = {
  main: ({ caller }) => (caller ? [pageInfiniteQuery(notificationsQuery(caller)), pageQuery(unreadCountQuery(caller))] : null),
};
