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

/**
 * `signOut` is the session store's: once the account is gone the screen must leave the signed-in
 * state before `onDeleted` navigates (the server already revoked every session).
 */
export function useDeleteAccount({ signOut, onDeleted }: { signOut: () => Promise<void>; onDeleted: () => void }) {
  return useGuardedMutation<void, DeleteAccountVars>({
    name: 'delete-account',
    lockKey: () => 'delete-account',
    mutationFn: async (vars) => {
      await deleteAccount(vars);
      await signOut().catch(() => undefined);
    },
    invalidates: () => [],
    onSuccess: onDeleted,
  });
}
