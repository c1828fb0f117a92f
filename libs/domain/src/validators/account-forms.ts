import { z } from 'zod';
import * as messages from '../messages';
import { emailSchema } from './email';
import { passwordSchema } from './password';

/** 'Nova senha': the sign-up's password rules and messages, and the same confirmation. */
export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.validation.passwordMismatch,
    path: ['confirmPassword'],
    when: () => true,
  });

/** 'Alterar senha': the current password (checked by GoTrue), then a new one as above. */
export interface ChangePasswordForm extends NewPasswordForm {
  currentPassword: string;
}

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, messages.account.password.currentRequired),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: messages.validation.passwordMismatch,
    path: ['confirmPassword'],
    when: () => true,
  });

/** 'Esqueceu a senha?' and 'Alterar e-mail': one address, checked as at sign-up. */
export interface EmailForm {
  email: string;
}

export const emailFormSchema = z.object({ email: emailSchema });
