import { useEffect, useRef } from 'react';
import { supabase } from '@quadra/supabase';

/** One join fires a participation insert and a count update; wait this long so they cost one reload. */
const REALTIME_COALESCE_MS = 150;

/** Calls `onChange` when the event row or its participations change (others join, organiser cancels). */
export function useEventRealtime(eventId: string | undefined, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!eventId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const notify = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), REALTIME_COALESCE_MS);
    };
    const channel = supabase
      .channel(`event-${eventId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'events', filter: `id=eq.${eventId}` }, notify)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'event_participants', filter: `event_id=eq.${eventId}` },
        notify,
      )
      .subscribe();
    return () => {
      clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [eventId]);
}
