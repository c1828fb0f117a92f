import { toast, useConfirmClubPayment, type CaixaMember } from '@quadra/data';
import { formatBRL, messages } from '@quadra/domain';
import { Badge, Button } from '@quadra/ui';
import { balanceText } from './balance-text';
import styles from './caixa.module.css';

const c = messages.caixa;

/** A member who owes: how much, how many charges, 'Informou o pagamento', 'Confirmar recebimento'. */
export function OwingMemberRow({ clubId, member }: { clubId: string; member: CaixaMember }) {
  const confirm = useConfirmClubPayment();
  return (
    <li className={styles.row}>
      <span className={styles.rowText}>
        <span className={styles.name}>{member.full_name}</span>
        <span className={styles.note}>{c.openCharges(member.open_charges.length)}</span>
        {member.reported_at && <Badge tone="info">{c.reported}</Badge>}
      </span>
      <span className={`${styles.amount} ${styles.negative}`}>{balanceText(member.balance_cents)}</span>
      <Button size="sm" variant={member.reported_at ? 'primary' : 'secondary'} disabled={confirm.isPending({ clubId, userId: member.user_id })}
        aria-label={`${c.confirm}: ${member.full_name}`}
        onClick={() => void confirm.runAsync({ clubId, userId: member.user_id }).then((done) => {
          if (done) toast.success(c.confirmed(member.full_name, formatBRL(done.amount_cents)), { id: 'caixa-confirm' });
        }, () => undefined)}>
        {c.confirm}
      </Button>
    </li>
  );
}
