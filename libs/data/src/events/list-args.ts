import type { FilterDate } from '@quadra/domain';

/**
 * The arguments of the card-list RPCs, page by page. Imports no value from any library, so the
 * shell's entry can bundle it (early-route-data) without the domain's tables.
 */

/** Where the next page of a card list starts (keyset on starts_at, id). */
export interface EventCursor {
  starts_at: string;
  id: string;
}

/** The cursor arguments of a list RPC (none for the first page). */
export function cursorArgs(cursor: EventCursor | null): { p_after_starts_at?: string; p_after_id?: string } {
  return cursor ? { p_after_starts_at: cursor.starts_at, p_after_id: cursor.id } : {};
}

/** Cards per page: the demo's whole list fits in one, a large database is read 50 at a time. */
export const EVENTS_PAGE_SIZE = 50;

/** The events filter (names of FILTER_SPORTS, date keys); the database applies it (São Paulo days). */
export interface EventsFilter {
  sports: readonly string[];
  dates: readonly FilterDate[];
}

/** What /events first shows: every sport, any date. */
export const NO_EVENTS_FILTER: EventsFilter = { sports: [], dates: [] };

/** The arguments of one page of rpc list_available_events. */
export function availableEventsArgs(filter: EventsFilter, cursor: EventCursor | null, limit = EVENTS_PAGE_SIZE) {
  return { p_sports: [...filter.sports], p_dates: [...filter.dates], p_limit: limit, ...cursorArgs(cursor) };
}

/** The arguments of one page of rpc list_joined_events. */
export function joinedEventsArgs(cursor: EventCursor | null, limit = EVENTS_PAGE_SIZE) {
  return { p_limit: limit, ...cursorArgs(cursor) };
}
