import { useMyEvents, type MyEventsSection as Section } from '@quadra/data';
import { LoadMore, Spinner } from '@quadra/ui';
import { MyEventCard } from './my-event-card';
import styles from './my-events.module.css';

export interface MyEventsSectionProps {
  section: Section;
  title?: string;
  emptyText: string;
}

/** One section of "Meus eventos", read a page at a time as it scrolls. */
export function MyEventsSection({ section, title, emptyText }: MyEventsSectionProps) {
  const query = useMyEvents(section);
  const events = query.data?.pages.flat() ?? [];
  return (
    <section className={styles.section} aria-label={title ?? undefined}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {query.isPending ? (
        <Spinner centered />
      ) : events.length === 0 ? (
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
      {query.hasNextPage && <LoadMore loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />}
    </section>
  );
}
