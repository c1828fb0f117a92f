import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, useCriteriaMismatches, useDecideParticipant, useEventDetail, useEventParticipants } from '@quadra/data';
import { messages, participantsLabel } from '@quadra/domain';
import { Button, EmptyState, PageHeader, Spinner } from '@quadra/ui';
import { ParticipantTile } from './participant-tile';
import { PendingRequests } from './pending-requests';
import { WaitingList } from './waiting-list';
import styles from './participants-screen.module.css';

const m = messages.participants;

/** /event/:id/participants — approved players, and the organiser's pending requests and waiting list. */
export function ParticipantsScreen({ eventId }: { eventId: string | undefined }) {
  const navigate = useNavigate();
  const detail = useEventDetail(eventId);
  const participants = useEventParticipants(eventId);
  const decide = useDecideParticipant();
  const mismatches = useCriteriaMismatches(eventId, detail.data?.is_organizer ?? false);

  if (detail.isPending || participants.isPending) return <Spinner centered />;
  const event = detail.data;
  if (!event || !eventId || participants.isError)
    return (
      <EmptyState
        headingLevel={1}
        title={
          detail.isError
            ? errorText(detail.error, m.loadError)
            : participants.isError
              ? errorText(participants.error, m.loadDataError)
              : messages.eventDetail.notFound
        }
        action={<Button onClick={() => navigate(paths.events)}>{messages.common.back}</Button>}
      />
    );

  const { registered, pending, waiting } = participants.data;
  // RLS also shows a requester their own pending row (and place in line): only the organiser sees the lists.
  const requests = event.is_organizer ? pending : [];
  const line = event.is_organizer ? waiting : [];
  return (
    <>
      <PageHeader title={m.title} subtitle={event.title} backTo={paths.event(eventId)} />
      <div className={styles.screen}>
        {requests.length > 0 && (
          <PendingRequests
            pending={requests}
            mismatches={mismatches.data}
            isBusy={(userId) => decide.isPending({ eventId, userId, approve: true })}
            onDecide={(person, approve) => decide.run({ eventId, userId: person.user_id, approve })}
          />
        )}
        {registered.length === 0 ? (
          requests.length > 0 ? (
            <EmptyState title={m.noneApproved} />
          ) : (
            <EmptyState title={m.none} description={m.beFirst} />
          )
        ) : (
          <ul className={styles.grid} aria-label="Participantes">
            {registered.map((person) => (
              <li key={person.user_id}>
                <ParticipantTile
                  person={person}
                  mismatch={mismatches.data?.get(person.user_id)}
                  regular={
                    event.series
                      ? { eventId: event.id, regular: event.series.regulars.includes(person.user_id), editable: event.is_organizer }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.footer}>{participantsLabel(registered.length)}</p>
        {line.length > 0 && <WaitingList waiting={line} />}
      </div>
    </>
  );
}
