import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Avatar, Button } from '@quadra/ui';
import type { Participant } from '../../../shared/data/participants-api';
import styles from './participants-screen.module.css';

export interface PendingRequestsProps {
  pending: Participant[];
  isBusy: (userId: string) => boolean;
  onDecide: (person: Participant, approve: boolean) => void;
}

/** The organiser's 'Solicitações Pendentes (n)' with approve and reject. */
export function PendingRequests({ pending, isBusy, onDecide }: PendingRequestsProps) {
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className={styles.sectionTitle}>
        {messages.participants.pending(pending.length)}
      </h2>
      <ul className={styles.requests}>
        {pending.map((person) => {
          const name = person.full_name || 'Usuário';
          const busy = isBusy(person.user_id);
          return (
            <li key={person.user_id} className={styles.request}>
              <Avatar name={name} src={person.profile_photo_url ?? undefined} size="sm" decorative />
              <Link className={styles.requestName} to={paths.profile(person.user_id)}>
                {name}
              </Link>
              <Button size="sm" disabled={busy} aria-label={`Aprovar ${name}`} onClick={() => onDecide(person, true)}>
                Aprovar
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Rejeitar ${name}`}
                onClick={() => onDecide(person, false)}
              >
                Rejeitar
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
