export const signup = {
  /** Followed by the product's name. */
  titlePrefix: 'Boas-vindas à ',
  subtitle: 'Como você gostaria de se cadastrar?',
  submit: 'Aceitar e cadastrar',
  haveAccount: 'Já tem uma conta? Faça login',
  alreadyRegistered: 'Este email já está cadastrado. Por favor, faça login ou use outro email.',
  otherError: (message: string) => `Erro no cadastro: ${message}`,
  // The spec gives only the prefix for other errors; these reasons (by GoTrue's error code) are ours.
  reasons: {
    weakPassword: 'a senha não atende às regras de segurança.',
    invalidData: 'verifique o email e a senha.',
    invalidEmail: 'este endereço de email não é aceito.',
    disabled: 'novos cadastros estão desativados no momento.',
    tooManyEmails: 'muitos emails enviados para este endereço. Tente novamente mais tarde.',
    tooManyRequests: 'muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  unexpected: 'Erro ao criar usuário. Tente novamente.',
  // The spec names the success toasts ("user created, confirmation e-mail sent, may confirm
  // later") without their wording; the texts are ours.
  created: 'Conta criada com sucesso!',
  confirmationSent: (email: string) => `Enviamos um email de confirmação para ${email}.`,
  confirmLater: 'Você pode confirmar seu email depois.',
  confirmThenLogin: 'Confirme seu email e faça login para continuar o cadastro.',
  resent: (email: string) => `Este email ainda não foi confirmado. Enviamos o email de confirmação novamente para ${email}.`,
  weakPassword: (list: string) => `Senha fraca: ${list}`,
  rateLimited: 'Muitas tentativas de cadastro. Tente novamente em 1 hora.',
} as const;
