import { startEarlyFetch } from '@quadra/supabase/early-fetch';
import { readStoredSession, sessionStorageKey } from '@quadra/supabase/stored-session';
import { EVENT_DETAIL_FUNCTION, eventDetailArgs } from '../events/detail-args';
import { NO_EVENTS_FILTER, availableEventsArgs, joinedEventsArgs } from '../events/list-args';
import { projectConfig, rpcRequest } from './rpc-request';

/**
 * Sends, from the shell's entry, the requests the first screen of a route makes while the rest of
 * the app is still downloading: on /events (and /dashboard) the first page of 'Eventos
 * Disponíveis', and of 'Eventos Inscritos' when signed in; on /event/:id the detail's one call.
 * The client hands their answers to the screen's identical requests (early-fetch in
 * @quadra/supabase). Without it they leave only once the data layer has loaded and
 * prefetchRoute runs. It reads no library the shell shares, so the entry can bundle it.
 * Nothing is sent when the caller is unknown until auth-js has loaded (a token about to expire).
 */
export function startRouteDataEarly(pathname: string, config: unknown): void {
  const project = projectConfig(config);
  if (!project) return;
  const detailId = routePath(pathname).match(/^\/event\/([^/]+)$/)?.[1];
  const detailArgs = detailId === undefined ? null : eventDetailArgs(safeDecode(detailId));
  if (!isEventsDashboard(pathname) && !detailArgs) return;
  const session = readStoredSession(sessionStorageKey(project.supabaseUrl), globalThis.localStorage);
  if (session === undefined) return;

  const rpc = (fn: string, args: object) => {
    const { url, init } = rpcRequest(project, fn, args, session?.access_token);
    startEarlyFetch(url, init);
  };
  if (detailArgs) {
    rpc(EVENT_DETAIL_FUNCTION, detailArgs);
    return;
  }
  rpc('list_available_events', availableEventsArgs(NO_EVENTS_FILTER, null));
  if (session) rpc('list_joined_events', joinedEventsArgs(null));
}

const routePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** /events and /dashboard: the same screen. */
export function isEventsDashboard(pathname: string): boolean {
  const path = routePath(pathname);
  return path === '/events' || path === '/dashboard';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
