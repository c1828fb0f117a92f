import { STORAGE_KEYS } from '@quadra/domain';

/**
 * The address of the sign-up made on this device (spec section 3, "Local storage"): it fills the
 * login form, and while it is here the onboarding stays open before the e-mail is confirmed.
 */
export function saveOnboardingEmail(email: string): void {
  localStorage.setItem(STORAGE_KEYS.onboardingEmail, email);
}

export function readOnboardingEmail(): string {
  return localStorage.getItem(STORAGE_KEYS.onboardingEmail) ?? '';
}

/** After step 3 the onboarding leaves nothing behind. */
export function clearOnboardingKeys(): void {
  localStorage.removeItem(STORAGE_KEYS.onboardingEmail);
  localStorage.removeItem(STORAGE_KEYS.userSports);
}
