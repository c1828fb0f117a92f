import { expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { apiClient, DEMO_PASSWORD, uniqueEmail } from '../../support/helpers';
import { signedIn } from '../notifications/notifications-data';

/**
 * A seed athlete these journeys read (never change, see supabase/CONTRACT.md): Elisa has a phone,
 * a birth date and the accessibility need 'visual' (all private).
 */
export const ELISA = {
  id: 'a0000000-0000-4000-8000-000000000005', name: 'Elisa Castro', phone: '41987650005', birthDate: '1999-05-18',
};

export interface FreshAthlete {
  id: string;
  email: string;
  name: string;
}

/**
 * A new confirmed athlete (password Quadra123) that no other spec knows: the profile journeys
 * change names, photos and praise, which would disturb the demo users other specs rely on.
 */
export async function freshAthlete(name: string): Promise<FreshAthlete> {
  const email = uniqueEmail('perfil');
  const { data, error } = await apiClient('service_role').auth.admin.createUser({
    email, password: DEMO_PASSWORD, email_confirm: true, user_metadata: { full_name: name },
  });
  if (error || !data.user) throw new Error(`createUser(${email}): ${error?.message}`);
  return { id: data.user.id, email, name };
}

/** The date `daysAgo` days before today in São Paulo (the events' zone), as YYYY-MM-DD. */
function saoPauloDate(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

/**
 * A game of this run only, played `daysAgo` days ago at 18:00 (yesterday by default), organised by
 * a fresh athlete, with `players` registered. It is closed and its evaluations opened the way the
 * app does it: 'Meus eventos' calls open_due_evaluations as `players[0]`, which closes their games
 * that started over 3 h ago and opens every registered player's evaluation. Each run plays its own
 * games: a deployed site keeps earlier runs' (and the seed's) in its lists.
 */
export async function finishedGame(
  title: string,
  players: [FreshAthlete, ...FreshAthlete[]],
  { daysAgo = 1 } = {},
): Promise<string> {
  const admin = apiClient('service_role');
  const organiser = await freshAthlete('Olga Organizadora');
  const { data: event, error } = await admin
    .from('events')
    .insert({ title, location: 'Quadra do Parque', date: saoPauloDate(daysAgo), time: '18:00', created_by: organiser.id, max_participants: 10 })
    .select('id')
    .single();
  if (error || !event) throw new Error(`finished game: ${error?.message}`);
  const rows = players.map((p) => ({ event_id: event.id, user_id: p.id, status: 'registered' }));
  const joined = await admin.from('event_participants').insert(rows);
  if (joined.error) throw new Error(`participants: ${joined.error.message}`);

  const [first] = players;
  const opened = await (await signedIn(first)).rpc('open_due_evaluations');
  if (opened.error) throw new Error(`open_due_evaluations: ${opened.error.message}`);
  const { data: mine } = await admin
    .from('event_participants')
    .select('evaluation_status')
    .eq('event_id', event.id)
    .eq('user_id', first.id)
    .single();
  if (mine?.evaluation_status !== 'evaluation_available') {
    throw new Error(`finished game ${event.id}: the evaluation did not open (${mine?.evaluation_status})`);
  }
  return event.id as string;
}

/** `athlete` sends the evaluation of `eventId` with no praise and no comment: the game reads 'Avaliado'. */
export async function evaluatedWithoutPraise(athlete: FreshAthlete, eventId: string): Promise<void> {
  const { error } = await (await signedIn(athlete)).rpc('submit_evaluation', { p_event_id: eventId, p_praises: [] });
  if (error) throw new Error(`submit_evaluation(${eventId}): ${error.message}`);
}

/** No serious or critical WCAG A/AA violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], { impacts: ['serious', 'critical'] })).toEqual([]);
}

/** At 320 px wide nothing sticks out sideways (the page never scrolls horizontally). */
export async function expectFits320(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

/** A 1×1 PNG, as a picked file. */
export const PNG = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};
