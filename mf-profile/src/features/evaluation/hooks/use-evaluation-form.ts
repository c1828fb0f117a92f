import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { failureToast, useSubmitEvaluation, type Praise, toast } from '@quadra/data';
import { messages, shouldSaveEventComment, togglePlayerSelection, type PraiseId } from '@quadra/domain';
import { useSession } from '@quadra/session';

const m = messages.evaluation;

/** The last failed or refused submission's toast: a retry replaces it, a success removes it. */
const SUBMIT_TOAST = 'evaluation-submit';

export type EvaluationTab = 'players' | 'event' | 'place';

/**
 * What the athlete chose on the evaluation screen (up to 3 players, one praise each, the event
 * comment) kept across tabs, and the one submission through the database.
 */
export function useEvaluationForm(eventId: string) {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const [tab, setTab] = useState<EvaluationTab>('players');
  const [selected, setSelected] = useState<string[]>([]);
  const [praises, setPraises] = useState<Record<string, PraiseId>>({});
  const [comment, setComment] = useState('');
  const submit = useSubmitEvaluation();

  function toggle(playerId: string) {
    const next = togglePlayerSelection(selected, playerId);
    if (next.limitReached) {
      toast.error(m.limitReached.title, { id: 'evaluation-limit', description: m.limitReached.description });
      return;
    }
    setSelected(next.selected);
    if (!next.selected.includes(playerId)) {
      setPraises(({ [playerId]: _dropped, ...rest }) => rest);
    }
  }

  function praise(playerId: string, tag: PraiseId) {
    setPraises((current) => ({ ...current, [playerId]: tag }));
  }

  async function send() {
    if (!userId) return;
    if (selected.some((id) => !praises[id])) {
      setTab('players');
      toast.error(m.praiseMissing, { id: SUBMIT_TOAST });
      return;
    }
    const chosen: Praise[] = selected.map((id) => ({ userId: id, tag: praises[id]! }));
    try {
      await submit.runAsync({ eventId, userId, praises: chosen, comment: shouldSaveEventComment(comment) ? comment : '' });
    } catch (error) {
      failureToast(chosen.length > 0 ? m.praiseError : m.submitError, error, SUBMIT_TOAST);
      return;
    }
    toast.dismiss(SUBMIT_TOAST);
    if (chosen.length > 0) toast.success(m.praiseSent);
    toast.success(m.thanks);
    navigate(paths.myEvents);
  }

  return {
    tab,
    setTab,
    selected,
    praises,
    toggle,
    praise,
    comment,
    setComment,
    send,
    sending: submit.anyPending,
  };
}
