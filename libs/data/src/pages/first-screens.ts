import { matchRoute, type RemoteName, type RemoteRoute, type ROUTES } from '@quadra/contracts';
import { unreadCountQuery } from '../notifications/unread-count';
import { clubPageData } from './club-page';
import { clubsPageData } from './clubs-page';
import { eventDetailPageData } from './event-detail-page';
import { eventsPageData } from './events-page';
import { myEventsPageData } from './my-events-page';
import { notificationsPageData } from './notifications-page';
import { pageQuery, type PageData, type PageQuery } from './page-data';
import { profilePageData } from './profile-page';
import { searchPageData } from './search-page';

type PageModule<R extends RemoteName> = Extract<(typeof ROUTES)[number], { remote: R }>['module'];

/** The exposed pages that have a first screen, and its data, by remote and module. */
const FIRST_SCREENS = {
  mf_events: {
    './EventsPage': eventsPageData,
    './EventDetailPage': eventDetailPageData,
    './SearchPage': searchPageData,
    './MyEventsPage': myEventsPageData,
    './ClubsPage': clubsPageData,
    './ClubPage': clubPageData,
  },
  mf_profile: { './ProfilePage': profilePageData },
  mf_notifications: { './NotificationsPage': notificationsPageData },
} satisfies { [R in RemoteName]?: Partial<Record<PageModule<R>, PageData<never> | PageData<'id'>>> };

/**
 * What the shell's frame shows a signed-in athlete around every page (the header's unread badge):
 * a server reads it with the page's first screen, so the badge starts with its count as well.
 */
export const signedInFrameData = (caller: string): PageQuery[] => [pageQuery(unreadCountQuery(caller))];

/** A remote's exposed modules that declare a first screen: its server renders each of them. */
export type FirstScreenModule<R extends FirstScreenRemote> = keyof (typeof FIRST_SCREENS)[R];
/** The remotes that have pages with a first screen. */
export type FirstScreenRemote = keyof typeof FIRST_SCREENS;

/**
 * The page a URL (its path, and its query after `?`) opens, with its route's params and the
 * query, when that page declares a first screen.
 */
export function firstScreenOf(url: string): { route: RemoteRoute; params: Record<string, string>; search: URLSearchParams; data: PageData } | null {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  const match = matchRoute(pathname);
  if (!match || match.route.remote === 'shell') return null;
  const { route, params } = match;
  const data = (FIRST_SCREENS as Partial<Record<RemoteName, Partial<Record<string, PageData>>>>)[route.remote]?.[route.module];
  return data ? { route, params, search: new URLSearchParams(query), data } : null;
}
