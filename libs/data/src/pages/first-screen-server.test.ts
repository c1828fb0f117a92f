// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '@quadra/contracts';
import { eventKeys } from '../keys';
import { NO_EVENTS_FILTER } from '../events/list-args';
import { loadFirstScreen } from './first-screen-server';

// A server renders the signed-in athlete's first screen with their token, as a process with no
// session of its own (no device storage here): RLS answers as in their browser, and a token the
// API refuses gets the visitor's screen, never anyone's data.
const config = () => ({ supabaseUrl: inject('dataStack').url, supabaseAnonKey: inject('dataStack').anonKey });
/** The local backend's JWT secret (the Supabase CLI's): to sign an expired token. */
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** A session from the API's password grant. */
async function sessionOf(email: string): Promise<{ access_token: string; user: { id: string } }> {
  const { url, anonKey } = inject('dataStack');
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

  it("gets the visitor's screen for a forged, an expired or a visitor's token", async () => {
    const ana = await sessionOf('ana@quadra.dev');
    const carla = await sessionOf('carla@quadra.dev');
    const tokens = {
      forged: resigned(ana.access_token, { sub: carla.user.id }, 'not-the-secret-of-this-backend-at-all'),
      expired: resigned(ana.access_token, { exp: Math.floor(Date.now() / 1000) - 60 }, CLI_JWT_SECRET),
      anon: inject('dataStack').anonKey,
      garbage: 'not.a.token',
    };
    for (const [name, accessToken] of Object.entries(tokens)) {
      const screen = await loadFirstScreen(paths.events, { config: config(), accessToken });
      expect(screen?.caller, name).toBeNull();
      expect(screen!.queryClient.getQueryCache().getAll().map((q) => q.queryKey), name).toEqual([eventKeys.available(null, { ...NO_EVENTS_FILTER })]);
    }
  });
});
