import { useState } from 'react';
import { messages } from '@quadra/domain';
import { CloseIcon, EmptyState, IconButton, SearchIcon, Tabs, TextField } from '@quadra/ui';
import type { SearchTab } from '../data/search-api';
import { useSearch } from '../hooks/use-search';
import { EventRows, ProfileRows } from './search-results';
import styles from './search-screen.module.css';

const s = messages.search;
const TABS = [
  { value: 'all', label: s.tabAll },
  { value: 'profiles', label: s.tabAthletes },
  { value: 'events', label: s.tabEvents },
] as const;

/** /search: events and athletes, accents and case ignored by the database functions. */
export function SearchScreen() {
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<SearchTab>('all');
  const state = useSearch(query, tab);

  let body;
  if (state.kind === 'idle') body = <EmptyState title={s.idle} description={s.idleHint} icon={<SearchIcon />} />;
  else if (state.kind === 'searching')
    body = (
      <p className={styles.status} role="status">
        {s.searching}
      </p>
    );
  else if (state.kind === 'error')
    body = (
      <p className={styles.error} role="alert">
        {s.error}
      </p>
    );
  else {
    const { events, profiles } = state.results;
    const showProfiles = tab !== 'events' && profiles.length > 0;
    const showEvents = tab !== 'profiles' && events.length > 0;
    body =
      !showProfiles && !showEvents ? (
        <EmptyState title={s.noResults} description={s.noResultsHint} />
      ) : (
        <>
          {showProfiles && (
            <section>
              {tab === 'all' && <h2 className={styles.groupTitle}>{s.tabAthletes}</h2>}
              <ProfileRows profiles={profiles} />
            </section>
          )}
          {showEvents && (
            <section>
              {tab === 'all' && <h2 className={styles.groupTitle}>{s.tabEvents}</h2>}
              <EventRows events={events} />
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
