import { z } from 'zod';
import { addDays, addYears } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { EVENT_START_HORIZON_YEARS, LIMITS, REPEAT_OPTIONS, SERIES_COUNT_RANGE, SKILL_LEVELS } from '../constants';
import { isoDay } from '../formatters/calendar';
import { eventStart } from '../rules/evaluation';
import { DEFAULT_TIME_ZONE, isBrazilTimeZone } from '../time/time-zones';
import * as messages from '../messages';
import { todayIso } from './birth-date';
import { costSectionSchema } from './event-cost';
import { prepareWizardEventName } from './event-name';

type PlayerCount = number | string | null | undefined;

export interface WizardDraftGate {
  eventName?: string;
  location?: string;
  date?: string;
  time?: string;
  timeZone?: string;
  sport?: string;
  customSportName?: string;
  minPlayers?: PlayerCount;
  maxPlayers?: PlayerCount;
  playersLimitDisabled?: boolean;
}

const filled = (text: string | undefined): boolean => !!text && text.trim().length > 0;

function count(value: PlayerCount): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Step 1: 'Continuar' is disabled while the name is blank. */
export function canContinueWizardStep1(draft: WizardDraftGate): boolean {
  return filled(draft.eventName);
}

/** Step 2: location non-blank, a date not before today (in the event's zone), and a time. */
export function canContinueWizardStep2(draft: WizardDraftGate, now: Date = new Date()): boolean {
  return filled(draft.location) && !!draft.date && draft.date >= todayIso(now, draft.timeZone || DEFAULT_TIME_ZONE) && filled(draft.time);
}

/** The last day a start may be on ('yyyy-MM-dd'): the database refuses a start beyond the horizon. */
export function lastEventDay(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  const [y, m, d] = todayIso(now, timeZone).split('-').map(Number) as [number, number, number];
  return isoDay(addDays(addYears(new TZDate(y, m - 1, d, 'UTC'), EVENT_START_HORIZON_YEARS), -1));
}

/** Step 3: a sport, and min and max (each at least 1) unless 'Sem limite de jogadores' is on. */
export function canContinueWizardStep3(draft: WizardDraftGate): boolean {
  if (!filled(draft.sport) && !filled(draft.customSportName)) return false;
  if (draft.playersLimitDisabled) return true;
  const min = count(draft.minPlayers);
  const max = count(draft.maxPlayers);
  return min !== null && max !== null && min >= 1 && max >= 1;
}

/** Errors of the player limits, for a message next to the inputs. */
export function validatePlayerLimits(draft: WizardDraftGate): string[] {
  if (draft.playersLimitDisabled) return [];
  const min = count(draft.minPlayers);
  const max = count(draft.maxPlayers);
  const errors: string[] = [];
  if ((min !== null && min < 1) || (max !== null && max < 1)) errors.push(messages.validation.playersMin);
  if (min !== null && max !== null && min > max) errors.push(messages.validation.playersOrder);
  return errors;
}

/** Names of the missing required fields for 'Campos obrigatórios faltando: ...' (empty when complete). */
export function missingEventFields(draft: WizardDraftGate): string[] {
  const missing: string[] = [];
  if (!filled(draft.eventName)) missing.push('nome');
  if (!filled(draft.location)) missing.push('local');
  if (!filled(draft.sport) && !filled(draft.customSportName)) missing.push('esporte');
  if (!draft.date) missing.push('data');
  return missing;
}

/** The 'Campos obrigatórios faltando: ...' text, or null when nothing is missing. */
export function missingEventFieldsMessage(draft: WizardDraftGate): string | null {
  const missing = missingEventFields(draft);
  return missing.length ? messages.wizard.missingFields(missing.join(', ')) : null;
}

/** Max players as stored: an integer, or null when empty or no limit. */
export function toMaxParticipants(value: PlayerCount, limitDisabled = false): number | null {
  if (limitDisabled) return null;
  const n = count(value);
  return n === null ? null : Math.trunc(n);
}

// ---------------------------------------------------------------- step forms (react-hook-form + zod)
// One schema per step: the step's form validates with it (zodResolver) and shows its texts; the
// 'Continuar' gating above decides only when the button is enabled.
const w = messages.wizard;

/** Step 1: the name through the name rules, the profanity filter and the sanitiser (the output is the clean name). */
export const wizardStep1Schema = z.object({
  eventName: z.string().transform((name, ctx) => {
    const prepared = prepareWizardEventName(name);
    if (prepared.ok) return prepared.value;
    for (const message of prepared.errors) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
  skillLevel: z.enum(SKILL_LEVELS),
});

const REPEAT_IDS = ['none', ...REPEAT_OPTIONS.map((o) => o.id)] as const;

/**
 * Step 2: a location; a start (date and time in the chosen zone, as the database checks it) in the
 * future and at most EVENT_START_HORIZON_YEARS ahead; and, when it repeats, how the series ends.
 */
export const wizardStep2Schema = (now: Date = new Date()) =>
  z
    .object({
      location: z.string().trim().min(1, w.locationRequired).max(LIMITS.eventLocationMax, w.locationTooLong),
      selectedPeriod: z.string(),
      date: z.string().min(1, { error: w.dateRequired, abort: true }),
      time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, w.timeRequired),
      timeZone: z.string().refine(isBrazilTimeZone, w.timeZone),
      repeat: z.enum(REPEAT_IDS),
      repeatEnds: z.enum(['count', 'until']),
      repeatCount: z.union([z.number(), z.literal('')]),
      repeatUntil: z.string(),
    })
    .superRefine((step, ctx) => {
      if (!isBrazilTimeZone(step.timeZone)) return;
      const start = eventStart(step.date, step.time, step.timeZone);
      if (step.date < todayIso(now, step.timeZone) || (start && start.getTime() <= now.getTime())) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: messages.validation.eventDatePast });
      } else if (step.date > lastEventDay(now, step.timeZone)) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: messages.validation.eventDateTooFar });
      }
      if (step.repeat === 'none') return;
      if (step.repeatEnds === 'count') {
        const n = step.repeatCount;
        if (n === '' || !Number.isInteger(n) || n < SERIES_COUNT_RANGE.min || n > SERIES_COUNT_RANGE.max) {
          ctx.addIssue({ code: 'custom', path: ['repeatCount'], message: w.repeatCountRange(SERIES_COUNT_RANGE.min, SERIES_COUNT_RANGE.max) });
        }
      } else if (!step.repeatUntil) {
        ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: w.repeatUntilRequired });
      } else if (step.repeatUntil <= step.date) {
        ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: w.repeatUntilBeforeStart });
      } else if (step.repeatUntil > lastEventDay(now, step.timeZone)) {
        ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: messages.validation.eventDateTooFar });
      }
    });

const playerCount = z.union([z.number(), z.literal('')]);

/** Step 3: a sport, min and max from 1 with min ≤ max unless 'Sem limite de jogadores', the event info. */
export const wizardStep3Schema = z
  .object({
    sport: z.string().trim().min(1, w.sportRequired).max(100, w.sportTooLong),
    playersLimitDisabled: z.boolean(),
    minPlayers: playerCount,
    maxPlayers: playerCount,
    eventInfo: z.string().max(LIMITS.sanitizeRichTextMax, w.eventInfoTooLong),
  })
  .superRefine((step, ctx) => {
    if (step.playersLimitDisabled) return;
    if (step.minPlayers === '') ctx.addIssue({ code: 'custom', path: ['minPlayers'], message: w.playersRequired });
    if (step.maxPlayers === '') ctx.addIssue({ code: 'custom', path: ['maxPlayers'], message: w.playersRequired });
    const [limitError] = validatePlayerLimits(step);
    if (limitError) {
      const path = limitError === messages.validation.playersOrder ? 'maxPlayers' : step.minPlayers !== '' && step.minPlayers < 1 ? 'minPlayers' : 'maxPlayers';
      ctx.addIssue({ code: 'custom', path: [path], message: limitError });
    }
  });

/** Step 3 with its 'Custo do evento' section (issue 28). */
export const wizardStep3WithCostSchema = wizardStep3Schema.and(costSectionSchema);

export type WizardStep1Input = z.input<typeof wizardStep1Schema>;
export type WizardStep2Input = z.input<ReturnType<typeof wizardStep2Schema>>;
export type WizardStep3Input = z.input<typeof wizardStep3Schema>;
