import { MY_EVENTS_FIRST_TAB, myEventsQuery } from '../events/my-events';
import { pageInfiniteQuery, type PageData } from './page-data';

/**
 * mf_events' MyEventsPage (signed-in athletes only): the first page of each section of its first
 * tab, 'Inscritos'. Reads only: the screen opens the due evaluations itself (a write, never done by
 * a prefetch or a server's GET) and has the lists read again when it opened any.
 */
export const myEventsPageData: PageData<never> = {
  main: ({ caller }) => (caller ? MY_EVENTS_FIRST_TAB.map((section) => pageInfiniteQuery(myEventsQuery(caller, section))) : null),
};
