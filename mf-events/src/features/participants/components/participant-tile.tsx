import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { criteriaMismatchNote, messages } from '@quadra/domain';
import { toast, useSetSeriesRegular, type CriteriaMismatch, type Participant } from '@quadra/data';
import { Avatar, Badge, Button, IconButton, MoreIcon } from '@quadra/ui';
import styles from './participants-screen.module.css';

/** On an occurrence of a series: whether this person is a regular, and whether the caller may change it. */
export interface RegularControl {
  eventId: string;
  regular: boolean;
  /** The organiser: 'Tornar fixo' / 'Remover dos fixos'. */
  editable: boolean;
}

/**
 * One approved participant: opens the profile; the per-person menu is still in development. The
 * organiser also reads whether the person is outside the event's criteria, and on a series marks
 * the regulars.
 */
export function ParticipantTile({ person, mismatch, regular }: { person: Participant; mismatch?: CriteriaMismatch; regular?: RegularControl }) {
  const name = person.full_name || 'Usuário';
  const setRegular = useSetSeriesRegular();
  return (
    <div className={styles.tile}>
      <Link className={styles.tileLink} to={paths.profile(person.user_id)}>
        <Avatar name={name} src={person.profile_photo_url ?? undefined} size="lg" decorative />
        <span className={styles.name}>{name}</span>
        {person.city && <span className={styles.city}>{person.city}</span>}
        {regular?.regular && <Badge tone="success">{messages.series.regularBadge}</Badge>}
        {mismatch && <span className={styles.mismatch}>{criteriaMismatchNote(mismatch)}</span>}
      </Link>
      {regular?.editable && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${regular.regular ? messages.series.removeRegular : messages.series.makeRegular} ${name}`}
          loading={regular ? setRegular.isPending({ eventId: regular.eventId, userId: person.user_id, regular: !regular.regular }) : false}
          onClick={() => setRegular.run({ eventId: regular.eventId, userId: person.user_id, regular: !regular.regular })}
        >
          {regular.regular ? messages.series.removeRegular : messages.series.makeRegular}
        </Button>
      )}
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
