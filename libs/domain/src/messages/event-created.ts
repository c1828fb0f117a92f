export const eventCreated = {
  // The spec's 'Evento criada.' misgenders 'evento' (issue 48).
  title: 'Evento criado.',
  copyLink: 'Copiar link do evento',
  linkCopied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link.',
  /** WhatsApp carries an invitation text with the link (wording ours). */
  whatsappText: (title: string, link: string) => `Participe do meu evento "${title}" no Quadra: ${link}`,
  share: 'Compartilhar',
  close: 'Fechar',
  viewEvent: 'Ver evento',
} as const;
