import { useCallback, useEffect, useState } from 'react';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { failureToast } from '../../../shared/data/failure-toast';
import {
  approveParticipant,
  fetchEventHeader,
  fetchEventParticipants,
  rejectParticipant,
  type Participant,
} from '../../../shared/data/participants-api';

export interface ParticipantsState {
  loading: boolean;
  notFound: boolean;
  title: string;
  isOrganizer: boolean;
  registered: Participant[];
  pending: Participant[];
}

const m = messages.participants;

/** Approved participants, and for the organiser the pending requests with approve/reject. */
export function useParticipants(eventId: string | undefined) {
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, setState] = useState<ParticipantsState>({
    loading: true,
    notFound: false,
    title: '',
    isOrganizer: false,
    registered: [],
    pending: [],
  });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    (async () => {
      // Both at once (no waterfall): RLS already limits pending rows to the organiser and the
      // requester, and the requester's own pending row is dropped below.
      const [header, all] = await Promise.all([
        fetchEventHeader(eventId).catch(() => {
          throw new Error(m.loadError);
        }),
        fetchEventParticipants(eventId, ['registered', 'pending']).catch(() => {
          throw new Error(m.loadDataError);
        }),
      ]);
      if (!header) return null;
      const isOrganizer = header.created_by === userId;
      const people = isOrganizer ? all : all.filter((p) => p.status === 'registered');
      return { header, isOrganizer, people };
    })()
      .then((result) => {
        if (cancelled) return;
        if (!result) {
          setState((s) => ({ ...s, loading: false, notFound: true }));
          return;
        }
        setState({
          loading: false,
          notFound: false,
          title: result.header.title,
          isOrganizer: result.isOrganizer,
          registered: result.people.filter((p) => p.status === 'registered'),
          pending: result.people.filter((p) => p.status === 'pending'),
        });
      })
      .catch((e: unknown) => {
        console.error('participants load failed', e);
        if (cancelled) return;
        toast.error(messages.common.error, { description: e instanceof Error ? e.message : m.unexpected });
        setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [eventId, userId, version]);

  const decide = useCallback(
    async (person: Participant, approve: boolean) => {
      if (!eventId || busy.has(person.user_id)) return;
      setBusy((b) => new Set(b).add(person.user_id));
      try {
        if (approve) await approveParticipant(eventId, person.user_id);
        else await rejectParticipant(eventId, person.user_id);
        // Reflect the decision at once; the reload below confirms it from the database.
        setState((s) => ({
          ...s,
          pending: s.pending.filter((p) => p.user_id !== person.user_id),
          registered: approve ? [...s.registered, { ...person, status: 'registered' }] : s.registered,
        }));
        toast.success(approve ? m.approved : m.rejected);
      } catch (error) {
        failureToast(approve ? m.approveError : m.rejectError, error);
      } finally {
        setBusy((b) => {
          const next = new Set(b);
          next.delete(person.user_id);
          return next;
        });
        reload();
      }
    },
    [eventId, busy, reload],
  );

  return { ...state, reload, isBusy: (userId: string) => busy.has(userId), decide };
}
