import { useState } from 'react';
import { toast, useCalendarFeed, useRenewCalendarFeed } from '@quadra/data';
import { messages } from '@quadra/domain';
import { Button, Spinner, TextField } from '@quadra/ui';

const m = messages.series;

/**
 * 'Assinar minha agenda': the athlete's private feed (https for a copy, webcal:// to open a
 * calendar app), made when first asked for; 'Gerar novo link' revokes the old one.
 */
export function CalendarFeed() {
  const [shown, setShown] = useState(false);
  const feed = useCalendarFeed(shown);
  const renew = useRenewCalendarFeed();
  if (!shown)
    return (
      <Button variant="secondary" fullWidth onClick={() => setShown(true)}>
        {m.subscribeCalendar}
      </Button>
    );
  if (!feed.data) return feed.isError ? <p role="alert">{m.calendarError}</p> : <Spinner />;
  return (
    <section aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{m.subscribeCalendar}</h2>
      <p>{m.subscribeCalendarHint}</p>
      <TextField label="Link da agenda" readOnly value={feed.data.https} onFocus={(e) => e.currentTarget.select()} />
      <a href={feed.data.webcal}>{m.subscribeCalendar}</a>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void navigator.clipboard?.writeText(feed.data.https).then(() => toast.success(m.linkCopied))}
      >
        {m.copyLink}
      </Button>
      <Button variant="secondary" size="sm" loading={renew.anyPending} onClick={() => renew.run(undefined)}>
        {m.newCalendarLink}
      </Button>
    </section>
  );
}
