import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageTitle, paths } from '@quadra/contracts';
import { errorText, useEventDetail, useEventParticipants, usePraiseCount } from '@quadra/data';
import { eventStatusBadge, formatLongDate, formatTime, messages, timeZoneLabel, zoneWorthSaying, type EventStatus } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Badge, Button, CalendarIcon, EditIcon, PinIcon, Reputation, Spinner, buttonClassName, usePageTitle, type BadgeTone } from '@quadra/ui';
import { useJoinLeave } from '../../../shared/hooks/use-join-leave';
import { GameDayTab } from '../../game-day/components/game-day-tab';
import { PaymentSection } from '../../payments/components/payment-section';
import { DetailHero } from './detail-hero';
import { ListShareActions } from './list-share-actions';
import { MainAction } from './main-action';
import { ParticipantsRow } from './participants-row';
import { AddToCalendar, SeriesPanel } from './series-panel';
import styles from './event-detail.module.css';

export interface EventDetailScreenProps {
  id: string | undefined;
  /** The comments wall, composed by the page (a separate feature). */
  comments: (eventId: string, status: string | null, timeZone: string, isOrganizer: boolean) => ReactNode;
  /** 'Convidados' for the organiser and the participants, composed by the page (a separate feature). */
  guests?: (eventId: string) => ReactNode;
}

const BADGE_TONES: Record<EventStatus, BadgeTone> = {
  active: 'success',
  completed: 'neutral',
  cancelled: 'danger',
  paused: 'warning',
};

/** /event/:id — everything about one event, kept live through realtime. */
export function EventDetailScreen({ id, comments, guests }: EventDetailScreenProps) {
  const navigate = useNavigate();
  const detail = useEventDetail(id);
  const participants = useEventParticipants(id);
  const { join, leave, leaveWaitingList, isPending } = useJoinLeave(messages.auth.loginRequiredToJoin);
  const userId = useSession((s) => s.user?.id ?? null);
  const event = detail.data;
  const organiserPraises = usePraiseCount(event?.created_by ?? undefined);
  usePageTitle(event ? pageTitle(event.title) : null);

  if (detail.isPending && id) return <Spinner centered />;
  if (!event)
    return (
      <div className={styles.notFound} role="alert">
        {/* The screen's one heading, also when there is no event to show. */}
        <h1 className={styles.title}>
          {detail.isError ? errorText(detail.error, messages.eventDetail.loadError) : messages.eventDetail.notFound}
        </h1>
        <Button onClick={() => navigate(paths.events)}>{messages.eventDetail.back}</Button>
      </div>
    );

  const badge = eventStatusBadge(event.status);
  const d = messages.eventDetail;
  return (
    <article className={styles.screen} aria-labelledby="event-title">
      <DetailHero event={event} />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h1 id="event-title" className={styles.title}>
            {event.title}
          </h1>
          <Badge tone={BADGE_TONES[event.status]}>{badge}</Badge>
        </div>
        <p className={styles.organizer}>
          {event.creator_name}
          {organiserPraises.data !== undefined && <Reputation stars={event.creator_reputation.stars} praiseCount={organiserPraises.data} />}
        </p>
        {event.club && (
          <Link className={styles.clubLink} to={paths.club(event.club.id)}>
            {messages.clubs.clubOfEvent(event.club.name)}
          </Link>
        )}
        {event.is_organizer && event.status !== 'cancelled' && (
          <Link className={buttonClassName({ variant: 'secondary', size: 'sm' })} to={paths.editEvent(event.id)}>
            <EditIcon size={16} /> {d.edit}
          </Link>
        )}
        <p className={styles.meta}>
          <PinIcon size={18} />
          <span>
            {event.location}
            {event.location_reference && <span className={styles.metaSub}>{event.location_reference}</span>}
          </span>
        </p>
        <p className={styles.meta}>
          <CalendarIcon size={18} />
          <span>
            {formatLongDate(event.date)} às {formatTime(event.time)}
            {/* The event's own wall clock; where that is, when it is not São Paulo's or not the device's. */}
            {zoneWorthSaying(event.time_zone, event.starts_at) && <span className={styles.metaSub}>Horário de {timeZoneLabel(event.time_zone)}</span>}
          </span>
        </p>
        {event.status !== 'cancelled' && <AddToCalendar eventId={event.id} />}
        <MainAction
          event={event}
          // A series' regular, or a mensalista of the game's club: leaving is 'Não vou desta vez'.
          regular={userId !== null && ((event.series?.regulars.includes(userId) ?? false) || event.club?.mensalista === true)}
          busy={isPending(event.id)}
          onJoin={() => join(event.id)}
          onLeave={() => leave(event.id)}
          onLeaveWaitingList={() => leaveWaitingList(event.id)}
        />
        <SeriesPanel event={event} />
        <GameDayTab event={event} />
        <PaymentSection event={event} />
        <section>
          <h2 className={styles.sectionTitle}>Sobre o evento</h2>
          <p className={styles.description}>{event.description?.trim() || d.noDescription}</p>
        </section>
        <span className={styles.tag}>{event.skill_level || d.levelTagFallback}</span>
        <dl className={styles.panel}>
          <div>
            <dt>Nível</dt>
            <dd>{event.skill_level || d.levelFallback}</dd>
          </div>
          <div>
            <dt>Gênero</dt>
            <dd>{event.gender || d.genderFallback}</dd>
          </div>
          <div>
            <dt>Idade</dt>
            <dd>{event.age_group || d.ageFallback}</dd>
          </div>
        </dl>
        <section>
          <div className={styles.playersHead}>
            <h2 className={styles.sectionTitle}>
              Jogadores{' '}
              <span data-testid="players-count">
                {event.max_participants ? `${event.participant_count}/${event.max_participants}` : event.participant_count}
              </span>
            </h2>
            <Link className={styles.link} to={paths.participants(event.id)}>
              {d.seeAll}
            </Link>
          </div>
          <ParticipantsRow participants={participants.data?.registered ?? []} />
          {(event.is_organizer || event.user_participation_status === 'registered') && <ListShareActions eventId={event.id} />}
        </section>
        {(event.is_organizer || event.user_participation_status === 'registered') && guests?.(event.id)}
        {comments(event.id, event.status, event.time_zone, event.is_organizer)}
      </div>
    </article>
  );
}
