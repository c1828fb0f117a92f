import { toast, useConfirmClubPayment, type CaixaMember } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Badge, Button } from '@quadra/ui';
import { balanceText } from './balance-text';
import styles from './caixa.module.css';

const c = messages.caixa;

/** A member's 'Saldo'; when he owes: how many charges, 'Informou o pagamento', 'Confirmar recebimento'. */
export function MemberBalanceRow({ clubId, member }: { clubId: string; member: CaixaMember }) {
  const confirm = useConfirmClubPayment();
  return (
    <li className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.name}>{member.full_name}</span>
        {member.open_charges.length > 0 && <span className={styles.note}>{c.openCharges(member.open_charges.length)}</span>}
        {member.reported_at && <Badge tone="info">{c.reported}</Badge>}
      </span>
      <span className={`${styles.amount} ${member.balance_cents < 0 ? styles.negative : ''}`}>{balanceText(member.balance_cents)}</span>
      {member.open_charges.length > 0 && <Button size="sm" variant={member.reported_at ? 'primary' : 'secondary'} disabled={confirm.isPending({ clubId, userId: member.user_id })}
        aria-label={`${c.confirm}: ${member.full_name}`}
        onClick={() => void confirm.runAsync({ clubId, userId: member.user_id }).then((done) => {
          if (done) toast.success(c.confirmed(member.full_name, formatBRL(done.amount_cents)), { id: 'caixa-confirm' });
        }, () => undefined)}>
        {c.confirm}
      </Button>}
    </li>
  );
}
