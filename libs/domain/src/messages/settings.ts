import { t } from '../titled-message';

export const settings = {
  editProfile: 'Editar Perfil',
  appSettings: 'Configurações do App',
  signOut: 'Sair da Conta',
  signedOut: t('Logout realizado', 'Você foi desconectado com sucesso!'),
  // Issue 12 (ours): the scheduler's event reminders can be turned off.
  reminders: 'Lembretes de eventos',
  remindersDescription: 'Avisos 24 horas e 2 horas antes dos eventos em que você está inscrito.',
  remindersError: 'Erro ao salvar a preferência de lembretes',
} as const;
