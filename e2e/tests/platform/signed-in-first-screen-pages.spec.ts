import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../../support/fixtures';
import { cookieWithToken, documentWithScreen, openWithScreen, signHs256, claimsOf, signedInDevice, withoutScript } from '../../support/first-screen';
import { DEMO_PASSWORD, DEMO_USERS, apiClient } from '../../support/helpers';
import { stack } from '../../support/stack-env';

// Beyond /events: /search (its query and tab from the URL), /my-events, /profile/:id and
// /notifications arrive rendered in the document, for a visitor where the page is public and for
// the signed-in athlete as they see it; never another athlete's data, never from a forged cookie.

type Athlete = keyof typeof DEMO_USERS;

/** An API client signed in as `athlete`, and their id. */
async function signedIn(athlete: Athlete) {
  const client = apiClient();
  const { data, error } = await client.auth.signInWithPassword({ email: DEMO_USERS[athlete], password: DEMO_PASSWORD });
  if (error) throw new Error(`sign-in of ${athlete}: ${error.message}`);
  return { client, id: data.user.id };
}

/** The titles of an athlete's 'Ativos' in "Meus eventos", read from the API as them. */
async function activeTitles(athlete: Athlete): Promise<string[]> {
  const { client } = await signedIn(athlete);
  const { data, error } = await client.rpc('list_my_events', { p_section: 'active', p_limit: 20 });
  if (error || !data) throw new Error(`list_my_events: ${error?.message ?? 'no data'}`);
  return (data as Array<{ title: string }>).map((e) => e.title);
}

/** The messages of an athlete's newest notifications, read from the API as them. */
async function notificationMessages(athlete: Athlete): Promise<string[]> {
  const { client, id } = await signedIn(athlete);
  const { data, error } = await client.from('notifications').select('message').eq('user_id', id).order('created_at', { ascending: false }).limit(30);
  if (error || !data) throw new Error(`notifications: ${error?.message ?? 'no data'}`);
  return data.map((n) => n.message as string);
}

const screen = (page: Page) => page.locator('#first-screen');
/** The cards of the server-rendered "Meus eventos" under its 'Ativos'. */
const activeCards = (page: Page) => screen(page).locator('section[aria-label="Ativos"] article');

/** Opens `path` on a copy of `device` with JavaScript off until its document carries a first screen. */
async function openWithoutScript(browser: Browser, device: BrowserContext, path: string) {
  const off = await withoutScript(browser, device);
  const response = await openWithScreen(off.page, path);
  return { ...off, response };
}

test("/search arrives rendered with the URL's query and tab, for a visitor and an athlete, with no script", async ({ browser }) => {
  const visitor = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
  const page = await visitor.newPage();
  const { data: events } = await (await signedIn('ana')).client.rpc('search_events_normalized', { search_query: 'fut', p_limit: 20, p_offset: 0 });
  const eventTitles = (events as Array<{ title: string }>).map((e) => e.title);
  expect(eventTitles.length).toBeGreaterThan(0);

  const response = await openWithScreen(page, '/search?q=fut&tab=events');
  expect(response.headers()['cache-control']).toBe('no-cache');
  await expect(screen(page).getByRole('searchbox', { includeHidden: true })).toHaveValue('fut');
  await expect(screen(page).getByRole('tab', { name: 'Eventos', selected: true, includeHidden: true })).toHaveCount(1);
  await expect(screen(page).getByRole('list', { name: 'Eventos encontrados', includeHidden: true }).getByRole('listitem', { includeHidden: true })).toHaveCount(
    eventTitles.length,
  );
  // A deployed site keeps earlier runs' games, some under the same name.
  for (const title of new Set(eventTitles)) {
    await expect(screen(page).getByText(title, { exact: true })).toHaveCount(eventTitles.filter((t) => t === title).length);
  }
  // The athletes' tab asks for athletes only.
  await openWithScreen(page, '/search?q=souza&tab=profiles');
  await expect(screen(page).getByRole('link', { name: /Ana Souza/, includeHidden: true })).toHaveCount(1);
  await expect(screen(page).getByRole('list', { name: 'Eventos encontrados', includeHidden: true })).toHaveCount(0);
  await visitor.close();

  // Signed in: the same search, in a document no cache keeps.
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  const signedInPage = await openWithoutScript(browser, device, '/search?q=fut&tab=events');
  expect(signedInPage.response.headers()['cache-control']).toBe('private, no-store');
  await expect(screen(signedInPage.page).getByRole('searchbox', { includeHidden: true })).toHaveValue('fut');
  await signedInPage.context.close();
  await device.close();
});

test("two athletes each get their own /my-events and /notifications in the first HTML, with no script; a visitor gets none", async ({ browser }) => {
  const titles = { ana: await activeTitles('ana'), carla: await activeTitles('carla') };
  const messages = { ana: await notificationMessages('ana'), carla: await notificationMessages('carla') };
  // What tells the two screens apart: each has active events and notifications the other has not.
  const anaOnly = titles.ana.filter((t) => !titles.carla.includes(t));
  expect(anaOnly).not.toEqual([]);
  expect(messages.ana.filter((m) => !messages.carla.includes(m))).not.toEqual([]);
  for (const athlete of ['ana', 'carla'] as const) {
    const other = athlete === 'ana' ? 'carla' : 'ana';
    const device = await signedInDevice(browser, DEMO_USERS[athlete]);
    const { context, page, response } = await openWithoutScript(browser, device, '/my-events');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers()['vary']).toMatch(/cookie/i);
    for (const title of titles[athlete]) await expect(activeCards(page).filter({ hasText: title }).first()).toBeAttached();
    for (const title of titles[other].filter((t) => !titles[athlete].includes(t))) await expect(screen(page).getByText(title)).toHaveCount(0);

    await openWithScreen(page, '/notifications');
    for (const message of messages[athlete]) await expect(screen(page).getByText(message, { exact: true }).first()).toBeAttached();
    for (const message of messages[other].filter((m) => !messages[athlete].includes(m))) await expect(screen(page).getByText(message, { exact: true })).toHaveCount(0);
    if (messages[athlete].length === 0) await expect(screen(page).getByText('Nenhuma notificação ainda')).toHaveCount(1);
    await context.close();
    await device.close();
  }
  // A visitor's /my-events and /notifications: their pages are for athletes only, the document is as before.
  const visitor = await browser.newContext({ baseURL: stack.baseUrl });
  for (const path of ['/my-events', '/notifications']) {
    const html = await (await visitor.request.get(path)).text();
    expect(html, path).not.toContain('id="first-screen"');
    expect(html, path).toMatch(/<script defer src="[^"]+index\.[0-9a-f]+\.js"/);
  }
  await visitor.close();
});

test("a profile arrives rendered: the owner's own with its edit button, anyone's public one for a visitor", async ({ browser }) => {
  const carla = await signedIn('carla');
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  const own = await openWithoutScript(browser, device, '/profile/current');
  expect(own.response.headers()['cache-control']).toBe('private, no-store');
  await expect(screen(own.page).getByRole('heading', { name: 'Ana Souza', includeHidden: true })).toHaveCount(1);
  await expect(screen(own.page).getByRole('link', { name: 'Editar perfil', includeHidden: true })).toHaveCount(1);
  // Another's profile, seen by Ana: theirs, and nothing to edit.
  await openWithScreen(own.page, `/profile/${carla.id}`);
  await expect(screen(own.page).getByRole('heading', { name: /^Carla/, includeHidden: true })).toHaveCount(1);
  await expect(screen(own.page).getByRole('link', { name: 'Editar perfil', includeHidden: true })).toHaveCount(0);
  await own.context.close();

  const visitor = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
  const page = await visitor.newPage();
  const response = await openWithScreen(page, `/profile/${carla.id}`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  await expect(screen(page).getByRole('heading', { name: /^Carla/, includeHidden: true })).toHaveCount(1);
  await visitor.close();
  await device.close();
});

test("a forged cookie gets the visitor's screen on these pages: none of the athlete's data", async ({ browser }) => {
  const ana = await signedIn('ana');
  const carla = await signedIn('carla');
  const device = await signedInDevice(browser, DEMO_USERS.ana);
  const [activeTitle] = await activeTitles('ana');
  // The genuine cookie first: Ana's own screens come with it.
  const genuine = await device.newPage();
  expect(await documentWithScreen(genuine, '/my-events')).toContain(activeTitle!);
  expect(await documentWithScreen(genuine, `/profile/${ana.id}`)).toContain('Editar perfil');

  // Carla's id in a token signed with a secret that is not the backend's.
  const context = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
  await context.addCookies(await cookieWithToken(device, ({ access_token }) => signHs256({ ...claimsOf(access_token), sub: carla.id }, 'not-the-secret-of-this-backend-at-all')));
  const page = await context.newPage();
  // Ana's profile as a visitor sees it: hers, with nothing to edit.
  const response = await openWithScreen(page, `/profile/${ana.id}`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  await expect(screen(page).getByRole('heading', { name: 'Ana Souza', includeHidden: true })).toHaveCount(1);
  await expect(screen(page).getByRole('link', { name: 'Editar perfil', includeHidden: true })).toHaveCount(0);
  // Pages for athletes only: no first screen, nothing of anyone's.
  for (const path of ['/my-events', '/notifications', '/profile/current']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain('id="first-screen"');
    expect(html, path).not.toContain(activeTitle!);
  }
  await context.close();
  await device.close();
});

test("the app takes /my-events' place only once it has the lists too: the cards never give way to spinners, nothing moves", async ({ browser }) => {
  const device = await signedInDevice(browser, DEMO_USERS.bruno);
  const page = await device.newPage();
  // The lists answer the browser a second late (the server's render read them itself).
  await page.route('**/rest/v1/rpc/list_my_events', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const seen = window as { shifted?: number };
    seen.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifted! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openWithScreen(page, '/my-events');
  await expect(screen(page)).toHaveCount(0);
  await expect(page.locator('#root section[aria-label="Ativos"] article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { shifted?: number }).shifted)).toBe(0);
  await device.close();
});
