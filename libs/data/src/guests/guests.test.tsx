import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../client/unwrap';
import { useEventParticipants } from '../events/participants';
import { adminClient, connectToDataStack, renderDataHook, signInAs, signOut } from '../testing';
import { useAddGuest } from './add-guest';
import { useClaimGuestPlace } from './claim-guest-place';
import { useEventGuests } from './event-guests';
import { fetchGuestClaim } from './guest-claim';
import { useRemoveGuest } from './remove-guest';
import { useSetGuestAllowance } from './set-guest-allowance';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const BRUNO = 'a0000000-0000-4000-8000-000000000002';

/** Bruno's game for 3 in three days, Ana in. */
let eventId: string;

beforeAll(async () => {
  connectToDataStack();
  const admin = adminClient();
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  eventId = unwrap(
    await admin.from('events').insert({ title: 'Racha com convidados', location: 'Quadra', date, time: '19:00', created_by: BRUNO, max_participants: 3 }).select('id').single(),
  ).id;
  unwrap(await admin.from('event_participants').insert({ event_id: eventId, user_id: ANA, status: 'registered' }));
});
afterAll(() => signOut());

describe('guests data', () => {
  it('the organiser allows guests and adds one; the roster and his list end on what the database stored', async () => {
    await signInAs('bruno@quadra.dev');
    const { result } = renderDataHook(() => ({
      guests: useEventGuests(eventId),
      roster: useEventParticipants(eventId),
      add: useAddGuest(),
      allow: useSetGuestAllowance(),
    }));
    await waitFor(() => expect(result.current.guests.isSuccess && result.current.roster.isSuccess).toBe(true));
    expect(result.current.guests.data).toMatchObject({ is_organizer: true, can_add: true, per_participant: 0, guests: [] });
    await act(async () => {
      await result.current.allow.runAsync({ eventId, perParticipant: 1 });
      await result.current.add.runAsync({ eventId, name: 'Zé Goleiro' });
    });
    await waitFor(() => expect(result.current.guests.data?.guests).toHaveLength(1));
    expect(result.current.guests.data).toMatchObject({ per_participant: 1, guests: [{ name: 'Zé Goleiro', place: 'registered' }] });
    await waitFor(() => expect(result.current.roster.data?.registered.map((p) => p.full_name)).toContain('Zé Goleiro (convidado de Bruno)'));
  });

  it("a participant's guest: refused with the database's reason past the allowance, removed by him", async () => {
    await signInAs('ana@quadra.dev');
    const { result } = renderDataHook(() => ({ guests: useEventGuests(eventId), add: useAddGuest(), remove: useRemoveGuest() }));
    await waitFor(() => expect(result.current.guests.isSuccess).toBe(true));
    expect(result.current.guests.data).toMatchObject({ is_organizer: false, can_add: true, guests: [] }); // not Bruno's
    await act(async () => void (await result.current.add.runAsync({ eventId, name: 'Primo da Ana' })));
    await waitFor(() => expect(result.current.guests.data?.guests).toHaveLength(1));
    expect(result.current.guests.data?.can_add).toBe(false);
    let refusal: unknown;
    await act(async () => {
      await result.current.add.runAsync({ eventId, name: 'Outro primo' }).catch((e: unknown) => (refusal = e));
    });
    expect(refusal).toMatchObject({ message: 'Você já trouxe 1 convidado neste evento, o máximo que o organizador liberou' });
    const [mine] = result.current.guests.data!.guests;
    await act(async () => void (await result.current.remove.runAsync({ eventId, guestId: mine!.id })));
    await waitFor(() => expect(result.current.guests.data?.guests).toEqual([]));
  });

  it('the link shows the guest before signing in; claiming it as someone already in the event is refused', async () => {
    const admin = adminClient();
    const { claim_token: token } = unwrap(await admin.from('event_guests' as never).select('claim_token').eq('event_id', eventId).eq('status', 'active').single()) as { claim_token: string };
    await signOut();
    expect(await fetchGuestClaim(token)).toMatchObject({ guest_name: 'Zé Goleiro', host_name: 'Bruno', title: 'Racha com convidados', status: 'active' });
    await signInAs('ana@quadra.dev');
    const { result } = renderDataHook(() => useClaimGuestPlace());
    let refusal: unknown;
    await act(async () => {
      await result.current.runAsync({ token }).catch((e: unknown) => (refusal = e));
    });
    expect(refusal).toMatchObject({ message: 'Você já está inscrito neste evento' });
  });
});
