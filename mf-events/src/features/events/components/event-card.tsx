import { Link, useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import type { EventCard as EventCardData } from '@quadra/data';
import {
  JOIN_REQUEST_TEXTS,
  cardAction,
  cardStatus,
  capacityColour,
  cardSeriesRule,
  formatCardDate,
  formatTime,
  messages,
  sportColour,
} from '@quadra/domain';
import { Badge, Button, CalendarIcon, ClockIcon, PinIcon, SportIcon, UsersIcon } from '@quadra/ui';
import styles from './event-card.module.css';

export interface EventCardProps {
  event: EventCardData;
  busy: boolean;
  onJoin: (eventId: string) => void;
  onLeave: (eventId: string) => void;
}

/** A list card: cover, or the sport's icon on its colour; status, capacity, and the action of spec section 4. */
export function EventCard({ event, busy, onJoin, onLeave }: EventCardProps) {
  const navigate = useNavigate();
  const status = cardStatus(event);
  // The organiser cannot join their own event, and a request already waits for approval.
  const action = event.is_organizer && cardAction(event)?.kind === 'join' ? null : cardAction(event);
  const awaiting = action?.kind === 'join' && event.user_participation_status === 'pending';
  const colour = capacityColour(event.participant_count, event.max_participants);
  const rule = cardSeriesRule(event);

  return (
    <article className={styles.card} aria-label={event.title}>
      <div className={styles.cover} style={event.image_url ? undefined : { background: sportColour(event.sport_name) }}>
        {event.image_url ? (
          <img className={styles.coverImage} src={event.image_url} alt="" />
        ) : (
          <SportIcon className={styles.sportIcon} sport={event.sport_name} size={48} />
        )}
        {status && <span className={styles.status}>{status}</span>}
        <Badge className={styles.capacity} tone={colour} data-capacity={colour}>
          <UsersIcon size={14} />
          {event.max_participants ? `${event.participant_count}/${event.max_participants}` : event.participant_count}
        </Badge>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link className={styles.titleLink} to={paths.event(event.id)}>
            {event.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <CalendarIcon size={14} /> {formatCardDate(event.date)} <ClockIcon size={14} /> {formatTime(event.time)}
        </p>
        {rule && <p className={styles.meta}>{rule}</p>}
        {event.club_name && <p className={styles.meta}>{messages.clubs.clubOfEvent(event.club_name)}</p>}
        {event.location && (
          <p className={styles.meta}>
            <PinIcon size={14} /> {event.location}
          </p>
        )}
        <span className={styles.level}>{event.skill_level || messages.events.defaultSkillLevel}</span>
        {awaiting && (
          <>
            <span className={styles.awaiting}>{JOIN_REQUEST_TEXTS.awaiting}</span>
            <Button className={styles.action} size="sm" variant="secondary" loading={busy} onClick={() => onLeave(event.id)}>
              {JOIN_REQUEST_TEXTS.withdraw}
            </Button>
          </>
        )}
        {action?.kind === 'join' && !awaiting && (
          <Button className={styles.action} size="sm" loading={busy} onClick={() => onJoin(event.id)}>
            {action.label}
          </Button>
        )}
        {action?.kind === 'leave' && (
          <Button className={styles.action} size="sm" variant="secondary" loading={busy} onClick={() => onLeave(event.id)}>
            {action.label}
          </Button>
        )}
        {action?.kind === 'evaluate' && (
          <Button className={styles.action} size="sm" onClick={() => navigate(paths.evaluation(event.id))}>
            {action.label}
          </Button>
        )}
        {action?.kind === 'evaluated' && (
          <Button className={styles.action} size="sm" variant="ghost" disabled>
            {action.label}
          </Button>
        )}
      </div>
    </article>
  );
}
