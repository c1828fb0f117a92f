import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { formatDecimalBRL, parseBRLToCents } from '../formatters/money';
import { payments } from '../messages/payments';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The most an event may cost, in cents (R$ 10.000,00), total or per person. */
export const MAX_EVENT_COST_CENTS = 1_000_000;

/**
 * A Pix key as stored (the database's normalise_pix_key, plus one kindness: a mobile typed
 * without the country code gets +55): CPF/CNPJ digits, e-mail in lower case, phone +55DDNNNNNNNNN.
 */
export function normalisePixKey(type: PixKeyType, key: string): string {
  const trimmed = key.trim();
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return trimmed.replace(/[.\-/\s]/g, '');
    case 'phone': {
      const compact = trimmed.replace(/[\s()-]/g, '');
      return /^\d{10,11}$/.test(compact) ? `+55${compact}` : compact;
    }
    default:
      return trimmed.toLowerCase();
  }
}

/** Whether a normalised key is valid for its type (the same rules as the database's pix_key_error). */
export function isValidPixKey(type: PixKeyType, key: string): boolean {
  switch (type) {
    case 'cpf':
      return /^\d{11}$/.test(key) && isValidCpf(key);
    case 'cnpj':
      return /^\d{14}$/.test(key) && isValidCnpj(key);
    case 'email':
      return key.length <= 77 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(key);
    case 'phone':
      return /^\+55[1-9]{2}9\d{8}$/.test(key);
    case 'random':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key);
  }
}

/** The 'Custo do evento' form (wizard step 3 and the edit screen). */
export const eventCostSchema = z
  .object({
    charge: z.boolean(),
    mode: z.enum(['total', 'per_person']),
    amount: z.string(),
    includeOrganiser: z.boolean(),
    pixKeyType: z.enum(PIX_KEY_TYPES),
    pixKey: z.string(),
    recipientName: z.string(),
    recipientCity: z.string(),
  })
  .superRefine((cost, ctx) => {
    if (!cost.charge) return;
    const cents = parseBRLToCents(cost.amount);
    if (!cost.amount.trim()) ctx.addIssue({ code: 'custom', path: ['amount'], message: payments.amountRequired });
    else if (cents === null || cents < 1 || cents > MAX_EVENT_COST_CENTS)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: payments.amountRange });
    if (!isValidPixKey(cost.pixKeyType, normalisePixKey(cost.pixKeyType, cost.pixKey)))
      ctx.addIssue({ code: 'custom', path: ['pixKey'], message: payments.invalidKey[cost.pixKeyType] });
    const name = cost.recipientName.trim().length;
    if (name < 1 || name > 25) ctx.addIssue({ code: 'custom', path: ['recipientName'], message: payments.recipientNameLength });
    const city = cost.recipientCity.trim().length;
    if (city < 1 || city > 15) ctx.addIssue({ code: 'custom', path: ['recipientCity'], message: payments.recipientCityLength });
  });
export type EventCostForm = z.infer<typeof eventCostSchema>;

/** A form whose value `cost` is the section (the edit screen's; step 3 adds it to its own). */
export const costSectionSchema = z.object({ cost: eventCostSchema });

export const EMPTY_EVENT_COST: EventCostForm = {
  charge: false,
  mode: 'total',
  amount: '',
  includeOrganiser: false,
  pixKeyType: 'email',
  pixKey: '',
  recipientName: '',
  recipientCity: '',
};

/** The p_cost of set_event_cost / create_event_with_cost: null when the event is free. */
export type EventCostArgs = {
  total_cents: number | null;
  per_person_cents: number | null;
  include_organiser: boolean;
  pix_key_type: PixKeyType;
  pix_key: string;
  recipient_name: string;
  recipient_city: string;
};

export function eventCostArgs(cost: EventCostForm): EventCostArgs | null {
  if (!cost.charge) return null;
  const cents = parseBRLToCents(cost.amount);
  return {
    total_cents: cost.mode === 'total' ? cents : null,
    per_person_cents: cost.mode === 'per_person' ? cents : null,
    include_organiser: cost.includeOrganiser,
    pix_key_type: cost.pixKeyType,
    pix_key: normalisePixKey(cost.pixKeyType, cost.pixKey),
    recipient_name: cost.recipientName.trim(),
    recipient_city: cost.recipientCity.trim(),
  };
}

/** The stored cost back into the form (the edit screen). */
export function eventCostForm(stored: EventCostArgs | null): EventCostForm {
  if (!stored) return EMPTY_EVENT_COST;
  const cents = stored.total_cents ?? stored.per_person_cents ?? 0;
  return {
    charge: true,
    mode: stored.total_cents === null ? 'per_person' : 'total',
    amount: formatDecimalBRL(cents),
    includeOrganiser: stored.include_organiser,
    pixKeyType: stored.pix_key_type,
    pixKey: stored.pix_key,
    recipientName: stored.recipient_name,
    recipientCity: stored.recipient_city,
  };
}
