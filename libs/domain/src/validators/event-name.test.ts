import { describe, expect, it } from 'vitest';
import { prepareWizardEventName, validateEventName } from './event-name';

describe('event name', () => {
  it('is required and 3 to 100 characters long', () => {
    expect(validateEventName('')).toEqual(['Nome do evento é obrigatório']);
    expect(validateEventName('ab')).toEqual(['Nome do evento deve ter pelo menos 3 caracteres']);
    expect(validateEventName('abc')).toEqual([]);
    expect(validateEventName('a'.repeat(100))).toEqual([]);
    expect(validateEventName('a'.repeat(101))).toEqual(['Nome do evento muito longo (máximo 100 caracteres)']);
  });
  it.each(['<script>alert(1)</script>', 'Pelada javascript:alert(1)', 'Jogo onload=x', '<img src=x>'])(
    'refuses script-like content: %s',
    (name) => {
      expect(validateEventName(name)).toContain('Nome do evento contém conteúdo não permitido');
    },
  );
  it.each(['Pelada\r\nBEGIN:VEVENT', 'Pelada\tde sábado', 'Pelada\u2028nova'])(
    'refuses control characters, as the database does (calendars are lines): %j',
    (name) => {
      expect(validateEventName(name)).toContain('Nome do evento contém conteúdo não permitido');
    },
  );
  it('accepts ordinary names with symbols', () => {
    expect(validateEventName('Pelada 5x5 — sábado às 9h!')).toEqual([]);
  });
});

describe('wizard event name', () => {
  it('returns the sanitised name', () => {
    expect(prepareWizardEventName('  Futebol de sábado  ')).toEqual({ ok: true, value: 'Futebol de sábado' });
  });
  it('runs the name rules first', () => {
    expect(prepareWizardEventName('ab')).toEqual({ ok: false, errors: ['Nome do evento deve ter pelo menos 3 caracteres'] });
  });
  it('then the profanity filter with the field label', () => {
    expect(prepareWizardEventName('Pelada da porra')).toEqual({
      ok: false,
      errors: ['O nome do evento contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.'],
    });
  });
});
