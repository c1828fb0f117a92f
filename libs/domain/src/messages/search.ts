export const search = {
  placeholder: 'Buscar eventos, esportistas...',
  tabAll: 'Todos',
  tabAthletes: 'Esportistas',
  tabEvents: 'Eventos',
  searching: 'Buscando...',
  error: 'Erro ao realizar busca',
  errorToast: 'Erro ao realizar busca. Tente novamente.',
  noResults: 'Nenhum resultado encontrado',
  noResultsHint: 'Tente usar palavras-chave diferentes',
  idle: 'Digite para buscar',
  idleHint: 'Encontre eventos e esportistas',
} as const;
