export type { StatementCredit, StatementReading } from './statement-credit';
export { statementMessages } from './statement-messages';
export { parseBankStatement } from './parse-bank-statement';
export { parseStatementAmount } from './amount-cents';
export { payerNameFrom, txidFrom } from './pix-description';
export { payerNameFit, type NameFit } from './payer-name-match';
export {
  buildChargeTxid,
  readChargeTxid,
  memberTxidKey,
  periodCovers,
  CHARGE_TXID_MAX_LENGTH,
  type ChargePeriod,
  type ChargeTxid,
} from './charge-txid';
export {
  matchCredits,
  inWindow,
  MATCH_DAYS_BEFORE_DUE,
  MATCH_DAYS_AFTER_DUE,
  type OpenCharge,
  type MatchCandidate,
  type CreditMatches,
} from './match-credits';
