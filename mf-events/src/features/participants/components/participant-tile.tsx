import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { criteriaMismatchNote, messages } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Avatar, IconButton, MoreIcon } from '@quadra/ui';
import type { CriteriaMismatch, Participant } from '@quadra/data';
import styles from './participants-screen.module.css';

/**
 * One approved participant: opens the profile; the per-person menu is still in development. The
 * organiser also reads whether the person is outside the event's criteria.
 */
export function ParticipantTile({ person, mismatch }: { person: Participant; mismatch?: CriteriaMismatch }) {
  const name = person.full_name || 'Usuário';
  return (
    <div className={styles.tile}>
      <Link className={styles.tileLink} to={paths.profile(person.user_id)}>
        <Avatar name={name} src={person.profile_photo_url ?? undefined} size="lg" decorative />
        <span className={styles.name}>{name}</span>
        {person.city && <span className={styles.city}>{person.city}</span>}
        {mismatch && <span className={styles.mismatch}>{criteriaMismatchNote(mismatch)}</span>}
      </Link>
      <IconButton
        className={styles.menu}
        size="sm"
        label={`Opções de ${name}`}
        icon={<MoreIcon />}
        onClick={() => toast(messages.common.inDevelopment)}
      />
    </div>
  );
}
