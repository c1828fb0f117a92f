import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';

/** GoTrue's answer when a recovery mail went to this user less than a minute ago (hosted's SMTP max frequency). */
const MAIL_SENT_RECENTLY = 'over_email_send_rate_limit';

/**
 * 'Esqueceu a senha?': asks GoTrue to mail a recovery link that leads to `redirectTo`. It answers
 * the same whether or not the address has an account; a mail sent to it a moment ago counts as
 * sent too (the link in it still works), so nothing here tells whether an account exists. Any
 * other refusal (the per-client limit, a malformed address) throws a DbError with GoTrue's code.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error && error.code !== MAIL_SENT_RECENTLY) throw dbError(error);
}

/**
 * 'Nova senha', in the session the recovery link opened (GoTrue needs no current password there).
 * A refusal throws a DbError with GoTrue's code ('same_password', 'weak_password',
 * 'current_password_required' when this is not a recovery session).
 */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw dbError(error);
}
