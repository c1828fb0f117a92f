import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { Avatar } from '@quadra/ui';
import type { Participant } from '@quadra/data';
import styles from './person-list.module.css';

type Person = Pick<Participant, 'user_id' | 'full_name' | 'profile_photo_url'>;

export interface PersonListProps<P extends Person> {
  people: P[];
  /** The buttons at the end of a row; `name` is the shown name (fallback 'Usuário'). */
  actions: (person: P, name: string) => ReactNode;
  /** Makes each name a link to the person's profile. */
  linkToProfile?: boolean;
}

/** Rows of avatar, name and actions: the organiser's pending requests, removable participants, waiting list. */
export function PersonList<P extends Person>({ people, actions, linkToProfile = false }: PersonListProps<P>) {
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
