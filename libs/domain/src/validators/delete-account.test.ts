import { describe, expect, it } from 'vitest';
import { deleteAccountSchema } from './delete-account';

describe("'Excluir minha conta' form", () => {
  it('needs the password and EXCLUIR typed exactly', () => {
    expect(deleteAccountSchema.safeParse({ password: 'x', confirmation: 'EXCLUIR' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ password: 'x', confirmation: ' EXCLUIR ' }).success).toBe(true);
    const lower = deleteAccountSchema.safeParse({ password: 'x', confirmation: 'excluir' });
    expect(lower.error?.issues.map((i) => i.message)).toEqual(['Digite EXCLUIR, em letras maiúsculas']);
    const empty = deleteAccountSchema.safeParse({ password: '', confirmation: 'EXCLUIR' });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['Digite sua senha']);
  });
});
