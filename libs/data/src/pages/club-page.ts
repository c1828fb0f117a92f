import { clubQuery } from '../clubs/club';
import { isUuid } from '../events/detail-args';
import { pageQuery, type PageData } from './page-data';

/**
 * mf_events' ClubPage: the club as the caller sees it (its games, notices, members, requests). A
 * private club answers null to whoever is not its member: no first screen is rendered for them.
 */
export const clubPageData: PageData<'id'> = {
  main: ({ params, caller }) => (isUuid(params.id) ? [pageQuery(clubQuery(params.id, caller))] : null),
};
