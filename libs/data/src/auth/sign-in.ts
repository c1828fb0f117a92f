import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';
import { isOnboardingPending } from './onboarding-status';

export interface SignedIn {
  userId: string;
  onboardingPending: boolean;
}

/**
 * Password sign-in; the session store follows through onAuthStateChange. A refusal throws a DbError
 * whose code is GoTrue's `error_code` ('invalid_credentials', 'email_not_confirmed'…).
 */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw dbError(error);
  return { userId: data.user.id, onboardingPending: isOnboardingPending(data.user) };
}
