import { z } from 'zod';
import { LIMITS } from '../constants';
import * as messages from '../messages';
import { emailSchema, validateEmail } from './email';
import { passwordSchema, validatePassword, validatePasswordConfirmation } from './password';

export interface SignupForm {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface LoginForm {
  email: string;
  password: string;
}

export const signupSchema = z
  .object({ email: emailSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.validation.passwordMismatch,
    path: ['confirmPassword'],
    when: () => true,
  });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, messages.validation.passwordRequired),
});

/** 'Aceitar e cadastrar' is enabled when the e-mail is filled and both passwords (equal) have 6+ characters. */
export function canSubmitSignup(form: SignupForm): boolean {
  return (
    form.email.trim().length > 0 &&
    form.password.length >= LIMITS.submitPasswordMin &&
    form.confirmPassword.length >= LIMITS.submitPasswordMin &&
    form.password === form.confirmPassword
  );
}

/** 'Entrar' is enabled when the e-mail is filled and the password has 6+ characters. */
export function canSubmitLogin(form: LoginForm): boolean {
  return form.email.trim().length > 0 && form.password.length >= LIMITS.submitPasswordMin;
}

export interface SignupValidation {
  emailErrors: string[];
  /** Shown as 'Senha fraca: ' plus the list. */
  passwordErrors: string[];
  confirmErrors: string[];
}

export function validateSignup(form: SignupForm): SignupValidation {
  return {
    emailErrors: validateEmail(form.email),
    passwordErrors: validatePassword(form.password),
    confirmErrors: validatePasswordConfirmation(form.password, form.confirmPassword),
  };
}

/** Login only checks the e-mail and that a password was typed; errors go after 'Erro de validação: '. */
export function validateLogin(form: LoginForm): string[] {
  const errors = validateEmail(form.email);
  if (!form.password) errors.push(messages.validation.passwordRequired);
  return errors;
}
