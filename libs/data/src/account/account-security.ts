import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';

/**
 * 'Alterar senha': GoTrue checks the current password itself (hosted's secure password change):
 * 'current_password_mismatch' when wrong. The other devices' sessions end; this one stays, and the
 * account's address is told.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: newPassword, current_password: currentPassword });
  if (error) throw dbError(error);
}

/**
 * 'Alterar e-mail': hosted's secure change. Links go to the current and the new address; the
 * account keeps the current one until both are followed (each lands on `redirectTo`).
 */
export async function changeEmail(newEmail: string, redirectTo: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ email: newEmail }, { emailRedirectTo: redirectTo });
  if (error) throw dbError(error);
}

/**
 * 'Sair de todos os aparelhos': every session of the account ends (their refresh tokens with it),
 * this device's included. The others notice when their access token is due for a refresh, within
 * its lifetime (an hour).
 */
export async function signOutEverywhere(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) throw dbError(error);
}
