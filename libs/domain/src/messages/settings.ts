import { t } from '../titled-message';

export const settings = {
  editProfile: 'Editar Perfil',
  appSettings: 'Configurações do App',
  signOut: 'Sair da Conta',
  signedOut: t('Logout realizado', 'Você foi desconectado com sucesso!'),
} as const;
