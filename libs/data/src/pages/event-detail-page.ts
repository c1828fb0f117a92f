import { commentsQuery } from '../events/comments';
import { eventDetailArgs } from '../events/detail-args';
import { eventDetailQuery } from '../events/event-detail';
import { eventParticipantsQuery } from '../events/participants';
import { myPaymentQuery } from '../payments/payments';
import { myProfileQuery } from '../profiles/my-profile';
import { pageQuery, type PageData } from './page-data';

/**
 * mf_events' EventDetailPage: the event as the caller sees it; then its players and its wall, and
 * for a signed-in caller their share of the cost (the Pix section) and their own profile (the
 * main action checks the event's criteria against it): read with the rest, not after the screen.
 */
export const eventDetailPageData: PageData<'id'> = {
  main: ({ params, caller }) => (eventDetailArgs(params.id) ? [pageQuery(eventDetailQuery(params.id, caller))] : null),
  parts: ({ params, caller }) => [
    pageQuery(eventParticipantsQuery(params.id, caller)),
    pageQuery(commentsQuery(params.id)),
    ...(caller ? [pageQuery(myPaymentQuery(params.id, caller)), pageQuery(myProfileQuery(caller))] : []),
  ],
};
