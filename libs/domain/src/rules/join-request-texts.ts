/**
 * Approval-only events: the spec gives no wording for asking to join, a request that waits for the
 * organiser, or taking it back, so these texts are ours.
 */
export const JOIN_REQUEST_TEXTS = {
  /** The join button of an approval-only event: it sends a request, not a registration. */
  ask: 'Pedir para participar',
  /** Toast after asking to join an approval-only event. */
  sent: 'Solicitação enviada! Aguarde a aprovação do organizador.',
  /** What a request waiting for the organiser shows (the my-events tag, the card and detail hint). */
  awaiting: 'Aguardando aprovação',
  /** The button that takes back a pending request. */
  withdraw: 'Cancelar pedido',
} as const;
