import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import { eventCalendarUrl, useEndSeries, useSetEventStatus, type EventDetail } from '@quadra/data';
import { describeSeriesRule, formatCardDate, formatTime, messages } from '@quadra/domain';
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

/**
 * An occurrence's series on its detail: the rule in pt-BR ('Toda quinta às 19:00'), the next dates,
 * and for the organiser 'Cancelar só este' and 'Encerrar série' (each confirmed first).
 */
export function SeriesPanel({ event }: { event: EventDetail }) {
  const series = event.series;
  const setStatus = useSetEventStatus();
  const endSeries = useEndSeries();
  const [confirm, setConfirm] = useState<'one' | 'series' | null>(null);
  if (!series) return null;
  const open = event.status === 'active' || event.status === 'paused';
  return (
    <section aria-labelledby="series-title" className={styles.series}>
      <h2 id="series-title" className={styles.sectionTitle}>
        {describeSeriesRule(series)}
      </h2>
      {series.ended ? <p className={styles.metaSub}>{m.seriesEnded}</p> : null}
      {series.next.length > 0 ? (
        <>
          <h3 className={styles.seriesSubtitle}>{m.nextDates}</h3>
          <ul className={styles.seriesDates}>
            {series.next.map((o) => (
              <li key={o.id}>
                <Link to={paths.event(o.id)} aria-current={o.id === event.id ? 'page' : undefined}>
                  {formatCardDate(o.date)} às {formatTime(o.time)}
                </Link>
                {o.status === 'cancelled' ? <span className={styles.metaSub}> ({m.cancelledDate})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {event.is_organizer && open ? (
        <div className={styles.seriesActions}>
          <Button variant="secondary" size="sm" onClick={() => setConfirm('one')}>
            {m.cancelOnlyThis}
          </Button>
          {!series.ended ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirm('series')}>
              {m.endSeries}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'series' ? m.endSeries : m.cancelOnlyThis}
        description={confirm === 'series' ? m.endSeriesConfirm : messages.editEvent.cancelConfirm.description}
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
