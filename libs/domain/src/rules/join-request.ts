import type { DetailButton } from './event-detail';
import { JOIN_REQUEST_TEXTS } from './join-request-texts';

export { JOIN_REQUEST_TEXTS };

/**
 * The detail button of someone whose request is pending: where the button would offer to join,
 * it offers 'Cancelar pedido' (the database lets the requester withdraw), with 'Aguardando
 * aprovação' as its reason; every other label of section 4 stays.
 */
export function withPendingRequest(button: DetailButton, participationStatus: string | null | undefined): DetailButton {
  if (participationStatus !== 'pending' || button.action !== 'join') return button;
  return { label: JOIN_REQUEST_TEXTS.withdraw, disabled: false, action: 'withdraw', reason: JOIN_REQUEST_TEXTS.awaiting };
}
