/** A remote's section of the shell while its code arrives, or when it cannot. */
export const section = {
  loading: 'Carregando',
  // Ours: a slow network is not a failure.
  stillLoading: 'Ainda carregando…',
  failed: 'Não foi possível carregar esta seção.',
  // The server's screen stays readable while its buttons' code did not arrive.
  someFailed: 'Algumas funções não carregaram.',
  retry: 'Tentar novamente',
  retrying: 'Tentando de novo automaticamente…',
} as const;
