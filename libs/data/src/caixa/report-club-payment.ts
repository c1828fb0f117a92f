import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';

/** 'Já paguei': the member's Pix code for all he owes is reported to the admins. */
export async function reportClubPayment({ clubId }: { clubId: string }): Promise<void> {
  unwrap(await supabase.rpc('report_club_payment', { p_club_id: clubId }));
}

export function useReportClubPayment() {
  return useGuardedMutation({
    name: 'report-club-payment',
    lockKey: ({ clubId }) => clubId,
    mutationFn: reportClubPayment,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-report'),
  });
}
