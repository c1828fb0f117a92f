import { describe, expect, it } from 'vitest';
import { containsProfanity, normalizeForFilter, profanityMessage } from './profanity';

describe('profanity filter', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeForFilter('  Olá, MUNDO!  São ')).toBe('ola mundo sao');
  });
  it.each(['Que porra é essa', 'CARALHO', 'seu idiota', 'p.o.r.r.a', 'Ótario', 'puta', 'vai tomar no cu'])(
    'catches %s',
    (text) => {
      expect(containsProfanity(text)).toBe(true);
    },
  );
  it.each(['Invista em Bitcoin', 'curso de FOREX', 'Ganhe dinheiro rápido', 'ganhe   DINHEIRO'])('catches spam: %s', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });
  it.each(['Ana Souza', 'computador', 'Curitiba', 'Pelada de sábado', 'Cuiabá', 'por raiva'])('lets %s through', (text) => {
    expect(containsProfanity(text)).toBe(false);
  });
  it('words the message with the field label', () => {
    expect(profanityMessage()).toBe('O nome contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.');
    expect(profanityMessage('nome do evento')).toBe(
      'O nome do evento contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.',
    );
  });
});
