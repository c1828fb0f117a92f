import { useQuery } from '@tanstack/react-query';
import { useMyProfile, useUserSports } from '@quadra/data';
import { FALLBACKS, ONBOARDING_GENDERS } from '@quadra/domain';
import { loadDraftPhoto, useOnboardingDraft, type AccessibilityAnswers, type ProfileAnswers } from '../data/onboarding-draft';
import { useOnboardingAccount } from './use-onboarding-account';

/** A saved list maps back to one choice: one need is itself, several are 'multiple'. */
function savedAccessibility(needs: string[] | undefined): string {
  if (!needs || needs.length === 0) return '';
  return needs.length === 1 ? (needs[0] ?? '') : 'multiple';
}

/**
 * What a step shows when the athlete comes (back) to it: the answers kept on this device first,
 * else what the account already saved. `ready` is false while the saved profile is still loading.
 */
export function useSavedAnswers() {
  const { userId, email } = useOnboardingAccount();
  const draft = useOnboardingDraft();
  const mine = draft.email !== null && draft.email === email;
  const profile = useMyProfile();
  const sports = useUserSports(userId);
  // The photo kept on the device (IndexedDB), read once per visit of the step.
  const keptPhoto = useQuery({
    queryKey: ['onboarding-draft-photo', email],
    queryFn: () => loadDraftPhoto().catch(() => null),
    enabled: mine && draft.hasPhoto,
    staleTime: 0,
    gcTime: 0,
  });
  const photo = mine && draft.hasPhoto ? (keptPhoto.isPending ? undefined : (keptPhoto.data ?? null)) : null;

  const row = profile.data ?? null;
  const profileAnswers: ProfileAnswers =
    mine && draft.profile
      ? draft.profile
      : {
          // The name the sign-up stores until the athlete gives theirs is not worth showing back.
          fullName: row?.full_name && row.full_name !== FALLBACKS.signupFullName ? row.full_name : '',
          birthDate: row?.birth_date ?? '',
          preferredName: row?.preferred_name ?? '',
        };
  const accessibilityAnswers: AccessibilityAnswers =
    mine && draft.accessibility
      ? draft.accessibility
      : {
          gender: ONBOARDING_GENDERS.some((g) => g.value === row?.gender) ? (row?.gender ?? '') : '',
          accessibility: savedAccessibility(row?.accessibility_needs),
        };
  const sportNames = mine && draft.sports.length > 0 ? draft.sports : (sports.data?.map((s) => s.sport.name) ?? []);

  return {
    ready: (userId === null || (!profile.isPending && !sports.isPending)) && photo !== undefined,
    profile: profileAnswers,
    savedPhotoUrl: row?.profile_photo_url ?? null,
    photo: photo ?? null,
    accessibility: accessibilityAnswers,
    sports: sportNames,
  };
}
