import { z } from 'zod';
import { LIMITS, PROFILE_GENDERS } from '../constants';
import * as messages from '../messages';
import { containsProfanity, profanityMessage } from '../text/profanity';
import { sanitizeText } from '../text/sanitize';
import { validateBirthDate } from './birth-date';
import { fullNameSchema } from './full-name';
import { issuesOf } from './issues';
import { normalizePhone, phoneSchema } from './phone';

const v = messages.validation;

export type ProfileGender = (typeof PROFILE_GENDERS)[number]['value'];
const GENDER_VALUES = PROFILE_GENDERS.map((g) => g.value) as [ProfileGender, ...ProfileGender[]];

/** Onboarding's 'prefiro-nao-informar' is the edit select's 'prefiro_nao_dizer'; unknown values show nothing. */
export function toProfileGender(value: string | null | undefined): ProfileGender | '' {
  if (value === 'prefiro-nao-informar') return 'prefiro_nao_dizer';
  return (GENDER_VALUES as readonly string[]).includes(value ?? '') ? (value as ProfileGender) : '';
}

/** Name rules plus the profanity filter, then the sanitiser (the name field of edit profile). */
export const profileNameSchema = fullNameSchema
  .refine((name) => !containsProfanity(name), { error: profanityMessage(), abort: true })
  .transform((name) => sanitizeText(name));

/**
 * Edit profile (spec 2 'Edit profile', 5 'Profile update'). The form holds strings; the output is
 * what `profiles` stores: digits-only phone, sanitised city, empty optional fields as null.
 */
export const profileEditSchema = z.object({
  fullName: profileNameSchema,
  phone: z
    .string()
    .superRefine((value, ctx) => {
      if (!value.trim()) return;
      for (const message of issuesOf(phoneSchema, value)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => (value.trim() ? normalizePhone(value) : null)),
  city: z
    .string()
    .max(LIMITS.cityMax, v.cityTooLong)
    .transform((city) => sanitizeText(city).trim() || null),
  birthDate: z
    .string()
    .superRefine((value, ctx) => {
      if (!value) return;
      for (const message of validateBirthDate(value)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value || null),
  gender: z
    .string()
    .refine((value) => value === '' || (GENDER_VALUES as readonly string[]).includes(value), v.genderInvalid)
    .transform((value) => (value || null) as ProfileGender | null),
});

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEditValues = z.output<typeof profileEditSchema>;
