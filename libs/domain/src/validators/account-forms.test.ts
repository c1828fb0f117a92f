import { describe, expect, it } from 'vitest';
import { changePasswordSchema, newPasswordSchema } from './account-forms';

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('account forms', () => {
  it("'Nova senha' follows the sign-up's rules and messages", () => {
    expect(problems(newPasswordSchema.safeParse({ password: 'Forte2026', confirmPassword: 'Forte2026' }))).toEqual([]);
    expect(problems(newPasswordSchema.safeParse({ password: 'fraca', confirmPassword: 'fraca' }))).toEqual(
      expect.arrayContaining(['password: Senha deve ter pelo menos 8 caracteres']),
    );
    expect(problems(newPasswordSchema.safeParse({ password: 'Forte2026', confirmPassword: 'Forte2027' }))).toEqual([
      'confirmPassword: As senhas não coincidem',
    ]);
  });

  it("'Alterar senha' asks for the current password", () => {
    expect(problems(changePasswordSchema.safeParse({ currentPassword: '', password: 'Forte2026', confirmPassword: 'Forte2026' }))).toEqual([
      'currentPassword: Informe sua senha atual',
    ]);
  });
});
