export const loading = {
  title: 'Aguarde um instante!',
  // Wording ours: the spec only says it is personalising the experience.
  subtitle: 'Estamos personalizando sua experiência...',
} as const;
