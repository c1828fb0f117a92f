import { useRef, useState, type ChangeEvent } from 'react';
import { toast, useRecordStatementCredits, type ClubCaixa, type StatementCreditRecord } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import type { CreditMatches, OpenCharge, StatementCredit } from '@quadra/domain/statement';
import { Button, Card } from '@quadra/ui';
import { dayMonthYear } from '../data/month';
import styles from './caixa.module.css';

const c = messages.caixa;

const record = (credit: StatementCredit, memberId: string, chargeIds: string[]): StatementCreditRecord => ({
  bank_id: credit.bankId, posted_on: credit.postedOn, amount_cents: credit.amountCents, payer_name: credit.payerName,
  txid: credit.txid, user_id: memberId, charge_ids: chargeIds.map(Number),
});

/**
 * 'Extrato do banco': the admin picks the OFX or CSV his bank exports; it is read here, in the
 * browser (the reader loads only now), matched to the open charges, and discarded. The sure matches
 * are recorded at once (once per bank line: a second upload changes nothing); the doubtful ones wait
 * side by side for one tap; the unrelated ones are left alone.
 */
export function StatementUpload({ clubId, caixa }: { clubId: string; caixa: ClubCaixa }) {
  const save = useRecordStatementCredits();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [doubtful, setDoubtful] = useState<CreditMatches['doubtful']>([]);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again is a new upload
    if (!file) return;
    setReading(true);
    try {
      const { parseBankStatement, matchCredits } = await import('@quadra/domain/statement');
      const reading = parseBankStatement(new Uint8Array(await file.arrayBuffer()), file.name);
      if (!reading.ok) {
        toast.error(reading.message, { id: 'caixa-statement' });
        return;
      }
      const open: OpenCharge[] = caixa.members.flatMap((m) => m.open_charges.map((charge) => ({
        chargeId: String(charge.id), memberId: m.user_id, memberName: m.full_name, amountCents: charge.amount_cents,
        txid: m.pix_txid, dueOn: charge.occurred_on,
      })));
      const matches = matchCredits(reading.credits, open, caixa.bank_ids);
      const memberOf = (chargeId: string) => open.find((o) => o.chargeId === chargeId)?.memberId ?? '';
      const fates = matches.sure.length === 0 ? [] : await save.runAsync({ clubId, credits: matches.sure.map(
        ({ credit, chargeIds }) => record(credit, memberOf(chargeIds[0] ?? ''), chargeIds)) });
      if (fates === undefined) return;
      setDoubtful(matches.doubtful);
      setSummary(c.statementResult(fates.filter((f) => f === 'recorded').length,
        matches.alreadyRecorded.length + fates.filter((f) => f === 'already').length, matches.unrelated.length));
    } catch {
      // the failure is the hook's toast
    } finally {
      setReading(false);
    }
  }

  const confirmOne = (credit: StatementCredit, memberId: string, chargeIds: string[]) =>
    void save.runAsync({ clubId, credits: [record(credit, memberId, chargeIds)] }).then((fates) => {
      if (fates === undefined) return;
      setDoubtful((list) => list.filter((d) => d.credit.bankId !== credit.bankId));
    }, () => undefined);

  return (
    <section className={styles.section} aria-labelledby="caixa-statement">
      <h3 id="caixa-statement" className={styles.subtitle}>{c.statementTitle}</h3>
      <p className={styles.note}>{c.statementHint}</p>
      <input ref={input} id="caixa-statement-file" className={styles.file} type="file" accept=".ofx,.qfx,.csv,text/csv,application/x-ofx"
        aria-label={c.statementPick} onChange={(e) => void read(e)} />
      <Button variant="secondary" fullWidth loading={reading} onClick={() => input.current?.click()}>
        {reading ? c.statementReading : c.statementPick}
      </Button>
      {summary && <p role="status" className={styles.note}>{summary}</p>}
      {doubtful.length > 0 && (
        <>
          <h4 className={styles.subtitle}>{c.doubtful}</h4>
          <p className={styles.note}>{c.doubtfulHint}</p>
          <ul className={styles.list}>
            {doubtful.map(({ credit, candidates }) => (
              <Card as="li" padding="sm" key={credit.bankId} className={styles.section}>
                <span className={styles.name}>
                  {c.creditFrom(credit.payerName ?? credit.memo ?? '—', formatBRL(credit.amountCents), dayMonthYear(credit.postedOn))}
                </span>
                {candidates.map((candidate) => (
                  <div key={candidate.chargeIds.join(',')} className={styles.row}>
                    <span className={styles.rowText}>
                      <span>{candidate.memberName}</span>
                      <span className={styles.note}>{formatBRL(candidate.amountCents)}</span>
                    </span>
                    <Button size="sm" disabled={save.anyPending} aria-label={`${c.confirmCredit}: ${candidate.memberName}`}
                      onClick={() => confirmOne(credit, candidate.memberId, candidate.chargeIds)}>
                      {c.confirmCredit}
                    </Button>
                  </div>
                ))}
              </Card>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
