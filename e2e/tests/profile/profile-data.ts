import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../../support/fixtures';
import { apiClient, DEMO_PASSWORD, uniqueEmail } from '../../support/helpers';

/** Seed athletes these journeys read (never change): see supabase/CONTRACT.md. */
export const ANA = { id: 'a0000000-0000-4000-8000-000000000001', email: 'ana@quadra.dev' };
/** Elisa has a phone, a birth date and the accessibility need 'visual' (all private). */
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

/**
 * A game that ended yesterday, organised by a fresh athlete, with Ana and `players` registered and
 * Ana's evaluation open: the seed's own finished game (901) stays for the events specs.
 */
export async function finishedGameWithAna(title: string, players: FreshAthlete[]): Promise<string> {
  const admin = apiClient('service_role');
  const organiser = await freshAthlete('Olga Organizadora');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { data: event, error } = await admin
    .from('events')
    .insert({ title, location: 'Quadra do Parque', date: yesterday, time: '18:00', status: 'completed', created_by: organiser.id, max_participants: 10 })
    .select('id')
    .single();
  if (error || !event) throw new Error(`finished game: ${error?.message}`);
  const rows = [
    { event_id: event.id, user_id: ANA.id, status: 'registered', evaluation_status: 'evaluation_available' },
    ...players.map((p) => ({ event_id: event.id, user_id: p.id, status: 'registered', evaluation_status: 'pending' })),
  ];
  const joined = await admin.from('event_participants').insert(rows);
  if (joined.error) throw new Error(`participants: ${joined.error.message}`);
  return event.id as string;
}

/** No serious or critical WCAG A/AA violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
