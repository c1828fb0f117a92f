import { paths } from '@quadra/contracts';
import { messages, participantCountLabel } from '@quadra/domain';
import { Button, EmptyState, PageHeader, Spinner } from '@quadra/ui';
import { useNavigate } from 'react-router';
import { useEventRealtime } from '../../../shared/hooks/use-event-realtime';
import { useParticipants } from '../hooks/use-participants';
import { ParticipantTile } from './participant-tile';
import { PendingRequests } from './pending-requests';
import styles from './participants-screen.module.css';

const m = messages.participants;

/** /event/:id/participants — approved players, and the organiser's pending requests. */
export function ParticipantsScreen({ eventId }: { eventId: string | undefined }) {
  const navigate = useNavigate();
  const { loading, notFound, title, isOrganizer, registered, pending, reload, isBusy, decide } = useParticipants(eventId);
  useEventRealtime(eventId, reload);

  if (loading) return <Spinner centered />;
  if (notFound || !eventId)
    return (
      <EmptyState
        title={messages.eventDetail.notFound}
        action={<Button onClick={() => navigate(paths.events)}>{messages.common.back}</Button>}
      />
    );

  return (
    <>
      <PageHeader title={m.title} subtitle={title} backTo={paths.event(eventId)} />
      <div className={styles.screen}>
        {isOrganizer && pending.length > 0 && (
          <PendingRequests pending={pending} isBusy={isBusy} onDecide={(p, approve) => void decide(p, approve)} />
        )}
        {registered.length === 0 ? (
          pending.length > 0 ? (
            <EmptyState title={m.noneApproved} headingLevel={3} />
          ) : (
            <EmptyState title={m.none} description={m.beFirst} headingLevel={3} />
          )
        ) : (
          <ul className={styles.grid} aria-label="Participantes">
            {registered.map((person) => (
              <li key={person.user_id}>
                <ParticipantTile person={person} />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.footer}>{participantCountLabel(registered.length)}</p>
      </div>
    </>
  );
}
