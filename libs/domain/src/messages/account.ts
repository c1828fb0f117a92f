import { t } from '../titled-message';

/**
 * Issue 46: password recovery, the account's security settings and the terms. The spec has none of
 * these screens; the texts are ours, in the spec's voice. The password rules and their messages are
 * the sign-up's (messages.signup.weakPassword, messages.validation).
 */
export const account = {
  forgot: {
    link: 'Esqueceu a senha?',
    title: 'Esqueceu a senha?',
    subtitle: 'Informe o email da sua conta. Enviaremos um link para você criar uma nova senha.',
    submit: 'Enviar link',
    /** The same answer whether or not the address has an account (no account enumeration). */
    sent: 'Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada e o spam.',
    tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    failed: 'Não foi possível enviar o link. Tente novamente.',
    backToLogin: 'Voltar para o login',
  },
  reset: {
    title: 'Nova senha',
    subtitle: 'Crie uma nova senha para sua conta.',
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar nova senha',
    submit: 'Salvar nova senha',
    done: t('Senha alterada com sucesso!', 'Você já está conectado com a nova senha.'),
    invalidLinkTitle: 'Link inválido ou expirado',
    invalidLinkHint: 'Peça outro link para criar uma nova senha.',
    invalidLink: 'Este link de redefinição de senha é inválido, expirou ou já foi usado.',
    sendAnother: 'Enviar outro link',
    checking: 'Verificando o link…',
  },
  password: {
    samePassword: 'A nova senha deve ser diferente da atual.',
    wrongCurrent: 'Senha atual incorreta.',
    currentRequired: 'Informe sua senha atual',
    tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    weakPassword: 'A senha não atende às regras de segurança.',
    failed: 'Não foi possível alterar a senha. Tente novamente.',
  },
  security: {
    title: 'Conta e segurança',
    changePassword: 'Alterar senha',
    changeEmail: 'Alterar e-mail',
    signOutEverywhere: 'Sair de todos os aparelhos',
    terms: 'Termos de uso',
    privacy: 'Política de privacidade',
  },
  changePassword: {
    title: 'Alterar senha',
    subtitle: 'Os outros aparelhos conectados à sua conta serão desconectados.',
    current: 'Senha atual',
    submit: 'Alterar senha',
    done: t('Senha alterada com sucesso!', 'Enviamos um aviso para o seu email.'),
  },
  changeEmail: {
    title: 'Alterar e-mail',
    current: (email: string) => `Seu email atual é ${email}.`,
    newEmail: 'Novo email',
    submit: 'Alterar e-mail',
    sameEmail: 'Este já é o seu email.',
    taken: 'Este email já está em uso por outra conta.',
    tooManyEmails: 'Muitos emails enviados para este endereço. Tente novamente mais tarde.',
    failed: 'Não foi possível alterar o email. Tente novamente.',
    sent: (current: string, next: string) =>
      `Enviamos um link para ${current} e outro para ${next}. O novo email só passa a valer depois que você abrir os dois links.`,
  },
  emailLink: {
    title: 'Troca de e-mail',
    firstAccepted: 'Confirmação recebida! Agora abra o link que enviamos para o outro endereço.',
    done: (email: string) => `Email alterado! Agora você entra com ${email}.`,
    invalid: 'Este link de troca de email é inválido, expirou ou já foi usado.',
    openLinks: 'Abra os links que enviamos para o seu email atual e para o novo.',
    toSettings: 'Ir para as configurações',
    toLogin: 'Ir para o login',
  },
  signOutEverywhere: {
    confirmTitle: 'Sair de todos os aparelhos?',
    confirmText:
      'Você será desconectado deste e de todos os outros aparelhos em que entrou. Nos outros, a saída acontece em até 1 hora.',
    confirm: 'Sair de todos',
    done: t('Você saiu de todos os aparelhos', 'Entre novamente para continuar.'),
    failed: 'Não foi possível sair de todos os aparelhos. Tente novamente.',
  },
  terms: {
    updatedTitle: 'Atualizamos os termos',
    updatedText: 'Leia os Termos de uso e a Política de privacidade atualizados. Para continuar usando a Quadra, aceite a nova versão.',
    accept: 'Li e aceito',
    accepted: 'Obrigado! Termos aceitos.',
    failed: 'Não foi possível registrar o aceite. Tente novamente.',
    signupNotice: 'Ao tocar em "Aceitar e cadastrar", você aceita os',
    and: 'e a',
  },
} as const;
