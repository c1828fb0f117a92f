/** Served next to index.html by production builds (scripts/build/service-worker.ts). */
const SERVICE_WORKER_URL = '/sw.js';
/** The app's frame the worker serves offline (APP_FRAME_URL in scripts/build/service-worker.ts). */
const APP_FRAME_URL = '/index.html';

/**
 * Scripts and styles this page already fetched from other origins (the remotes' chunks, loaded
 * before the worker was active): the worker caches them too, so the second visit needs none.
 * With them, the app's frame: what a page opened with no network starts from.
 */
function remoteFilesLoaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname } = new URL(url);
      // The remotes' manifests too: with no network, the worker's copy is what loads a remote.
      return origin !== location.origin && (/\/static\/.+\.(?:js|css)$/.test(pathname) || pathname.endsWith('/mf-manifest.json'));
    });
}

/** Registers the service worker (bootstrap loads this module once the page has loaded). */
export async function registerServiceWorker(): Promise<void> {
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [APP_FRAME_URL, ...remoteFilesLoaded()] } });
  } catch (error) {
    // The app works without it (only repeat visits are slower).
    console.warn('[quadra] service worker not registered', error);
  }
}
