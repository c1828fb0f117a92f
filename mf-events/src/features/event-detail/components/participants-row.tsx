import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Avatar } from '@quadra/ui';
import type { Participant } from '@quadra/data';
import styles from './event-detail.module.css';

/** Registered participants in a horizontal row, each linking to the profile. */
export function ParticipantsRow({ participants }: { participants: Participant[] }) {
  if (participants.length === 0) return <p className={styles.muted}>{messages.eventDetail.noParticipants}</p>;
  return (
    <ul className={styles.people} aria-label="Participantes inscritos">
      {participants.map((p) => (
        <li key={p.user_id}>
          <Link className={styles.person} to={paths.profile(p.user_id)}>
            <Avatar name={p.full_name ?? 'Usuário'} src={p.profile_photo_url ?? undefined} size="md" decorative />
            <span className={styles.personName}>{p.full_name ?? 'Usuário'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
