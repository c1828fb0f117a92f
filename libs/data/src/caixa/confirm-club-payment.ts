import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';

/** 'Confirmar recebimento' of a member: what his 'Já paguei' reported, else everything he owes. */
export async function confirmClubPayment({ clubId, userId }: { clubId: string; userId: string }): Promise<{ amount_cents: number }> {
  return unwrap(await supabase.rpc('confirm_club_payment', { p_club_id: clubId, p_user_id: userId })) as { amount_cents: number };
}

export function useConfirmClubPayment() {
  return useGuardedMutation({
    name: 'confirm-club-payment',
    lockKey: ({ clubId, userId }) => `${clubId}:${userId}`,
    mutationFn: confirmClubPayment,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-confirm'),
  });
}
