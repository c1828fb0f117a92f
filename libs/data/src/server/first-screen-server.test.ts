// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PostgrestClient } from '@supabase/postgrest-js';
import { paths } from '@quadra/contracts';
import { eventKeys, notificationKeys, profileKeys, searchKeys } from '../keys';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { loadFirstScreen } from './first-screen-server';
import { dataStack } from '../testing';

// A server renders the signed-in athlete's first screen with their token, as a process with no
// session of its own (no device storage here): RLS answers as in their browser, and a token the
// API refuses gets the visitor's screen, never anyone's data.
const config = () => ({ supabaseUrl: dataStack().url, supabaseAnonKey: dataStack().anonKey });
/** The local backend's JWT secret (the Supabase CLI's): to sign an expired token. */
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** A session from the API's password grant. */
async function sessionOf(email: string): Promise<{ access_token: string; user: { id: string } }> {
  const { url, anonKey } = dataStack();
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Quadra123' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: HTTP ${response.status}`);
  return (await response.json()) as { access_token: string; user: { id: string } };
}

function resigned(token: string, change: Record<string, unknown>, secret: string): string {
  const claims = { ...JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()), ...change };
  const unsigned = `${token.split('.')[0]}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const joinedIds = (screen: Awaited<ReturnType<typeof loadFirstScreen>>, caller: string) =>
  (screen!.queryClient.getQueryData(eventKeys.joined(caller)) as { pages: Array<Array<{ id: string }>> }).pages[0]!.map((e) => e.id);

describe("a server render of a signed-in athlete's /events", () => {
  it("reads each athlete's own 'Eventos Inscritos' with their token, under the keys their screen reads", async () => {
    const [ana, carla] = [await sessionOf('ana@quadra.dev'), await sessionOf('carla@quadra.dev')];
    const forAna = await loadFirstScreen(paths.events, { config: config(), accessToken: ana.access_token });
    const forCarla = await loadFirstScreen(paths.events, { config: config(), accessToken: carla.access_token });
    expect(forAna!.caller).toBe(ana.user.id);
    expect(forCarla!.caller).toBe(carla.user.id);
    expect(forAna!.queryClient.getQueryData(eventKeys.available(ana.user.id, { ...NO_EVENTS_FILTER }))).toBeDefined();
    expect(joinedIds(forAna, ana.user.id).length).toBeGreaterThan(0);
    expect(joinedIds(forAna, ana.user.id)).not.toEqual(joinedIds(forCarla, carla.user.id));
  });

  it("reads the header badge's unread count for each athlete, their own; none for a visitor", async () => {
    const [ana, carla] = [await sessionOf('ana@quadra.dev'), await sessionOf('carla@quadra.dev')];
    // Counted apart, as the service role (PostgREST's client: supabase-js' adminClient needs a
    // WebSocket, which this Node test has not).
    const { url, serviceRoleKey } = dataStack();
    const admin = new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } });
    const unread = async (userId: string) => {
      const { count, error } = await admin.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', userId).eq('read', false);
      if (error) throw error;
      return count;
    };
    // Other files on this server read and add notifications (alone, as under `npm run test:mutation`,
    // they all share one server): one more for Ana if their counts happen to be equal.
    if ((await unread(ana.user.id)) === (await unread(carla.user.id))) {
      const { error } = await admin.from('notifications').insert({ user_id: ana.user.id, type: 'event_update', title: 'Evento atualizado', message: 'Teste' });
      if (error) throw error;
    }
    const counts = new Set<number>();
    for (const who of [ana, carla]) {
      const screen = await loadFirstScreen(paths.events, { config: config(), accessToken: who.access_token });
      const count = screen!.queryClient.getQueryData<number>(notificationKeys.unreadCount(who.user.id));
      expect(count).toBe(await unread(who.user.id));
      counts.add(count!);
    }
    // Their counts differ: each read was the athlete's own.
    expect(counts.size).toBe(2);
    const visitor = await loadFirstScreen(paths.events, { config: config(), accessToken: null });
    expect(visitor!.queryClient.getQueryCache().findAll({ queryKey: notificationKeys.all })).toEqual([]);
  });

  it("gets the visitor's screen for a forged, an expired or a visitor's token", async () => {
    const ana = await sessionOf('ana@quadra.dev');
    const carla = await sessionOf('carla@quadra.dev');
    const tokens = {
      forged: resigned(ana.access_token, { sub: carla.user.id }, 'not-the-secret-of-this-backend-at-all'),
      expired: resigned(ana.access_token, { exp: Math.floor(Date.now() / 1000) - 60 }, CLI_JWT_SECRET),
      anon: dataStack().anonKey,
      garbage: 'not.a.token',
    };
    for (const [name, accessToken] of Object.entries(tokens)) {
      const screen = await loadFirstScreen(paths.events, { config: config(), accessToken });
      expect(screen?.caller, name).toBeNull();
      expect(screen!.queryClient.getQueryCache().getAll().map((q) => q.queryKey), name).toEqual([eventKeys.available(null, { ...NO_EVENTS_FILTER })]);
    }
  });
});

describe('a server render of the other main screens', () => {
  // The reads that reach the API, by rpc or table name, while one render runs.
  async function readsOf(url: string, accessToken: string | null) {
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const read = /\/rest\/v1\/(?:rpc\/)?([a-z_]+)/.exec(input instanceof Request ? input.url : String(input));
      if (read) sent.push(read[1]!);
      return realFetch(input, init);
    };
    try {
      const screen = await loadFirstScreen(url, { config: config(), accessToken });
      return { screen, sent: sent.sort() };
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  it("reads /search's query and tab from the URL, and asks nothing without a query", async () => {
    expect((await readsOf(`${paths.search}?q=fut`, null)).sent).toEqual(['search_events_normalized', 'search_profiles_page']);
    const events = await readsOf(`${paths.search}?q=%20fut%20&tab=events`, null);
    expect(events.sent).toEqual(['search_events_normalized']);
    expect(events.screen!.queryClient.getQueryData(searchKeys.events('fut'))).toMatchObject({ pages: [expect.any(Array)] });
    expect((await readsOf(`${paths.search}?q=ana&tab=profiles`, null)).sent).toEqual(['search_profiles_page']);
    const idle = await readsOf(paths.search, null);
    expect(idle.sent).toEqual([]);
    expect(idle.screen?.route.module).toBe('./SearchPage');
  });

  it("reads an athlete's /my-events without opening their due evaluations (a GET writes nothing); none for a visitor", async () => {
    const ana = await sessionOf('ana@quadra.dev');
    const { screen, sent } = await readsOf(paths.myEvents, ana.access_token);
    // With the header badge's count, read on every signed-in page.
    expect(sent).toEqual(['list_my_events', 'list_my_events', 'list_my_events', 'notifications']);
    expect(screen!.caller).toBe(ana.user.id);
    expect(screen!.queryClient.getQueryData(eventKeys.mySection(ana.user.id, 'active'))).toMatchObject({ pages: [expect.any(Array)] });
    expect((await readsOf(paths.myEvents, null)).screen).toBeNull();
  });

  it("reads each athlete's own notifications; none for a visitor", async () => {
    const [ana, carla] = [await sessionOf('ana@quadra.dev'), await sessionOf('carla@quadra.dev')];
    const owners = async (accessToken: string, caller: string) => {
      const { screen } = await readsOf(paths.notifications, accessToken);
      expect(screen!.queryClient.getQueryData(notificationKeys.unreadCount(caller))).toEqual(expect.any(Number));
      const list = screen!.queryClient.getQueryData(notificationKeys.list(caller)) as { pages: Array<Array<{ user_id: string }>> };
      return new Set(list.pages[0]!.map((n) => n.user_id));
    };
    expect(await owners(ana.access_token, ana.user.id)).toEqual(new Set([ana.user.id]));
    expect(await owners(carla.access_token, carla.user.id)).toEqual(new Set([carla.user.id]));
    expect((await readsOf(paths.notifications, null)).screen).toBeNull();
  });

  it("reads a profile as the caller sees it: the owner's private row only for its owner; /profile/current only signed in", async () => {
    const [ana, carla] = [await sessionOf('ana@quadra.dev'), await sessionOf('carla@quadra.dev')];
    const own = await readsOf(paths.currentProfile, ana.access_token);
    expect(own.screen!.queryClient.getQueryData(profileKeys.public(ana.user.id))).toMatchObject({ user_id: ana.user.id });
    expect(own.screen!.queryClient.getQueryData(profileKeys.mine(ana.user.id))).toMatchObject({ user_id: ana.user.id, phone: expect.any(String) });
    const other = await readsOf(paths.profile(carla.user.id), ana.access_token);
    expect(other.screen!.queryClient.getQueryData(profileKeys.public(carla.user.id))).toMatchObject({ user_id: carla.user.id });
    expect(other.sent).not.toContain('get_my_profile');
    const visitor = await readsOf(paths.profile(carla.user.id), null);
    expect(visitor.screen!.caller).toBeNull();
    expect(visitor.screen!.queryClient.getQueryData(profileKeys.public(carla.user.id))).toMatchObject({ user_id: carla.user.id });
    expect((await readsOf(paths.currentProfile, null)).screen).toBeNull();
  });
});
