import { describe, expect, it } from 'vitest';
import * as messages from '../messages';

// The catalogue's texts built from values, as the athlete reads them: each value in its place, and
// the singular at exactly 1 with the plural either side of it (0 and 2).
describe('texts with values', () => {
  it('says 1 in the singular and 0 or 2 in the plural', () => {
    const counted: Array<[(n: number) => string, string, string, string]> = [
      [messages.clubs.members, '0 membros', '1 membro', '2 membros'],
      [messages.clubs.hoursBefore, '0 h antes do jogo', '1 h antes do jogo', '2 h antes do jogo'],
      [messages.gameDay.games, '0 jogos', '1 jogo', '2 jogos'],
      [messages.gameDay.noShows, '0 faltas', '1 falta', '2 faltas'],
      [messages.gameDay.teamTotal, '0 jogadores', '1 jogador', '2 jogadores'],
      [messages.wizard.selectedCount, '0 pessoas selecionadas', '1 pessoa selecionada', '2 pessoas selecionadas'],
    ];
    for (const [text, zero, one, two] of counted) expect([text(0), text(1), text(2)]).toEqual([zero, one, two]);
  });

  it("game day: the teams' letters, the score line, the draw's source and each player's own status", () => {
    expect([0, 1, 2, 3].map(messages.gameDay.teamName)).toEqual(['Time A', 'Time B', 'Time C', 'Time D']);
    expect(messages.gameDay.matchLine(2, 'Time A', 3, 1, 'Com colete')).toBe('Partida 2: Time A 3 × 1 Com colete');
    expect(messages.gameDay.match(3)).toBe('Partida 3');
    expect(messages.gameDay.editMatch(3)).toBe('Editar partida 3');
    expect(messages.gameDay.removeMatch(3)).toBe('Remover partida 3');
    expect(messages.gameDay.attendance(75)).toBe('Presença 75%');
    expect(messages.gameDay.opensAt('17:00')).toBe('O Dia do jogo abre às 17:00, 2 h antes do início.');
    expect(messages.gameDay.markFor('Ana')).toBe('Presença de Ana');
    expect(messages.gameDay.teamCountOption(3)).toBe('3 times');
    expect(messages.gameDay.notEnoughPlayers(4)).toBe('São necessários pelo menos 4 jogadores para 4 times.');
    expect(messages.gameDay.drawFrom(8, true)).toBe('8 jogadores presentes entram no sorteio.');
    expect(messages.gameDay.drawFrom(8, false)).toBe('8 inscritos entram no sorteio (ninguém marcado ainda).');
    expect(messages.gameDay.swapSelected('Ana')).toBe('Ana selecionado: toque em um jogador de outro time.');
    expect(messages.gameDay.renameTeam('Time A')).toBe('Renomear Time A');
    expect(messages.gameDay.scoreOf('Time B')).toBe('Gols de Time B');
    expect(messages.gameDay.myStatus('present')).toBe('Sua presença: Presente');
    expect(messages.gameDay.myStatus('absent')).toBe('Sua presença: Faltou');
    expect(messages.gameDay.myStatus(null)).toBe('Sua presença ainda não foi marcada.');
  });

  it('payments: one price per person when the split is exact, a range when it is not, and the ledger lines', () => {
    expect(messages.payments.splitPreview(10, 'R$ 12,00', 'R$ 12,00', false)).toBe('Dividido entre 10 jogadores: R$ 12,00 por pessoa.');
    expect(messages.payments.splitPreview(3, 'R$ 3,33', 'R$ 3,34', false)).toBe('Dividido entre 3 jogadores: de R$ 3,33 a R$ 3,34 por pessoa.');
    expect(messages.payments.splitPreview(8, 'R$ 15,00', 'R$ 15,00', true)).toBe(
      'Dividido entre quem participa: R$ 15,00 por pessoa, com 8 jogadores até agora; o valor muda se mais gente entrar.',
    );
    expect(messages.payments.splitPreview(1, 'R$ 120,00', 'R$ 120,00', false)).toBe('Dividido entre 1 jogador: R$ 120,00 por pessoa.');
    expect(messages.payments.payWithPix('R$ 12,00')).toBe('Pagar R$ 12,00 com Pix');
    expect(messages.payments.paidBefore('R$ 10,00', 'R$ 2,00')).toBe('Você já informou R$ 10,00. A divisão mudou: falta R$ 2,00.');
    expect(messages.payments.qrAlt('R$ 12,00')).toBe('QR Code do Pix de R$ 12,00');
    expect(messages.payments.received('R$ 24,00', 'R$ 120,00')).toBe('Recebido R$ 24,00 de R$ 120,00');
    expect(messages.payments.debt('R$ 12,00')).toBe('Falta cobrir: R$ 12,00 (ninguém na divisão)');
    expect(messages.payments.refund('R$ 2,00')).toBe('A devolver: R$ 2,00 (pago a mais do que a divisão atual pede)');
    expect(messages.payments.sharePaid('R$ 12,00')).toBe('Pago R$ 12,00');
    expect(messages.payments.csvFileName('Racha de quinta')).toBe('pagamentos-Racha de quinta.csv');
  });

  it('clubs, the waiting list, the wizard and the event screens name their values', () => {
    expect(messages.clubs.newGame('Clube do Racha', 'Racha de quinta', 'quinta, 3 de dez.', '20:00')).toBe(
      'Novo jogo no Clube do Racha: Racha de quinta, quinta, 3 de dez. às 20:00',
    );
    expect(messages.clubs.joinByInvite('Clube do Racha')).toBe('Você foi convidado para o Clube do Racha');
    expect(messages.clubs.joined('Clube do Racha')).toBe('Você entrou no Clube do Racha');
    expect(messages.clubs.left('Clube do Racha')).toBe('Você saiu do Clube do Racha');
    expect(messages.clubs.clubOfEvent('Clube do Racha')).toBe('Jogo do Clube do Racha');
    expect(messages.waitingList.position(2)).toBe('Você é o 2º da lista de espera');
    expect(messages.waitingList.title(5)).toBe('Lista de espera (5)');
    expect(messages.waitingList.place(1)).toBe('1º');
    expect(messages.wizard.createErrorWith('sem rede')).toBe('Erro ao criar evento: sem rede');
    expect(messages.wizard.stepOf(2)).toBe('Etapa 2 de 5');
    expect(messages.wizard.inviteLimit(50)).toBe('Você pode convidar até 50 pessoas.');
    expect(messages.wizard.repeatCountRange(2, 52)).toBe('Escolha entre 2 e 52 vezes');
    expect(messages.editEvent.maxBelowMin(6)).toBe('O máximo de jogadores não pode ser menor que o mínimo (6).');
    expect(messages.eventCreated.whatsappText('Racha', 'https://quadra.app/events/1')).toBe(
      'Participe do meu evento "Racha" no Quadra: https://quadra.app/events/1',
    );
    expect(messages.myEvents.recommendedBy('Bruno')).toBe('Bruno indicou');
    expect(messages.notifications.hoursAgo(3)).toBe('3h atrás');
    expect(messages.notifications.invite.message('Bruno', 'Racha')).toBe('Bruno convidou você para o evento "Racha".');
  });

  it('the account, the profile, evaluation and safety texts name the person or address', () => {
    expect(messages.account.changeEmail.current('ana@quadra.dev')).toBe('Seu email atual é ana@quadra.dev.');
    expect(messages.account.changeEmail.sent('ana@quadra.dev', 'ana@novo.dev')).toBe(
      'Enviamos um link para ana@quadra.dev e outro para ana@novo.dev. O novo email só passa a valer depois que você abrir os dois links.',
    );
    expect(messages.account.emailLink.done('ana@novo.dev')).toBe('Email alterado! Agora você entra com ana@novo.dev.');
    expect(messages.signup.otherError('x')).toBe('Erro no cadastro: x');
    expect(messages.signup.confirmationSent('ana@quadra.dev')).toBe('Enviamos um email de confirmação para ana@quadra.dev.');
    expect(messages.signup.resent('ana@quadra.dev')).toBe(
      'Este email ainda não foi confirmado. Enviamos o email de confirmação novamente para ana@quadra.dev.',
    );
    expect(messages.login.otherError('x')).toBe('Erro ao fazer login: x');
    expect(messages.onboarding.confirmReminder('ana@quadra.dev')).toBe(
      'Confirme seu email (ana@quadra.dev) pelo link que enviamos. Suas respostas ficam guardadas neste aparelho e serão salvas no seu primeiro login.',
    );
    expect(messages.profile.memberSince('janeiro de 2026')).toBe('Membro desde janeiro de 2026');
    expect(messages.profile.addSport('Futsal')).toBe('Adicionar Futsal');
    expect(messages.profile.accessibilityNote('rampa')).toBe('Necessidades de acessibilidade: rampa');
    expect(messages.profile.nameError('curto')).toBe('Nome: curto');
    expect(messages.profile.phoneError('inválido')).toBe('Telefone: inválido');
    expect(messages.evaluation.selectPlayer('Ana')).toBe('Selecionar Ana');
    expect(messages.evaluation.praisePlayer('Ana')).toBe('Elogiar Ana');
    expect(messages.evaluation.praiseFor('Ana')).toBe('Escolha um elogio para Ana.');
    expect(messages.safety.blockTitle('Bruno')).toBe('Bloquear Bruno?');
    expect(messages.safety.blocked('Bruno')).toBe('Bruno foi bloqueado(a).');
    expect(messages.safety.unblocked('Bruno')).toBe('Bruno foi desbloqueado(a).');
  });
});
