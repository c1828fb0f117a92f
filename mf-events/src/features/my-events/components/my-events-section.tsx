import type { MyEvent } from '../data/my-events-api';
import { MyEventCard } from './my-event-card';
import styles from './my-events.module.css';

export interface MyEventsSectionProps {
  title?: string;
  events: MyEvent[];
  emptyText: string;
}

export function MyEventsSection({ title, events, emptyText }: MyEventsSectionProps) {
  return (
    <section className={styles.section} aria-label={title ?? undefined}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {events.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id}>
              <MyEventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
