/**
 * The one call of an event's detail screen. Imports nothing, so the shell's entry can bundle it
 * and send the call early (early-route-data) exactly as the screen's query will.
 */

export const EVENT_DETAIL_FUNCTION = 'get_event_detail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name a row (the database's ids are UUIDs): another asks nothing. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** null when the id cannot name an event: there is nothing to ask. */
export function eventDetailArgs(eventId: string): { p_event_id: string } | null {
  return isUuid(eventId) ? { p_event_id: eventId } : null;
}
