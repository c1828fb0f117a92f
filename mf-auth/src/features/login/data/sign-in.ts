import { supabase } from '@quadra/supabase';
import { isOnboardingPending } from '../../auth/data/onboarding-status';

export type SignInResult =
  | { ok: true; onboardingPending: boolean }
  | { ok: false; error: { message: string; status?: number } };

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return { ok: false, error };
  return { ok: true, onboardingPending: isOnboardingPending(data.user) };
}
