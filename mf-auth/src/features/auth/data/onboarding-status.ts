import { supabase } from '@quadra/supabase';

/**
 * Sign-up marks the account as still onboarding; step 3 clears the mark. With e-mail confirmation
 * the athlete has no session until the first login, so login reads this mark (from the sign-in
 * answer itself, no extra round trip) to resume the onboarding. Accounts created elsewhere
 * (seed, admin) never carry it and go straight to the dashboard.
 */
const PENDING_KEY = 'onboarding_pending';

export const onboardingPendingMetadata = { [PENDING_KEY]: true } as const;

export function isOnboardingPending(user: { user_metadata?: Record<string, unknown> } | null | undefined): boolean {
  return user?.user_metadata?.[PENDING_KEY] === true;
}

export async function markOnboardingDone(): Promise<void> {
  const { error } = await supabase.auth.updateUser({ data: { [PENDING_KEY]: false } });
  if (error) throw error;
}
