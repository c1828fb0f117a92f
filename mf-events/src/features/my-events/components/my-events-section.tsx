import { useInvitedEvents, useMyEvents, type EventCard, type MyEventsSection as Section } from '@quadra/data';
import { messages } from '@quadra/domain';
import { LoadMore, Spinner } from '@quadra/ui';
import { MyEventCard } from './my-event-card';
import styles from './my-events.module.css';

/** What a paged list of cards needs from its infinite query. */
interface PagedCards<T extends EventCard> {
  data?: { pages: T[][] };
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

interface MyEventsListProps<T extends EventCard> {
  query: PagedCards<T>;
  title?: string;
  emptyText: string;
  /** A tag on each card (e.g. who invited the athlete). */
  tagOf?: (event: T) => string;
}

/**
 * The cards in list order, the occurrences of a series as one card (its first in the list) with the
 * others' dates under it.
 */
function groupBySeries<T extends EventCard>(events: readonly T[]): { event: T; others: T[] }[] {
  const groups: { event: T; others: T[] }[] = [];
  const bySeries = new Map<string, { event: T; others: T[] }>();
  for (const event of events) {
    const group = event.series_id ? bySeries.get(event.series_id) : undefined;
    if (group) {
      group.others.push(event);
      continue;
    }
    const added = { event, others: [] as T[] };
    groups.push(added);
    if (event.series_id) bySeries.set(event.series_id, added);
  }
  return groups;
}

/** One titled list of "Meus eventos", read a page at a time as it scrolls. */
function MyEventsList<T extends EventCard>({ query, title, emptyText, tagOf }: MyEventsListProps<T>) {
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
          {groupBySeries(events).map(({ event, others }) => (
            <li key={event.id}>
              <MyEventCard event={event} others={others} tag={tagOf?.(event)} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && <LoadMore loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />}
    </section>
  );
}

export interface MyEventsSectionProps {
  section: Section;
  /** Only this club's games (null: all). */
  clubId?: string | null;
  title?: string;
  emptyText: string;
}

/** One section of "Meus eventos" (rpc list_my_events). */
export function MyEventsSection({ section, clubId = null, title, emptyText }: MyEventsSectionProps) {
  return <MyEventsList query={useMyEvents(section, clubId)} title={title} emptyText={emptyText} />;
}

/**
 * 'Indicados': upcoming events the athlete was invited to, each tagged with who invited them; of one
 * club, the loaded cards of that club (a short list: the database does not filter it).
 */
export function InvitedEventsSection({ clubId = null }: { clubId?: string | null }) {
  const query = useInvitedEvents();
  const data = clubId && query.data ? { pages: query.data.pages.map((page) => page.filter((e) => e.club_id === clubId)) } : query.data;
  return (
    <MyEventsList
      query={{ ...query, data }}
      emptyText={messages.myEvents.noRecommended}
      tagOf={(event) => messages.myEvents.recommendedBy(event.invited_by_name)}
    />
  );
}
