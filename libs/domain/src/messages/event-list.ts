/** 'Copiar lista' on the event detail (issue 52). */
export const eventList = {
  copy: 'Copiar lista',
  // 'lista': the event's hero already has a 'Compartilhar' (its link).
  share: 'Compartilhar lista',
  copied: 'Lista copiada!',
  copyFailed: 'Não foi possível copiar a lista.',
  loadError: 'Não foi possível montar a lista. Tente novamente.',
} as const;
