import { isUuid } from '../events/detail-args';
import { clubKeys } from '../keys/clubs';
import { lazyPageQuery, type PageData } from './page-data';

/**
 * mf_events' ClubPage: the club as the caller sees it (its games, notices, members, requests). A
 * private club answers null to whoever is not its member: no first screen is rendered for them.
 * Its fetcher loads with the page, never in another route's first load.
 */
export const clubPageData: PageData<'id'> = {
  main: ({ params, caller }) =>
    isUuid(params.id) ? [lazyPageQuery(clubKeys.club(params.id, caller), async () => (await import('../clubs/club')).clubQuery(params.id, caller))] : null,
};
