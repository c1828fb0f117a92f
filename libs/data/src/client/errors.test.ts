import { describe, expect, it, vi } from 'vitest';
import { DbError, errorText, isRefusal, RULE_CODE } from './errors';

// In production every app bundles its own copy of this module (only the page state is shared):
// an error made by one app's copy reaches code of another, e.g. the shared query client's retry.
async function anotherAppsCopy(): Promise<typeof import('./errors')> {
  vi.resetModules();
  return import('./errors');
}

describe('DbError across copies of the data layer', () => {
  it('is recognised by another copy: a refusal is not retried and its text is shown', async () => {
    const other = await anotherAppsCopy();
    expect(other.DbError).not.toBe(DbError);
    const refusal = new other.DbError('Evento lotado', null, RULE_CODE);

    expect(refusal instanceof DbError).toBe(true);
    expect(isRefusal(refusal)).toBe(true);
    expect(errorText(refusal, 'Erro ao entrar no evento')).toBe('Evento lotado');
  });

  it('is not claimed by other errors', () => {
    expect(new Error('boom') instanceof DbError).toBe(false);
    expect(isRefusal({ code: RULE_CODE, message: 'x' })).toBe(false);
    expect(errorText(null, 'Falhou')).toBe('Falhou');
  });
});

describe('a write made with no connection', () => {
  it('says so, whatever the transport failed with; a rule of the database keeps its own text', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const failedFetch = new DbError('TypeError: Failed to fetch', null, '');
      expect(errorText(failedFetch, 'Erro ao comentar')).toBe('Sem conexão com a internet.');
      expect(errorText(new TypeError('Failed to fetch'), 'Erro ao comentar')).toMatch(/^Sem conexão/);
      expect(errorText(new DbError('Evento lotado', null, RULE_CODE), 'Erro')).toBe('Evento lotado');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(errorText(new TypeError('Failed to fetch'), 'Erro ao comentar')).toBe('Erro ao comentar');
  });
});
