import { useState } from 'react';
import { LIMITS, showSeeAll } from '@quadra/domain';
import type { EventView } from '../../../shared/data/event-types';
import { EventCard } from './event-card';
import styles from './event-section.module.css';

export interface EventSectionProps {
  title: string;
  events: EventView[];
  isBusy: (eventId: string) => boolean;
  onJoin: (eventId: string) => void;
  onLeave: (eventId: string) => void;
}

/** A titled list showing the first 3 events, with 'Ver todos' when there are more. */
export function EventSection({ title, events, isBusy, onJoin, onLeave }: EventSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const headingId = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const visible = expanded ? events : events.slice(0, LIMITS.seeAllThreshold);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {showSeeAll(events.length) && (
          <button type="button" className={styles.seeAll} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Ver menos' : `Ver todos (${events.length})`}
          </button>
        )}
      </div>
      <ul className={styles.grid}>
        {visible.map((event) => (
          <li key={event.id}>
            <EventCard event={event} busy={isBusy(event.id)} onJoin={onJoin} onLeave={onLeave} />
          </li>
        ))}
      </ul>
    </section>
  );
}
