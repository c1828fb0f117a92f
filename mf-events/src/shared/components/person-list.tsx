import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { Avatar } from '@quadra/ui';
import type { Participant } from '@quadra/data';
import styles from './person-list.module.css';

type Person = Pick<Participant, 'user_id' | 'full_name' | 'profile_photo_url'> & { city?: string | null };

export interface PersonListProps<P extends Person> {
  people: P[];
  /** The buttons at the end of a row; `name` is the shown name (fallback 'Usuário'). */
  actions: (person: P, name: string) => ReactNode;
  /** Makes each name a link to the person's profile. */
  linkToProfile?: boolean;
  /** A line under the name, e.g. who does not match the event's criteria. */
  note?: (person: P) => ReactNode;
}

/**
 * Rows of avatar, name (with the city, so two people of one name are told apart) and actions: the
 * organiser's pending requests, removable participants, waiting list. The actions move under the
 * name when the row is too narrow for both, so a button never sits on the name.
 */
export function PersonList<P extends Person>({ people, actions, linkToProfile = false, note }: PersonListProps<P>) {
  return (
    <ul className={styles.list}>
      {people.map((person) => {
        const name = person.full_name || 'Usuário';
        const who = (
          <>
            <span className={styles.name}>{name}</span>
            {person.city && <span className={styles.city}>{person.city}</span>}
          </>
        );
        return (
          <li key={person.user_id} className={styles.row}>
            <span className={styles.person}>
              <Avatar name={name} src={person.profile_photo_url ?? undefined} size="sm" decorative />
              {linkToProfile ? (
                <Link className={styles.who} to={paths.profile(person.user_id)}>
                  {who}
                </Link>
              ) : (
                <span className={styles.who}>{who}</span>
              )}
            </span>
            {note?.(person)}
            <span className={styles.actions}>{actions(person, name)}</span>
          </li>
        );
      })}
    </ul>
  );
}
