import { paths } from '@quadra/contracts';
import { toast, useRemoveGuest, type EventGuest } from '@quadra/data';
import { guestTexts } from '@quadra/domain';
import { Button } from '@quadra/ui';
import styles from './guests.module.css';

const t = guestTexts;

/** One guest: his place, whose guest he is, his private link to copy, and 'Remover'. */
export function GuestRow({ eventId, guest }: { eventId: string; guest: EventGuest }) {
  const remove = useRemoveGuest();
  const copyLink = async () => {
    const link = new URL(paths.guestClaim(guest.claim_token), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.linkCopied, { id: 'guest-link', description: link });
    } catch {
      toast(link, { id: 'guest-link' });
    }
  };
  return (
    <li className={styles.guest}>
      <p className={styles.name}>{guest.name}</p>
      <p className={styles.meta}>
        {t.hostOf(guest.host_name)}
        {guest.place ? ` · ${t.place[guest.place]}` : ''}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
          {t.copyLink(guest.name)}
        </Button>
        <Button variant="ghost" size="sm" disabled={remove.anyPending} onClick={() => remove.run({ eventId, guestId: guest.id })}>
          {t.remove(guest.name)}
        </Button>
      </div>
    </li>
  );
}
