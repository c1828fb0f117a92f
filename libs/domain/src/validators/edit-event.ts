import { z } from 'zod';
import { EDIT_EVENT_AGE_OPTIONS, EVENT_GENDERS, LIMITS, SKILL_LEVELS } from '../constants';
import * as messages from '../messages';
import { sanitizeRichText, sanitizeText } from '../text/sanitize';
import { eventNameSchema } from './event-name';

const v = messages.validation;
const optionalText = (max: number) => z.string().max(max, messages.wizard.locationTooLong).transform((text) => sanitizeText(text.trim()) || null);

/**
 * Edit event, settings tab (spec 2 'Edit event', 5). The form holds strings; the output is what
 * `events` stores: sanitised texts, empty optional texts as null, time with seconds, the player
 * limit as an integer or null (no limit). The database checks the same rules again.
 */
export const editEventSchema = z
  .object({
  title: eventNameSchema.transform((title) => sanitizeText(title)),
  location: z
    .string()
    .trim()
    .min(1, v.eventLocationRequired)
    .max(LIMITS.eventLocationMax, messages.wizard.locationTooLong)
    .transform((text) => sanitizeText(text)),
  location_reference: optionalText(LIMITS.eventLocationMax),
  date: z.string().min(1, v.eventDateRequired),
  time: z
    .string()
    .min(1, v.eventTimeRequired)
    .transform((time) => (time.length === 5 ? `${time}:00` : time)),
  description: z
    .string()
    .max(LIMITS.sanitizeRichTextMax, v.eventDescriptionTooLong)
    .transform((text) => sanitizeRichText(text.trim()) || null),
  max_participants: z
    .string()
    .trim()
    .refine((max) => max === '' || (/^\d+$/.test(max) && Number(max) >= 1), v.playersMin)
    .transform((max) => (max ? Number.parseInt(max, 10) : null)),
  /** The event's minimum (not edited here): the maximum may not go below it. */
  min_participants: z.number().int().min(1),
  age_group: z.enum(EDIT_EVENT_AGE_OPTIONS),
  gender: z.enum(EVENT_GENDERS),
  skill_level: z.enum(SKILL_LEVELS),
  })
  .superRefine(({ max_participants, min_participants }, ctx) => {
    if (max_participants !== null && max_participants >= 1 && max_participants < min_participants) {
      ctx.addIssue({ code: 'custom', path: ['max_participants'], message: messages.editEvent.maxBelowMin(min_participants) });
    }
  });

export type EditEventInput = z.input<typeof editEventSchema>;
export type EditEventValues = z.output<typeof editEventSchema>;
