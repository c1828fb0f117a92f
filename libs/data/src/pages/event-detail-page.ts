import { commentsQuery } from '../events/comments';
import { eventDetailArgs } from '../events/detail-args';
import { eventDetailQuery } from '../events/event-detail';
import { eventParticipantsQuery } from '../events/participants';
import { pageQuery, type PageData } from './page-data';

/** mf_events' EventDetailPage: the event as the caller sees it; then its players and its wall. */
export const eventDetailPageData: PageData<'id'> = {
  main: ({ params, caller }) => (eventDetailArgs(params.id) ? [pageQuery(eventDetailQuery(params.id, caller))] : null),
  parts: ({ params, caller }) => [pageQuery(eventParticipantsQuery(params.id, caller)), pageQuery(commentsQuery(params.id))],
};
