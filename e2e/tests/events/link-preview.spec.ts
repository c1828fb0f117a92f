/**
 * Issue 52: a shared event link previews in a chat. The crawler's request is answered with the
 * page's own title and description and its Open Graph and Twitter tags; the image is a PNG of
 * 1200×630 under 300 KB whose address and words change when the places do.
 */
import { test, expect } from '../../support/fixtures';
import { apiClient, DEMO_PASSWORD } from '../../support/helpers';
import { requires } from '../../support/stack-env';
import { ATHLETES, ownEvent, type Athlete } from './events-data';

requires('service role');

const CRAWLERS = ['WhatsApp/2.23.20.0 A', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'];

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The document's head as a crawler reads it: its title and its meta tags by name or property. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) tags.set(key!, decode(content!));
  return { title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), tags, head };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function joinAs(athlete: Athlete, eventId: string) {
  const client = apiClient();
  const { error: signInError } = await client.auth.signInWithPassword({ email: athlete.email, password: DEMO_PASSWORD });
  expect(signInError).toBeNull();
  const { error } = await client.rpc('join_event', { p_event_id: eventId });
  expect(error).toBeNull();
}

test('a chat previews an event: its tags, a 1200×630 image, and a new image when the places change', async ({ request, baseURL }) => {
  const event = await ownEvent(ATHLETES.bruno, [ATHLETES.carla], { max: 3, title: 'Pelada "A&B" <3 da Prévia' });
  // A fixed day and Manaus' clock: the preview says the event's own day and time.
  const { error } = await apiClient('service_role').from('events').update({ date: '2027-03-06', time: '19:00', time_zone: 'America/Manaus' }).eq('id', event.id);
  expect(error).toBeNull();

  const crawl = async (userAgent = CRAWLERS[0]!) => {
    const response = await request.get(`/event/${event.id}`, { headers: { 'User-Agent': userAgent } });
    expect(response.status()).toBe(200);
    return headOf(await response.text());
  };
  const image = async (url: string) => {
    const response = await request.get(url, { headers: { 'User-Agent': CRAWLERS[0]! }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);
    return bytes;
  };

  const when = 'sábado, 6 de março de 2027 às 19:00 (horário de Manaus)';
  for (const crawler of CRAWLERS) {
    const { title, tags } = await crawl(crawler);
    expect(title).toBe(`${event.title} · Quadra`);
    expect(tags.get('og:title')).toBe(event.title);
    expect(tags.get('description')).toBe(`Esporte · ${when} · Quadra do Parque · Faltam 2 vagas`);
    expect(tags.get('og:description')).toBe(tags.get('description'));
    expect(tags.get('og:url')).toBe(`${baseURL}/event/${event.id}`);
    expect(tags.get('og:image')).toMatch(new RegExp(`^${baseURL}/preview/event/${event.id}/[a-z0-9]+\\.png$`));
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
  }
  // The title's markup characters are text: escaped in the document, never a tag.
  expect((await crawl()).head).not.toContain('<3');
  const before = (await crawl()).tags.get('og:image')!;
  const firstImage = await image(before);

  // Diego joins: one place left, a new image at a new address.
  await joinAs(ATHLETES.diego, event.id);
  const afterJoin = (await crawl()).tags;
  expect(afterJoin.get('og:description')).toMatch(/ · Falta 1 vaga$/);
  expect(afterJoin.get('og:image')).not.toBe(before);
  expect((await image(afterJoin.get('og:image')!)).equals(firstImage)).toBe(false);
  // The old address now leads to the new image.
  const old = await request.get(before, { maxRedirects: 0 });
  expect(old.status()).toBe(302);
  expect(new URL(old.headers()['location']!, baseURL).pathname).toBe(new URL(afterJoin.get('og:image')!).pathname);

  // Full, then a line: 'Lotado · 1 na lista de espera'.
  await joinAs(ATHLETES.elisa, event.id);
  await joinAs(ATHLETES.felipe, event.id);
  const full = await crawl();
  expect(full.tags.get('og:description')).toMatch(/ · Lotado · 1 na lista de espera$/);
  await image(full.tags.get('og:image')!);
  // Never who: no participant or organiser is named in the head.
  for (const person of [ATHLETES.bruno, ATHLETES.carla, ATHLETES.diego, ATHLETES.elisa, ATHLETES.felipe]) expect(full.head).not.toContain(person.name);

  // Paused, then cancelled: the preview says so instead of the places.
  await apiClient('service_role').from('events').update({ status: 'paused' }).eq('id', event.id);
  expect((await crawl()).tags.get('og:description')).toMatch(/ · Inscrições pausadas$/);
  await apiClient('service_role').from('events').update({ status: 'cancelled' }).eq('id', event.id);
  const cancelled = await crawl();
  expect(cancelled.tags.get('og:description')).toMatch(/ · Evento cancelado$/);
  await image(cancelled.tags.get('og:image')!);
});

test('a page without a preview has its own title and the site description; an unknown event has none', async ({ request }) => {
  const events = headOf(await (await request.get('/events', { headers: { 'User-Agent': CRAWLERS[0]! } })).text());
  expect(events.title).toBe('Eventos · Quadra');
  expect(events.tags.get('description')).toMatch(/^Quadra — Tecnologia a favor do esporte/);
  expect(events.tags.has('og:image')).toBe(false);
  const unknown = headOf(await (await request.get('/event/00000000-0000-4000-8000-000000000000')).text());
  expect(unknown.title).toBe('Evento · Quadra');
  expect(unknown.tags.has('og:image')).toBe(false);
  expect((await request.get('/preview/event/00000000-0000-4000-8000-000000000000/abc.png')).status()).toBe(404);
});
