import { matchRoute, type RemoteName, type RemoteRoute, type ROUTES } from '@quadra/contracts';
import { unreadCountQuery } from '../notifications/unread-count';
import { eventDetailPageData } from './event-detail-page';
import { eventsPageData } from './events-page';
import { myEventsPageData } from './my-events-page';
import { notificationsPageData } from './notifications-page';
import { pageQuery, type PageData, type PageQuery } from './page-data';
import { profilePageData } from './profile-page';
import { searchPageData } from './search-page';

type PageModule<R extends RemoteName> = Extract<(typeof ROUTES)[number], { remote: R }>['module'];
/** Pages' first-screen data, by remote and exposed module. */
export type FirstScreens = { [R in RemoteName]?: Partial<Record<PageModule<R>, PageData<never> | PageData<'id'>>> };

/**
 * The exposed pages that have a first screen, and its data, by remote and module: a server renders
 * them, and the shell's start reads their main data while the page's code downloads (prefetchRoute).
 * Pages rendered on the server only are in server-first-screens.ts.
 */
export const FIRST_SCREENS = {
  mf_events: {
    './EventsPage': eventsPageData,
    './EventDetailPage': eventDetailPageData,
    './SearchPage': searchPageData,
    './MyEventsPage': myEventsPageData,
  },
  mf_profile: { './ProfilePage': profilePageData },
  mf_notifications: { './NotificationsPage': notificationsPageData },
} satisfies FirstScreens;

/**
 * What the shell's frame shows a signed-in athlete around every page (the header's unread badge):
 * a server reads it with the page's first screen, so the badge starts with its count as well.
 */
export const signedInFrameData = (caller: string): PageQuery[] => [pageQuery(unreadCountQuery(caller))];

/**
 * The page a URL (its path, and its query after `?`) opens, with its route's params and the
 * query, when that page declares a first screen (in `screens`).
 */
export function firstScreenOf(url: string, screens: FirstScreens = FIRST_SCREENS): { route: RemoteRoute; params: Record<string, string>; search: URLSearchParams; data: PageData } | null {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  const match = matchRoute(pathname);
  if (!match || match.route.remote === 'shell') return null;
  const { route, params } = match;
  const data = (screens as Partial<Record<RemoteName, Partial<Record<string, PageData>>>>)[route.remote]?.[route.module];
  return data ? { route, params, search: new URLSearchParams(query), data } : null;
}
