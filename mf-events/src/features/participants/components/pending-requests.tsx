import { criteriaMismatchNote, messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { PersonList } from '../../../shared/components/person-list';
import type { CriteriaMismatch, Participant } from '@quadra/data';
import styles from './participants-screen.module.css';

export interface PendingRequestsProps {
  pending: Participant[];
  isBusy: (userId: string) => boolean;
  onDecide: (person: Participant, approve: boolean) => void;
  /** Who falls outside the event's criteria (shown; approving stays the organiser's call). */
  mismatches?: Map<string, CriteriaMismatch>;
}

/** The organiser's 'Solicitações Pendentes (n)' with approve and reject. */
export function PendingRequests({ pending, isBusy, onDecide, mismatches }: PendingRequestsProps) {
  return (
    <section aria-labelledby="pending-title">
      <h2 id="pending-title" className={styles.sectionTitle}>
        {messages.participants.pending(pending.length)}
      </h2>
      <PersonList
        people={pending}
        linkToProfile
        note={(person) => {
          const unmet = mismatches?.get(person.user_id);
          return unmet ? <span className={styles.mismatch}>{criteriaMismatchNote(unmet)}</span> : null;
        }}
        actions={(person, name) => {
          const busy = isBusy(person.user_id);
          return (
            <>
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
            </>
          );
        }}
      />
    </section>
  );
}
