import { eventSearchQuery, profileSearchQuery } from '../search/search';
import { pageInfiniteQuery, type PageData } from './page-data';

/**
 * mf_events' SearchPage: the first page of what the URL's query (`?q=`) finds, on its tab (`?tab=`:
 * 'events' or 'profiles' asks only its own; anything else is 'all', both). No query: nothing to
 * ask, the screen shows its hint.
 */
export const searchPageData: PageData<never> = {
  main: ({ search }) => {
    const query = (search.get('q') ?? '').trim();
    if (!query) return [];
    const tab = search.get('tab');
    return [
      ...(tab !== 'profiles' ? [pageInfiniteQuery(eventSearchQuery(query))] : []),
      ...(tab !== 'events' ? [pageInfiniteQuery(profileSearchQuery(query))] : []),
    ];
  },
};
