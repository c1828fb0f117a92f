import { messages } from '@quadra/domain';
import { Card } from '@quadra/ui';
import { CaixaAdmin } from './caixa-admin';
import { MyCaixa } from './my-caixa';
import styles from './caixa.module.css';

const c = messages.caixa;

/** The club page's 'Caixa': the admins' month and tools, or a member's own account and Pix. */
export default function CaixaSection({ clubId, clubName, isAdmin }: { clubId: string; clubName: string; isAdmin: boolean }) {
  return (
    <Card as="section" padding="sm" className={styles.section} aria-labelledby="club-caixa">
      <h2 id="club-caixa" className={styles.title}>{c.title}</h2>
      {isAdmin ? <CaixaAdmin clubId={clubId} clubName={clubName} /> : <MyCaixa clubId={clubId} />}
    </Card>
  );
}
