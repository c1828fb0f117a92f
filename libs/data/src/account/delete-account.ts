import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { DbError, RULE_CODE } from '../client/errors';
import { useGuardedMutation } from '../client/use-guarded-mutation';

export interface DeleteAccountVars {
  password: string;
  /** what the athlete typed: the server accepts only DELETE_ACCOUNT_WORD (@quadra/domain) */
  confirmation: string;
}

/**
 * 'Excluir minha conta': the delete-account function checks the password and the typed word, then
 * the database deletes everything in one transaction (supabase/CONTRACT.md). Its refusals are pt-BR
 * texts, thrown as rule errors so the screen shows them as they are.
 */
export async function deleteAccount(vars: DeleteAccountVars): Promise<void> {
  const answer = await supabase.invokeFunction('delete-account', vars).catch(() => null);
  if (answer?.ok) return;
  const body = (await answer?.json().catch(() => null)) as { message?: string } | null;
  if (answer && answer.status < 500 && body?.message) throw new DbError(body.message, null, RULE_CODE);
  throw new DbError(messages.accountData.deleteError);
}

/** After success the session is already revoked on the server: only this device's copy is dropped. */
export function useDeleteAccount(onDeleted: () => void) {
  return useGuardedMutation<void, DeleteAccountVars>({
    name: 'delete-account',
    lockKey: () => 'delete-account',
    mutationFn: async (vars) => {
      await deleteAccount(vars);
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    },
    invalidates: () => [],
    onSuccess: onDeleted,
  });
}
