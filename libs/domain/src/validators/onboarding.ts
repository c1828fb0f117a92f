import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { containsProfanity } from '../text/profanity';
import { sanitizeText } from '../text/sanitize';
import { validateBirthDate } from './birth-date';
import { validateFullName } from './full-name';

const m = messages.onboarding;

export interface OnboardingStep1Input {
  fullName: string;
  birthDate: string;
  preferredName: string;
}

/** A problem of one form field: the form shows it under that field. */
export interface FieldIssue<F extends string> {
  field: F;
  message: string;
}

/**
 * Step 1: the three fields marked required (the preferred name too: the older version marked it
 * required but never checked it), names not blank and decent, a full name, birth date within bounds.
 */
export function onboardingStep1Issues(input: OnboardingStep1Input, now: Date = new Date()): FieldIssue<keyof OnboardingStep1Input>[] {
  if (!input.fullName || !input.birthDate) return [{ field: input.fullName ? 'birthDate' : 'fullName', message: m.requiredFields }];
  if (!input.fullName.trim()) return [{ field: 'fullName', message: m.emptyName }];
  if (containsProfanity(input.fullName)) return [{ field: 'fullName', message: m.inappropriateName }];
  const issues: FieldIssue<keyof OnboardingStep1Input>[] = [
    ...validateFullName(input.fullName).map((message) => ({ field: 'fullName' as const, message })),
    ...validateBirthDate(input.birthDate, now).map((message) => ({ field: 'birthDate' as const, message })),
  ];
  if (issues.length > 0) return issues;
  if (!input.preferredName.trim()) return [{ field: 'preferredName', message: m.requiredFields }];
  if (containsProfanity(input.preferredName)) return [{ field: 'preferredName', message: m.inappropriateName }];
  return [];
}

export function validateOnboardingStep1(input: OnboardingStep1Input, now: Date = new Date()): string[] {
  return onboardingStep1Issues(input, now).map((issue) => issue.message);
}

/** The form schema of step 1 (react-hook-form's zod resolver): the rules above, each under its field. */
export const onboardingStep1Schema = z
  .object({ fullName: z.string(), birthDate: z.string(), preferredName: z.string() })
  .superRefine((input, ctx) => {
    for (const { field, message } of onboardingStep1Issues(input)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

/** Step 2: a gender must be chosen. */
export function validateOnboardingStep2(input: { gender: string | null | undefined }): string[] {
  return input.gender ? [] : [m.selectGender];
}

export const onboardingStep2Schema = z.object({
  gender: z.string().min(1, m.selectGender),
  accessibility: z.string(),
});

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
