import { queryOptions, useQuery } from '@tanstack/react-query';
import { messages, type EventCostArgs, type PixKeyType } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { paymentKeys } from '../keys';

/**
 * Issue 28. The database splits the cost into shares (recompute_event_shares) and keeps the totals;
 * screens show what it computed, never a split of their own (CONTRACT.md, 'Payments').
 */
export type ShareStatus = 'pending' | 'reported' | 'confirmed';

/** The caller's own share with what the BR Code needs (get_my_payment); null when he owes nothing here. */
export interface MyPayment {
  /** What the current split asks of him. */
  amount_cents: number;
  /** What he said he paid ('Já paguei'); the split may since ask more (owed_cents) or less. */
  paid_cents: number;
  /** What is left to pay: amount_cents − paid_cents, never below 0 (the BR Code's amount). */
  owed_cents: number;
  status: ShareStatus;
  /** Names the event and the player inside the BR Code (25 characters, A–Z and 0–9). */
  txid: string;
  pix_key_type: PixKeyType;
  pix_key: string;
  recipient_name: string;
  recipient_city: string;
}

export interface PaymentShare {
  user_id: string;
  full_name: string;
  amount_cents: number;
  paid_cents: number;
  status: ShareStatus;
  txid: string;
  is_organiser: boolean;
  reported_at: string | null;
  confirmed_at: string | null;
}

/**
 * The organiser's ledger (get_event_payments). refund_cents: paid beyond what the split now asks
 * (he owes it back); balance_cents ≠ 0 only when a total has nobody left to pay it.
 */
export interface EventPayments {
  cost: EventCostArgs | null;
  shares: PaymentShare[];
  totals: {
    due_cents: number;
    shares_cents: number;
    received_cents: number;
    paid_cents: number;
    refund_cents: number;
    balance_cents: number;
  };
}

export async function fetchMyPayment(eventId: string): Promise<MyPayment | null> {
  return (await supabase.rpc('get_my_payment', { p_event_id: eventId }).then(unwrap)) as MyPayment | null;
}

export async function fetchEventPayments(eventId: string): Promise<EventPayments> {
  return (await supabase.rpc('get_event_payments', { p_event_id: eventId }).then(unwrap)) as unknown as EventPayments;
}

/** The stored cost of an event (RLS: its organiser and participants only); null when it has none. */
export async function fetchEventCost(eventId: string): Promise<EventCostArgs | null> {
  const rows = await supabase
    .from('event_costs')
    .select('total_cents, per_person_cents, include_organiser, pix_key_type, pix_key, recipient_name, recipient_city')
    .eq('event_id', eventId)
    .then(unwrap);
  const row = rows[0];
  return row ? { ...row, pix_key_type: row.pix_key_type as PixKeyType } : null;
}

export const myPaymentQuery = (eventId: string, userId: string) =>
  queryOptions({ queryKey: paymentKeys.mine(eventId, userId), queryFn: () => fetchMyPayment(eventId) });

export const eventPaymentsQuery = (eventId: string) =>
  queryOptions({ queryKey: paymentKeys.ledger(eventId), queryFn: () => fetchEventPayments(eventId) });

/** The signed-in player's share of the event (nothing for a visitor). */
export function useMyPayment(eventId: string | undefined) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...myPaymentQuery(eventId ?? '', userId ?? ''), enabled: Boolean(eventId && userId) });
}

/** The organiser's 'Pagamentos' screen. */
export function useEventPayments(eventId: string | undefined, enabled = true) {
  return useQuery({ ...eventPaymentsQuery(eventId ?? ''), enabled: Boolean(eventId) && enabled });
}

export function useEventCost(eventId: string | undefined, enabled = true) {
  return useQuery({ queryKey: paymentKeys.cost(eventId ?? ''), queryFn: () => fetchEventCost(eventId ?? ''), enabled: Boolean(eventId) && enabled });
}

export interface SetCostVars {
  eventId: string;
  cost: EventCostArgs | null;
}

/** Sets (or, with null, removes) the cost and key; the database recounts the shares. */
export function useSetEventCost(options: { onSuccess?(): void } = {}) {
  return useGuardedMutation({
    name: 'event-cost',
    lockKey: ({ eventId }: SetCostVars) => eventId,
    mutationFn: async ({ eventId, cost }: SetCostVars) =>
      unwrap(await supabase.rpc('set_event_cost', { p_event_id: eventId, p_cost: cost })),
    invalidates: ({ eventId }) => [paymentKeys.event(eventId)],
    onSuccess: (_data, { cost }) => {
      toast.success(cost ? messages.payments.costSaved : messages.payments.costRemoved, { id: 'event-cost' });
      options.onSuccess?.();
    },
    onError: (error) => failureToast(messages.payments.costTitle, error, 'event-cost'),
  });
}

/** 'Já paguei': the caller's own share becomes 'Informado'. */
export function useReportPayment() {
  return useGuardedMutation({
    name: 'report-payment',
    mutationFn: async (eventId: string) => unwrap(await supabase.rpc('report_payment', { p_event_id: eventId })),
    invalidates: (eventId) => [paymentKeys.event(eventId)],
    onSuccess: () => toast.success(messages.payments.reportedNote, { id: 'report-payment' }),
    onError: (error) => failureToast(messages.payments.paid, error, 'report-payment'),
  });
}

export interface ConfirmVars {
  eventId: string;
  userId: string;
  /** true: 'Confirmar recebimento'; false: 'Marcar como não recebido'. */
  received: boolean;
}

export function useConfirmPayment() {
  return useGuardedMutation({
    name: 'confirm-payment',
    lockKey: ({ eventId, userId }: ConfirmVars) => `${eventId}:${userId}`,
    mutationFn: async ({ eventId, userId, received }: ConfirmVars) =>
      unwrap(await supabase.rpc('confirm_payment', { p_event_id: eventId, p_user_id: userId, p_received: received })),
    invalidates: ({ eventId }) => [paymentKeys.event(eventId)],
    onError: (error, { received }) =>
      failureToast(received ? messages.payments.confirm : messages.payments.unconfirm, error, 'confirm-payment'),
  });
}
