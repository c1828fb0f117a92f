import type { LegalSection } from './legal-text';

/**
 * 'Política de privacidade', in plain pt-BR (LGPD, Lei 13.709): what is stored, why, for how
 * long, who sees what, and how to export and delete. Same version as the terms (terms-text.ts).
 */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'O que guardamos',
    paragraphs: ['Guardamos apenas o que a Quadra precisa para funcionar:'],
    items: [
      'conta: email e senha (guardada de forma cifrada: nem nós conseguimos lê-la);',
      'perfil: nome, como prefere ser chamado, foto, data de nascimento, gênero, esportes e interesses;',
      'acessibilidade: as necessidades que você informar;',
      'atividade: eventos que você cria, participações, lista de espera, presença, comentários, avaliações e elogios;',
      'pagamentos: o registro de quem pagou cada evento e as chaves Pix que você cadastrar como organizador;',
      'avisos: suas notificações, os aparelhos em que ativou as notificações no celular e o link do seu calendário;',
      'aceites: a versão destes termos que você aceitou e quando;',
      'segurança: o aparelho (navegador) e o endereço IP de cada login, enquanto a sessão existir.',
    ],
  },
  {
    heading: 'Por que guardamos',
    paragraphs: [
      'Para você entrar na sua conta, encontrar e organizar eventos, ver quem vai jogar, receber avisos, montar times equilibrados e construir sua reputação. Também para proteger as contas contra abuso. Não vendemos seus dados e não mostramos anúncios.',
    ],
  },
  {
    heading: 'Quem vê o quê',
    paragraphs: ['O que aparece para outras pessoas:'],
    items: [
      'qualquer pessoa: seu nome, foto, gênero, esportes, reputação e porcentagem de presença no seu perfil; os eventos públicos e seus comentários;',
      'participantes e organizador de um evento: quem está inscrito e na lista de espera;',
      'o organizador: a presença e o pagamento de cada participante do evento dele;',
      'só você: email, data de nascimento, necessidades de acessibilidade, suas notificações, suas chaves Pix, quem você elogiou e como avaliou cada pessoa (quem recebe vê os elogios sem saber de quem).',
    ],
  },
  {
    heading: 'Por quanto tempo',
    paragraphs: [
      'Enquanto sua conta existir. Cada sessão de login é apagada quando você sai do aparelho ou usa "Sair de todos os aparelhos".',
      'Quando você exclui a conta, apagamos seu perfil e seus dados. Ficam apenas, sem o seu nome, o que outras pessoas precisam: comentários aparecem como "Conta excluída", avaliações continuam contando na reputação de quem as recebeu e os registros de pagamento continuam nas contas dos organizadores.',
    ],
  },
  {
    heading: 'Seus direitos',
    paragraphs: [
      'Pela LGPD (art. 18), você pode ver, corrigir, baixar e apagar seus dados:',
    ],
    items: [
      'corrigir: Configurações > Editar Perfil;',
      'baixar uma cópia: Configurações > Baixar meus dados (um arquivo JSON com tudo o que guardamos sobre você);',
      'apagar: Configurações > Excluir minha conta.',
    ],
  },
  {
    heading: 'Contato',
    paragraphs: ['Dúvidas sobre seus dados: privacidade@quadra.app.'],
  },
];
