import { describe, expect, it } from 'vitest';
import { DbError, errorText } from './error-text';

describe('errorText', () => {
  it("shows the database's pt-BR rule message as is", () => {
    expect(errorText(new DbError('Evento está lotado', null, 'P0001'), 'Erro ao se inscrever no evento.')).toBe(
      'Evento está lotado',
    );
  });
  it('joins a titled rule message with its description', () => {
    const error = new DbError('Acesso Negado', 'Apenas o organizador pode gerenciar participantes.', 'P0001');
    expect(errorText(error, 'x')).toBe('Acesso Negado: Apenas o organizador pode gerenciar participantes.');
  });
  it('falls back to the screen text for transport and SQL failures', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Erro ao se inscrever no evento.')).toBe(
      'Erro ao se inscrever no evento.',
    );
    expect(errorText(new DbError('duplicate key value', null, '23505'), 'Erro ao cancelar inscrição.')).toBe(
      'Erro ao cancelar inscrição.',
    );
    expect(errorText(null, 'Erro')).toBe('Erro');
  });
  it('treats permission denied as a login requirement', () => {
    expect(errorText(new DbError('permission denied', null, '42501'), 'x')).toBe('Login necessário');
  });
});
