import type { LegalSection } from './legal-text';

/**
 * 'Termos de uso', in plain pt-BR. A change here is a new version: change CURRENT_TERMS_VERSION
 * (libs/domain) and public.current_terms_version() (a new migration) with it, and every athlete is
 * asked to accept it once at the next visit.
 */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'O que é a Quadra',
    paragraphs: [
      'A Quadra é um aplicativo para atletas amadores encontrarem, criarem e organizarem partidas e treinos. Ao criar uma conta, você aceita estes termos e a nossa Política de privacidade.',
    ],
  },
  {
    heading: 'Sua conta',
    paragraphs: [
      'Use dados verdadeiros e guarde sua senha só para você. Se você tem menos de 18 anos, use a Quadra com a autorização de um responsável.',
      'Se desconfiar que alguém entrou na sua conta, troque a senha em Configurações > Alterar senha e use "Sair de todos os aparelhos".',
    ],
  },
  {
    heading: 'Como se comportar',
    paragraphs: ['A Quadra é feita de pessoas que querem jogar juntas. Por isso, não é permitido:'],
    items: [
      'ofender, assediar, ameaçar ou discriminar qualquer pessoa;',
      'publicar spam, propaganda enganosa ou conteúdo impróprio;',
      'criar eventos falsos ou cobrar valores que não foram combinados;',
      'usar a conta de outra pessoa ou tentar burlar as regras do aplicativo.',
    ],
  },
  {
    heading: 'Eventos e pagamentos',
    paragraphs: [
      'Quem organiza um evento é responsável por ele: local, horário, regras e valores. A Quadra ajuda a combinar e a registrar quem pagou, mas não recebe nem guarda o dinheiro: os pagamentos via Pix acontecem direto entre as pessoas.',
      'Participe com cuidado com a sua saúde e a dos outros. A Quadra não responde por lesões, danos ou prejuízos durante as partidas.',
    ],
  },
  {
    heading: 'O que você publica',
    paragraphs: [
      'Comentários, fotos e avaliações continuam sendo seus. Ao publicá-los, você permite que a Quadra os mostre às pessoas que usam o aplicativo, como descrito na Política de privacidade.',
      'Podemos remover conteúdo que desrespeite estes termos e suspender contas que os desrespeitem de forma grave ou repetida.',
    ],
  },
  {
    heading: 'Encerrar a conta',
    paragraphs: [
      'Você pode baixar seus dados e excluir sua conta quando quiser, em Configurações. A Política de privacidade explica o que acontece com cada informação.',
    ],
  },
  {
    heading: 'Mudanças nestes termos',
    paragraphs: [
      'Quando estes termos ou a Política de privacidade mudarem, vamos avisar no aplicativo e pedir que você aceite a nova versão antes de continuar. Guardamos a versão que você aceitou e quando.',
      'Estes termos seguem as leis do Brasil. Dúvidas: fale com a gente pelo email contato@quadra.app.',
    ],
  },
];
