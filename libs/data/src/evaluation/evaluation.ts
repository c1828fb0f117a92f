import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { evaluationKeys } from '../keys';
import type { RpcReturns } from '../rows';

/** The finished game to evaluate and its other registered players (rpc get_evaluation). */
export type Evaluation = RpcReturns<'get_evaluation'>;
export type EvaluationPlayer = Evaluation['players'][number];

/**
 * Refused by the database with the submission's own checks: 'Acesso Negado' or 'Avaliação Não
 * Disponível' (with their descriptions), 'ID do evento inválido', 'Evento não encontrado'.
 */
export async function fetchEvaluation(eventId: string): Promise<Evaluation> {
  return unwrap(await supabase.rpc('get_evaluation', { p_event_id: eventId }));
}

export const evaluationQuery = (eventId: string, userId: string) =>
  queryOptions({ queryKey: evaluationKeys.detail(eventId, userId), queryFn: () => fetchEvaluation(eventId) });

/** Idle without a signed-in user or an event id. */
export function useEvaluation(eventId: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...evaluationQuery(eventId ?? '', userId ?? ''), enabled: eventId !== null && userId !== null });
}
