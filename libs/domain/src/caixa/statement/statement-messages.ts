/** What the admin reads when a statement file cannot be used (issue 51, 'Caixa'). */
export const statementMessages = {
  unreadable: 'Não conseguimos ler este extrato. Exporte o arquivo OFX ou CSV do seu banco e tente de novo.',
  empty: 'Este arquivo está vazio. Exporte o extrato OFX ou CSV do seu banco e tente de novo.',
  notAStatement:
    'Este arquivo não parece um extrato bancário. Exporte o arquivo OFX ou CSV do seu banco e tente de novo.',
} as const;
