import { expect, test } from '../../support/fixtures';
import { withoutFirstScreen } from '../../support/first-screen';

/** Sums the page's layout shifts (as CLS does, without session windows: an upper bound). */
const LAYOUT_SHIFTS = `
  window.__quadraShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__quadraShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

test('/events paints its heading and placeholder cards before the data, and nothing moves when it arrives', async ({ page }) => {
  await page.addInitScript(LAYOUT_SHIFTS);
  // A slow network for the list, the server's render too late for the document: the screen must
  // not wait for it to show what it is.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/list_available_events', async (route) => {
    await held;
    await route.continue();
  });
  await withoutFirstScreen(page);
  await page.goto('/events');
  const heading = page.getByRole('heading', { level: 2, name: 'Eventos Disponíveis' });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando' })).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);
  const before = await heading.boundingBox();

  release();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
  expect(await heading.boundingBox()).toEqual(before);
  const shift = await page.evaluate(() => (window as unknown as { __quadraShift: number }).__quadraShift);
  expect(shift).toBeLessThanOrEqual(0.02);
});
