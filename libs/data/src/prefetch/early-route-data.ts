import { restUrl, startEarlyFetch } from '@quadra/supabase/early-fetch';
import { readStoredSession, sessionStorageKey } from '@quadra/supabase/stored-session';
import { EVENT_DETAIL_FUNCTION, eventDetailArgs } from '../events/detail-args';
import { NO_EVENTS_FILTER, availableEventsArgs, joinedEventsArgs } from '../events/list-args';

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
  const { supabaseUrl, supabaseAnonKey } = (config ?? {}) as { supabaseUrl?: unknown; supabaseAnonKey?: unknown };
  if (typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string' || !supabaseUrl || !supabaseAnonKey) return;
  const detailId = eventDetailId(pathname);
  const detailArgs = detailId === null ? null : eventDetailArgs(detailId);
  if (!isEventsDashboard(pathname) && !detailArgs) return;
  const session = readStoredSession(sessionStorageKey(supabaseUrl), globalThis.localStorage);
  if (session === undefined) return;

  // As the client (postgrest-js through its fetch) sends an rpc call.
  const rpc = (fn: string, args: object) =>
    startEarlyFetch(`${restUrl(supabaseUrl)}/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${session?.access_token ?? supabaseAnonKey}`,
        'Content-Profile': 'public',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
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

/** The event id of an /event/:id path, decoded; null for any other path. */
export function eventDetailId(pathname: string): string | null {
  const segment = routePath(pathname).match(/^\/event\/([^/]+)$/)?.[1];
  return segment === undefined ? null : safeDecode(segment);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
