/**
 * The `test` every spec imports. Besides Playwright's own fixtures, it photographs every screen a
 * test visits (each settled URL, and the final state) into e2e/screenshots/ at 390x844 (not under
 * CI), and fails the test on any axe violation, of any impact, on the screens it visited (each
 * `visit`/`settled` screen, checked by helpers.ts, and the final one). A failed test also reports,
 * in its output, what the page said that a screenshot may not show: its console errors and the
 * toasts on screen.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { checkScreen, screenArrived, violationsFound } from './axe';
import { saveScreenshot, screenNameFor } from './screenshots';

const SETTLE_MS = 700;
// CI keeps no files, only what the run prints: there the pictures would cost CPU for nobody.
const PHOTOGRAPH = !process.env.CI;
const FINAL_SCREEN_WAIT_MS = 3_000;

export const test = base.extend<{ autoScreenshots: void }>({
  autoScreenshots: [
    async ({ page }, use, testInfo) => {
      let timer: NodeJS.Timeout | undefined;
      let pending: Promise<unknown> = Promise.resolve();
      let lastShot = '';
      const shoot = (url: string) => {
        if (!PHOTOGRAPH || url === lastShot || url === 'about:blank') return;
        lastShot = url;
        pending = pending.then(() => saveScreenshot(page, testInfo, screenNameFor(url)));
      };
      const said: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') said.push(`console: ${message.text().slice(0, 300)}`);
      });
      page.on('pageerror', (error) => said.push(`uncaught: ${error.message.slice(0, 300)}`));
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        clearTimeout(timer);
        const url = frame.url();
        timer = setTimeout(() => shoot(url), SETTLE_MS);
      });
      await use();
      clearTimeout(timer);
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
        const toasts = await page.locator('[data-sonner-toast]').allInnerTexts().catch(() => []);
        const lines = [...said.slice(-20), ...toasts.map((text) => `toast: ${text.replace(/\s+/g, ' ')}`)];
        if (lines.length) await testInfo.attach('what the page said', { body: lines.join('\n'), contentType: 'text/plain' });
      }
      await pending;
      if (!page.isClosed() && page.url() !== 'about:blank') {
        if (PHOTOGRAPH) await saveScreenshot(page, testInfo, `${screenNameFor(page.url())}-final`);
        if (testInfo.status === testInfo.expectedStatus) {
          // A test may end on an in-app navigation whose screen is still loading: judge it once
          // it has arrived (a screen that never says so is judged after a short wait, as it is).
          await screenArrived(page, FINAL_SCREEN_WAIT_MS);
          await checkScreen(page);
        }
      }
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violationsFound(page), 'axe violations on the screens this test visited').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
