import { FALLBACKS } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { onboardingPendingMetadata } from './onboarding-status';

/** A confirmation e-mail sent this long after the account's creation is a re-send, not a new account. */
const RESENT_AFTER_MS = 1_000;

export type SignUpResult =
  /** 'session': signed in at once (auto-confirm); 'confirm': confirmation e-mail sent; 'resent': the
   * address was already signed up and unconfirmed, and the e-mail went out again. */
  | { ok: true; outcome: 'session' | 'confirm' | 'resent'; userId: string | null }
  | { ok: false; error: { message: string; status?: number } };

/**
 * Creates the account (the spec's fixed full name until onboarding step 1 replaces it); the
 * confirmation link leads to `redirectTo`. As hosted GoTrue does with confirmations on, an existing
 * confirmed address answers with a user without identities (no error, no account revealed to
 * others): reported here as the "already registered" error the catalogue maps.
 */
export async function signUp(email: string, password: string, redirectTo: string): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: redirectTo, data: { full_name: FALLBACKS.signupFullName, ...onboardingPendingMetadata } },
  });
  if (error) return { ok: false, error };
  const user = data.user;
  if (user && Array.isArray(user.identities) && user.identities.length === 0) {
    return { ok: false, error: { message: 'User already registered', status: 422 } };
  }
  if (data.session) return { ok: true, outcome: 'session', userId: user?.id ?? null };
  const sentLater =
    user?.confirmation_sent_at && user.created_at
      ? Date.parse(user.confirmation_sent_at) - Date.parse(user.created_at) > RESENT_AFTER_MS
      : false;
  return { ok: true, outcome: sentLater ? 'resent' : 'confirm', userId: user?.id ?? null };
}
