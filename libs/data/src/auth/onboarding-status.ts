import type { User } from '@supabase/supabase-js';
import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';

/**
 * Sign-up marks the account as still onboarding; the last step clears the mark. With e-mail
 * confirmation the athlete has no session until the first login, so login reads this mark (from
 * the sign-in answer itself) to finish the onboarding. Accounts created elsewhere (seed, admin)
 * never carry it.
 */
const PENDING_KEY = 'onboarding_pending';

export const onboardingPendingMetadata = { [PENDING_KEY]: true } as const;

export function isOnboardingPending(user: Pick<User, 'user_metadata'> | null | undefined): boolean {
  return user?.user_metadata?.[PENDING_KEY] === true;
}

export async function markOnboardingDone(): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { [PENDING_KEY]: false } });
  if (error) throw dbError(error);
}
