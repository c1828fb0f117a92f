/**
 * Issue 13's smaller points, as a person notices them: a search that survives back and reload, a
 * sport cue on cards without a cover, a create button that leaves the last card readable, the
 * notifications filter bar off the screen edges, an unread count asked once and answered, and a
 * page that does not block the context menu.
 */
import type { Request, Response } from '@playwright/test';
import { desktopLaunchOptions } from '../../support/chromium';
import { expect, test, type Page } from '../../support/fixtures';
import { loginAs, settled, visit } from '../../support/helpers';
import { ATHLETES } from '../events/events-data';

// The page's icon is fetched by the desktop browser only (support/chromium.ts).
test.use({ launchOptions: desktopLaunchOptions });

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the search query and tab survive opening a result, back, reload and a shared link', async ({ page }) => {
  await visit(page, '/search');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('sao paulo');
  await page.getByRole('tab', { name: 'Eventos' }).click();
  const events = page.getByRole('list', { name: 'Eventos encontrados' });
  await expect(events.getByRole('link').first()).toBeVisible();
  await expect(page).toHaveURL(/\/search\?(?=.*q=sao\+paulo)(?=.*tab=events)/);

  await events.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await page.goBack();
  await settled(page);
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('sao paulo');
  await expect(page.getByRole('tab', { name: 'Eventos' })).toHaveAttribute('aria-selected', 'true');
  await expect(events.getByRole('link').first()).toBeVisible();

  await page.reload();
  await settled(page);
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('sao paulo');
  await expect(page.getByRole('tab', { name: 'Eventos' })).toHaveAttribute('aria-selected', 'true');

  // A link someone shares opens the same search.
  await visit(page, '/search?q=ana&tab=profiles');
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  await expect(page.getByRole('tab', { name: 'Esportistas' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Esportistas encontrados' }).getByRole('link', { name: /Ana Souza/ })).toBeVisible();
});

test('cards without a cover show their sport’s icon; the create button never covers the last capacity badge', async ({ page }) => {
  await loginAs(page, ATHLETES.ana.email);
  await visit(page, '/events');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();

  const icons = await cards.evaluateAll((articles) =>
    articles
      .filter((a) => !a.querySelector('img'))
      .map((a) => a.querySelector('svg[data-sport-icon]')?.getAttribute('data-sport-icon') ?? null),
  );
  expect(icons.length, 'cards without a cover').toBeGreaterThan(1);
  expect(icons, 'every card without a cover has a sport icon').not.toContain(null);
  expect(new Set(icons).size, 'different sports, different icons').toBeGreaterThan(1);

  // Scrolled to the very end: the floating button leaves the last card's badge (and the card) visible.
  const fab = page.getByRole('button', { name: 'Criar evento' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
  const lastCard = cards.last();
  const fabBox = (await fab.boundingBox())!;
  const badgeBox = (await lastCard.locator('[data-capacity]').boundingBox())!;
  const cardBox = (await lastCard.boundingBox())!;
  expect(overlaps(fabBox, badgeBox), 'the create button covers the last capacity badge').toBe(false);
  expect(overlaps(fabBox, cardBox), 'the create button covers the last card').toBe(false);
});

test.describe('at 320×640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the notifications filter bar keeps clear of both screen edges', async ({ page }) => {
    await loginAs(page, ATHLETES.ana.email);
    await visit(page, '/notifications');
    const bar = (await page.getByRole('tablist', { name: 'Filtros de notificações' }).boundingBox())!;
    expect(bar.x, 'left margin').toBeGreaterThanOrEqual(12);
    expect(320 - (bar.x + bar.width), 'right margin').toBeGreaterThanOrEqual(12);
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width);
    }
  });
});

/**
 * Requests to the notifications table during `during`: all of them, those sent before the first
 * answer came back, and those the browser reports as failed.
 */
async function notificationRequests(page: Page, during: () => Promise<void>) {
  const sent: string[] = [];
  const sentBeforeAnswer: string[] = [];
  const failed: string[] = [];
  let answered = false;
  const isNotifications = (r: { url(): string }) => r.url().includes('/rest/v1/notifications');
  const onRequest = (r: Request) => {
    if (!isNotifications(r)) return;
    sent.push(`${r.method()} ${r.url()}`);
    if (!answered) sentBeforeAnswer.push(`${r.method()} ${r.url()}`);
  };
  const onResponse = (r: Response) => {
    if (isNotifications(r)) answered = true;
  };
  const onFailed = (r: Request) => {
    if (isNotifications(r)) failed.push(`${r.method()} ${r.failure()?.errorText}`);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  await during();
  page.off('request', onRequest);
  page.off('response', onResponse);
  page.off('requestfailed', onFailed);
  return { sent, sentBeforeAnswer, failed };
}

test('each page load asks for the unread count once and gets it; the favicon is there', async ({ page }) => {
  await loginAs(page, ATHLETES.ana.email);
  const favicons: number[] = [];
  page.on('response', (r) => {
    if (/\/favicon\.ico$|\/icons\/icon-48\.png$/.test(new URL(r.url()).pathname)) favicons.push(r.status());
  });
  for (const path of ['/events', '/search', '/my-events']) {
    const { sent, sentBeforeAnswer, failed } = await notificationRequests(page, async () => {
      const answered = page.waitForResponse((r) => r.url().includes('/rest/v1/notifications'));
      await visit(page, path);
      await answered;
      // A cancelled request is reported just after its response headers.
      await page.waitForTimeout(500);
    });
    expect(failed, `${path}: no cancelled or failed notifications request`).toEqual([]);
    expect(sentBeforeAnswer, `${path}: the unread count is asked for exactly once`).toHaveLength(1);
    // The live channel, once joined, reads again what was read before it (libs/data
    // use-realtime-invalidation): at most one more request, never a second one alongside the first.
    expect(sent.length, `${path}: the count asked for, then read again at most once when live: ${sent.join(', ')}`).toBeLessThanOrEqual(2);
  }
  expect(favicons.length, 'the browser found an icon').toBeGreaterThan(0);
  expect(favicons.every((s) => s === 200), `icon answers ${favicons.join(', ')}`).toBe(true);
});

test('a toast shows below the header and takes no tap meant for what lies under it', async ({ page }) => {
  await loginAs(page, ATHLETES.ana.email);
  await visit(page, '/events');
  await page.getByRole('button', { name: 'Mapa' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  // It slides in from above: where it comes to rest is below the header.
  await expect.poll(async () => (await toast.boundingBox())!.y, { message: 'below the header' }).toBeGreaterThan(header.y + header.height);
  const box = (await toast.boundingBox())!;
  const underTap = await page.evaluate(
    ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[data-sonner-toast]')),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(underTap, 'a tap on the toast reaches the screen under it').toBe(false);
});

test('right-click and keyboard shortcuts are left to the browser', async ({ page }) => {
  await visit(page, '/events');
  const blocked = await page.evaluate(() => {
    const target = document.querySelector('main') ?? document.body;
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    const f12 = new KeyboardEvent('keydown', { key: 'F12', bubbles: true, cancelable: true });
    const inspect = new KeyboardEvent('keydown', { key: 'I', ctrlKey: true, shiftKey: true, bubbles: true, cancelable: true });
    return { menu: !target.dispatchEvent(menu), f12: !target.dispatchEvent(f12), inspect: !target.dispatchEvent(inspect) };
  });
  expect(blocked).toEqual({ menu: false, f12: false, inspect: false });
});
