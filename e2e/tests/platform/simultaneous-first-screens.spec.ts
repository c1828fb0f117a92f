import { expect, test } from '../../support/fixtures';
import { signedInDevice } from '../../support/first-screen';
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

/** Whether the document holds a text, as written or as React escapes it in HTML. */
const holds = (html: string, text: string) =>
  html.includes(text) || html.includes(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'));

test("two athletes' first screens rendered at the same moment each carry only their own data", async ({ browser }) => {
  const [ana, carla] = await Promise.all([joinedTitles(DEMO_USERS.ana), joinedTitles(DEMO_USERS.carla)]);
  const onlyAna = ana.titles.filter((t) => !carla.titles.includes(t));
  const onlyCarla = carla.titles.filter((t) => !ana.titles.includes(t));
  expect(onlyAna, 'events only Ana joined').not.toEqual([]);
  expect(onlyCarla, 'events only Carla joined').not.toEqual([]);
  const devices = { ana: await signedInDevice(browser, DEMO_USERS.ana), carla: await signedInDevice(browser, DEMO_USERS.carla) };

  // Ten rounds of both documents requested at once, interleaved.
  const requests = Array.from({ length: 10 }, () => (['ana', 'carla'] as const).map(async (who) => ({
    who, html: await (await devices[who].request.get('/events')).text(),
  }))).flat();
  const documents = await Promise.all(requests);
  const rendered = documents.filter((d) => d.html.includes('<div id="first-screen"'));
  expect(rendered.length, 'documents that came with their first screen').toBeGreaterThanOrEqual(4);
  for (const { who, html } of rendered) {
    const other = who === 'ana' ? carla : ana;
    const otherOnly = who === 'ana' ? onlyCarla : onlyAna;
    // The other athlete's id (in the answers the document carries) and events are nowhere in it.
    expect(html.includes(other.id), `${who}'s document names the other athlete`).toBe(false);
    for (const title of otherOnly) expect(holds(html, title), `${who}'s document shows "${title}"`).toBe(false);
    expect((who === 'ana' ? onlyAna : onlyCarla).some((t) => holds(html, t)), `${who}'s document shows her own events`).toBe(true);
  }
  await Promise.all(Object.values(devices).map((d) => d.close()));
});
