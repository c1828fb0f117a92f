import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { formatCardDate, formatTime, participantsLabel } from '@quadra/domain';
import { Avatar, CalendarIcon, Reputation } from '@quadra/ui';
import type { EventHit, ProfileHit } from '@quadra/data';
import styles from './search-screen.module.css';

export function ProfileRows({ profiles }: { profiles: ProfileHit[] }) {
  return (
    <ul className={styles.list} aria-label="Esportistas encontrados">
      {profiles.map((p) => (
        <li key={p.user_id}>
          <Link className={styles.row} to={paths.profile(p.user_id)}>
            <Avatar name={p.full_name ?? 'Usuário'} src={p.profile_photo_url ?? undefined} size="md" decorative />
            <span className={styles.rowBody}>
              <span className={styles.rowTitle}>{p.full_name ?? 'Usuário'}</span>
              {p.city && <span className={styles.rowMeta}>{p.city}</span>}
              <Reputation stars={p.stars} size={12} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EventRows({ events }: { events: EventHit[] }) {
  return (
    <ul className={styles.list} aria-label="Eventos encontrados">
      {events.map((e) => (
        <li key={e.id}>
          <Link className={styles.row} to={paths.event(e.id)}>
            {e.image_url ? (
              <img className={styles.thumb} src={e.image_url} alt="" />
            ) : (
              <span className={styles.thumb}>
                <CalendarIcon />
              </span>
            )}
            <span className={styles.rowBody}>
              <span className={styles.rowTitle}>{e.title}</span>
              {e.location && <span className={styles.rowMeta}>{e.location}</span>}
              <span className={styles.rowMeta}>
                {formatCardDate(e.date)} · {formatTime(e.time_field)} · {participantsLabel(e.participant_count ?? 0)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
