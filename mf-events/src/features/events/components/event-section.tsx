import { useState } from 'react';
import type { EventCard as EventCardData } from '@quadra/data';
import { LIMITS, showSeeAll } from '@quadra/domain';
import { LoadMore } from '@quadra/ui';
import { EventCard } from './event-card';
import { EventSectionFrame } from './event-section-frame';
import styles from './event-section.module.css';

export interface EventSectionProps {
  title: string;
  events: EventCardData[];
  /** More pages in the database: 'Ver todos' shows, and the expanded list scrolls on into them. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  isBusy: (eventId: string) => boolean;
  onJoin: (eventId: string) => void;
  onLeave: (eventId: string) => void;
}

/** A titled list showing the first 3 events; 'Ver todos' expands it into an infinite list. */
export function EventSection({ title, events, hasMore, loadingMore, onLoadMore, isBusy, onJoin, onLeave }: EventSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? events : events.slice(0, LIMITS.seeAllThreshold);
  const seeAll = (hasMore || showSeeAll(events.length)) && (
    <button type="button" className={styles.seeAll} onClick={() => setExpanded((v) => !v)}>
      {expanded ? 'Ver menos' : 'Ver todos'}
    </button>
  );
  return (
    <EventSectionFrame title={title} action={seeAll}>
      <ul className={styles.grid}>
        {visible.map((event) => (
          <li key={event.id}>
            <EventCard event={event} busy={isBusy(event.id)} onJoin={onJoin} onLeave={onLeave} />
          </li>
        ))}
      </ul>
      {expanded && hasMore && <LoadMore loading={loadingMore} onLoadMore={onLoadMore} />}
    </EventSectionFrame>
  );
}
