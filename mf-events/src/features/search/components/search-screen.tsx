import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEventSearch, useProfileSearch, toast } from '@quadra/data';
import { DELAYS_MS, messages } from '@quadra/domain';
import { CloseIcon, EmptyState, IconButton, LoadMore, SearchIcon, Tabs, TextField, useDebouncedValue } from '@quadra/ui';
import { EventRows, ProfileRows } from './search-results';
import styles from './search-screen.module.css';

const s = messages.search;
const TABS = [
  { value: 'all', label: s.tabAll },
  { value: 'profiles', label: s.tabAthletes },
  { value: 'events', label: s.tabEvents },
] as const;
type SearchTab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is SearchTab => TABS.some((t) => t.value === value);

/**
 * /search: events and athletes, accents and case ignored by the database functions. Searches 300 ms
 * after the last keystroke; tab 'all' calls both functions, the others only their own; each list
 * reads further pages as it scrolls. The query and tab live in the URL (?q=…&tab=…): back, reload
 * and a shared link bring them back.
 */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  // The box keeps its own text (a router update per keystroke would lag a fast typist) and
  // writes it to the URL as it changes.
  const [query, setQueryText] = useState(() => params.get('q') ?? '');
  const tabParam = params.get('tab');
  const tab: SearchTab = isTab(tabParam) ? tabParam : 'all';
  // Replaced in place: typing is not a history step, and back leaves the search in one go.
  const update = (next: { q?: string; tab?: SearchTab }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value && !(key === 'tab' && value === 'all')) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  const setQuery = (q: string) => {
    setQueryText(q);
    update({ q });
  };
  const setTab = (t: SearchTab) => update({ tab: t });
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
      <h1 className="q-visually-hidden">{messages.header.tabSearch}</h1>
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
