import { renderFirstScreenOf } from '@quadra/data/server';
import ClubPage from '../exposes/club-page';
import ClubsPage from '../exposes/clubs-page';
import EventDetailPage from '../exposes/event-detail-page';
import EventsPage from '../exposes/events-page';
import MyEventsPage from '../exposes/my-events-page';
import SearchPage from '../exposes/search-page';

/**
 * Server side: the first screen of one of this remote's pages, as the caller sees it (see
 * renderFirstScreenOf). `url`: the path and its query; `accessToken`: the signed-in athlete's, or null.
 */
export function renderFirstScreen(url: string, module: string, config: unknown, accessToken: string | null = null) {
  return renderFirstScreenOf(
    'mf_events',
    { './EventsPage': EventsPage, './EventDetailPage': EventDetailPage, './SearchPage': SearchPage, './MyEventsPage': MyEventsPage,
      './ClubsPage': ClubsPage, './ClubPage': ClubPage },
    { url, module, config, accessToken },
  );
}
