import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, useAvailableEvents, useJoinedEvents, useOnline, toast } from '@quadra/data';
import { EMPTY_EVENT_FILTER, activeFilterCount, applyEventFilter, formatDeviceTime, messages, type EventFilter } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, EmptyState, PlusIcon } from '@quadra/ui';
import { useJoinLeave } from '../../../shared/hooks/use-join-leave';
import { useKeptInPlace } from '../hooks/use-kept-in-place';
import { EventSection } from './event-section';
import { EventSectionSkeleton } from './event-section-skeleton';
import { FilterPopover } from './filter-popover';
import styles from './events-screen.module.css';

/**
 * /events and /dashboard: 'Eventos Disponíveis' (computed, filtered and paged by the database) and
 * 'Eventos Inscritos' (the caller's own window, filtered here: it is small), join/leave on the cards.
 */
export function EventsScreen() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [filter, setFilter] = useState<EventFilter>(EMPTY_EVENT_FILTER);
  const available = useAvailableEvents(filter);
  const joinedQuery = useJoinedEvents();
  const { join, leave, isPending, actedOn } = useJoinLeave();
  const online = useOnline();

  const freshAvailable = useMemo(() => available.data?.pages.flat() ?? [], [available.data]);
  const freshJoined = useMemo(
    () => applyEventFilter(joinedQuery.data?.pages.flat() ?? [], filter),
    [joinedQuery.data, filter],
  );
  // A card joined (or left) here stays in its place in its section for this visit.
  const availableEvents = useKeptInPlace(freshAvailable, freshJoined, filter, actedOn);
  const joined = useKeptInPlace(freshJoined, freshAvailable, filter, actedOn);

  const create = () => {
    if (!signedIn) {
      const { title, description } = messages.auth.loginRequiredToCreate;
      toast.error(title, { description });
      navigate(paths.login);
      return;
    }
    navigate(paths.createEvent());
  };

  const filtered = activeFilterCount(filter) > 0;
  let content;
  if (available.isPending || (signedIn && joinedQuery.isPending)) content = <EventSectionSkeleton title={messages.events.available} />;
  else if (available.isError)
    content = (
      <p className={styles.error} role="alert">
        {messages.events.loadErrorInline(errorText(available.error, messages.events.loadError))}
      </p>
    );
  else if (availableEvents.length === 0 && joined.length === 0 && !filtered)
    content = (
      <EmptyState
        title={messages.events.empty}
        action={<Button onClick={create}>{messages.events.createFirst}</Button>}
      />
    );
  else
    content = (
      <>
        <EventSection
          title={messages.events.available}
          events={availableEvents}
          hasMore={available.hasNextPage}
          loadingMore={available.isFetchingNextPage}
          onLoadMore={() => void available.fetchNextPage()}
          isBusy={isPending}
          onJoin={join}
          onLeave={leave}
        />
        {availableEvents.length === 0 && joined.length === 0 && filtered && (
          <p className={styles.muted}>Nenhum evento encontrado com esses filtros.</p>
        )}
        {joined.length > 0 && (
          <EventSection
            title={messages.events.joined}
            events={joined}
            hasMore={joinedQuery.hasNextPage}
            loadingMore={joinedQuery.isFetchingNextPage}
            onLoadMore={() => void joinedQuery.fetchNextPage()}
            isBusy={isPending}
            onJoin={join}
            onLeave={leave}
          />
        )}
      </>
    );

  return (
    <div className={styles.screen}>
      <h1 className="q-visually-hidden">{messages.header.tabEvents}</h1>
      <div className={styles.toolbar}>
        <FilterPopover value={filter} onChange={setFilter} />
      </div>
      {!online && available.dataUpdatedAt > 0 && (
        <p className={styles.muted} role="status">
          {messages.events.offlineUpdatedAt(formatDeviceTime(available.dataUpdatedAt))}
        </p>
      )}
      {content}
      <button type="button" className={styles.fab} aria-label="Criar evento" onClick={create}>
        <PlusIcon size={28} />
      </button>
    </div>
  );
}
