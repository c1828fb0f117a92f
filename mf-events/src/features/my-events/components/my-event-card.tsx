import { Link } from 'react-router';
import { paths } from '@quadra/contracts';
import type { EventCard } from '@quadra/data';
import { JOIN_REQUEST_TEXTS, canEvaluate, cardSeriesRule, eventStatusBadge, formatShortDate, formatTime, isEvaluated, messages, sportColour } from '@quadra/domain';
import { Button, SportIcon, buttonClassName } from '@quadra/ui';
import styles from './my-events.module.css';

/**
 * A my-events card; 'Avaliar Evento e Jogadores' once the database opened the evaluation, then 'Avaliado'.
 * `tag`: the 'indicou' tag of an invitation ('Ana indicou'). `others`: the other occurrences of its
 * series in the same list, shown as links to their dates under the card (the list groups a series).
 */
export function MyEventCard({ event, tag, others = [] }: { event: EventCard; tag?: string; others?: readonly EventCard[] }) {
  const rule = cardSeriesRule(event);
  // Only the dates still on are worth a link (an ended series listed four cancelled ones, issue 48).
  const otherDates = others.filter((o) => o.status !== 'cancelled');
  // A cancelled or paused game says so on its card, in whatever section it sits.
  const stopped = event.status === 'cancelled' || event.status === 'paused';
  return (
    <article className={styles.card} aria-label={event.title}>
      <Link className={styles.cardLink} to={paths.event(event.id)}>
        {event.image_url ? (
          <img className={styles.image} src={event.image_url} alt="" />
        ) : (
          <span className={styles.defaultImage} style={{ background: sportColour(event.sport_name) }} aria-hidden="true">
            <SportIcon sport={event.sport_name} size={32} />
          </span>
        )}
        <span className={styles.body}>
          <span className={styles.title}>{event.title}</span>
          {event.location && <span className={styles.meta}>{event.location}</span>}
          <span className={styles.meta}>
            {formatShortDate(event.date)} · {formatTime(event.time)} ·{' '}
            {event.max_participants ? `${event.participant_count}/${event.max_participants}` : event.participant_count}
          </span>
          {rule && <span className={styles.meta}>{rule}</span>}
          {event.club_name && <span className={styles.meta}>{messages.clubs.clubOfEvent(event.club_name)}</span>}
          {stopped && <span className={styles.statusTag}>{eventStatusBadge(event.status)}</span>}
          {tag && <span className={styles.tag}>{tag}</span>}
          {event.user_participation_status === 'pending' && <span className={styles.tag}>{JOIN_REQUEST_TEXTS.awaiting}</span>}
        </span>
      </Link>
      {otherDates.length > 0 && (
        <nav className={styles.otherDates} aria-label={messages.myEvents.otherDates}>
          <span className={styles.meta}>{messages.myEvents.otherDates}</span>
          {otherDates.map((o) => (
            <Link key={o.id} className={styles.dateLink} to={paths.event(o.id)}>
              {formatShortDate(o.date)}
            </Link>
          ))}
        </nav>
      )}
      {canEvaluate({ evaluation_status: event.user_evaluation_status, status: event.user_participation_status }) && (
        <Link className={buttonClassName({ fullWidth: true, size: 'sm' })} to={paths.evaluation(event.id)}>
          {messages.eventDetail.evaluate}
        </Link>
      )}
      {isEvaluated({ evaluation_status: event.user_evaluation_status, status: event.user_participation_status }) && (
        <Button fullWidth size="sm" variant="ghost" disabled>
          {messages.cardActions.evaluated}
        </Button>
      )}
    </article>
  );
}
