import { STORAGE_KEYS } from '@quadra/domain';

/** Local keys the sign-up and onboarding keep between screens (spec section 3, "Local storage"). */
export function saveOnboardingEmail(email: string): void {
  localStorage.setItem(STORAGE_KEYS.onboardingEmail, email);
}

export function readOnboardingEmail(): string {
  return localStorage.getItem(STORAGE_KEYS.onboardingEmail) ?? '';
}

export function saveUserSports(names: string[]): void {
  localStorage.setItem(STORAGE_KEYS.userSports, JSON.stringify(names));
}

export function readUserSports(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.userSports) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** After step 3 the onboarding leaves nothing behind. */
export function clearOnboardingKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.onboardingEmail);
  localStorage.removeItem(STORAGE_KEYS.userSports);
}
