import { useEventGuests } from '@quadra/data';
import { guestTexts } from '@quadra/domain';
import { AddGuestForm } from './add-guest-form';
import { GuestAllowance } from './guest-allowance';
import { GuestRow } from './guest-row';
import styles from './guests.module.css';

const t = guestTexts;

/**
 * 'Convidados' on the event's detail: the organiser adds guests and sets how many each participant
 * may bring; a participant adds his own within that. Each guest's private link is copied from here.
 * Loaded lazily (its own chunk): most visits to an event never open it.
 */
export default function GuestsPanel({ eventId }: { eventId: string }) {
  const guests = useEventGuests(eventId).data;
  if (!guests || (!guests.is_organizer && !guests.can_add && guests.guests.length === 0)) return null;
  return (
    <section className={styles.panel} aria-labelledby="guests-title">
      <h2 id="guests-title" className={styles.title}>
        {t.section}
      </h2>
      {guests.is_organizer && <GuestAllowance eventId={eventId} perParticipant={guests.per_participant} />}
      {guests.can_add && <AddGuestForm eventId={eventId} />}
      {guests.guests.length > 0 && (
        <>
          <p className={styles.hint}>{t.linkHint}</p>
          <ul className={styles.list}>
            {guests.guests.map((g) => (
              <GuestRow key={g.id} eventId={eventId} guest={g} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
