import { messages } from '@quadra/domain';
import type { WaitingEntry } from '@quadra/data';
import { PersonList } from '../../../shared/components/person-list';
import styles from './participants-screen.module.css';

/** The organiser's view of the event's waiting list, first in line first, each with their place. */
export function WaitingList({ waiting }: { waiting: WaitingEntry[] }) {
  return (
    <section aria-labelledby="waiting-title">
      <h2 id="waiting-title" className={styles.sectionTitle}>
        {messages.waitingList.title(waiting.length)}
      </h2>
      <PersonList
        people={waiting}
        linkToProfile
        actions={(person) => <span className={styles.place}>{messages.waitingList.place(person.position)}</span>}
      />
    </section>
  );
}
