import { availableEventsQuery } from '../events/available-events';
import { joinedEventsQuery } from '../events/joined-events';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { pageInfiniteQuery, type PageData } from './page-data';

/** mf_events' EventsPage: the first page of 'Eventos Disponíveis', unfiltered, and of the caller's 'Eventos Inscritos'. */
export const eventsPageData: PageData<never> = {
  main: ({ caller }) => [
    pageInfiniteQuery(availableEventsQuery(caller, NO_EVENTS_FILTER)),
    ...(caller ? [pageInfiniteQuery(joinedEventsQuery(caller))] : []),
  ],
};
