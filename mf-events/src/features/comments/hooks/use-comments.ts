import { useCallback, useEffect, useState } from 'react';
import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/ui';
import { fetchComments, type EventComment } from '../data/comments-api';

/** Top-level comments of an event, refreshed when anyone comments (realtime). */
export function useComments(eventId: string) {
  const [comments, setComments] = useState<EventComment[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let cancelled = false;
    fetchComments(eventId)
      .then((list) => {
        if (!cancelled) setComments(list);
      })
      .catch((e: unknown) => {
        console.error('comments load failed', e);
        if (!cancelled) toast.error(messages.common.error, { description: messages.comments.loadError });
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [eventId, version]);

  useEffect(() => {
    const channel = supabase
      .channel(`comments-${eventId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'event_comments', filter: `event_id=eq.${eventId}` },
        reload,
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [eventId, reload]);

  return { comments, loading, reload };
}
