export const header = {
  tabMap: 'Mapa',
  tabSearch: 'Buscar',
  tabEvents: 'Eventos',
  // Wording ours: the spec only says the map of nearby events will be available soon.
  mapSoon: 'O mapa de eventos próximos estará disponível em breve.',
  logoMenu: 'Menu',
  menu: {
    notifications: 'Notificações',
    myEvents: 'Meus eventos',
    createEvent: 'Criar evento',
    profile: 'Seu perfil',
    clubs: 'Clubes',
    collaborate: 'Colaborar',
    settings: 'Configurações',
    // A visitor's first entries (ours: the spec's menu assumes a signed-in athlete).
    signIn: 'Entrar',
    signUp: 'Criar conta',
  },
} as const;
