import { supabase } from '@quadra/supabase';
import { isOnboardingPending } from './onboarding-status';

export type SignInResult =
  | { ok: true; userId: string; onboardingPending: boolean }
  | { ok: false; error: { message: string; status?: number } };

/** Password sign-in; the session store follows through onAuthStateChange. */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return { ok: false, error };
  return { ok: true, userId: data.user.id, onboardingPending: isOnboardingPending(data.user) };
}
