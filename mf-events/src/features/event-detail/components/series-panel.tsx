import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { eventCalendarUrl, useEndSeries, useSetEventStatus, type EventDetail } from '@quadra/data';
import { describeSeriesEnd, describeSeriesRule, formatCardDate, formatTime, messages } from '@quadra/domain';
import { Button, ConfirmDialog, buttonClassName } from '@quadra/ui';
import styles from './event-detail.module.css';

const m = messages.series;

/** 'Adicionar à agenda': the event's .ics (its whole series for an occurrence). */
export function AddToCalendar({ eventId }: { eventId: string }) {
  return (
    <a className={buttonClassName({ variant: 'secondary', size: 'sm' })} href={eventCalendarUrl(eventId)} download="evento.ics">
      {m.addToCalendar}
    </a>
  );
}

const open = (status: string) => status === 'active' || status === 'paused';
const when = (o: { date: string; time: string }) => `${formatCardDate(o.date)} às ${formatTime(o.time)}`;

/**
 * An occurrence's series on its detail: the rule in pt-BR ('Toda quinta às 19:00') and how long it
 * runs, the next dates (this one marked; an ended series lists only those still on), and for the
 * organiser 'Cancelar só este' and 'Encerrar série', each confirmed by a dialog that names the
 * dates it cancels. Opened from a later date, the end keeps the earlier ones (so does the database).
 */
export function SeriesPanel({ event }: { event: EventDetail }) {
  const series = event.series;
  const setStatus = useSetEventStatus();
  const endSeries = useEndSeries();
  const [confirm, setConfirm] = useState<'one' | 'series' | null>(null);
  if (!series) return null;
  const next = series.ended ? series.next.filter((o) => open(o.status)) : series.next;
  const cancels = series.next.filter((o) => open(o.status) && o.date >= event.date);
  const earlierKept = series.next.some((o) => open(o.status) && o.date < event.date);
  const end = describeSeriesEnd(series);
  return (
    <section aria-labelledby="series-title" className={styles.series}>
      <h2 id="series-title" className={styles.sectionTitle}>
        {describeSeriesRule(series)}
      </h2>
      {end ? <p className={styles.metaSub}>{end}</p> : null}
      {series.ended ? <p className={styles.metaSub}>{m.seriesEnded}</p> : null}
      {next.length > 0 ? (
        <>
          <h3 className={styles.seriesSubtitle}>{m.nextDates}</h3>
          <ul className={styles.seriesDates}>
            {next.map((o) => (
              <li key={o.id}>
                {o.id === event.id ? (
                  <span className={styles.seriesDateHere} aria-current="page">
                    {when(o)} ({m.thisDate})
                  </span>
                ) : (
                  <Link className={styles.seriesDate} to={paths.event(o.id)}>
                    {when(o)}
                  </Link>
                )}
                {o.status === 'cancelled' ? <span className={styles.metaSub}> ({m.cancelledDate})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {event.is_organizer && open(event.status) ? (
        <div className={styles.seriesActions}>
          <Button variant="secondary" size="sm" onClick={() => setConfirm('one')}>
            {m.cancelOnlyThis}
          </Button>
          {!series.ended ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirm('series')}>
              {earlierKept ? m.endSeriesFromHere : m.endSeries}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'series' ? (earlierKept ? m.endSeriesFromHere : m.endSeries) : m.cancelOnlyThis}
        description={confirm === 'series' ? m.endSeriesConfirm(cancels.map(when), earlierKept) : m.cancelOnlyThisConfirm(when(event))}
        cancelLabel={messages.editEvent.cancelConfirm.cancel}
        confirmLabel={confirm === 'series' ? m.endSeries : m.cancelOnlyThis}
        danger
        onOpenChange={(o) => {
          if (!o) setConfirm(null);
        }}
        onConfirm={() => {
          if (confirm === 'series') endSeries.run(event.id);
          else setStatus.run({ eventId: event.id, status: 'cancelled' });
        }}
      />
    </section>
  );
}
