import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { Avatar } from '@quadra/ui';
import type { Participant } from '@quadra/data';
import styles from './person-list.module.css';

export interface PersonListProps {
  people: Participant[];
  /** The buttons at the end of a row; `name` is the shown name (fallback 'Usuário'). */
  actions: (person: Participant, name: string) => ReactNode;
  /** Makes each name a link to the person's profile. */
  linkToProfile?: boolean;
}

/** Rows of avatar, name and actions: the organiser's pending requests and removable participants. */
export function PersonList({ people, actions, linkToProfile = false }: PersonListProps) {
  return (
    <ul className={styles.list}>
      {people.map((person) => {
        const name = person.full_name || 'Usuário';
        return (
          <li key={person.user_id} className={styles.row}>
            <Avatar name={name} src={person.profile_photo_url ?? undefined} size="sm" decorative />
            {linkToProfile ? (
              <Link className={styles.name} to={paths.profile(person.user_id)}>
                {name}
              </Link>
            ) : (
              <span className={styles.name}>{name}</span>
            )}
            {actions(person, name)}
          </li>
        );
      })}
    </ul>
  );
}
