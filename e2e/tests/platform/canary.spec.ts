/**
 * Canary releases (issue 31): a candidate release of mf_events in remotes.json, served to a share
 * of devices that keep their release across loads; QA forcing it for one tab; and a canary whose
 * chunks answer HTML, reported by the shells that tried it, halted once past its failure threshold,
 * with the status saying why. Each test runs a shell of its own (startOwnShell) over the suite's
 * remotes, with the canary on a test port.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAs, visit } from '../../support/helpers';
import { asyncChunks, remoteCopy, startOwnShell, type RemoteCopy, type RemoteRegistry } from '../../support/remote-server';
import { SOME_FAILED } from '../../support/section-failures';
import { requires, stack } from '../../support/stack-env';

requires('remote deploys', 'service role');

/** Test ports (stack.testPort) of this file's servers. */
const CANARY_PORT = 7;
const BROKEN_CANARY_PORT = 8;
const SHELL_PORT = 9;
const STABLE_HEADING = 'Eventos Disponíveis';
const CANARY_HEADING = 'Eventos Disponíveis — canary';
const OPERATOR_KEY = 'qa-operator-key-31';

/** A copy of mf_events whose events list says it is the candidate (every built file that carries the title). */
async function canaryRelease(portIndex: number): Promise<RemoteCopy> {
  const copy = await remoteCopy('mf_events', portIndex);
  const files = (await readdir(copy.dir, { recursive: true })).filter((f) => f.endsWith('.js')).map((f) => path.join(copy.dir, f));
  for (const file of files) {
    const code = await readFile(file, 'utf8');
    if (code.includes(`"${STABLE_HEADING}"`)) await writeFile(file, code.replaceAll(`"${STABLE_HEADING}"`, `"${CANARY_HEADING}"`));
  }
  await copy.start();
  return copy;
}

/** What /status/remotes answers (scripts/lib/remote-releases.mjs). */
interface RemotesStatus {
  remotes: Record<
    string,
    {
      canary: { entry: string; served: boolean; reason: string | null } | null;
      versions: { channel: string; entry: string; loads: number; failures: number }[];
    }
  >;
}

const withCanary = (canary: Record<string, unknown>) => (registry: RemoteRegistry) => {
  registry.mf_events = { ...registry.mf_events!, canary };
};

/** A device of its own (storage, cookies), whose place among devices is drawn as `bucket` on first load. */
async function device(browser: Browser, shellUrl: string, bucket?: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: shellUrl, viewport: { width: 390, height: 844 }, locale: 'pt-BR', serviceWorkers: 'block' });
  if (bucket !== undefined) {
    await context.addInitScript((b) => {
      if (!localStorage.getItem('quadra.release-bucket')) localStorage.setItem('quadra.release-bucket', String(b));
    }, bucket);
  }
  return context.newPage();
}

const eventsHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/**
 * Opens /events and tells which mf_events release the page used, as a person and the network see
 * it: the canary's list says so in its title (unless `drawn` is false: a broken canary draws none); the stable release's list is drawn and nothing was
 * asked of the canary's server. (A visitor's document arrives with the stable release's first
 * screen, rendered by the server: the title alone cannot tell the stable release.)
 */
async function releaseUsed(page: Page, canaryEntry: string, { drawn = true } = {}): Promise<'canary' | 'stable'> {
  const canaryOrigin = new URL(canaryEntry).origin;
  const asked: string[] = [];
  const record = (request: { url(): string }) => {
    if (request.url().startsWith(canaryOrigin)) asked.push(request.url());
  };
  page.on('request', record);
  try {
    await visit(page, '/events');
    await page.waitForLoadState('networkidle');
    if (asked.length) {
      if (drawn) await expect(eventsHeading(page, CANARY_HEADING)).toBeVisible();
      return 'canary';
    }
    await expect(eventsHeading(page, STABLE_HEADING)).toBeVisible();
    return 'stable';
  } finally {
    page.off('request', record);
  }
}

// Several devices and loads per test, on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('with percent 50, two devices get different releases and each keeps its own across reloads', async ({ browser }) => {
  const canary = await canaryRelease(CANARY_PORT);
  const shell = await startOwnShell(SHELL_PORT, withCanary({ entry: canary.entry, percent: 50 }));
  try {
    const inCanary = await device(browser, shell.url, 10);
    const inStable = await device(browser, shell.url, 90);
    // A device whose place is drawn at random: whichever release it gets, it keeps.
    const drawn = await device(browser, shell.url);
    expect(await releaseUsed(inCanary, canary.entry)).toBe('canary');
    expect(await releaseUsed(inStable, canary.entry)).toBe('stable');
    const drawnRelease = await releaseUsed(drawn, canary.entry);
    for (let i = 0; i < 2; i++) {
      expect(await releaseUsed(inCanary, canary.entry)).toBe('canary');
      expect(await releaseUsed(inStable, canary.entry)).toBe('stable');
      expect(await releaseUsed(drawn, canary.entry)).toBe(drawnRelease);
    }
    for (const page of [inCanary, inStable, drawn]) await page.context().close();
  } finally {
    await shell.close();
    await canary.dispose();
  }
});

test('?remote=mf_events@canary forces the canary for that tab only, and settings says which release each module uses', async ({ browser }) => {
  const canary = await canaryRelease(CANARY_PORT);
  const shell = await startOwnShell(SHELL_PORT, withCanary({ entry: canary.entry, percent: 0 }));
  try {
    const tab = await device(browser, shell.url, 50);
    await loginAs(tab, 'felipe@quadra.dev');
    expect(await releaseUsed(tab, canary.entry)).toBe('stable');

    await visit(tab, '/events?remote=mf_events@canary');
    await expect(eventsHeading(tab, CANARY_HEADING)).toBeVisible();
    // Kept for the tab: a later load without the parameter still uses it.
    expect(await releaseUsed(tab, canary.entry)).toBe('canary');

    await visit(tab, '/settings');
    await tab.getByText('Versão do app').click();
    await expect(tab.getByTestId('release-mf_events')).toContainText('Versão: canary');
    await expect(tab.getByTestId('release-mf_events')).toContainText(canary.entry);
    await expect(tab.getByTestId('release-mf_profile')).toContainText('Versão: estável');

    // Another tab of the same device is not forced.
    const other = await tab.context().newPage();
    expect(await releaseUsed(other, canary.entry)).toBe('stable');
    await tab.context().close();
  } finally {
    await shell.close();
    await canary.dispose();
  }
});

test('a canary whose chunks answer HTML is reported, crosses its threshold, stops being served, and the status says why', async ({ browser }) => {
  const broken = await remoteCopy('mf_events', BROKEN_CANARY_PORT);
  const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  await Promise.all((await asyncChunks(broken.dir)).map((file) => writeFile(file, html)));
  await broken.start();
  const shell = await startOwnShell(
    SHELL_PORT,
    // minLoads counts reporters (client addresses), and every device here is 127.0.0.1: one is enough
    withCanary({ entry: broken.entry, percent: 100, maxFailureRate: 0.05, windowMinutes: 10, minLoads: 1 }),
    { operatorKey: OPERATOR_KEY },
  );
  const status = async (key?: string) => {
    const response = await fetch(`${shell.url}/status/remotes`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
    return { code: response.status, body: (await response.json()) as RemotesStatus };
  };
  try {
    // Every device is in the canary: its load fails (the server's list stays, read-only, under the
    // banner, retrying on its own in the background and failing again), and each failure is reported.
    const first = await device(browser, shell.url);
    await first.goto('/events');
    await expect(first.getByText(SOME_FAILED)).toBeVisible({ timeout: 10_000 });
    await first.context().close();

    // Past 5 % of its loads failing: the next device gets the stable release.
    const next = await device(browser, shell.url);
    await expect(async () => expect(await releaseUsed(next, broken.entry, { drawn: false }), 'the failing canary is no longer served').toBe('stable')).toPass({
      timeout: 30_000,
    });
    await expect(next.getByText(SOME_FAILED)).toHaveCount(0);
    const registry = (await (await fetch(`${shell.url}/remotes.json`)).json()) as RemoteRegistry;
    expect(registry.mf_events?.canary?.halted).toMatch(/^\d+ de \d+ endereços com falhas .* acima do limite de 5%/);
    await next.context().close();

    expect((await status()).code).toBe(401);
    expect((await status('not-the-key')).code).toBe(401);
    const { code, body } = await status(OPERATOR_KEY);
    expect(code).toBe(200);
    const events = body.remotes.mf_events!;
    expect(events.canary).toMatchObject({ entry: broken.entry, served: false, reason: expect.stringMatching(/^\d+ de \d+ endereços com falhas/) });
    const canaryVersion = events.versions.find((v) => v.entry === broken.entry);
    expect(canaryVersion?.channel).toBe('canary');
    expect(canaryVersion?.loads).toBeGreaterThanOrEqual(1);
    expect(canaryVersion?.failures).toBeGreaterThanOrEqual(1);
    expect((await status(stack.serviceRoleKey)).code).toBe(200);
  } finally {
    await shell.close();
    await broken.dispose();
  }
});
