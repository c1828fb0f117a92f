import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { caixaKeys } from '../keys/caixa';
import type { CaixaSettings } from './caixa-types';

export interface SetClubCaixa {
  clubId: string;
  /** Only the keys given change; a null clears a price. */
  settings: Partial<Omit<CaixaSettings, 'time_zone'>> & { time_zone?: string };
}

/** An admin sets 'Mensalidade' (amount, due day), 'Valor por jogo', the Pix key and 'Só joga quem está em dia'. */
export async function setClubCaixa({ clubId, settings }: SetClubCaixa): Promise<void> {
  unwrap(await supabase.rpc('set_club_caixa', { p_club_id: clubId, p_settings: settings }));
}

export function useSetClubCaixa() {
  return useGuardedMutation({
    name: 'set-club-caixa',
    lockKey: ({ clubId }) => clubId,
    mutationFn: setClubCaixa,
    invalidates: () => [caixaKeys.all],
    onError: (error) => failureToast(messages.caixa.error, error, 'caixa-settings'),
  });
}
