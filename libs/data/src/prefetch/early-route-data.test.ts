import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessionStorageKey } from '@quadra/supabase/stored-session';
import { createQueryClient } from '../client/query-client';
import { availableEventsQuery, fetchAvailableEvents } from '../events/available-events';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { eventDetailQuery, fetchEventDetail } from '../events/event-detail';
import { fetchJoinedEvents, joinedEventsQuery } from '../events/joined-events';
import { connectToDataStack, storeSessionOnDevice } from '../testing';
import { startRouteDataEarly } from './early-route-data';

// What the shell's entry does on /events, before the data layer exists: the first page of each
// list is asked for at once, and the screen's own identical requests get those answers.
const CARLA = 'a0000000-0000-4000-8000-000000000003';

// The requests that reach the network, by rpc name (the real fetch still sends them).
const sent: string[] = [];
const realFetch = globalThis.fetch;
const countOf = (fn: string) => sent.filter((name) => name === fn).length;

let config: { supabaseUrl: string; supabaseAnonKey: string };

beforeAll(async () => {
  const { url, anonKey } = inject('dataStack');
  config = { supabaseUrl: url, supabaseAnonKey: anonKey };
  await storeSessionOnDevice('carla@quadra.dev');
  globalThis.fetch = (input, init) => {
    const rpc = /\/rest\/v1\/rpc\/([a-z_]+)/.exec(input instanceof Request ? input.url : String(input));
    if (rpc) sent.push(rpc[1]!);
    return realFetch(input, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('opening /events', () => {
  it('sends nothing for other screens, nor for a caller only auth-js can tell (an expired token)', () => {
    startRouteDataEarly('/profile', config);
    const key = sessionStorageKey(config.supabaseUrl);
    const stored = localStorage.getItem(key)!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(stored), expires_at: Math.floor(Date.now() / 1000) - 60 }));
    startRouteDataEarly('/events', config);
    localStorage.setItem(key, stored);
    expect(sent).toEqual([]);
  });

  it('asks for both lists of the signed-in athlete before the data layer is set up', () => {
    startRouteDataEarly('/events', config);
    expect([...sent].sort()).toEqual(['list_available_events', 'list_joined_events']);
  });

  it("answers the screen's first requests with them, as the athlete: no second request goes out", async () => {
    connectToDataStack();
    const client = createQueryClient();
    const [available, joined] = await Promise.all([
      client.fetchInfiniteQuery(availableEventsQuery(CARLA, NO_EVENTS_FILTER)),
      client.fetchInfiniteQuery(joinedEventsQuery(CARLA)),
    ]);
    expect(countOf('list_available_events')).toBe(1);
    expect(countOf('list_joined_events')).toBe(1);
    // Carla's joined events are hers (the early request carried her token), and they are not offered to her.
    expect(joined.pages[0]!.length).toBeGreaterThan(0);
    const joinedIds = new Set(joined.pages[0]!.map((card) => card.id));
    expect(available.pages[0]!.some((card) => joinedIds.has(card.id))).toBe(false);
    // The same cards as a request made now.
    expect(available.pages[0]).toEqual(await fetchAvailableEvents(NO_EVENTS_FILTER, null));
  });

  it('answers only once: asking again goes to the network', async () => {
    const before = countOf('list_available_events');
    await fetchAvailableEvents(NO_EVENTS_FILTER, null);
    expect(countOf('list_available_events')).toBe(before + 1);
  });
});

describe('opening /event/:id', () => {
  it("sends the detail's one call, and the screen's query takes its answer: Carla's own participation", async () => {
    const [joined] = await fetchJoinedEvents(null);
    const eventId = joined!.id;
    const before = countOf('get_event_detail');
    startRouteDataEarly(`/event/${eventId}`, config);
    startRouteDataEarly('/event/not-an-id', config);
    expect(countOf('get_event_detail')).toBe(before + 1);

    const detail = await createQueryClient().fetchQuery(eventDetailQuery(eventId, CARLA));
    expect(countOf('get_event_detail')).toBe(before + 1);
    expect(detail).toMatchObject({ id: eventId, title: joined!.title, is_participant: true, user_participation_status: joined!.user_participation_status });
    // The same detail as a request made now.
    expect(detail).toEqual(await fetchEventDetail(eventId, CARLA));
    expect(countOf('get_event_detail')).toBe(before + 2);
  });
});
