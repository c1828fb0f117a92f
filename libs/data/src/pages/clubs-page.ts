import { clubKeys } from '../keys/clubs';
import { lazyPageQuery, type PageData } from './page-data';

/**
 * mf_events' ClubsPage (signed-in athletes only): 'Clubes' before any search, my clubs then those
 * near me. Its fetcher loads with the page, never in another route's first load.
 */
export const clubsPageData: PageData<never> = {
  main: ({ caller }) =>
    caller ? [lazyPageQuery(clubKeys.search('', caller), async () => (await import('../clubs/search-clubs')).searchClubsQuery('', caller))] : null,
};
