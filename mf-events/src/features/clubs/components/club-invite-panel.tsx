import { paths } from '@quadra/contracts';
import { toast, useClubInvite, useRenewClubInvite, useSetClubInviteEnabled } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Card, Switch } from '@quadra/ui';
import styles from './clubs.module.css';

const m = messages.clubs;

/** 'Convidar para o clube' (admins): the link, copy, switch off / on, 'Gerar novo link'. */
export function ClubInvitePanel({ clubId }: { clubId: string }) {
  const { data: invite } = useClubInvite(clubId, true);
  const setEnabled = useSetClubInviteEnabled();
  const renew = useRenewClubInvite();
  if (!invite) return null;
  const url = `${window.location.origin}${paths.clubInvite(invite.token)}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    toast.success(m.copied, { id: 'club-invite' });
  };
  return (
    <Card as="section" padding="sm" className={styles.section} aria-labelledby="club-invite">
      <h2 id="club-invite" className={styles.sectionTitle}>{m.invite}</h2>
      <p className={styles.token} data-testid="club-invite-link">{url}</p>
      <Switch label={invite.enabled ? m.inviteOn : m.inviteOff} checked={invite.enabled}
        onCheckedChange={(enabled) => setEnabled.run({ clubId, enabled })} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()} disabled={!invite.enabled}>{m.copy}</Button>
        <Button variant="ghost" onClick={() => renew.run({ clubId })}>{m.renew}</Button>
      </div>
    </Card>
  );
}
