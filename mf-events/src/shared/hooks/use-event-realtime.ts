import { useEffect, useRef } from 'react';
import { supabase } from '@quadra/supabase';

/** Calls `onChange` when the event row or its participations change (others join, organiser cancels). */
export function useEventRealtime(eventId: string | undefined, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!eventId) return;
    const notify = () => latest.current();
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
      void supabase.removeChannel(channel);
    };
  }, [eventId]);
}
