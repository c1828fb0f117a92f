import { supabase } from '@quadra/supabase';
import type { PraiseId } from '@quadra/domain';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { unwrap } from '../client/unwrap';
import { evaluationKeys, eventKeys, notificationKeys, profileKeys } from '../keys';
import type { RpcReturns } from '../rows';

export interface Praise {
  userId: string;
  tag: PraiseId;
}

export interface SubmitEvaluationVars {
  eventId: string;
  /** The reviewer (for the caches to reload). */
  userId: string;
  praises: Praise[];
  comment: string;
}

export type SubmitEvaluationResult = RpcReturns<'submit_evaluation'>;

/**
 * The one submission (rpc submit_evaluation): the database checks everything, writes the praises
 * and the comment, completes the evaluation and notifies each praised player in one transaction;
 * a refusal writes nothing.
 */
export async function submitEvaluation({ eventId, praises, comment }: SubmitEvaluationVars): Promise<SubmitEvaluationResult> {
  return unwrap(
    await supabase.rpc('submit_evaluation', {
      p_event_id: eventId,
      p_praises: praises.map((p) => ({ user_id: p.userId, tag: p.tag })),
      p_comment: comment,
    }),
  );
}

export function useSubmitEvaluation(options: {
  onSuccess?(data: SubmitEvaluationResult, vars: SubmitEvaluationVars): void;
  onError?(error: unknown): void;
} = {}) {
  return useGuardedMutation<SubmitEvaluationResult, SubmitEvaluationVars>({
    name: 'submit-evaluation',
    lockKey: ({ eventId }) => eventId,
    mutationFn: submitEvaluation,
    // My events and the events list show 'Avaliado'; the praised players' figures move.
    invalidates: ({ eventId, userId, praises }) => [
      evaluationKeys.detail(eventId, userId),
      eventKeys.all,
      notificationKeys.all,
      ...praises.map((p) => profileKeys.public(p.userId)),
    ],
    onSuccess: (data, vars) => options.onSuccess?.(data, vars),
    onError: (error) => options.onError?.(error),
  });
}
