import { readFile, rename, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { checkScreen } from '../../support/axe';
import { visit } from '../../support/helpers';
import { asyncChunks, pointRemotes, remoteCopy, rewriteBootRemotes, type RemoteCopy } from '../../support/remote-server';
import { SECTION_FAILED as FALLBACK, SOME_FAILED } from '../../support/section-failures';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const PROFILE = `/profile/${ANA}`;

interface Failure {
  name: string;
  portIndex: number;
  /** Within how long of opening the route its fallback shows: 2 s, or the stall limit for a hang. */
  boundMs: number;
  /** Breaks the copy (and may leave its server down); returns how to repair it. */
  breakIt(copy: RemoteCopy): Promise<() => Promise<void>>;
}

const FAILURES: Failure[] = [
  {
    name: 'remote server stopped',
    boundMs: 2_000,
    portIndex: 0,
    async breakIt(copy) {
      await copy.stop();
      return () => copy.start();
    },
  },
  {
    name: 'manifest missing (404)',
    boundMs: 2_000,
    portIndex: 1,
    async breakIt(copy) {
      const manifest = path.join(copy.dir, 'mf-manifest.json');
      await rename(manifest, `${manifest}.away`);
      await copy.start();
      return () => rename(`${manifest}.away`, manifest);
    },
  },
  {
    name: 'server hangs (accepts, never answers)',
    boundMs: 5_000,
    portIndex: 3,
    async breakIt(copy) {
      await copy.stop();
      const sockets = new Set<net.Socket>();
      const hung = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => hung.listen(copy.port, 'localhost', resolve));
      return async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => hung.close(() => resolve()));
        await copy.start();
      };
    },
  },
  {
    name: 'chunk answered with an HTML page',
    boundMs: 2_000,
    portIndex: 2,
    async breakIt(copy) {
      const chunks = await asyncChunks(copy.dir);
      const originals = await Promise.all(chunks.map((f) => readFile(f)));
      const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
      await Promise.all(chunks.map((f) => writeFile(f, html)));
      await copy.start();
      return async () => {
        await Promise.all(chunks.map((f, i) => writeFile(f, originals[i]!)));
        await copy.start(); // re-precompress the repaired files
      };
    },
  },
];

for (const failure of FAILURES) {
  test(`a remote whose ${failure.name} shows the fallback within ${failure.boundMs / 1000} s, the rest keeps working, and it recovers`, async ({ page }) => {
    test.setTimeout(90_000); // a slow, shared CI machine; the 5 s bound is asserted on its own
    const copy = await remoteCopy('mf_profile', failure.portIndex);
    try {
      const repair = await failure.breakIt(copy);
      await pointRemotes(page, { mf_profile: copy.entry });

      // A person in the running app opens the broken remote's route.
      await visit(page, '/events');
      const started = Date.now();
      await page.evaluate((path) => {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, PROFILE);
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: failure.boundMs });
      expect(Date.now() - started).toBeLessThan(failure.boundMs);
      const retry = page.getByRole('button', { name: 'Tentar novamente' });
      await expect(retry).toBeVisible();

      // The header and the other remotes keep working.
      await page.getByRole('link', { name: 'Eventos' }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      // A visitor's menu: 'Entrar' and 'Criar conta' (issue 25: no entry that only bounces to /login).
      await expect(page.getByRole('menuitem')).toHaveText(['Entrar', 'Criar conta']);
      await page.keyboard.press('Escape');

      // Back on the broken remote's route: still isolated.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${PROFILE}$`));
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 5_000 });

      // Once the remote is back it loads for real: by 'Tentar novamente', or by the fallback's own
      // retries (with backoff), whichever comes first; a click on a button already gone is no failure.
      await repair();
      await retry.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
    } finally {
      await copy.dispose();
    }
  });
}


// The server rendered /events: when the events remote's code fails, its list stays, read-only.
for (const failure of FAILURES.filter((f) => f.boundMs <= 2_000)) {
  test(`/events whose remote's ${failure.name} keeps the server's list, read-only, and recovers without a reload`, async ({ page }) => {
    test.setTimeout(90_000);
    const copy = await remoteCopy('mf_events', failure.portIndex);
    try {
      const repair = await failure.breakIt(copy);
      await pointRemotes(page, { mf_events: copy.entry });

      await page.goto('/events');
      // Within 2 s of the page's load (the remote's files fail while it loads).
      const banner = page.getByRole('alert').filter({ hasText: SOME_FAILED });
      await expect(banner).toBeVisible({ timeout: 2_000 });
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      // The server's list is still there to read; what needs the remote's code is disabled.
      await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Filtros' })).toBeDisabled();
      await expect(cards.getByRole('button', { name: 'Me inscrever', exact: true }).first()).toBeDisabled();
      await checkScreen(page);
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

      // Its links navigate (to a screen of the same remote: nothing rendered for it, so the fallback).
      await cards.first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 2_000 });
      await page.goBack();
      await expect(banner).toBeVisible();

      // The header and the other remotes keep working.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('menuitem', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.goBack();
      await expect(banner).toBeVisible();

      // The origin is back: the page recovers on its own (background retries), in the same document.
      await repair();
      await expect(banner).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('main').getByRole('button', { name: 'Filtros' })).toBeEnabled();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      await copy.dispose();
    }
  });
}

test('a missing or broken remotes.json still lets the shell start and say what is wrong', async ({ page }) => {
  // As the server does when it cannot read remotes.json: the document carries no registry.
  await rewriteBootRemotes(page, null);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{ "mf_events": ' }));
  await page.goto('/events');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os módulos do app' })).toContainText(
    '/remotes.json não é um JSON válido.',
  );
  // The server rendered /events (it reads remotes.json on its own): its list stays, read-only.
  await expect(page.getByText(SOME_FAILED)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

  await page.unroute('**/remotes.json');
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/uma-rota-qualquer');
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar os módulos do app' })).toContainText(
    '/remotes.json não encontrado (HTTP 404).',
  );
  // The shell's own screens still render.
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('the start-up data chunk failing shows the start-up error over the server’s screen, and its retry starts the app', async ({ page }) => {
  const startData = '**/static/js/async/start-data.*.js';
  await page.route(startData, (route) => route.abort('connectionrefused'));
  await page.goto('/events');
  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível iniciar o Quadra.' });
  await expect(alert).toBeVisible({ timeout: 5_000 });
  // The server's list is still there to read.
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();

  await page.unroute(startData);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Filtros' })).toBeEnabled({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});
