import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { calendarKeys, eventKeys } from '../keys';
import type { EventChanges } from './update-event';

const m = messages.series;

export interface RegularChange {
  eventId: string;
  userId: string;
  regular: boolean;
}

/** 'Tornar fixo' / 'Remover dos fixos' (the database: organiser only, never more regulars than places). */
export function useSetSeriesRegular() {
  return useGuardedMutation({
    name: 'series-regular',
    lockKey: ({ eventId, userId }: RegularChange) => `${eventId}:${userId}`,
    mutationFn: async ({ eventId, userId, regular }: RegularChange) =>
      unwrap(await supabase.rpc('set_series_regular', { p_event_id: eventId, p_user_id: userId, p_regular: regular })),
    invalidates: ({ eventId }) => [eventKeys.detail(eventId), eventKeys.participants(eventId)],
    onSuccess: (_data, { regular, userId }) => toast.success(regular ? m.regularMarked : m.regularRemoved, { id: `regular-${userId}` }),
    onError: (error, { userId }) => failureToast(m.regularError, error, `regular-${userId}`),
  });
}

/** What 'Este e os próximos' may change (update_series_from's keys). */
export type SeriesChanges = Pick<
  EventChanges,
  'time' | 'location' | 'location_reference' | 'max_participants' | 'description' | 'age_group' | 'gender' | 'skill_level' | 'image_url'
>;

/** 'Este e os próximos': this occurrence, the later ones and those still to come. */
export async function updateSeriesFrom(eventId: string, changes: SeriesChanges): Promise<number> {
  return unwrap(await supabase.rpc('update_series_from', { p_event_id: eventId, p_changes: changes }));
}

/** 'Encerrar série': every occurrence to come is cancelled (participants told), none is created any more. */
export function useEndSeries() {
  return useGuardedMutation({
    name: 'end-series',
    lockKey: (eventId: string) => eventId,
    mutationFn: async (eventId: string) => unwrap(await supabase.rpc('end_series', { p_event_id: eventId })),
    invalidates: () => [eventKeys.all],
    onSuccess: () => toast.success(m.seriesEnded, { id: 'end-series' }),
    onError: (error) => failureToast(m.endSeriesError, error, 'end-series'),
  });
}

/** 'Adicionar à agenda': the .ics of an event (of its whole series for an occurrence). */
export const eventCalendarUrl = (eventId: string): string => supabase.calendarUrl(`events/${eventId}.ics`);

/** The caller's private feed: https and webcal:// URLs of the same calendar. */
export interface CalendarFeed {
  https: string;
  webcal: string;
}

const feedOf = (token: string): CalendarFeed => {
  const https = supabase.calendarUrl(`feed/${token}.ics`);
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
};

/** 'Assinar minha agenda': the caller's feed (made on first use). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.feed,
    queryFn: async () => feedOf(unwrap(await supabase.rpc('calendar_feed_token', {}))),
    enabled,
    staleTime: Infinity,
  });
}

/** 'Gerar novo link': a new feed URL; the old one answers 404 from now on. */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useGuardedMutation({
    name: 'renew-calendar-feed',
    lockKey: () => 'feed',
    mutationFn: async () => feedOf(unwrap(await supabase.rpc('calendar_feed_token', { p_renew: true }))),
    invalidates: () => [],
    onSuccess: (feed) => {
      client.setQueryData(calendarKeys.feed, feed);
      toast.success(m.newCalendarLinkDone, { id: 'calendar-feed' });
    },
    onError: (error) => failureToast(m.calendarError, error, 'calendar-feed'),
  });
}
