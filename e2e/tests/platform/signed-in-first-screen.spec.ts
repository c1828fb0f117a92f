import { expect, test, type Page } from '../../support/fixtures';
import { CLI_JWT_SECRET, claimsOf, cookieName, cookieWithToken, documentWithScreen, openWithScreen, signHs256, signedInDevice, withoutScript } from '../../support/first-screen';
import { DEMO_PASSWORD, DEMO_USERS, apiClient, loginAs, settled } from '../../support/helpers';
import { stack } from '../../support/stack-env';

// The signed-in athlete's first screen comes in the document, rendered by the server with their
// session's cookie (the way @supabase/ssr keeps it): theirs alone, never another's, never from a
// forged or expired cookie, gone with a sign-out; and the cache kept on the device is theirs alone.

/** The first cards of an athlete's 'Eventos Inscritos' (as the screen shows 3), read from the API as them. */
async function joinedEvents(email: string, limit = 3): Promise<Array<{ id: string; title: string; starts_at: string; status: string; is_organizer: boolean; my_status: string | null }>> {
  const client = apiClient();
  const { error: signInError } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signInError) throw new Error(`sign-in of ${email}: ${signInError.message}`);
  const { data, error } = await client.rpc('list_joined_events', { p_limit: limit });
  if (error || !data) throw new Error(`list_joined_events: ${error?.message ?? 'no data'}`);
  return data as Awaited<ReturnType<typeof joinedEvents>>;
}

const joinedTitles = async (email: string) => (await joinedEvents(email)).map((e) => e.title);

/** The titles of the cards under a section heading of the server-rendered screen. */
function sectionTitles(page: Page, heading: string) {
  return page
    .locator('#first-screen section')
    .filter({ has: page.locator('h2', { hasText: new RegExp(`^${heading}$`) }) })
    .locator('article h3');
}

test('two athletes on two devices each get their own Eventos Inscritos in the first HTML, with no script', async ({ browser }) => {
  const titles = { ana: await joinedTitles(DEMO_USERS.ana), carla: await joinedTitles(DEMO_USERS.carla) };
  // Each has events of their own that the other has not joined: what tells the two screens apart.
  expect(titles.ana.filter((t) => !titles.carla.includes(t))).not.toEqual([]);
  expect(titles.carla.filter((t) => !titles.ana.includes(t))).not.toEqual([]);
  for (const athlete of ['ana', 'carla'] as const) {
    const device = await signedInDevice(browser, DEMO_USERS[athlete]);
    const { context, page } = await withoutScript(browser, device);
    const response = await openWithScreen(page, '/events');
    // A person's screen: never kept by a cache, and what the document is depends on the cookie.
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers()['vary']).toMatch(/cookie/i);
    // Read again after the render: specs running beside this one may give an athlete a new event.
    await expect(sectionTitles(page, 'Eventos Inscritos')).toHaveText(await joinedTitles(DEMO_USERS[athlete]));
    await expect(page.locator('#first-screen').getByRole('heading', { name: 'Eventos Disponíveis', includeHidden: true })).toBeVisible();
    await context.close();
    await device.close();
  }
});

test("an event's page arrives with the athlete's own action on it, with no script", async ({ browser }) => {
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  // One still to come that she plays in (not hers to organise): her place can be cancelled.
  const joined = (await joinedEvents(DEMO_USERS.ana, 50)).find(
    (e) => e.status === 'active' && !e.is_organizer && e.my_status === 'registered' && Date.parse(e.starts_at) > Date.now(),
  )!;
  expect(joined, 'an upcoming event Ana has joined').toBeDefined();
  const path = `/event/${joined.id}`;
  const leave = (page: Page) => page.locator('#first-screen').getByRole('button', { name: 'Cancelar inscrição', exact: true, includeHidden: true });
  const { context, page } = await withoutScript(browser, device);
  // Ana has joined it: her screen offers to cancel her place, which no visitor is offered.
  await openWithScreen(page, path);
  await expect(leave(page)).toBeVisible();
  const visitor = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await openWithScreen(visitorPage, path);
  await expect(visitorPage.locator('#first-screen h1')).toHaveText(joined.title);
  await expect(leave(visitorPage)).toHaveCount(0);
  await visitor.close();
  await context.close();
  await device.close();
});

test("a forged or expired cookie gets the visitor's screen", async ({ browser }) => {
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  const carla = await apiClient().auth.signInWithPassword({ email: DEMO_USERS.carla, password: DEMO_PASSWORD });
  const carlaId = carla.data.user!.id;
  const cases = {
    // Carla's id in a token Ana signs herself: the API refuses the signature.
    forged: ({ access_token }: { access_token: string }) => signHs256({ ...claimsOf(access_token), sub: carlaId }, 'not-the-secret-of-this-backend-at-all'),
    // A genuine token, signed by the backend's secret, whose time is up.
    expired: ({ access_token }: { access_token: string }) => signHs256({ ...claimsOf(access_token), exp: Math.floor(Date.now() / 1000) - 60 }, CLI_JWT_SECRET),
  };
  for (const [name, token] of Object.entries(cases)) {
    const context = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
    await context.addCookies(await cookieWithToken(device, token));
    const page = await context.newPage();
    const response = await openWithScreen(page, '/events');
    expect(response.headers()['cache-control'], name).toBe('no-cache');
    await expect(page.locator('#first-screen').getByRole('heading', { name: 'Eventos Disponíveis', includeHidden: true }), name).toBeVisible();
    await expect(page.locator('#first-screen h2', { hasText: 'Eventos Inscritos' }), name).toHaveCount(0);
    await context.close();
  }
  await device.close();
});

test('a sign-out in one tab leaves the next document with no personal data', async ({ browser }) => {
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  const [first] = await joinedTitles(DEMO_USERS.ana);
  const other = await device.newPage();
  expect(await documentWithScreen(other, '/events')).toContain(first!);

  const tab = await device.newPage();
  await tab.goto('/settings');
  await settled(tab);
  await tab.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(tab).toHaveURL(/\/$/);

  // The other tab's next document: the visitor's screen, nothing of Ana's.
  const html = await documentWithScreen(other, '/events');
  expect(html).toContain('Eventos Disponíveis');
  expect(html).not.toContain('Eventos Inscritos');
  expect(html).not.toContain(first!);
  expect((await other.request.get('/events')).headers()['cache-control']).toBe('no-cache');
  expect((await device.cookies()).filter((c) => c.name.startsWith(cookieName()))).toEqual([]);
  await device.close();
});

/** How many times the page asks the API for /events' two lists, counted from each document's request. */
function listsAsked(page: Page): { count: () => number } {
  let asked = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) asked = 0;
    else if (/\/rest\/v1\/rpc\/list_(available|joined)_events/.test(request.url())) asked += 1;
  });
  return { count: () => asked };
}

test("the app starts with what the document's screen read: /events asks for neither list again; a screen rendered for another account is not taken", async ({ browser }) => {
  const ana = await signedInDevice(browser, DEMO_USERS.ana);
  const page = await ana.newPage();
  const asked = listsAsked(page);
  await openWithScreen(page, '/events');
  await settled(page);
  // The app's own screen, from the document's answers: no second read of either list.
  await expect(page.getByRole('article', { name: (await joinedTitles(DEMO_USERS.ana))[0] })).toBeVisible();
  expect(asked.count()).toBe(0);
  await page.close();

  // Ana's device with Carla's cookie (the device's session is Ana's): the server renders Carla's
  // screen; its check removes it, with its answers, and the app reads Ana's lists for Ana.
  const carla = await signedInDevice(browser, DEMO_USERS.carla);
  const titles = { ana: await joinedTitles(DEMO_USERS.ana), carla: await joinedTitles(DEMO_USERS.carla) };
  const carlaOnly = titles.carla.filter((t) => !titles.ana.includes(t));
  const mixed = await browser.newContext({ baseURL: stack.baseUrl, storageState: await ana.storageState() });
  await mixed.clearCookies();
  await mixed.addCookies((await carla.cookies()).filter((c) => c.name.startsWith(cookieName())));
  const other = await mixed.newPage();
  const askedThere = listsAsked(other);
  const served = await openWithScreen(other, '/events');
  expect(await served.text(), "the document carries Carla's screen").toContain(carlaOnly[0]!);
  await settled(other);
  expect(askedThere.count()).toBeGreaterThan(0);
  // Nothing of Carla's went into Ana's cache: not on her screen, no query of Carla's kept on the device.
  const joinedSection = other.locator('section').filter({ has: other.locator('h2', { hasText: /^Eventos Inscritos$/ }) });
  await expect(joinedSection.getByRole('article', { name: titles.ana[0] })).toBeVisible();
  await expect(joinedSection.getByRole('article', { name: carlaOnly[0] })).toHaveCount(0);
  const [anaId, carlaId] = await Promise.all(
    [DEMO_USERS.ana, DEMO_USERS.carla].map(async (email) => (await apiClient().auth.signInWithPassword({ email, password: DEMO_PASSWORD })).data.user!.id),
  );
  await expect.poll(() => cachedAthletes(other), { timeout: 15_000 }).toEqual([anaId]);
  const keys = (await cachedQueries(other))[anaId!] ?? [];
  expect(keys.some((key) => key.includes(anaId!))).toBe(true);
  expect(keys.filter((key) => key.includes(carlaId!))).toEqual([]);
  await Promise.all([mixed.close(), carla.close(), ana.close()]);
});

/** The query caches this device keeps (IndexedDB 'quadra-query-cache'): each athlete's query keys, as JSON. */
function cachedQueries(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('quadra-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve({});
          const store = db.transaction('entries').objectStore('entries');
          const [keys, entries] = [store.getAllKeys(), store.getAll()];
          entries.onsuccess = () =>
            resolve(
              Object.fromEntries(
                (keys.result as string[]).map((key, i) => {
                  const queries = (entries.result[i] as { clientState?: { queries?: Array<{ queryKey: unknown }> } }).clientState?.queries ?? [];
                  return [key.replace('query-cache:', ''), queries.map((q) => JSON.stringify(q.queryKey))];
                }),
              ),
            );
        };
      }),
  );
}

/** The athletes whose query cache this device keeps. */
const cachedAthletes = async (page: Page) => Object.keys(await cachedQueries(page));

test("one account's saved cache is never shown to another signing in on the same device", async ({ page }) => {
  const titles = { ana: await joinedTitles(DEMO_USERS.ana), carla: await joinedTitles(DEMO_USERS.carla) };
  const anaOnly = titles.ana.filter((t) => !titles.carla.includes(t));
  const { userId: ana } = await loginAs(page, DEMO_USERS.ana);
  await page.goto('/events');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Eventos Inscritos' })).toBeVisible();
  await expect.poll(() => cachedAthletes(page), { timeout: 15_000 }).toEqual([ana]);

  // A returning visit shows it at once: with the network to the API held, the saved list is on screen.
  await page.route(`${stack.apiUrl}/rest/**`, () => undefined);
  await page.reload();
  await expect(page.getByRole('article', { name: anaOnly[0] })).toBeVisible();
  await page.unroute(`${stack.apiUrl}/rest/**`);

  // Ana signs out; Carla signs in on the same device. Nothing of Ana's ever shows.
  await page.goto('/settings');
  await settled(page);
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cachedAthletes(page)).toEqual([]);
  // From here on, any of Ana's own titles on screen is recorded.
  await page.addInitScript((shown) => {
    (window as { anaShown?: string[] }).anaShown = [];
    new MutationObserver(() => {
      for (const title of shown) if (document.body?.innerText.includes(title)) (window as { anaShown?: string[] }).anaShown!.push(title);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, anaOnly);
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_USERS.carla);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/events');
  await settled(page);
  await expect(page.getByRole('article', { name: titles.carla[0] })).toBeVisible();
  expect(await page.evaluate(() => (window as { anaShown?: string[] }).anaShown)).toEqual([]);
  const { data } = await apiClient().auth.signInWithPassword({ email: DEMO_USERS.carla, password: DEMO_PASSWORD });
  await expect.poll(() => cachedAthletes(page), { timeout: 15_000 }).toEqual([data.user!.id]);
});
