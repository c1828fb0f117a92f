import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { toast, useJoinClubByInvite } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, PageHeader } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;

/** /club-invite/:token — following 'Convidar para o clube': join, or the database's reason why not. */
export function ClubInviteScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const join = useJoinClubByInvite();
  return (
    <>
      <PageHeader title={m.invite} backTo={paths.clubs} />
      <div className={styles.screen}>
        <Button fullWidth disabled={join.anyPending} onClick={() => void join.runAsync({ token }).then((clubId) => {
          if (clubId === undefined) return;
          toast.success(m.joinedClub, { id: 'join-club' });
          void navigate(paths.club(clubId), { replace: true });
        }, () => undefined)}>
          {m.join}
        </Button>
      </div>
    </>
  );
}
