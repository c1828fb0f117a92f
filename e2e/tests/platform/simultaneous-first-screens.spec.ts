import { expect, test } from '../../support/fixtures';
import { documentWithScreen, signedInDevice } from '../../support/first-screen';
import { DEMO_PASSWORD, DEMO_USERS, apiClient } from '../../support/helpers';

// Issue 49: two athletes' server renders at the same moment. The document server reads each
// athlete's data with their own token while the other's render is in flight: every document must
// carry its own athlete's screen and data, and nothing of the other's.

/** An athlete's id and the titles of the events only they have joined (not the other). */
async function joinedTitles(email: string): Promise<{ id: string; titles: string[] }> {
  const client = apiClient();
  const { data: auth, error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in of ${email}: ${error.message}`);
  const { data } = await client.rpc('list_joined_events', { p_limit: 50 });
  return { id: auth.user!.id, titles: (data ?? []).map((e: { title: string }) => e.title) };
}

/** A text as React writes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The card titles under 'Eventos Inscritos' in a server-rendered /events (the other section lists events anyone may join). */
function joinedSection(html: string): string[] {
  const start = html.search(/<h2[^>]*>Eventos Inscritos<\/h2>/);
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf('</section>', start));
  return [...section.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, ''));
}

test("two athletes' first screens rendered at the same moment each carry only their own data", async ({ browser }) => {
  const [ana, carla] = await Promise.all([joinedTitles(DEMO_USERS.ana), joinedTitles(DEMO_USERS.carla)]);
  const onlyAna = ana.titles.filter((t) => !carla.titles.includes(t));
  const onlyCarla = carla.titles.filter((t) => !ana.titles.includes(t));
  expect(onlyAna, 'events only Ana joined').not.toEqual([]);
  expect(onlyCarla, 'events only Carla joined').not.toEqual([]);
  const devices = { ana: await signedInDevice(browser, DEMO_USERS.ana), carla: await signedInDevice(browser, DEMO_USERS.carla) };

  const check = (who: 'ana' | 'carla', html: string) => {
    const other = who === 'ana' ? carla : ana;
    const otherOnly = who === 'ana' ? onlyCarla : onlyAna;
    // The other athlete's id (in the answers the document carries) is nowhere in it, nor their events in hers.
    expect(html.includes(other.id), `${who}'s document names the other athlete`).toBe(false);
    const section = joinedSection(html);
    for (const title of otherOnly) expect(section, `${who}'s 'Eventos Inscritos' shows "${title}"`).not.toContain(escaped(title));
    expect(section.length, `${who}'s 'Eventos Inscritos' has cards`).toBeGreaterThan(0);
    const own = (who === 'ana' ? ana : carla).titles.map(escaped);
    for (const title of section) expect(own, `${who}'s 'Eventos Inscritos' shows "${title}", not hers`).toContain(title);
  };
  // Each device's render warmed once (the first ones can miss the server's 400 ms wait), then both
  // documents asked for at the same moment, round after round, until three rounds came rendered.
  for (const who of ['ana', 'carla'] as const) {
    const page = await devices[who].newPage();
    check(who, await documentWithScreen(page, '/events'));
    await page.close();
  }
  let bothRendered = 0;
  for (const end = Date.now() + 60_000; bothRendered < 3 && Date.now() < end; ) {
    const round = await Promise.all((['ana', 'carla', 'ana', 'carla'] as const).map(async (who) => ({
      who, html: await (await devices[who].request.get('/events')).text(),
    })));
    const rendered = round.filter((d) => d.html.includes('<div id="first-screen"'));
    for (const { who, html } of rendered) check(who, html);
    if (new Set(rendered.map((d) => d.who)).size === 2) bothRendered += 1;
  }
  expect(bothRendered, 'rounds where both athletes\' documents came rendered at once').toBe(3);
  await Promise.all(Object.values(devices).map((d) => d.close()));
});
