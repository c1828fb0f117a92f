import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/fixtures';
import { documentWithScreen, openWithScreen } from '../../support/first-screen';
import { DEMO_USERS, apiClient, loginAs, settled } from '../../support/helpers';
import { stack } from '../../support/stack-env';

/** The first event of 'Eventos Disponíveis' as a visitor sees it, read from the API. */
async function firstVisitorEvent(): Promise<{ id: string; title: string }> {
  const { data, error } = await apiClient().rpc('list_available_events', { p_limit: 1 });
  if (error || !data?.[0]) throw new Error(`list_available_events: ${error?.message ?? 'no event'}`);
  return data[0] as { id: string; title: string };
}

/** Records, at DOMContentLoaded, whether the document still held the server-rendered screen. */
const recordFirstScreenAtParse = () =>
  document.addEventListener('DOMContentLoaded', () => {
    (window as { firstScreenAtParse?: boolean }).firstScreenAtParse = document.getElementById('first-screen') !== null;
  });

test('a visitor’s /events arrives rendered in the document: it shows with no script at all', async ({ browser }) => {
  const { title } = await firstVisitorEvent();
  for (const width of [320, 390]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 700 } });
    const page = await context.newPage();
    await openWithScreen(page, '/events');
    const screen = page.locator('#first-screen');
    await expect(screen.getByRole('heading', { name: 'Eventos Disponíveis', includeHidden: true })).toBeVisible();
    await expect(screen.getByText(title, { exact: true })).toBeVisible();
    // The shell's frame too: its tabs, as the app draws them.
    await expect(screen.getByText('Buscar', { exact: true })).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  }
});

test('an event’s page arrives rendered too: title, organiser, players and the wall, with no script', async ({ browser }) => {
  const { id, title } = await firstVisitorEvent();
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  await openWithScreen(page, `/event/${id}`);
  const screen = page.locator('#first-screen');
  await expect(screen.getByRole('heading', { level: 1, name: title, includeHidden: true })).toBeVisible();
  await expect(screen.getByRole('heading', { name: /^Jogadores/, includeHidden: true })).toBeAttached();
  await expect(screen.getByRole('heading', { name: 'Mural de Comentários', includeHidden: true })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // No such event: the document is the splash, and the app says so.
  expect(await (await page.request.get('/event/a0000000-0000-4000-8000-00000000dead')).text()).not.toContain('id="first-screen"');
  await context.close();
});

test('the app takes the server-rendered screen’s place: the two are never on show together', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(recordFirstScreenAtParse);
  await page.addInitScript(() => {
    (window as { bothShown?: boolean }).bothShown = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (document.getElementById('first-screen') && root && getComputedStyle(root).display !== 'none') {
        (window as { bothShown?: boolean }).bothShown = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await openWithScreen(page, '/events');
  await settled(page);
  expect(await page.evaluate(() => (window as { firstScreenAtParse?: boolean }).firstScreenAtParse)).toBe(true);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toHaveCount(1);
  expect(await page.evaluate(() => (window as { bothShown?: boolean }).bothShown)).toBe(false);
  // The app runs: the filter opens, which the inert server-rendered copy could not do.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Its inline scripts run under the content policy (allowed by their hashes), and nothing failed.
  expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
});

test('a signed-in user never sees the visitor’s screen: it is gone before the first paint', async ({ page }) => {
  // The server cannot tell who is asking: it sends the visitor's screen all the same.
  await documentWithScreen(page, '/events');
  await loginAs(page, DEMO_USERS.carla);
  await page.addInitScript(recordFirstScreenAtParse);
  await page.goto('/events');
  await settled(page);
  expect(await page.evaluate(() => (window as { firstScreenAtParse?: boolean }).firstScreenAtParse)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Eventos Inscritos' })).toBeVisible();
});

test('a device in any time zone gets it: São Paulo, Manaus, Lisbon', async ({ browser }) => {
  // Times on screen are each event's own wall clock, so the screen is what every device would show:
  // its check keeps it whatever the device's zone.
  for (const timezoneId of ['America/Sao_Paulo', 'America/Manaus', 'Europe/Lisbon']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    await page.addInitScript(recordFirstScreenAtParse);
    await openWithScreen(page, '/events');
    await settled(page);
    expect(await page.evaluate(() => (window as { firstScreenAtParse?: boolean }).firstScreenAtParse)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
    await context.close();
  }
});

test('a page its remote renders no first screen for keeps the document as before: splash, then the app', async ({ page }) => {
  const html = await (await page.request.get('/profile/edit')).text();
  expect(html).not.toContain('id="first-screen"');
  expect(html).toMatch(/<script defer src="[^"]+index\.[0-9a-f]+\.js"/);
});

test('the servers never send their server-side code', async ({ page }) => {
  const remotes = JSON.parse(await readFile(stack.remotesFile, 'utf8')) as Record<string, { entry: string }>;
  const eventsOrigin = new URL(remotes.mf_events!.entry).origin;
  for (const url of [`${eventsOrigin}/server/first-screen.mjs`, `${eventsOrigin}/%73erver/first-screen.mjs`, '/server/first-screen.mjs']) {
    expect((await page.request.get(url)).status()).toBe(404);
  }
});
