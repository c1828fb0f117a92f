import { describe, expect, it } from 'vitest';
import { canCancelEvent, canEditEvent, commentWallState, detailButton, eventStatusBadge, isEventFull } from './event-detail';

const base = { isOrganizer: false, status: 'active', isParticipant: false, isFull: false };

describe('detail button', () => {
  it('follows the spec order', () => {
    expect(detailButton({ ...base, isOrganizer: true, status: 'completed' })).toEqual({
      label: 'Você é o organizador',
      disabled: true,
      action: 'none',
    });
    expect(detailButton({ ...base, status: 'completed', isParticipant: true }).label).toBe('Evento encerrado');
    expect(detailButton({ ...base, status: 'cancelled', isParticipant: true }).label).toBe('Evento cancelado');
    expect(detailButton({ ...base, isParticipant: true, isFull: true })).toEqual({
      label: 'Cancelar inscrição',
      disabled: false,
      action: 'leave',
    });
    expect(detailButton({ ...base, isFull: true })).toEqual({ label: 'Entrar na lista de espera', disabled: false, action: 'join' });
    expect(detailButton({ ...base, isFull: true, waitingPosition: 3 })).toEqual({
      label: 'Sair da lista de espera',
      disabled: false,
      action: 'leave-waiting-list',
    });
    expect(detailButton({ ...base, status: 'cancelled', waitingPosition: 3 }).label).toBe('Evento cancelado');
    expect(detailButton(base)).toEqual({ label: 'Participar', disabled: false, action: 'join' });
  });
  it('does not offer joining a paused event: a disabled button with the reason', () => {
    expect(detailButton({ ...base, status: 'paused' })).toEqual({
      label: 'Inscrições pausadas',
      disabled: true,
      action: 'none',
      reason: 'As inscrições deste evento estão pausadas',
    });
    // A participant of a paused event may still leave it.
    expect(detailButton({ ...base, status: 'paused', isParticipant: true }).action).toBe('leave');
  });
  it("makes a cancelled event's wall read-only, without inviting the first question", () => {
    const invite = 'Nenhum comentário ainda. Seja o primeiro a fazer uma pergunta!';
    expect(commentWallState('cancelled', true)).toEqual({
      canPost: false,
      notice: 'Este evento foi cancelado: o mural está fechado para novos comentários.',
      empty: 'Nenhum comentário.',
    });
    expect(commentWallState('active', false)).toEqual({ canPost: false, notice: 'Faça login para participar da conversa', empty: invite });
    expect(commentWallState('paused', true)).toEqual({ canPost: true, notice: null, empty: invite });
  });
  it('offers the evaluation of a finished game the athlete played, and asks to join an approval-only event', () => {
    const finished = { ...base, status: 'completed', isParticipant: true };
    expect(detailButton({ ...finished, evaluationStatus: 'evaluation_available' })).toEqual({
      label: 'Avaliar Evento e Jogadores',
      disabled: false,
      action: 'evaluate',
    });
    expect(detailButton({ ...finished, evaluationStatus: 'completed' }).label).toBe('Evento encerrado');
    expect(detailButton({ ...base, requiresApproval: true }).label).toBe('Pedir para participar');
  });
  it('knows when an event is full', () => {
    expect(isEventFull(10, 10)).toBe(true);
    expect(isEventFull(9, 10)).toBe(false);
    expect(isEventFull(100, null)).toBe(false);
  });
});

describe('status badge and organiser rules', () => {
  it('labels the status', () => {
    expect(eventStatusBadge('active')).toBe('Aberto');
    expect(eventStatusBadge('completed')).toBe('Encerrado');
    expect(eventStatusBadge('cancelled')).toBe('Cancelado');
    expect(eventStatusBadge('paused')).toBe('Pausado');
  });
  it('disables cancel for cancelled and completed events, and editing for cancelled ones', () => {
    expect(canCancelEvent('active')).toBe(true);
    expect(canCancelEvent('paused')).toBe(true);
    expect(canCancelEvent('cancelled')).toBe(false);
    expect(canCancelEvent('completed')).toBe(false);
    expect(canEditEvent(true, 'paused')).toBe(true);
    expect(canEditEvent(true, 'cancelled')).toBe(false);
    expect(canEditEvent(false, 'active')).toBe(false);
  });
});
