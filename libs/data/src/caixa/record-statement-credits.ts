import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';
import type { StatementCreditFate, StatementCreditRecord } from './caixa-types';

export interface RecordStatementCredits {
  clubId: string;
  credits: StatementCreditRecord[];
}

/**
 * The bank statement's matched credits become confirmed payments, each once by its bank id (a file
 * uploaded twice changes nothing). Only date, amount, payer name and bank id are sent and kept.
 */
export async function recordStatementCredits({ clubId, credits }: RecordStatementCredits): Promise<StatementCreditFate[]> {
  return unwrap(await supabase.rpc('record_statement_credits', { p_club_id: clubId, p_credits: credits as never })) as StatementCreditFate[];
}

export function useRecordStatementCredits() {
  return useGuardedMutation({
    name: 'record-statement-credits',
    lockKey: ({ clubId }) => clubId,
    mutationFn: recordStatementCredits,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-statement'),
  });
}
