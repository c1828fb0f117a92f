import { t } from '../titled-message';

export const auth = {
  loginRequired: 'Login necessário',
  loginRequiredToInteract: t('Login necessário', 'Você precisa estar logado para interagir com eventos.'),
  loginRequiredToCreate: t('Login necessário', 'Você precisa estar logado para criar eventos.'),
  loginRequiredToJoin: 'Você precisa estar logado para se inscrever em eventos.',
} as const;
