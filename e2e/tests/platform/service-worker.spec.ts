import { expect, test } from '../../support/fixtures';
import { visit } from '../../support/helpers';
import { WORKER_CACHES, cachedByWorker, remoteFilesLoaded, serviceWorkerReady } from '../../support/service-worker';

test.use({ serviceWorkers: 'allow' });

test('a second visit to /events fetches no JavaScript over the network', async ({ context, page }) => {
  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await serviceWorkerReady(page);

  // What reaches the network on the second visit: the page's own requests the worker did not
  // answer, and the worker's own fetches.
  const fromNetwork: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fromNetwork.push(request.url());
  });
  const second = await context.newPage();
  second.on('response', (response) => {
    if (!response.fromServiceWorker()) fromNetwork.push(response.url());
  });
  await visit(second, '/events');
  await expect(second.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await expect(second.locator('article').first()).toBeVisible();

  const scripts = fromNetwork.filter((url) => /\.m?js(?:$|\?)/.test(new URL(url).pathname));
  expect(scripts).toEqual([]);
  // The document, remotes.json, config.json and the manifests are still asked for every time:
  // independent-deploy.spec.ts shows a new release of each is what the next load gets.
});

test("a remote's chunk that answered 404 is not kept by the worker; one that is there is", async ({ page }) => {
  await visit(page, '/events');
  await serviceWorkerReady(page);
  // A file of a release not deployed yet, as a stale preload names it: asked by a plain <script>.
  const [chunk] = await remoteFilesLoaded(page).then((files) => files.filter((f) => f.endsWith('.js')));
  const missing = chunk!.replace(/\.([0-9a-f]{8,})\.js$/, '.0000000000.js');
  const loaded = (url: string) =>
    page.evaluate(
      (src) =>
        new Promise<boolean>((resolve) => {
          const script = Object.assign(document.createElement('script'), { src, onload: () => resolve(true), onerror: () => resolve(false) });
          document.head.append(script);
        }),
      url,
    );
  expect(await loaded(missing)).toBe(false);
  const kept = await page.evaluate(
    async ({ url, name }) => (await (await caches.open(name)).match(url)) !== undefined,
    { url: missing, name: WORKER_CACHES.remoteAssets },
  );
  expect(kept, 'the 404 is not in the worker\'s cache').toBe(false);
  // A chunk that is there still loads through the worker and is kept (asked under a new key here).
  const present = `${chunk}?again`;
  expect(await loaded(present)).toBe(true);
  await cachedByWorker(page, WORKER_CACHES.remoteAssets, [present]);
});

test('Quadra is installable: a pt-BR web app manifest with icons and the theme colour', async ({ page }) => {
  await visit(page, '/events');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: expect.stringContaining('Quadra'), short_name: 'Quadra', lang: 'pt-BR', display: 'standalone' });
  expect(manifest.theme_color).toBe(themeColour);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const image = await page.request.get(icon!.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
});
