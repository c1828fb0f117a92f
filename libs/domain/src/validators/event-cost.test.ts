import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_COST, eventCostArgs, eventCostForm, eventCostSchema, isValidPixKey, normalisePixKey } from './event-cost';

const errors = (values: Partial<typeof EMPTY_EVENT_COST>) => {
  const result = eventCostSchema.safeParse({ ...EMPTY_EVENT_COST, charge: true, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('event cost', () => {
  it('validates each kind of Pix key by its own rule (as the database does)', () => {
    expect(isValidPixKey('cpf', normalisePixKey('cpf', '529.982.247-25'))).toBe(true);
    expect(isValidPixKey('cpf', '52998224724')).toBe(false);
    expect(isValidPixKey('cnpj', normalisePixKey('cnpj', '11.222.333/0001-81'))).toBe(true);
    expect(isValidPixKey('cnpj', '11222333000180')).toBe(false);
    expect(normalisePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(isValidPixKey('phone', '+551134567890')).toBe(false);
    expect(isValidPixKey('email', normalisePixKey('email', ' Olga@Exemplo.com '))).toBe(true);
    expect(isValidPixKey('random', 'nope')).toBe(false);
  });

  it('a free event needs nothing; a charged one names each wrong field with its reason', () => {
    expect(eventCostSchema.safeParse(EMPTY_EVENT_COST).success).toBe(true);
    expect(errors({ amount: '0', pixKeyType: 'cpf', pixKey: '123', recipientName: '', recipientCity: 'Cidade muito longa' })).toEqual({
      amount: 'O valor deve ser de R$ 0,01 a R$ 10.000,00',
      pixKey: 'CPF inválido',
      recipientName: 'Nome de quem recebe: de 1 a 25 caracteres',
      recipientCity: 'Cidade: de 1 a 15 caracteres',
    });
  });

  it('turns the form into the RPC argument and back', () => {
    const form = { ...EMPTY_EVENT_COST, charge: true, amount: '120,00', pixKey: 'Olga@Exemplo.com', recipientName: 'Olga', recipientCity: 'Recife' };
    const args = eventCostArgs(form);
    expect(args).toEqual({ total_cents: 12000, per_person_cents: null, include_organiser: false, pix_key_type: 'email',
      pix_key: 'olga@exemplo.com', recipient_name: 'Olga', recipient_city: 'Recife' });
    expect(eventCostForm(args)).toEqual({ ...form, pixKey: 'olga@exemplo.com' });
    expect(eventCostArgs(EMPTY_EVENT_COST)).toBeNull();
  });
});
