import { describe, expect, it } from 'vitest';
import { sportAutocomplete, sportSuggestionOutcomeToast, sportSuggestionProblem } from './sport-suggestion';

describe('sport suggestion', () => {
  it('must be non-blank and sent by a signed-in user', () => {
    expect(sportSuggestionProblem(' ', true)).toEqual({ title: 'Campo vazio', description: 'Digite uma modalidade para sugerir' });
    expect(sportSuggestionProblem('Peteca', false)?.description).toBe('Você precisa estar logado para enviar sugestões');
    expect(sportSuggestionProblem('Peteca', true)).toBeNull();
  });
  it('words each outcome', () => {
    expect(sportSuggestionOutcomeToast('pending_duplicate', 'wizard')).toEqual({
      kind: 'info',
      title: 'Sugestão já existe',
      description: 'Esta modalidade já foi sugerida e está em análise.',
    });
    expect(sportSuggestionOutcomeToast('approved_duplicate', 'onboarding')).toEqual({
      kind: 'info',
      title: 'Modalidade aprovada',
      description: 'Esta modalidade já foi aprovada e está disponível na lista!',
    });
    expect(sportSuggestionOutcomeToast('created', 'onboarding').title).toBe('Sugestão enviada! Nossa equipe irá analisá-la em breve.');
    expect(sportSuggestionOutcomeToast('created', 'wizard').title).toBe('Sugestão enviada!');
  });
  it('autocompletes case-insensitively, without the exact match', () => {
    const sports = ['Futebol', 'Futsal', 'Futevôlei', 'Vôlei', 'Basquete'];
    expect(sportAutocomplete(sports, 'fut')).toEqual(['Futebol', 'Futsal', 'Futevôlei']);
    expect(sportAutocomplete(sports, 'VOLEI')).toEqual(['Futevôlei']);
    expect(sportAutocomplete(sports, 'futebol')).toEqual([]);
    expect(sportAutocomplete(sports, ' ')).toEqual([]);
  });
});
