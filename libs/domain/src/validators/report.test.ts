import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from '../messages/safety';
import { reportFormSchema } from './report';

const issues = (input: unknown) => {
  const parsed = reportFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the report form', () => {
  it('offers the five reasons of issue 46, in order', () => {
    expect(REPORT_REASONS.map((r) => r.label)).toEqual(['Ofensivo ou discriminatório', 'Assédio', 'Spam', 'Conteúdo impróprio', 'Outro']);
  });

  it('asks for a reason, and a text for Outro only', () => {
    expect(issues({ reason: null, details: '' })).toEqual(['reason: Escolha o motivo da denúncia']);
    expect(issues({ reason: 'spam', details: '' })).toEqual([]);
    expect(issues({ reason: 'other', details: '   ' })).toEqual(['details: Descreva o motivo da denúncia']);
    expect(reportFormSchema.parse({ reason: 'other', details: '  Perfil falso ' })).toEqual({ reason: 'other', details: 'Perfil falso' });
  });

  it('refuses a text over 500 characters, as the database does', () => {
    expect(issues({ reason: 'other', details: 'x'.repeat(501) })).toEqual(['details: A descrição deve ter no máximo 500 caracteres']);
    expect(issues({ reason: 'other', details: 'x'.repeat(500) })).toEqual([]);
  });
});
