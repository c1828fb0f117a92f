import { useEffect, useId, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { readAgain } from '../client/read-again';

/** A table (optionally filtered, e.g. `event_id=eq.<id>`) whose changes make cached answers stale. */
export interface TableChange {
  table: string;
  filter?: string;
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
}

/** One join fires a participation insert and a count update: changes this close cost one reload. */
export const REALTIME_COALESCE_MS = 150;

/**
 * Subscribes to row changes and invalidates `queryKeys` (prefix match) once per burst. `changes`
 * null (e.g. no id or no user yet) subscribes to nothing. The database's RLS decides which changes
 * reach the caller, so a change never carries data to the screen: the queries reload it.
 */
export function useRealtimeInvalidation(changes: TableChange[] | null, queryKeys: QueryKey[]): void {
  const client = useQueryClient();
  const channelId = useId();
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  // Callers build the arrays inline: subscribe again only when what they say changes.
  const spec = changes ? JSON.stringify(changes) : null;

  useEffect(() => {
    if (!spec) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of keys.current) void client.invalidateQueries({ queryKey });
      }, REALTIME_COALESCE_MS);
    };
    // realtime-js loads on the first subscription; an unmount before that subscribes nothing.
    let closed = false;
    const channel = supabase.channel(`data${channelId}`).then((ch) => {
      if (closed) return ch;
      for (const { table, filter, event = '*' } of JSON.parse(spec) as TableChange[]) {
        ch.on('postgres_changes', { event, schema: 'public', table, ...(filter ? { filter } : {}) }, onChange);
      }
      ch.subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        // Rows may have changed between a query's read and this join (realtime-js loads first).
        const joinedAt = Date.now();
        // What was read before it is read again, once, each in a task of its own after the socket
        // message's: together, a page's re-reads were one long task of a slow phone's main thread.
        for (const queryKey of keys.current) {
          setTimeout(() => void readAgain(client, { queryKey, predicate: (q) => q.state.dataUpdatedAt < joinedAt }), 0);
        }
      });
      return ch;
    });
    return () => {
      closed = true;
      clearTimeout(timer);
      void channel.then((ch) => supabase.removeChannel(ch));
    };
  }, [spec, client, channelId]);
}
