import { messages } from '@quadra/domain';

/** Nothing typed yet: nothing to say. Else every rule still broken, as 'Senha fraca: a, b'. */
export function passwordText(password: string, types: Record<string, unknown> | undefined): string | undefined {
  if (!password) return undefined;
  const problems = Object.values(types ?? {})
    .flat()
    .filter((t): t is string => typeof t === 'string' && t.length > 0);
  return problems.length > 0 ? messages.signup.weakPassword(problems.join(', ')) : undefined;
}

interface PasswordFormState {
  errors: { password?: { types?: Record<string, unknown> }; confirmPassword?: { message?: string } };
  touchedFields: { confirmPassword?: boolean };
  isSubmitted: boolean;
}

/**
 * What a new password and its confirmation say, as the person types: the password what it lacks
 * from the first key; the confirmation once left, or as soon as it stops being the beginning of the
 * password (a typo, not an unfinished copy). The sign-up's rule, shared by every new password.
 */
export function newPasswordErrors(values: { password: string; confirmPassword: string }, { errors, touchedFields, isSubmitted }: PasswordFormState) {
  const confirmSettled = touchedFields.confirmPassword || isSubmitted || !values.password.startsWith(values.confirmPassword);
  return {
    passwordError: passwordText(values.password, errors.password?.types),
    confirmError: confirmSettled ? errors.confirmPassword?.message : undefined,
  };
}
