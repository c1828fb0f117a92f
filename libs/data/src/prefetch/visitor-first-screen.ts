import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../client/query-client';
import { availableEventsQuery } from '../events/available-events';
import { toEventCard, type EventCardRow } from '../events/event-card';
import { NO_EVENTS_FILTER, availableEventsArgs } from '../events/list-args';
import { isEventsDashboard } from './early-route-data';
import { projectConfig, rpcRequest } from './rpc-request';

/**
 * On a server: what a visitor's first screen of a route shows, read with the anon key into a fresh
 * QueryClient under the keys the screen's hooks read, so the screen renders it as the browser
 * would. Null for a route without such a screen; throws when the backend does not answer.
 * Today: /events (and /dashboard), the first page of 'Eventos Disponíveis'.
 */
export async function loadVisitorFirstScreen(pathname: string, config: unknown, signal?: AbortSignal): Promise<QueryClient | null> {
  const project = projectConfig(config);
  if (!project || !isEventsDashboard(pathname)) return null;
  const { url, init } = rpcRequest(project, 'list_available_events', availableEventsArgs(NO_EVENTS_FILTER, null));
  const response = await fetch(url, { ...init, signal });
  if (!response.ok) throw new Error(`list_available_events: HTTP ${response.status}`);
  const rows = (await response.json()) as EventCardRow[];
  const client = createQueryClient();
  client.setQueryData(availableEventsQuery(null, NO_EVENTS_FILTER).queryKey, { pages: [rows.map(toEventCard)], pageParams: [null] });
  return client;
}
