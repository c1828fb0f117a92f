import { useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { notificationKeys } from '../keys';
import type { Notification } from './notifications';

/**
 * Where a participation_request stands now: 'pending' (still to answer), 'accepted' (registered),
 * 'gone' (no longer there: rejected, withdrawn or removed — here or on another screen or device).
 */
export type RequestOutcome = 'pending' | 'accepted' | 'gone';

/** `${event_id}:${participant_id}` of a participation_request notification, null for other types. */
export function requestKey(n: Pick<Notification, 'type' | 'data'>): string | null {
  if (n.type !== 'participation_request') return null;
  const data = (n.data ?? {}) as { event_id?: unknown; participant_id?: unknown };
  return typeof data.event_id === 'string' && typeof data.participant_id === 'string'
    ? `${data.event_id}:${data.participant_id}`
    : null;
}

/** The current state of each request (the organiser sees pending and registered rows: RLS). */
export async function fetchRequestOutcomes(keys: string[]): Promise<Record<string, RequestOutcome>> {
  const pairs = keys.map((k) => k.split(':') as [string, string]);
  const rows = unwrap(
    await supabase
      .from('event_participants')
      .select('event_id, user_id, status')
      .in('event_id', [...new Set(pairs.map(([e]) => e))])
      .in('user_id', [...new Set(pairs.map(([, u]) => u))]),
  );
  const status = new Map(rows.map((r) => [`${r.event_id}:${r.user_id}`, r.status]));
  return Object.fromEntries(
    keys.map((k) => [k, status.get(k) === 'registered' ? 'accepted' : status.get(k) === 'pending' ? 'pending' : 'gone']),
  );
}

/**
 * The outcome of every participation_request among `notifications`, so a request answered
 * elsewhere shows its outcome instead of 'Aceitar'/'Recusar'. Reloads with the notifications
 * (approve/reject invalidate them).
 */
export function useRequestOutcomes(notifications: readonly Notification[]) {
  const userId = useSession((s) => s.user?.id ?? '');
  const keys = [...new Set(notifications.map(requestKey).filter((k): k is string => k !== null))].sort();
  return useQuery({
    queryKey: notificationKeys.requests(userId, keys),
    queryFn: () => fetchRequestOutcomes(keys),
    enabled: userId !== '' && keys.length > 0,
  });
}
