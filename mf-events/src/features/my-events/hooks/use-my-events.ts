import { useEffect, useState } from 'react';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { messages } from '@quadra/domain';
import { fetchJoinedEvents, fetchOrganizedEvents, openDueEvaluations, type MyEvent } from '../data/my-events-api';

export interface MyEventsState {
  loading: boolean;
  joined: MyEvent[];
  organized: MyEvent[];
}

/**
 * Opens the evaluations that are due (3 h after the start) first, so the 'Avaliar' buttons show
 * on this very load, then reads the user's participations and organised events.
 */
export function useMyEvents(): MyEventsState {
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, setState] = useState<MyEventsState>({ loading: true, joined: [], organized: [] });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    (async () => {
      await openDueEvaluations().catch((e: unknown) => console.error('open_due_evaluations failed', e));
      const [joined, organized] = await Promise.all([fetchJoinedEvents(userId), fetchOrganizedEvents(userId)]);
      return { joined, organized };
    })()
      .then((data) => {
        if (!cancelled) setState({ loading: false, ...data });
      })
      .catch((e: unknown) => {
        console.error('my events load failed', e);
        if (cancelled) return;
        toast.error(messages.common.error, { description: messages.events.loadError });
        setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  return state;
}
