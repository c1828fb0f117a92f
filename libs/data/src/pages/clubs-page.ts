import { searchClubsQuery } from '../clubs/search-clubs';
import { pageQuery, type PageData } from './page-data';

/** mf_events' ClubsPage (signed-in athletes only): 'Clubes' before any search, my clubs then those near me. */
export const clubsPageData: PageData<never> = {
  main: ({ caller }) => (caller ? [pageQuery(searchClubsQuery('', caller))] : null),
};
