import { describe, expect, it } from 'vitest';
import { EMPTY_EVENT_COST, eventCostArgs, eventCostForm, eventCostSchema, isValidPixKey, normalisePixKey, type PixKeyType } from './event-cost';

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

// Each limit at its edge and one step past it, as the database's set_event_cost holds them.
describe('event cost at its edges', () => {
  const valid = { amount: '120,00', pixKeyType: 'email' as const, pixKey: 'olga@exemplo.com', recipientName: 'Olga', recipientCity: 'Recife' };

  it('charges from R$ 0,01 to R$ 10.000,00, and asks for a value when there is none', () => {
    expect(errors({ ...valid, amount: '0,01' })).toEqual({});
    expect(errors({ ...valid, amount: '10.000,00' })).toEqual({});
    expect(errors({ ...valid, amount: '10.000,01' })).toEqual({ amount: 'O valor deve ser de R$ 0,01 a R$ 10.000,00' });
    expect(errors({ ...valid, amount: '0,00' })).toEqual({ amount: 'O valor deve ser de R$ 0,01 a R$ 10.000,00' });
    expect(errors({ ...valid, amount: 'doze' })).toEqual({ amount: 'O valor deve ser de R$ 0,01 a R$ 10.000,00' });
    expect(errors({ ...valid, amount: '   ' })).toEqual({ amount: 'Informe o valor' });
  });

  it("takes a receiver's name of 1 to 25 characters and a city of 1 to 15, spaces around not counted", () => {
    expect(errors({ ...valid, recipientName: 'x'.repeat(25), recipientCity: 'y'.repeat(15) })).toEqual({});
    expect(errors({ ...valid, recipientName: ` ${'x'.repeat(25)} `, recipientCity: ` ${'y'.repeat(15)} ` })).toEqual({});
    expect(errors({ ...valid, recipientName: 'x'.repeat(26), recipientCity: 'y'.repeat(16) })).toEqual({
      recipientName: 'Nome de quem recebe: de 1 a 25 caracteres',
      recipientCity: 'Cidade: de 1 a 15 caracteres',
    });
    expect(errors({ ...valid, recipientName: 'O', recipientCity: 'R' })).toEqual({});
    expect(errors({ ...valid, recipientName: '  ', recipientCity: ' ' })).toEqual({
      recipientName: 'Nome de quem recebe: de 1 a 25 caracteres',
      recipientCity: 'Cidade: de 1 a 15 caracteres',
    });
  });

  it('names the kind of key that is wrong', () => {
    const wrong = (pixKeyType: PixKeyType, pixKey: string) =>
      errors({ ...valid, pixKeyType, pixKey }).pixKey;
    expect(wrong('cpf', '111.111.111-11')).toBe('CPF inválido');
    expect(wrong('cnpj', '11.111.111/1111-11')).toBe('CNPJ inválido');
    expect(wrong('email', 'olga@exemplo')).toBe('E-mail inválido');
    expect(wrong('phone', '11 3456-7890')).toBe('Celular inválido: use +55, DDD e o número');
    expect(wrong('random', '123e4567-e89b-42d3-a456-42661417400')).toBe('Chave aleatória inválida');
  });

  it('reads each kind of key as the database stores it', () => {
    expect(normalisePixKey('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalisePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    // A mobile typed without +55 gets it (10 or 11 digits); one with it stays as typed.
    expect(normalisePixKey('phone', '11 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('phone', '1187654321')).toBe('+551187654321');
    expect(normalisePixKey('phone', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalisePixKey('phone', '119876543210')).toBe('119876543210');
    expect(normalisePixKey('random', ' 123E4567-E89B-42D3-A456-426614174000 ')).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(isValidPixKey('random', '123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isValidPixKey('phone', '+5511987654321')).toBe(true);
    expect(isValidPixKey('phone', '+5501987654321')).toBe(false); // no DDD starts with 0
    expect(isValidPixKey('phone', '+55119876543210')).toBe(false);
    expect(isValidPixKey('cpf', '529982247250')).toBe(false);
    expect(isValidPixKey('cnpj', '112223330001810')).toBe(false);
  });

  it('takes an e-mail key of up to 77 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@exemplo.com'.length)}@exemplo.com`;
    expect(isValidPixKey('email', at(77))).toBe(true);
    expect(isValidPixKey('email', at(78))).toBe(false);
    expect(isValidPixKey('email', 'olga exemplo@exemplo.com')).toBe(false);
    expect(isValidPixKey('email', 'olga@@exemplo.com')).toBe(false);
  });

  it('sends a price per person as such, and the edit screen reads it back with its cents', () => {
    const form = { ...EMPTY_EVENT_COST, ...valid, charge: true, mode: 'per_person' as const, amount: '12,5', includeOrganiser: true };
    const args = eventCostArgs({ ...form, recipientName: ' Olga ', recipientCity: ' Recife ' });
    expect(args).toMatchObject({ total_cents: null, per_person_cents: 1250, include_organiser: true, recipient_name: 'Olga', recipient_city: 'Recife' });
    expect(eventCostForm(args)).toMatchObject({ charge: true, mode: 'per_person', amount: '12,50', includeOrganiser: true });
    expect(eventCostForm(null)).toEqual(EMPTY_EVENT_COST);
  });
});
