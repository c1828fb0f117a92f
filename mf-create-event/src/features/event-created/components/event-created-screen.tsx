import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { toast } from '@quadra/data';
import { Button, buttonClassName, CheckIcon, CloseIcon, IconButton, ShareIcon } from '@quadra/ui';
import type { CreatedEventState } from '../../wizard/hooks/use-create-from-draft';
import styles from './event-created.module.css';

function createdEvent(state: unknown): CreatedEventState | null {
  const s = state as Partial<CreatedEventState> | null;
  return s && typeof s.eventId === 'string' && typeof s.title === 'string' ? { eventId: s.eventId, title: s.title } : null;
}

const openWindow = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * 'Evento criado.': shares the real event link (Facebook and WhatsApp windows, copy, the native
 * share sheet where the browser has one; Instagram only a toast). Without an event it goes to /dashboard.
 */
export function EventCreatedScreen() {
  const navigate = useNavigate();
  const event = createdEvent(useLocation().state);
  if (!event) return <Navigate to={paths.dashboard} replace />;

  const link = new URL(paths.event(event.eventId), window.location.origin).href;
  const t = messages.eventCreated;
  const canShare = typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t.linkCopied, { id: 'copy-link' });
    } catch (error) {
      console.error(error);
      toast.error(messages.common.error, { id: 'copy-link', description: t.copyFailed });
    }
  }

  return (
    <section className={styles.screen}>
      <div className={styles.top}>
        <IconButton label={t.close} icon={<CloseIcon />} onClick={() => void navigate(paths.dashboard)} />
      </div>
      <div className={styles.hero}>
        <span className={styles.check} aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <h1>{t.title}</h1>
        <p>{event.title}</p>
      </div>
      <p className={styles.link} aria-label="Link do evento">
        {link}
      </p>
      <Button fullWidth onClick={() => void copy()}>
        {t.copyLink}
      </Button>
      <div className={styles.shares} role="group" aria-label="Compartilhar evento">
        <Button variant="secondary" onClick={() => openWindow(`https://wa.me/?text=${encodeURIComponent(t.whatsappText(event.title, link))}`)}>
          WhatsApp
        </Button>
        <Button
          variant="secondary"
          onClick={() => openWindow(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`)}
        >
          Facebook
        </Button>
        <Button variant="secondary" onClick={() => toast(messages.common.inDevelopment, { id: 'instagram' })}>
          Instagram
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            icon={<ShareIcon />}
            onClick={() => void navigator.share({ title: event.title, text: t.whatsappText(event.title, link), url: link }).catch(() => undefined)}
          >
            {t.share}
          </Button>
        ) : null}
      </div>
      <Link to={paths.event(event.eventId)} className={buttonClassName({ variant: 'ghost', fullWidth: true })}>
        {t.viewEvent}
      </Link>
    </section>
  );
}
