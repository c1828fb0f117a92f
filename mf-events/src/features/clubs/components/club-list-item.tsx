import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import type { ClubSummary } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Avatar, Card } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;
const ROLE_LABEL = { owner: m.owner, admin: m.admin, member: m.member } as const;

/** One club in 'Clubes': photo, name, city, members and the caller's role. */
export function ClubListItem({ club }: { club: ClubSummary }) {
  const details = [club.city, m.members(club.members), club.visibility === 'private' ? m.private : m.public,
    club.my_role ? ROLE_LABEL[club.my_role] : null].filter(Boolean).join(' · ');
  return (
    <Card as="li" padding="sm" className={styles.item}>
      <Avatar name={club.name} src={club.photo_url} decorative />
      <Link to={paths.club(club.id)} className={styles.itemLink}>
        <span className={styles.name}>{club.name}</span>
        <span className={styles.meta}>{details}</span>
      </Link>
    </Card>
  );
}
