import type { PixKeyType } from '@quadra/domain';

/**
 * Issue 51. The club's caixa as the screens use it (CONTRACT.md, 'Caixa do clube'). Money in integer
 * cents; the database computes every balance from its append-only ledger.
 */
export type CaixaLineKind = 'dues' | 'game' | 'payment' | 'income' | 'expense';

export interface CaixaLine {
  id: number;
  kind: CaixaLineKind;
  /** Set on a reversal ('Estorno'): the line it mirrors. */
  reverses_id: number | null;
  user_id: string | null;
  full_name: string | null;
  amount_cents: number;
  /** What the line did to 'Saldo do caixa' (payments and 'Entrada' +, 'Saída' −; charges 0). */
  cash_delta: number;
  /** What it did to its member's 'Saldo' (charges −, payments +). */
  member_delta: number;
  occurred_on: string;
  description: string | null;
  period: string | null;
  event_id: string | null;
  payer_name: string | null;
  bank_id: string | null;
  reversed: boolean;
  /** A charge some payment settled. */
  paid: boolean;
  created_at: string;
}

export interface CaixaCharge {
  id: number;
  kind: 'dues' | 'game';
  amount_cents: number;
  occurred_on: string;
  description: string | null;
  period: string | null;
}

export interface CaixaMonth {
  /** 'yyyy-mm-01' */
  month: string;
  income_cents: number;
  expense_cents: number;
  /** 'Saldo do caixa' at the month's end. */
  balance_cents: number;
}

export interface CaixaSettings {
  dues_cents: number | null;
  dues_day: number;
  game_price_cents: number | null;
  time_zone: string;
  only_paid_up: boolean;
  pix_key_type: PixKeyType | null;
  pix_key: string | null;
  recipient_name: string | null;
  recipient_city: string | null;
}

export interface CaixaMember {
  user_id: string;
  full_name: string;
  kind: 'mensalista' | 'avulso';
  /** 0 'Em dia'; negative 'Devendo'. */
  balance_cents: number;
  open_charges: CaixaCharge[];
  /** The txid of his latest Pix code (the statement's txid leads back to him); null when none was made. */
  pix_txid: string | null;
  /** He said 'Já paguei' (and no admin confirmed it yet). */
  reported_at: string | null;
}

/** The admins' 'Caixa' (get_club_caixa). */
export interface ClubCaixa {
  settings: CaixaSettings | null;
  cash_cents: number;
  month: CaixaMonth;
  lines: CaixaLine[];
  members: CaixaMember[];
  /** The statement lines already recorded: a second upload matches nothing new. */
  bank_ids: string[];
  /** The 12 months up to the month shown, oldest first. */
  chart: CaixaMonth[];
}

/** A member's own account (get_my_club_account). */
export interface MyClubAccount {
  balance_cents: number;
  lines: CaixaLine[];
  open_charges: CaixaLine[];
  /** One Pix code for all he owes; null when 'Em dia' or the club has no Pix key yet. */
  pix: {
    txid: string;
    amount_cents: number;
    reported_at: string | null;
    pix_key_type: PixKeyType;
    pix_key: string;
    recipient_name: string;
    recipient_city: string;
  } | null;
  reported: boolean;
  settings: { dues_cents: number | null; dues_day: number | null; game_price_cents: number | null; only_paid_up: boolean };
  cash_cents: number;
  month: CaixaMonth;
}

/** A bank statement credit the browser matched, as record_statement_credits takes it. */
export interface StatementCreditRecord {
  bank_id: string;
  posted_on: string;
  amount_cents: number;
  payer_name: string | null;
  txid?: string | null;
  user_id?: string;
  charge_ids?: number[];
}

/** What became of each credit: recorded now, recorded before, or its charges are no longer open. */
export type StatementCreditFate = 'recorded' | 'already' | 'not_open';
