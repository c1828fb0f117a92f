import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { EMPTY_EVENT_FILTER, activeFilterCount, applyEventFilter, messages, splitEventLists, type EventFilter } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, EmptyState, PlusIcon, Spinner, toast } from '@quadra/ui';
import { useJoinLeave } from '../../../shared/hooks/use-join-leave';
import { useEvents } from '../hooks/use-events';
import { EventSection } from './event-section';
import { FilterPopover } from './filter-popover';
import styles from './events-screen.module.css';

/** /events and /dashboard: available and joined events, filters, join/leave from the cards. */
export function EventsScreen() {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const { events, loading, error, reload } = useEvents();
  const { join, leave, isPending } = useJoinLeave(reload);
  const [filter, setFilter] = useState<EventFilter>(EMPTY_EVENT_FILTER);

  const { available, joined } = useMemo(
    () => splitEventLists(applyEventFilter(events, filter)),
    [events, filter],
  );

  const create = () => {
    if (!signedIn) {
      const { title, description } = messages.auth.loginRequiredToCreate;
      toast.error(title, { description });
      navigate(paths.login);
      return;
    }
    navigate(paths.createEvent());
  };

  let content;
  if (loading) content = <Spinner centered />;
  else if (error) content = <p className={styles.error} role="alert">{messages.events.loadErrorInline(error)}</p>;
  else if (events.length === 0)
    content = (
      <EmptyState
        title={messages.events.empty}
        action={<Button onClick={create}>{messages.events.createFirst}</Button>}
      />
    );
  else
    content = (
      <>
        <EventSection title={messages.events.available} events={available} isBusy={isPending} onJoin={join} onLeave={leave} />
        {available.length === 0 && joined.length === 0 && activeFilterCount(filter) > 0 && <p className={styles.muted}>Nenhum evento encontrado com esses filtros.</p>}
        {joined.length > 0 && (
          <EventSection title={messages.events.joined} events={joined} isBusy={isPending} onJoin={join} onLeave={leave} />
        )}
      </>
    );

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <FilterPopover value={filter} onChange={setFilter} />
      </div>
      {content}
      <button type="button" className={styles.fab} aria-label="Criar evento" onClick={create}>
        <PlusIcon size={28} />
      </button>
    </div>
  );
}
