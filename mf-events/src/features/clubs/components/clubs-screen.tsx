import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { useSearchClubs } from '@quadra/data';
import { messages } from '@quadra/domain';
import { buttonClassName, EmptyState, PageHeader, Skeleton, TextField, useDebouncedValue } from '@quadra/ui';
import { ClubListItem } from './club-list-item';
import styles from './clubs.module.css';

const m = messages.clubs;

/** /clubs — my clubs, then public clubs near my city and sports; search by name; 'Criar clube'. */
export function ClubsScreen() {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const { data, isPending } = useSearchClubs(debounced);
  const mine = (data ?? []).filter((c) => c.my_role !== null);
  const others = (data ?? []).filter((c) => c.my_role === null);

  return (
    <>
      <PageHeader title={m.title} backTo={paths.events} />
      <div className={styles.screen}>
        <Link to={paths.createClub} className={buttonClassName({ fullWidth: true })}>{m.create}</Link>
        <TextField label={m.searchLabel} placeholder={m.searchPlaceholder} type="search" value={query}
          onChange={(e) => setQuery(e.target.value)} />
        {isPending ? <Skeleton height={120} /> : (
          <>
            <section className={styles.section} aria-labelledby="my-clubs">
              <h2 id="my-clubs" className={styles.sectionTitle}>{m.myClubs}</h2>
              {mine.length === 0 ? <p className={styles.meta}>{m.noMyClubs}</p> : (
                <ul className={styles.list}>{mine.map((c) => <ClubListItem key={c.id} club={c} />)}</ul>
              )}
            </section>
            <section className={styles.section} aria-labelledby="public-clubs">
              <h2 id="public-clubs" className={styles.sectionTitle}>{m.publicClubs}</h2>
              {others.length === 0 ? <EmptyState title={m.noPublicClubs} headingLevel={3} /> : (
                <ul className={styles.list}>{others.map((c) => <ClubListItem key={c.id} club={c} />)}</ul>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
