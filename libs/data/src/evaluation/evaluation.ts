import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { evaluationKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** What rpc get_evaluation answers: the evaluation, or why it is not open to the caller. */
export type EvaluationAnswer = RpcReturns<'get_evaluation'>;
/** The finished game to evaluate and its other registered players. */
export type Evaluation = Extract<EvaluationAnswer, { available: true }>;
export type EvaluationPlayer = Evaluation['players'][number];
/**
 * An expected state, not an error: the submission's own checks said no, with their title as
 * `reason` ('Acesso Negado', 'Avaliação Não Disponível', 'Evento não encontrado') and description.
 */
export type EvaluationUnavailable = Extract<EvaluationAnswer, { available: false }>;

/** Errors only for a malformed id ('ID do evento inválido') or no session. */
export async function fetchEvaluation(eventId: string): Promise<EvaluationAnswer> {
  return unwrap(await supabase.rpc('get_evaluation', { p_event_id: eventId }));
}

export const evaluationQuery = (eventId: string, userId: string) =>
  queryOptions({ queryKey: evaluationKeys.detail(eventId, userId), queryFn: () => fetchEvaluation(eventId) });

/** Idle without a signed-in user or an event id. */
export function useEvaluation(eventId: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...evaluationQuery(eventId ?? '', userId ?? ''), enabled: eventId !== null && userId !== null });
}
