import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';

/** 'Estornar': a new line mirroring the given one (the ledger is never edited). */
export async function reverseClubEntry({ entryId }: { entryId: number }): Promise<number> {
  return unwrap(await supabase.rpc('reverse_club_entry', { p_entry_id: entryId })) as number;
}

export function useReverseClubEntry() {
  return useGuardedMutation({
    name: 'reverse-club-entry',
    lockKey: ({ entryId }) => String(entryId),
    mutationFn: reverseClubEntry,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-reverse'),
  });
}
