import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { useRemoveClubMember, useSetClubMember, useTransferClubOwnership, type ClubMember, type ClubRole } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Avatar, Button, Card } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;
const ROLE_LABEL = { owner: m.owner, admin: m.admin, member: m.member } as const;
const KIND_LABEL = { mensalista: m.mensalista, avulso: m.avulso } as const;

interface ClubMemberRowProps {
  clubId: string;
  member: ClubMember;
  /** The caller's role in the club (null: not a member). */
  myRole: ClubRole | null;
  isMe: boolean;
}

/** A member, with the admins' actions: role, 'Mensalista' / 'Avulso', 'Passar a posse', remove. */
export function ClubMemberRow({ clubId, member, myRole, isMe }: ClubMemberRowProps) {
  const setMember = useSetClubMember();
  const transfer = useTransferClubOwnership();
  const remove = useRemoveClubMember();
  const isAdmin = myRole === 'owner' || myRole === 'admin';
  const vars = { clubId, userId: member.user_id };
  return (
    <Card as="li" padding="sm" className={styles.memberRow}>
      <div className={styles.item}>
        <Avatar name={member.full_name} src={member.profile_photo_url} decorative />
        <Link to={paths.profile(member.user_id)} className={styles.itemLink}>
          <span className={styles.name}>{member.full_name}</span>
          <span className={styles.meta}>{ROLE_LABEL[member.role]} · {KIND_LABEL[member.kind]}</span>
        </Link>
      </div>
      {isAdmin && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setMember.run({ ...vars, kind: member.kind === 'mensalista' ? 'avulso' : 'mensalista' })}>
            {member.kind === 'mensalista' ? m.makeAvulso : m.makeMensalista}
          </Button>
          {member.role !== 'owner' && (
            <Button variant="secondary" size="sm" onClick={() => setMember.run({ ...vars, role: member.role === 'admin' ? 'member' : 'admin' })}>
              {member.role === 'admin' ? m.makeMember : m.makeAdmin}
            </Button>
          )}
          {myRole === 'owner' && !isMe && (
            <Button variant="ghost" size="sm" onClick={() => transfer.run(vars)}>{m.transfer}</Button>
          )}
          {member.role !== 'owner' && !isMe && (
            <Button variant="danger" size="sm" onClick={() => remove.run(vars)}>{m.remove}</Button>
          )}
        </div>
      )}
    </Card>
  );
}
