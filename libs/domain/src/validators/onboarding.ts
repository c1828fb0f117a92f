import { LIMITS } from '../constants';
import { messages } from '../messages';
import { containsProfanity } from '../text/profanity';
import { sanitizeText } from '../text/sanitize';
import { validateBirthDate } from './birth-date';
import { validateFullName } from './full-name';

const m = messages.onboarding;

export interface OnboardingStep1Input {
  fullName: string;
  birthDate: string;
}

/** Step 1: both fields required, name not blank, decent and a full name, birth date within bounds. */
export function validateOnboardingStep1(input: OnboardingStep1Input, now: Date = new Date()): string[] {
  if (!input.fullName || !input.birthDate) return [m.requiredFields];
  if (!input.fullName.trim()) return [m.emptyName];
  if (containsProfanity(input.fullName)) return [m.inappropriateName];
  return [...validateFullName(input.fullName), ...validateBirthDate(input.birthDate, now)];
}

/** Step 2: a gender must be chosen. */
export function validateOnboardingStep2(input: { gender: string | null | undefined }): string[] {
  return input.gender ? [] : [m.selectGender];
}

/** Step 2 saves 'none' or nothing as an empty list, any other choice as a one-item list. */
export function accessibilityNeedsToSave(value: string | null | undefined): string[] {
  return value && value !== 'none' ? [value] : [];
}

/** Step 3: at least one sport. */
export function validateOnboardingStep3(sports: readonly string[]): string[] {
  return sports.length > 0 ? [] : [m.selectSport];
}

/** Profile update: each need sanitised, empties dropped, at most 10 kept. */
export function cleanAccessibilityNeeds(needs: readonly string[]): string[] {
  return needs
    .map((need) => sanitizeText(need))
    .filter(Boolean)
    .slice(0, LIMITS.accessibilityNeedsMax);
}
