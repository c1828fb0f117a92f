import { describe, expect, it } from 'vitest';
import { commentFormSchema, isSpam, validateComment } from './comment';

describe('comment', () => {
  it('needs 1 to 2000 characters', () => {
    expect(validateComment('')).toEqual(['Comentário não pode estar vazio']);
    expect(validateComment('ok')).toEqual([]);
    expect(validateComment('ab'.repeat(1000))).toEqual([]);
    expect(validateComment(`${'ab'.repeat(1000)}c`)).toEqual(['Comentário muito longo (máximo 2000 caracteres)']);
  });
  it('is spam when a character repeats more than 10 times in a row', () => {
    expect(isSpam(`go${'o'.repeat(9)}l`)).toBe(false); // 10 in a row
    expect(isSpam(`go${'o'.repeat(10)}l`)).toBe(true); // 11 in a row
    expect(validateComment('!'.repeat(11))).toEqual(['Conteúdo parece ser spam']);
  });
  it('is spam with three or more links', () => {
    expect(isSpam('veja https://a.com e http://b.com')).toBe(false);
    expect(isSpam('veja https://a.com, http://b.com e www.c.com')).toBe(true);
  });
});

describe('commentFormSchema', () => {
  const issues = (text: string) => {
    const r = commentFormSchema.safeParse({ text });
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('gives every validation error of the text', () => {
    expect(issues('a'.repeat(2001))).toEqual(['Comentário muito longo (máximo 2000 caracteres)', 'Conteúdo parece ser spam']);
  });
  it('refuses what is empty after sanitising', () => {
    expect(issues('<>')).toEqual(['Comentário inválido após sanitização']);
  });
  it('returns sanitised text with its line breaks', () => {
    expect(commentFormSchema.parse({ text: 'Vou levar <b>bola</b>\nAté lá' })).toEqual({ text: 'Vou levar bola\nAté lá' });
  });
});
