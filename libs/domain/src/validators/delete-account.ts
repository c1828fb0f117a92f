import { z } from 'zod';
import { accountData as account } from '../messages/account-data';

/** The word typed to confirm 'Excluir minha conta' (the delete-account function checks it too). */
export const DELETE_ACCOUNT_WORD = 'EXCLUIR';

/** 'Excluir minha conta': the current password and the typed word, exactly (no accidental deletion). */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, account.passwordRequired),
  confirmation: z.string().refine((typed) => typed.trim() === DELETE_ACCOUNT_WORD, account.confirmationMismatch),
});

export type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;
