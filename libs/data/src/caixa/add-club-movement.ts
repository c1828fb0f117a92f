import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';

export interface ClubMovement {
  clubId: string;
  kind: 'income' | 'expense';
  amountCents: number;
  description: string;
  /** 'yyyy-mm-dd'; today on the club's clock when absent. */
  occurredOn?: string;
}

/** 'Entrada' or 'Saída' of the club (admins). */
export async function addClubMovement({ clubId, kind, amountCents, description, occurredOn }: ClubMovement): Promise<number> {
  return unwrap(await supabase.rpc('add_club_movement', {
    p_club_id: clubId, p_kind: kind, p_amount_cents: amountCents, p_description: description, p_occurred_on: occurredOn,
  })) as number;
}

export function useAddClubMovement() {
  return useGuardedMutation({
    name: 'add-club-movement',
    mutationFn: addClubMovement,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-movement'),
  });
}
