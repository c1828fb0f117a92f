import { describe, expect, it } from 'vitest';
import { detailButton } from './event-detail';
import { JOIN_REQUEST_TEXTS, withPendingRequest } from './join-request';

const open = { isOrganizer: false, status: 'active', isParticipant: false, isFull: false };

describe('withPendingRequest', () => {
  it('offers to withdraw a pending request, saying it awaits approval', () => {
    expect(withPendingRequest(detailButton({ ...open, requiresApproval: true }), 'pending')).toEqual({
      label: 'Cancelar pedido',
      disabled: false,
      action: 'withdraw',
      reason: 'Aguardando aprovação',
    });
  });

  it('asks to join an approval-only event', () => {
    expect(detailButton({ ...open, requiresApproval: true })).toEqual({ label: 'Pedir para participar', disabled: false, action: 'join' });
  });

  it('keeps the other section 4 labels', () => {
    expect(withPendingRequest(detailButton({ ...open, status: 'cancelled' }), 'pending').label).toBe('Evento cancelado');
    // a request pending on a full event still waits for the organiser (no waiting list offered)
    expect(withPendingRequest(detailButton({ ...open, isFull: true }), 'pending').label).toBe('Cancelar pedido');
    expect(withPendingRequest(detailButton(open), 'registered').label).toBe('Participar');
    expect(withPendingRequest(detailButton(open), null).action).toBe('join');
  });

  it('has the request texts', () => {
    expect(JOIN_REQUEST_TEXTS.sent).toBe('Solicitação enviada! Aguarde a aprovação do organizador.');
  });
});
