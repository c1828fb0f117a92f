/** Success toasts of the sign-up; the spec names them ("user created, confirmation e-mail sent,
 * may confirm later") without quoting them, so these words are ours. */
export const signupTexts = {
  created: 'Conta criada com sucesso!',
  confirmationSent: (email: string) => `Enviamos um email de confirmação para ${email}.`,
  confirmLater: 'Você pode confirmar seu email depois.',
  confirmThenLogin: 'Confirme seu email e faça login para continuar o cadastro.',
} as const;
