export const login = {
  title: 'Bem-vindo de volta.',
  subtitle: 'Entre, e jogue o que quiser.',
  submit: 'Entrar',
  noAccount: 'Não possui uma conta?',
  emailConfirmed: 'Email confirmado com sucesso! Agora você pode fazer login.',
  invalidCredentials: 'Email ou senha incorretos. Verifique suas credenciais.',
  emailNotConfirmed: 'Confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
  otherError: (message: string) => `Erro ao fazer login: ${message}`,
  // The spec gives only the prefix for other errors; these reasons (by GoTrue's error code) are ours.
  reasons: {
    banned: 'esta conta está suspensa.',
    tooManyRequests: 'muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  unexpected: 'Erro ao fazer login',
  success: 'Login realizado com sucesso!',
  rateLimited: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
} as const;
