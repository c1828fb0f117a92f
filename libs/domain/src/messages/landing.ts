export const landing = {
  tagline: 'Tecnologia a favor do esporte',
  logoAlt: 'Sports Technology Platform Logo',
  createAccount: 'Criar uma conta',
  signIn: 'Iniciar sessão',
  redirectingToSignup: 'Redirecionando para criação de conta...',
  redirectingToLogin: 'Redirecionando para login...',
  failure: 'Erro ao processar solicitação',
} as const;
