/** Issue 31 (ours): which release of each module this page uses, for QA (reached from settings). */
export const buildInfo = {
  title: 'Versão do app',
  channel: {
    stable: 'Versão: estável',
    canary: 'Versão: canary',
    preview: 'Versão: prévia',
  },
  none: 'Nenhum módulo registrado.',
} as const;
