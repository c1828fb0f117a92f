import type { DetailButton } from './event-detail';

/**
 * Approval-only events: the spec gives no wording for a request that waits for the organiser,
 * so these texts are ours.
 */
export const JOIN_REQUEST_TEXTS = {
  /** Toast after asking to join an approval-only event. */
  sent: 'Solicitação enviada! Aguarde a aprovação do organizador.',
  /** Label of the disabled detail button (and the my-events tag) while the request waits. */
  awaiting: 'Aguardando aprovação',
} as const;

/**
 * The detail button of someone whose request is pending: where the button would offer to join,
 * it shows the disabled 'Aguardando aprovação' instead; every other label of section 4 stays.
 */
export function withPendingRequest(button: DetailButton, participationStatus: string | null | undefined): DetailButton {
  if (participationStatus !== 'pending' || button.action !== 'join') return button;
  return { label: JOIN_REQUEST_TEXTS.awaiting, disabled: true, action: 'none' };
}
