import { gameDayPhase } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { queryClient } from '@quadra/data/singletons';
import { eventDetailQuery, type EventDetail } from '../../events/event-detail';
import { eventParticipantsQuery, type EventParticipants } from '../../events/participants';
import { eventKeys, gameDayKeys, paymentKeys } from '../../keys';
import { myPaymentQuery } from '../../payments/payments';
import { gameDayQuery } from '../game-day';
import { teamStrengthsQuery } from '../teams';

/**
 * 'Ready before leaving home' (issue 53): whenever the athlete is online, what game day needs at the
 * court for each event he organises or is registered in that starts within 24 h (or is on now):
 * the detail, the roster and its photos, game day's state, the teams' strengths, his Pix share. Read
 * into the page's cache and kept there for a day (the persisted cache keeps it on the device); the
 * game days already closed are dropped. Resolves the events made ready.
 */
const HOUR = 3_600_000;
const AHEAD_MS = 24 * HOUR;
/** Kept in memory (and so on the device) this long without a screen showing it. */
const KEEP_MS = 24 * HOUR;
/** A game day closes 12 h after the start (GAME_DAY_CLOSES_AFTER_MS): events that started earlier are not read. */
const SINCE_MS = 12 * HOUR;

async function upcomingEventIds(userId: string, now: number): Promise<string[]> {
  const { data: events, error } = await supabase
    .from('events')
    .select('id, created_by')
    .gte('starts_at', new Date(now - SINCE_MS).toISOString())
    .lte('starts_at', new Date(now + AHEAD_MS).toISOString())
    .neq('status', 'cancelled')
    .limit(200);
  if (error || !events) return [];
  const others = events.filter((e) => e.created_by !== userId).map((e) => e.id);
  const { data: mine } =
    others.length > 0
      ? await supabase.from('event_participants').select('event_id').eq('user_id', userId).eq('status', 'registered').in('event_id', others)
      : { data: [] };
  const registered = new Set((mine ?? []).map((p) => p.event_id));
  return events.filter((e) => e.created_by === userId || registered.has(e.id)).map((e) => e.id);
}

/** The photos the roster shows, fetched once so the service worker keeps them. */
function keepPhotos(urls: (string | null | undefined)[]): void {
  for (const url of urls) if (url) new Image().src = url;
}

/** Game days that closed: their data leaves the page's cache, and so the device. */
export function dropClosedGameDays(now = new Date()): void {
  for (const [key, detail] of queryClient.getQueriesData<EventDetail>({ queryKey: eventKeys.all })) {
    if (key[1] !== 'detail' || !detail?.starts_at) continue;
    const phase = gameDayPhase(detail.starts_at, now);
    if (phase === 'before' || phase === 'open') continue;
    queryClient.removeQueries({ queryKey: gameDayKeys.event(detail.id) });
    queryClient.removeQueries({ queryKey: gameDayKeys.strengths(detail.id) });
    queryClient.removeQueries({ queryKey: paymentKeys.event(detail.id) });
  }
}

export async function readyForTheCourt(userId: string): Promise<string[]> {
  dropClosedGameDays();
  const ids = await upcomingEventIds(userId, Date.now());
  await Promise.all(
    ids.map(async (eventId) => {
      const keep = <T>(options: T) => queryClient.prefetchQuery({ ...(options as object), gcTime: KEEP_MS } as never);
      await keep(eventDetailQuery(eventId, userId));
      const detail = queryClient.getQueryData<EventDetail>(eventDetailQuery(eventId, userId).queryKey);
      await Promise.all([
        keep(eventParticipantsQuery(eventId, userId)),
        keep(gameDayQuery(eventId, userId)),
        keep(myPaymentQuery(eventId, userId)),
        detail?.is_organizer ? keep(teamStrengthsQuery(eventId)) : null,
      ]);
      const roster = queryClient.getQueryData<EventParticipants>(eventParticipantsQuery(eventId, userId).queryKey);
      keepPhotos([detail?.image_url, ...(roster?.registered ?? []).map((p) => p.profile_photo_url)]);
    }),
  );
  return ids;
}
