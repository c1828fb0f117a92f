import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(messages.login.invalidCredentials).toBe('Email ou senha incorretos. Verifique suas credenciais.');
    expect(messages.login.rateLimited).toBe('Muitas tentativas de login. Tente novamente em 15 minutos.');
    expect(messages.signup.rateLimited).toBe('Muitas tentativas de cadastro. Tente novamente em 1 hora.');
    expect(messages.auth.loginRequiredToInteract).toEqual({
      title: 'Login necessário',
      description: 'Você precisa estar logado para interagir com eventos.',
    });
    expect(messages.evaluation.limitReached).toEqual({
      title: 'Limite atingido',
      description: 'Você pode selecionar até 3 jogadores para elogiar.',
    });
    expect(messages.eventCreated.title).toBe('Evento criado.');
  });
  it('builds texts with values', () => {
    expect(messages.common.validationErrorWith('a, b')).toBe('Erro de validação: a, b');
    expect(messages.signup.weakPassword('x')).toBe('Senha fraca: x');
    expect(messages.events.loadErrorInline('falhou')).toBe('Erro ao carregar eventos: falhou');
    expect(messages.events.createError('x')).toBe('Erro ao criar evento: x');
    expect(messages.participants.pending(2)).toBe('Solicitações Pendentes (2)');
    expect(messages.notifications.unread(4)).toBe('Não lidas (4)');
    expect(messages.notifications.loadErrorInline('x')).toBe('Erro ao carregar notificações: x');
    expect(messages.wizard.missingFields('local, data')).toBe('Campos obrigatórios faltando: local, data');
  });
});

describe("issue 48's texts", () => {
  it('the cost preview says whom it divides by and when it can still change', () => {
    expect(messages.payments.splitPreview(8, 'R$ 15,00', 'R$ 15,00', true)).toBe(
      'Dividido entre quem participa: R$ 15,00 por pessoa, com 8 jogadores até agora; o valor muda se mais gente entrar.',
    );
    expect(messages.payments.splitPreview(7, 'R$ 17,14', 'R$ 17,15', false)).toBe('Dividido entre 7 jogadores: de R$ 17,14 a R$ 17,15 por pessoa.');
  });
  it("'Encerrar série' names the dates it cancels, and that earlier ones stay when opened from a later date", () => {
    expect(messages.series.endSeriesConfirm(['03 de dez. às 19:00', '10 de dez. às 19:00'], true)).toBe(
      'Serão canceladas: 03 de dez. às 19:00 e 10 de dez. às 19:00. As datas anteriores continuam marcadas. Nenhuma data nova será criada e os participantes serão avisados. Não é possível desfazer.',
    );
  });
});
