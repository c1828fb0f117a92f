import { Avatar, Button } from '@quadra/ui';
import type { InvitedPerson } from '../store/draft-store';
import styles from './wizard.module.css';

interface Props {
  person: InvitedPerson;
  selected: boolean;
  /** False when the invitation limit is reached (an unselected person cannot be added). */
  canSelect: boolean;
  onToggle(person: InvitedPerson): void;
}

/** One athlete of step 5 with 'Convidar' / 'Remover'. */
export function PersonRow({ person, selected, canSelect, onToggle }: Props) {
  const name = person.full_name ?? 'Usuário';
  return (
    <li className={styles.person}>
      <Avatar name={name} src={person.profile_photo_url} size="sm" decorative />
      <span className={styles.personText}>
        <span>{name}</span>
        {person.city ? <span className={styles.personCity}>{person.city}</span> : null}
      </span>
      <Button
        size="sm"
        variant={selected ? 'secondary' : 'primary'}
        aria-pressed={selected}
        // The city tells two athletes of one name apart, for a screen reader too.
        aria-label={`${selected ? 'Remover' : 'Convidar'} ${name}${person.city ? `, ${person.city}` : ''}`}
        disabled={!selected && !canSelect}
        onClick={() => onToggle(person)}
      >
        {selected ? 'Remover' : 'Convidar'}
      </Button>
    </li>
  );
}
