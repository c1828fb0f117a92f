import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import type { ClubGame } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Card } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'dd/mm às hh:mm' in the game's own time zone. */
function when(game: ClubGame): string {
  const at = new Date(game.starts_at);
  const day = at.toLocaleDateString('pt-BR', { day: '2-digit', month: '2-digit', timeZone: game.time_zone });
  const time = at.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: game.time_zone });
  return `${day} às ${time}`;
}

/** The club's next games, then its series (each named by its next game). */
export function ClubGames({ games }: { games: ClubGame[] }) {
  const series = games.filter((g, i) => g.series_id !== null && games.findIndex((x) => x.series_id === g.series_id) === i);
  return (
    <>
      <section className={styles.section} aria-labelledby="club-games">
        <h2 id="club-games" className={styles.sectionTitle}>{m.nextGames}</h2>
        {games.length === 0 ? <p className={styles.meta}>{m.noGames}</p> : (
          <ul className={styles.list}>
            {games.map((g) => (
              <Card as="li" padding="sm" key={g.id} className={styles.item}>
                <Link to={paths.event(g.id)} className={styles.itemLink}>
                  <span className={styles.name}>{g.title}</span>
                  <span className={styles.meta}>
                    {when(g)} · {g.max_participants === null ? g.participant_count : `${g.participant_count}/${g.max_participants}`}
                  </span>
                </Link>
              </Card>
            ))}
          </ul>
        )}
      </section>
      {series.length > 0 && (
        <section className={styles.section} aria-labelledby="club-series">
          <h2 id="club-series" className={styles.sectionTitle}>{m.series}</h2>
          <ul className={styles.list}>
            {series.map((g) => (
              <Card as="li" padding="sm" key={g.series_id} className={styles.item}>
                <Link to={paths.event(g.id)} className={styles.itemLink}>
                  <span className={styles.name}>{g.title}</span>
                  <span className={styles.meta}>{when(g)}</span>
                </Link>
              </Card>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
