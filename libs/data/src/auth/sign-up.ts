import { CURRENT_TERMS_VERSION, FALLBACKS } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { DbError, dbError } from '../client/errors';
import { onboardingPendingMetadata } from './onboarding-status';

/** A confirmation e-mail sent this long after the account's creation is a re-send, not a new account. */
const RESENT_AFTER_MS = 1_000;

/** GoTrue's error_code for an address that already has a confirmed account. */
const USER_ALREADY_EXISTS = 'user_already_exists';

export interface SignedUp {
  /** 'session': signed in at once (auto-confirm); 'confirm': confirmation e-mail sent; 'resent': the
   * address was already signed up and unconfirmed, and the e-mail went out again. */
  outcome: 'session' | 'confirm' | 'resent';
  userId: string | null;
}

/**
 * Creates the account (the spec's fixed full name until onboarding step 1 replaces it); the
 * confirmation link leads to `redirectTo`. A refusal throws a DbError whose code is GoTrue's
 * `error_code`. As hosted GoTrue does with confirmations on, an existing confirmed address answers
 * with a user without identities (no error, no account revealed to others): thrown here with the
 * code GoTrue gives it when confirmations are off, 'user_already_exists'.
 */
export async function signUp(email: string, password: string, redirectTo: string): Promise<SignedUp> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    // terms_version: the terms the sign-up screen showed, recorded as accepted by the database (issue 46)
    options: {
      emailRedirectTo: redirectTo,
      data: { full_name: FALLBACKS.signupFullName, terms_version: CURRENT_TERMS_VERSION, ...onboardingPendingMetadata },
    },
  });
  if (error) throw dbError(error);
  const user = data.user;
  if (user && Array.isArray(user.identities) && user.identities.length === 0) {
    throw new DbError('User already registered', null, USER_ALREADY_EXISTS);
  }
  if (data.session) return { outcome: 'session', userId: user?.id ?? null };
  const sentLater =
    user?.confirmation_sent_at && user.created_at
      ? Date.parse(user.confirmation_sent_at) - Date.parse(user.created_at) > RESENT_AFTER_MS
      : false;
  return { outcome: sentLater ? 'resent' : 'confirm', userId: user?.id ?? null };
}
