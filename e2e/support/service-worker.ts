/**
 * The shell's service worker in e2e: most specs run with service workers blocked (playwright.config),
 * so `page.route` sees every request; the specs about repeat visits and deploys allow it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Cache names of scripts/build/service-worker.ts. */
export const WORKER_CACHES = {
  /** remotes.json, config.json and the remotes' mf-manifest.json files. */
  registry: 'quadra-registry',
  /** The shell's documents. */
  pages: 'quadra-pages',
  /** The remotes' hashed scripts and styles. */
  remoteAssets: 'quadra-remote-assets',
  /** The app's frame (/index.html): what a page opened offline with no copy of its own gets. */
  appFrame: 'quadra-app-frame',
} as const;

/** Remote scripts and styles this page fetched from other origins. */
export function remoteFilesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).origin !== location.origin && /\/static\/.+\.(?:js|css)$/.test(new URL(url).pathname)),
  );
}

/** Waits until the worker has put every one of `urls` into its cache `cacheName`. */
export async function cachedByWorker(page: Page, cacheName: string, urls: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cacheName, urls }) => {
            const cache = await caches.open(cacheName);
            const found = await Promise.all(urls.map((u) => cache.match(u)));
            return urls.filter((_, i) => !found[i]);
          },
          { cacheName, urls },
        ),
      { timeout: 15_000, message: `not yet in the service worker's cache ${cacheName}` },
    )
    .toEqual([]);
}

/** Waits until the service worker controls the page: what it asks for from now on goes through it. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/**
 * Waits until the service worker controls the page and has cached every remote file the page has
 * loaded so far (the first visit loads them before the worker is active; the shell hands them over).
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await serviceWorkerControls(page);
  const files = await remoteFilesLoaded(page);
  expect(files.length, 'remote files loaded by the first visit').toBeGreaterThan(0);
  await cachedByWorker(page, WORKER_CACHES.remoteAssets, files);
}
