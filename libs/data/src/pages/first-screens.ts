import { matchRoute, type RemoteName, type RemoteRoute, type ROUTES } from '@quadra/contracts';
import { eventDetailPageData } from './event-detail-page';
import { eventsPageData } from './events-page';
import type { PageData } from './page-data';

type PageModule<R extends RemoteName> = Extract<(typeof ROUTES)[number], { remote: R }>['module'];

/** The exposed pages that have a first screen, and its data, by remote and module. */
const FIRST_SCREENS = {
  mf_events: { './EventsPage': eventsPageData, './EventDetailPage': eventDetailPageData },
} satisfies { [R in RemoteName]?: Partial<Record<PageModule<R>, PageData<never> | PageData<'id'>>> };

/** A remote's exposed modules that declare a first screen: its server renders each of them. */
export type FirstScreenModule<R extends keyof typeof FIRST_SCREENS> = keyof (typeof FIRST_SCREENS)[R];

/** The page a URL path opens, with its route's params, when that page declares a first screen. */
export function firstScreenOf(pathname: string): { route: RemoteRoute; params: Record<string, string>; data: PageData } | null {
  const match = matchRoute(pathname);
  if (!match || match.route.remote === 'shell') return null;
  const { route, params } = match;
  const data = (FIRST_SCREENS as Partial<Record<RemoteName, Partial<Record<string, PageData>>>>)[route.remote]?.[route.module];
  return data ? { route, params, data } : null;
}
