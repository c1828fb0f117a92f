/**
 * The shell's service worker in e2e: most specs run with service workers blocked (playwright.config),
 * so `page.route` sees every request; the specs about repeat visits and deploys allow it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Cache names of scripts/build/service-worker.ts. */
export const REMOTE_ASSETS_CACHE = 'quadra-remote-assets';

/** Remote scripts and styles this page fetched from other origins. */
export function remoteFilesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).origin !== location.origin && /\/static\/.+\.(?:js|css)$/.test(new URL(url).pathname)),
  );
}

/**
 * Waits until the service worker controls the page and has cached every remote file the page has
 * loaded so far (the first visit loads them before the worker is active; the shell hands them over).
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  const files = await remoteFilesLoaded(page);
  expect(files.length).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cacheName, urls }) => {
            const cache = await caches.open(cacheName);
            const found = await Promise.all(urls.map((u) => cache.match(u)));
            return found.filter((r) => !r).length;
          },
          { cacheName: REMOTE_ASSETS_CACHE, urls: files },
        ),
      { timeout: 15_000, message: 'remote files not yet in the service worker cache' },
    )
    .toBe(0);
}
