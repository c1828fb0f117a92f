import { useState } from 'react';
import { toast, useCalendarFeed, useRenewCalendarFeed } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, ConfirmDialog, Spinner, TextField } from '@quadra/ui';
import styles from './settings-section.module.css';

const m = messages.series;

/**
 * 'Assinar minha agenda': the athlete's private feed (https for a copy, webcal:// to open a
 * calendar app), made when first asked for; 'Gerar novo link' revokes the old one, so it asks first
 * (issue 48: a calendar app subscribed to the old link stops updating).
 */
export function CalendarFeed() {
  const [shown, setShown] = useState(false);
  const feed = useCalendarFeed(shown);
  const renew = useRenewCalendarFeed();
  const [confirmRenew, setConfirmRenew] = useState(false);
  if (!shown)
    return (
      <Button variant="secondary" fullWidth onClick={() => setShown(true)}>
        {m.subscribeCalendar}
      </Button>
    );
  if (!feed.data) return feed.isError ? <p role="alert">{m.calendarError}</p> : <Spinner />;
  return (
    <section className={styles.section} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className={styles.title}>
        {m.subscribeCalendar}
      </h2>
      <p className={styles.hint}>{m.subscribeCalendarHint}</p>
      <TextField label="Link da agenda" readOnly value={feed.data.https} onFocus={(e) => e.currentTarget.select()} />
      <a href={feed.data.webcal}>{m.subscribeCalendar}</a>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void navigator.clipboard?.writeText(feed.data.https).then(() => toast.success(m.linkCopied))}
      >
        {m.copyLink}
      </Button>
      <Button variant="secondary" size="sm" loading={renew.anyPending} onClick={() => setConfirmRenew(true)}>
        {m.newCalendarLink}
      </Button>
      <ConfirmDialog
        open={confirmRenew}
        onOpenChange={setConfirmRenew}
        title={m.newCalendarLinkConfirm.title}
        description={m.newCalendarLinkConfirm.description}
        cancelLabel={m.newCalendarLinkConfirm.cancel}
        confirmLabel={m.newCalendarLink}
        danger
        onConfirm={() => {
          renew.run(undefined);
        }}
      />
    </section>
  );
}
