/**
 * A new release of a remote, or a new remotes.json or config.json, is what the next load gets,
 * though the shell's service worker controls the page and has cached the previous one: it asks
 * the network first for the document, remotes.json, config.json and every mf-manifest.json
 * (scripts/build/service-worker.ts). Each test loads the page through the worker before the
 * change, so a worker that answered any of them from its cache would show the old release.
 */
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '../../support/fixtures';
import { buildRemoteVariant } from '../../support/build-remote';
import { desktopLaunchOptions } from '../../support/chromium';
import { visit } from '../../support/helpers';
import { distOf, dropBootData, remoteCopy, startOwnShell, type RemoteCopy } from '../../support/remote-server';
import { WORKER_CACHES, cachedByWorker, serviceWorkerControls } from '../../support/service-worker';
import { stack } from '../../support/stack-env';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const PROFILE = `/profile/${ANA}`;
/** Test ports (stack.testPort) of this file's servers. */
const REMOTE_PORT = 5;
const SHELL_PORT = 6;

const release1Heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Perfil', exact: true });
const release2Heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Perfil — versão 2' });

/** Publishes as an operator would: the new file replaces the old one at once (no half-written read). */
async function publish(file: string, body: string) {
  await writeFile(`${file}.next`, body);
  await rename(`${file}.next`, file);
}

/** A shell of this file's own (support/remote-server.ts): `remotes` re-points remotes. */
const ownShell = (remotes: Record<string, string> = {}) =>
  startOwnShell(SHELL_PORT, (registry) => {
    for (const [name, entry] of Object.entries(remotes)) registry[name] = { entry };
  });

/**
 * Opens the page, lets the service worker take control, and loads it once more through the
 * worker, which then holds its own copy of the document and of `registry` (URLs of remotes.json,
 * config.json or manifests the page fetched).
 */
async function loadThroughWorker(page: Page, url: string, registry: string[]) {
  await visit(page, url);
  await expect(release1Heading(page)).toBeVisible();
  await serviceWorkerControls(page);
  await page.reload();
  await expect(release1Heading(page)).toBeVisible();
  await cachedByWorker(page, WORKER_CACHES.pages, [url]);
  await cachedByWorker(page, WORKER_CACHES.registry, registry);
}

/** Deploys a build into the folder a remote is served from (same URL), then restarts its server. */
async function deploy(remote: RemoteCopy, dist: string) {
  await cp(dist, remote.dir, { recursive: true, filter: (src) => !/\.(?:br|gz)$/.test(src) });
  await remote.start();
}

// As in production: the shell's service worker controls the page.
// In the desktop build: the headless shell did not show the release under the same URL (support/chromium.ts).
test.use({ serviceWorkers: 'allow', launchOptions: desktopLaunchOptions });

// Release 2 of mf_profile, built once for this file from its sources with a visible change.
let release2: string;

test.beforeAll(async () => {
  // A full Rsbuild production build: minutes on a loaded machine.
  test.setTimeout(360_000);
  release2 = await buildRemoteVariant('mf_profile', async (src) => {
    await writeFile(path.join(src, 'exposes/profile-page.tsx'), "export default function ProfilePage() {\n  return <h1>Perfil — versão 2</h1>;\n}\n");
  });
});

test.afterAll(async () => {
  if (release2) await rm(path.dirname(release2), { recursive: true, force: true });
});

test('a remote is re-published alone: pointing remotes.json at the new build is all it takes, and back', async ({ page }) => {
  test.setTimeout(240_000);
  const copy = await remoteCopy('mf_profile', REMOTE_PORT, release2);
  await copy.start();
  const shell = await ownShell();
  const original = await readFile(shell.remotesFile, 'utf8');
  try {
    const url = `${shell.url}${PROFILE}`;
    await loadThroughWorker(page, url, []);
    const shellScript = await page.locator('script[src*="/static/js/index."]').getAttribute('src');

    // Publish: point remotes.json at release 2; the document carries it. The running shell is not
    // rebuilt nor restarted.
    const remotes = JSON.parse(original) as Record<string, { entry: string }>;
    remotes.mf_profile = { entry: copy.entry };
    await publish(shell.remotesFile, JSON.stringify(remotes, null, 2));
    await page.reload();
    await expect(release2Heading(page)).toBeVisible();
    await expect(page.locator('script[src*="/static/js/index."]')).toHaveAttribute('src', shellScript!);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    // Roll back: point it at the previous build again.
    await publish(shell.remotesFile, original);
    await page.reload();
    await expect(release1Heading(page)).toBeVisible();
  } finally {
    await shell.close();
    await copy.dispose();
  }
});

test('a new release deployed under the same URL is what the next load shows, and so is a rollback', async ({ page }) => {
  test.setTimeout(240_000);
  const remote = await remoteCopy('mf_profile', REMOTE_PORT);
  await remote.start();
  const shell = await ownShell({ mf_profile: remote.entry });
  try {
    const url = `${shell.url}${PROFILE}`;
    await loadThroughWorker(page, url, [remote.entry]);

    // remotes.json is left as it is: only what its URL serves changes.
    await deploy(remote, release2);
    await page.reload();
    await expect(release2Heading(page)).toBeVisible();

    await deploy(remote, distOf('mf_profile'));
    await page.reload();
    await expect(release1Heading(page)).toBeVisible();
  } finally {
    await shell.close();
    await remote.dispose();
  }
});

test('when the document carries no registry nor config, a new config.json and remotes.json reach the next load', async ({ page }) => {
  test.setTimeout(240_000);
  const copy = await remoteCopy('mf_profile', REMOTE_PORT, release2);
  await copy.start();
  const shell = await ownShell();
  const originalConfig = await readFile(shell.configFile, 'utf8');
  // As with a server that could not read them: the shell fetches /config.json and /remotes.json.
  await dropBootData(page);
  try {
    const url = `${shell.url}${PROFILE}`;
    await loadThroughWorker(page, url, [`${shell.url}/remotes.json`, `${shell.url}/config.json`]);

    // An operator rotates the API key: the next load's requests to the API carry the new one.
    const config = JSON.parse(originalConfig) as { supabaseAnonKey: string };
    const rotatedKey = `${config.supabaseAnonKey}-rotated`;
    await publish(shell.configFile, JSON.stringify({ ...config, supabaseAnonKey: rotatedKey }));
    const apiRequest = page.waitForRequest((r) => r.url().startsWith(stack.apiUrl));
    await page.reload();
    expect((await apiRequest).headers().apikey, 'the anon key the page uses').toBe(rotatedKey);

    await publish(shell.configFile, originalConfig);
    const remotes = JSON.parse(await readFile(shell.remotesFile, 'utf8')) as Record<string, { entry: string }>;
    remotes.mf_profile = { entry: copy.entry };
    await publish(shell.remotesFile, JSON.stringify(remotes));
    await page.reload();
    await expect(release2Heading(page)).toBeVisible();
  } finally {
    await shell.close();
    await copy.dispose();
  }
});
