export const placeholders = {
  map: 'Mapa de Eventos',
  messages: 'Mensagens',
} as const;
