import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';

const bootOf = (html: string) => {
  const json = html.match(/<script type="application\/json" id="quadra-boot">([\s\S]*?)<\/script>/)?.[1];
  return json ? (JSON.parse(json) as { config: { supabaseUrl: string }; remotes: Record<string, { entry: string }>; route: unknown }) : null;
};

/**
 * The shell's files the document names for its start: preloaded, or (with a server-rendered first
 * screen) listed by the script that starts the app once that screen has painted.
 */
const preloadsOf = (html: string) => [...html.matchAll(/"(\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

test('the document carries the runtime config and the remote registry, and hints the route’s remote', async ({ page }) => {
  const remotes = JSON.parse(await readFile(stack.remotesFile, 'utf8')) as Record<string, { entry: string }>;
  const config = JSON.parse(await readFile(path.join(path.dirname(stack.remotesFile), 'config.json'), 'utf8'));

  // The server waits at most 300 ms for a remote's manifest it has not read yet (a slow remote must
  // not slow the document); on a busy machine the first document can come without the remote's files.
  const remoteEntryPreload = /"[^"]+\/mf_events\.[0-9a-f]+\.js"/;
  await expect.poll(async () => (await page.request.get('/events')).text()).toMatch(remoteEntryPreload);
  const html = await (await page.request.get('/events')).text();
  expect(bootOf(html)).toEqual({ config, remotes, route: { remote: 'mf_events', module: './EventsPage' } });
  expect(html).toContain(`<link rel="preconnect" href="${new URL(stack.apiUrl).origin}" crossorigin>`);
  expect(html).toContain(`<link rel="preload" href="${remotes.mf_events!.entry}" as="fetch" crossorigin>`);
  // …and the remote's entry and EventsPage's files, as its manifest names them.
  const manifest = (await (await page.request.get(remotes.mf_events!.entry)).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
  };
  const remoteBase = new URL('.', remotes.mf_events!.entry).href;
  const eventsPage = manifest.exposes.find((e) => e.path === './EventsPage')!;
  for (const file of [manifest.metaData.remoteEntry.name, ...eventsPage.assets.js.sync]) {
    expect(html).toContain(`"${new URL(file, remoteBase).href}"`);
  }
  // With the screen in the document, the remote's files wait for its first paint: named by the
  // script that starts the app, not preloaded by the head (fetched with the document, they shared
  // its first round trips: Lighthouse's FCP 0.2-0.3 s later).
  let painted = '';
  await expect.poll(async () => (painted = await (await page.request.get('/events')).text()).includes('id="first-screen"')).toBe(true);
  expect(painted).toMatch(remoteEntryPreload);
  expect(painted).not.toMatch(/<link rel="preload" href="[^"]+\/mf_events\.[0-9a-f]+\.js"/);
  // Another route, another remote.
  const profile = await (await page.request.get('/profile/a0000000-0000-4000-8000-000000000001')).text();
  expect(profile).toContain(`<link rel="preload" href="${remotes.mf_profile!.entry}" as="fetch" crossorigin>`);

  // The shell starts from the document: no request for the two files before /events shows.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  expect(asked.filter((p) => p === '/remotes.json' || p === '/config.json')).toEqual([]);
});

test('the route’s remote starts arriving before the shell has started', async ({ page }) => {
  // The shell's start is held back: its chunks beyond the entry do not arrive for a while.
  let releaseShell!: () => void;
  const shellHeld = new Promise<void>((resolve) => (releaseShell = resolve));
  await page.route(/\/static\/js\/async\//, async (route) => {
    if (new URL(route.request().url()).origin === new URL(stack.baseUrl).origin) await shellHeld;
    await route.continue();
  });
  const remoteEntry = page.waitForRequest((request) => /\/static\/js\/mf_events\.[0-9a-f]+\.js$/.test(request.url()));
  const opened = page.goto('/events');
  // mf_events' entry is asked for while the shell cannot have routed yet: the early preload did it.
  await remoteEntry;
  releaseShell();
  await opened;
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
});

test('every file the shell needs to start is named in the document, none found late', async ({ page }) => {
  const html = await (await page.request.get('/events')).text();
  const preloaded = preloadsOf(html);
  // The packages every first render needs come as one file (see STARTUP_CHUNK in the build); the
  // design library's styles come with the app code that uses them.
  expect(preloaded.filter((file) => /\/startup\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
  expect(preloaded.some((file) => file.endsWith('.css'))).toBe(true);

  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  // The shell's own files fetched before the page first rendered (what loads later, as auth-js
  // once the page is idle, is not the start's).
  const shellFiles = await page.evaluate((origin) => {
    const rendered = performance.getEntriesByName('quadra:render:mf_events/./EventsPage')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.startTime <= rendered)
      .map((r) => new URL(r.name))
      .filter((url) => url.origin === origin && /^\/static\/(js|css)\//.test(url.pathname))
      .map((url) => url.pathname);
  }, new URL(stack.baseUrl).origin);
  expect(shellFiles.length).toBeGreaterThan(2);
  expect(shellFiles.filter((file) => !preloaded.includes(file))).toEqual([]);
});
