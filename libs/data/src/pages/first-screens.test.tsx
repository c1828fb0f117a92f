import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@quadra/contracts';
import { queryClient } from '@quadra/data/singletons';
import { useAvailableEvents } from '../events/available-events';
import { eventDetailQuery, fetchEventDetail } from '../events/event-detail';
import { eventParticipantsQuery } from '../events/participants';
import { fetchJoinedEvents, useJoinedEvents } from '../events/joined-events';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { useMyEvents } from '../events/my-events';
import { unwrap } from '../client/unwrap';
import { eventKeys } from '../keys';
import { adminClient, connectToDataStack, dataStack, storeSessionOnDevice } from '../testing';
import { eventDetailPageData } from './event-detail-page';
import { loadFirstScreen } from '../server/first-screen-server';
import { prefetchRoute } from './prefetch-route';
import { PAGE_DATA_AT_MOST_MS, usePageData } from './use-page-data';

// A returning athlete opens a page: its declared data is read once, as her, into the page's one
// cache, before (and for) the screen; a server reads the same declaration as a visitor.
const CARLA = 'a0000000-0000-4000-8000-000000000003';
const NO_SUCH_EVENT = 'a0000000-0000-4000-8000-00000000dead';

// The reads that reach the network, by rpc or table name (the session's own profile read aside).
const sent: string[] = [];
const realFetch = globalThis.fetch;
const countOf = (fn: string) => sent.filter((name) => name === fn).length;

const inPageCache = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

beforeAll(async () => {
  await storeSessionOnDevice('carla@quadra.dev');
  connectToDataStack();
  globalThis.fetch = (input, init) => {
    const read = /\/rest\/v1\/(?:rpc\/)?([a-z_]+)/.exec(input instanceof Request ? input.url : String(input));
    if (read && read[1] !== 'profiles') sent.push(read[1]!);
    return realFetch(input, init);
  };
});
afterEach(cleanup);
afterAll(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});

describe('opening /events', () => {
  it('asks for nothing on a page without a declared first screen', async () => {
    await prefetchRoute(paths.editProfile);
    await prefetchRoute(paths.event('not-an-id'));
    await prefetchRoute(paths.profile('not-an-id'));
    expect(sent).toEqual([]);
  });

  it("reads both of the athlete's lists, once each, as her, and the screen asks nothing more", async () => {
    await prefetchRoute(paths.events);
    expect([...sent].sort()).toEqual(['list_available_events', 'list_joined_events']);
    const { result } = renderHook(() => ({ available: useAvailableEvents(NO_EVENTS_FILTER), joined: useJoinedEvents() }), { wrapper: inPageCache });
    expect(result.current.available.isPending).toBe(false);
    // Carla's joined events are hers (the request carried her token), and they are not offered to her.
    const joined = result.current.joined.data!.pages[0]!;
    expect(joined.length).toBeGreaterThan(0);
    const joinedIds = new Set(joined.map((card) => card.id));
    expect(result.current.available.data!.pages[0]!.some((card) => joinedIds.has(card.id))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...sent].sort()).toEqual(['list_available_events', 'list_joined_events']);
  });
});

describe('opening /event/:id', () => {
  it("reads the event first, as the athlete; the page then starts its players, its wall, her share and her own profile together", async () => {
    const [mine] = await fetchJoinedEvents(null);
    const id = mine!.id;
    sent.length = 0;
    await prefetchRoute(paths.event(id));
    expect(sent).toEqual(['get_event_detail']);
    expect(queryClient.getQueryData(eventKeys.detailFor(id, CARLA))).toMatchObject({ id, is_participant: true });

    renderHook(() => usePageData(eventDetailPageData, { id }), { wrapper: inPageCache });
    await waitFor(() =>
      expect([...sent].sort()).toEqual([
        'event_comments',
        'event_participants',
        'get_event_detail',
        'get_my_payment',
        'get_my_profile',
        'get_waiting_list',
      ]),
    );
  });

  /** The event page's screen, as far as its data goes: what each of its renders had. */
  function EventScreen({ id, renders }: { id: string; renders: string[] }) {
    usePageData(eventDetailPageData, { id });
    const detail = useQuery(eventDetailQuery(id, CARLA));
    const players = useQuery(eventParticipantsQuery(id, CARLA));
    renders.push(`${detail.status} event, ${players.status} players`);
    return <h1>{detail.data?.title ?? 'Sem evento'}</h1>;
  }

  /** Opens it with nothing in the cache; its renders go to the list returned. */
  async function openEventScreen(id: string): Promise<string[]> {
    queryClient.clear();
    const renders: string[] = [];
    // An awaited act(): React retries a render that waited once its data has come.
    await act(() => {
      render(
        <Suspense fallback={<p>Carregando</p>}>
          <EventScreen id={id} renders={renders} />
        </Suspense>,
        { wrapper: inPageCache },
      );
    });
    return renders;
  }

  it('waits for its data before its first render: no render with placeholders that the data then replaces all at once', async () => {
    const [mine] = await fetchJoinedEvents(null);
    const renders = await openEventScreen(mine!.id);
    expect(screen.getByText('Carregando')).toBeTruthy();
    await screen.findByRole('heading', { name: mine!.title });
    expect(new Set(renders)).toEqual(new Set(['success event, success players']));
  });

  it('renders with its placeholders when its data has not come after PAGE_DATA_AT_MOST_MS', async () => {
    const [mine] = await fetchJoinedEvents(null);
    const answering = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('get_event_detail')) await held;
      return answering(input, init);
    };
    try {
      const started = Date.now();
      const renders = await openEventScreen(mine!.id);
      await screen.findByRole('heading', { name: 'Sem evento' }, { timeout: PAGE_DATA_AT_MOST_MS + 1000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_DATA_AT_MOST_MS - 50);
      expect(renders[0]).toBe('pending event, success players');
      release();
      await screen.findByRole('heading', { name: mine!.title });
    } finally {
      release();
      globalThis.fetch = answering;
    }
  });
});

describe('opening /my-events', () => {
  /** A game of yesterday with Carla, her evaluation not opened yet (the seed's game 901 is left alone). */
  async function gameOfYesterday(title: string): Promise<string> {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const admin = adminClient();
    const { id } = unwrap(
      await admin
        .from('events')
        .insert({ title, location: 'Quadra', date: yesterday, time: '08:00', status: 'completed', created_by: 'a0000000-0000-4000-8000-000000000002' })
        .select('id')
        .single(),
    );
    unwrap(await admin.from('event_participants').insert({ event_id: id, user_id: CARLA, status: 'registered' }));
    return id;
  }
  const statusOf = (id: string, cards: Array<{ id: string; user_evaluation_status: string | null }> | undefined) =>
    cards?.find((card) => card.id === id)?.user_evaluation_status;

  it("reads its lists first (reads only); its screen then opens the due evaluations and the lists show 'Avaliar' on this very load", async () => {
    const id = await gameOfYesterday('Basquete de ontem');
    sent.length = 0;
    await prefetchRoute(paths.myEvents);
    expect([...sent].sort()).toEqual(['list_my_events', 'list_my_events', 'list_my_events']);
    expect(statusOf(id, (queryClient.getQueryData(eventKeys.mySection(CARLA, 'closed')) as { pages: Parameters<typeof statusOf>[1][] }).pages[0])).toBe('pending');

    const { result, unmount } = renderHook(() => useMyEvents('closed'), { wrapper: inPageCache });
    await waitFor(() => expect(statusOf(id, result.current.data?.pages[0])).toBe('evaluation_available'));
    expect(countOf('open_due_evaluations')).toBe(1);
    unmount();
  });

  it("opened with nothing read: a list is asked beside the due evaluations, and one read before they opened is read again", async () => {
    const id = await gameOfYesterday('Vôlei de ontem');
    queryClient.clear();
    sent.length = 0;
    // The list reads the database first, the evaluation opens, then the list's answer arrives.
    let listRead!: () => void;
    const listed = new Promise<void>((resolve) => (listRead = resolve));
    let dueOpened!: () => void;
    const opened = new Promise<void>((resolve) => (dueOpened = resolve));
    let lists = 0;
    const recording = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/rpc/open_due_evaluations')) {
        await listed;
        const answer = await recording(input, init);
        dueOpened();
        return answer;
      }
      if (url.includes('/rpc/list_my_events') && lists++ === 0) {
        const answer = await recording(input, init);
        listRead();
        await opened;
        return answer;
      }
      return recording(input, init);
    };
    try {
      const { result, unmount } = renderHook(() => useMyEvents('closed'), { wrapper: inPageCache });
      await waitFor(() => expect(lists, 'the list is asked before the evaluations have answered').toBeGreaterThan(0), { timeout: 5_000 });
      await waitFor(() => expect(statusOf(id, result.current.data?.pages[0])).toBe('evaluation_available'));
      expect(countOf('open_due_evaluations')).toBe(1);
      expect(countOf('list_my_events'), 'read, then read again once').toBe(2);
      unmount();
    } finally {
      globalThis.fetch = recording;
    }
  });
});

describe('a server render', () => {
  const config = () => ({ supabaseUrl: dataStack().url, supabaseAnonKey: dataStack().anonKey });

  it("reads a visitor's /events into a cache of its own, under the keys the screen reads", async () => {
    const screen = await loadFirstScreen(paths.dashboard, { config: config(), accessToken: null });
    expect(screen?.route).toMatchObject({ remote: 'mf_events', module: './EventsPage' });
    expect(screen!.queryClient).not.toBe(queryClient);
    expect(screen!.queryClient.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([eventKeys.available(null, { sports: [], dates: [] })]);
  });

  it("reads an event's page whole, as a visitor: the event, its players and its wall", async () => {
    const [mine] = await fetchJoinedEvents(null);
    const screen = await loadFirstScreen(paths.event(mine!.id), { config: config(), accessToken: null });
    const keys = screen!.queryClient.getQueryCache().getAll().map((q) => q.queryKey);
    expect(keys).toEqual([eventKeys.detailFor(mine!.id, null), eventKeys.participantsFor(mine!.id, null), eventKeys.comments(mine!.id)]);
    expect(screen!.queryClient.getQueryData(eventKeys.detailFor(mine!.id, null))).toEqual(await fetchEventDetail(mine!.id, null));
  });

  it('renders nothing for no such event, an id that names none, or a page without a first screen', async () => {
    for (const path of [paths.event(NO_SUCH_EVENT), paths.event('not-an-id'), paths.editProfile, paths.profile('not-an-id'), '/nowhere']) {
      expect(await loadFirstScreen(path, { config: config(), accessToken: null })).toBeNull();
    }
    expect(countOf('get_event_detail')).toBeGreaterThan(0);
  });
});
