import { createHmac } from 'node:crypto';
import { createChunks, stringFromBase64URL, stringToBase64URL } from '@supabase/ssr';
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, apiClient, loginAs, settled } from '../../support/helpers';
import { stack } from '../../support/stack-env';

// The signed-in athlete's first screen comes in the document, rendered by the server with their
// session's cookie (the way @supabase/ssr keeps it): theirs alone, never another's, never from a
// forged or expired cookie, gone with a sign-out; and the cache kept on the device is theirs alone.

const cookieName = () => `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
/** The local backend's JWT secret (the Supabase CLI's, supabase/server/auth/jwt.ts): to sign an expired token. */
const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

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

/**
 * A device where `email` signed in and opened /events once: the app has written the session's
 * cookie (auth-js writes it with the session). The context stays open, JavaScript on.
 */
async function signedInDevice(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  const page = await context.newPage();
  await loginAs(page, email);
  await page.goto('/events');
  await settled(page);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name.startsWith(cookieName())), { timeout: 20_000 }).toBe(true);
  await page.close();
  return context;
}

/**
 * Opens `path` until its document carries a server-rendered screen: the shell's server waits for
 * the remote's render at most 400 ms, and on a busy machine the first ones can be later (the
 * document then comes as before, splash then app). Returns the last document's response.
 */
async function openWithScreen(page: Page, path: string) {
  let response = null as Awaited<ReturnType<Page['goto']>>;
  await expect
    .poll(
      async () => {
        response = await page.goto(path);
        return page.locator('#first-screen').count();
      },
      { timeout: 30_000, message: `${path} never came with its first screen` },
    )
    .toBe(1);
  return response!;
}

/** A document of `path` carrying a server-rendered screen, fetched with the context's cookies. */
async function documentWithScreen(page: Page, path: string) {
  let html = '';
  await expect
    .poll(async () => (html = await (await page.request.get(path)).text()), { timeout: 30_000, message: `${path} never came with its first screen` })
    .toContain('<div id="first-screen"');
  return html;
}

/** The same device with JavaScript off: only what the server sent is on screen. */
async function withoutScript(browser: Browser, device: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false, storageState: await device.storageState(), viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

/** The titles of the cards under a section heading of the server-rendered screen. */
function sectionTitles(page: Page, heading: string) {
  return page
    .locator('#first-screen section')
    .filter({ has: page.locator('h2', { hasText: new RegExp(`^${heading}$`) }) })
    .locator('article h3');
}

/** The session's cookie with its access token replaced, written as @supabase/ssr writes it. */
async function cookieWithToken(device: BrowserContext, token: (session: { access_token: string }) => string) {
  const chunks = (await device.cookies()).filter((c) => c.name === cookieName() || c.name.startsWith(`${cookieName()}.`));
  const ordered = chunks.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const session = JSON.parse(stringFromBase64URL(ordered.map((c) => c.value).join('').slice('base64-'.length))) as { access_token: string };
  const value = `base64-${stringToBase64URL(JSON.stringify({ ...session, access_token: token(session) }))}`;
  const url = stack.baseUrl;
  return createChunks(cookieName(), value).map((c) => ({ name: c.name, value: c.value, url }));
}

function signHs256(claims: Record<string, unknown>, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

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

/** The athletes whose query cache this device keeps (IndexedDB 'quadra-query-cache'). */
function cachedAthletes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('quadra-query-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const keys = db.transaction('entries').objectStore('entries').getAllKeys();
          keys.onsuccess = () => resolve((keys.result as string[]).map((k) => k.replace('query-cache:', '')));
        };
      }),
  );
}

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
