import { messages } from '@quadra/domain';

/** Nothing typed yet: nothing to say. Else every rule still broken, as 'Senha fraca: a, b'. */
export function passwordText(password: string, types: Record<string, unknown> | undefined): string | undefined {
  if (!password) return undefined;
  const problems = Object.values(types ?? {})
    .flat()
    .filter((t): t is string => typeof t === 'string' && t.length > 0);
  return problems.length > 0 ? messages.signup.weakPassword(problems.join(', ')) : undefined;
}
