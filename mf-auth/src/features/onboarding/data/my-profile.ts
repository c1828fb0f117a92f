import { supabase } from '@quadra/supabase';

/** What the onboarding shows again when the athlete comes back to a step. */
export interface OnboardingProfile {
  full_name: string | null;
  preferred_name: string | null;
  birth_date: string | null;
  profile_photo_url: string | null;
  gender: string | null;
  accessibility_needs: string[];
}

/** The owner's full row (private columns included) comes from rpc get_my_profile. */
export async function loadMyProfile(): Promise<OnboardingProfile | null> {
  const { data, error } = await supabase.rpc('get_my_profile');
  if (error) throw error;
  if (!data || typeof data !== 'object') return null;
  const row = data as Partial<Record<keyof OnboardingProfile, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    full_name: text(row.full_name),
    preferred_name: text(row.preferred_name),
    birth_date: text(row.birth_date),
    profile_photo_url: text(row.profile_photo_url),
    gender: text(row.gender),
    accessibility_needs: Array.isArray(row.accessibility_needs)
      ? row.accessibility_needs.filter((n): n is string => typeof n === 'string')
      : [],
  };
}
