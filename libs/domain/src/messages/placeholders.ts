export const placeholders = {
  map: 'Mapa de Eventos',
  messages: 'Mensagens',
  clubs: 'Clubes',
} as const;
