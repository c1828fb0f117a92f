import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { useProfileClubs } from '@quadra/data';
import { messages } from '@quadra/domain';
import styles from './profile-screen.module.css';

const m = messages.clubs;

/** The clubs a person belongs to (issue 47): a private one only to its members (RLS). Hidden when none. */
export function ClubsSection({ userId }: { userId: string }) {
  const clubs = useProfileClubs(userId).data ?? [];
  if (clubs.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="clubs-title">
      <h2 id="clubs-title" className={styles.sectionTitle}>{m.title}</h2>
      <ul className={styles.chips}>
        {clubs.map((club) => (
          <li key={club.id}>
            <Link className={styles.clubLink} to={paths.club(club.id)}>{club.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
