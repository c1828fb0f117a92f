import { useEffect, useState } from 'react';
import { useEventSearch, useProfileSearch } from '@quadra/data';
import { DELAYS_MS, messages } from '@quadra/domain';
import { CloseIcon, EmptyState, IconButton, LoadMore, SearchIcon, Tabs, TextField, toast, useDebouncedValue } from '@quadra/ui';
import { EventRows, ProfileRows } from './search-results';
import styles from './search-screen.module.css';

const s = messages.search;
const TABS = [
  { value: 'all', label: s.tabAll },
  { value: 'profiles', label: s.tabAthletes },
  { value: 'events', label: s.tabEvents },
] as const;
type SearchTab = (typeof TABS)[number]['value'];

/**
 * /search: events and athletes, accents and case ignored by the database functions. Searches 300 ms
 * after the last keystroke; tab 'all' calls both functions, the others only their own; each list
 * reads further pages as it scrolls.
 */
export function SearchScreen() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('all');
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, DELAYS_MS.searchDebounce);
  const events = useEventSearch(debounced, tab !== 'profiles');
  const profiles = useProfileSearch(debounced, tab !== 'events');
  const wanted = [tab !== 'profiles' && events, tab !== 'events' && profiles].filter((q) => q !== false);
  const failed = wanted.some((q) => q.isError);

  // One toast per failed search (the alert below says it in place of the results).
  useEffect(() => {
    if (failed) toast.error(s.errorToast, { id: 'search-error' });
  }, [failed, debounced, tab]);

  let body;
  if (!trimmed) body = <EmptyState title={s.idle} description={s.idleHint} icon={<SearchIcon />} />;
  else if (trimmed !== debounced || wanted.some((q) => q.isPending))
    body = (
      <p className={styles.status} role="status">
        {s.searching}
      </p>
    );
  else if (failed)
    body = (
      <p className={styles.error} role="alert">
        {s.error}
      </p>
    );
  else {
    const eventHits = tab !== 'profiles' ? (events.data?.pages.flat() ?? []) : [];
    const profileHits = tab !== 'events' ? (profiles.data?.pages.flat() ?? []) : [];
    body =
      profileHits.length === 0 && eventHits.length === 0 ? (
        <EmptyState title={s.noResults} description={s.noResultsHint} />
      ) : (
        <>
          {profileHits.length > 0 && (
            <section>
              {tab === 'all' && <h2 className={styles.groupTitle}>{s.tabAthletes}</h2>}
              <ProfileRows profiles={profileHits} />
              {tab === 'profiles' && profiles.hasNextPage && (
                <LoadMore loading={profiles.isFetchingNextPage} onLoadMore={() => void profiles.fetchNextPage()} />
              )}
            </section>
          )}
          {eventHits.length > 0 && (
            <section>
              {tab === 'all' && <h2 className={styles.groupTitle}>{s.tabEvents}</h2>}
              <EventRows events={eventHits} />
              {tab === 'events' && events.hasNextPage && (
                <LoadMore loading={events.isFetchingNextPage} onLoadMore={() => void events.fetchNextPage()} />
              )}
            </section>
          )}
        </>
      );
  }

  return (
    <div className={styles.screen}>
      <TextField
        label="Buscar"
        type="search"
        placeholder={s.placeholder}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        leadingIcon={<SearchIcon />}
        trailing={
          query ? <IconButton size="sm" label="Limpar busca" icon={<CloseIcon />} onClick={() => setQuery('')} /> : undefined
        }
        autoFocus
      />
      <Tabs items={TABS} value={tab} onValueChange={(v) => setTab(v as SearchTab)} label="Filtrar resultados">
        {body}
      </Tabs>
    </div>
  );
}
