import { paths } from '@quadra/contracts';
import { FALLBACKS } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { onboardingPendingMetadata } from '../../auth/data/onboarding-status';

/** The full name sent at sign-up is the spec's fixed default; onboarding step 1 replaces it. */
export const SIGNUP_DEFAULT_FULL_NAME = FALLBACKS.signupFullName;

export type SignUpResult =
  | { ok: true; hasSession: boolean }
  | { ok: false; error: { message: string; status?: number } };

/**
 * Creates the account. The confirmation e-mail's link leads back to /login?confirmed=true.
 * A hosted GoTrue hides an existing confirmed address behind a user without identities
 * (no error): that is reported as the "already registered" error the catalogue maps.
 */
export async function signUp(email: string, password: string): Promise<SignUpResult> {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.loginConfirmed}`,
      data: { full_name: SIGNUP_DEFAULT_FULL_NAME, ...onboardingPendingMetadata },
    },
  });
  if (error) return { ok: false, error };
  if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
    return { ok: false, error: { message: 'User already registered', status: 422 } };
  }
  return { ok: true, hasSession: data.session !== null };
}
