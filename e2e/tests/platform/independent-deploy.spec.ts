import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../../scripts/serve-static.mjs';
import { expect, test } from '../../support/fixtures';
import { buildRemoteVariant } from '../../support/build-remote';
import { visit } from '../../support/helpers';
import { distOf, remoteCopy } from '../../support/remote-server';
import { serviceWorkerReady } from '../../support/service-worker';
import { stack } from '../../support/stack-env';

/** Publishes as an operator would: the new file replaces the old one at once (no half-written read). */
async function publish(file: string, body: string) {
  await writeFile(`${file}.next`, body);
  await rename(`${file}.next`, file);
}

const ANA = 'a0000000-0000-4000-8000-000000000001';

// As in production: the shell's service worker controls the page and has cached release 1.
test.use({ serviceWorkers: 'allow' });

test('a remote is re-published alone: pointing remotes.json at the new build is all it takes, and back', async ({ page }) => {
  test.setTimeout(180_000);
  // Release 2 of mf_profile, built from its sources with a visible change.
  const dist = await buildRemoteVariant('mf_profile', async (src) => {
    await writeFile(
      path.join(src, 'exposes/profile-page.tsx'),
      "export default function ProfilePage() {\n  return <h1>Perfil — versão 2</h1>;\n}\n",
    );
  });
  const release2 = await remoteCopy('mf_profile', 5, dist);
  await release2.start();
  // A running shell of its own, reading its own remotes.json: re-publishing here must not change
  // what the specs running alongside see through the suite's shell.
  const state = await mkdtemp(path.join(os.tmpdir(), 'quadra-shell-'));
  const remotesFile = path.join(state, 'remotes.json');
  const configFile = path.join(state, 'config.json');
  await copyFile(stack.remotesFile, remotesFile);
  await copyFile(path.join(path.dirname(stack.remotesFile), 'config.json'), configFile);
  const shell = (await startStaticServer({ dir: distOf('shell'), port: stack.testPort(6), spa: true, remotesFile, configFile, apiUrl: stack.apiUrl })) as {
    url: string;
    close: () => Promise<void>;
  };
  const original = await readFile(remotesFile, 'utf8');
  try {
    await visit(page, `${shell.url}/profile/${ANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil', exact: true })).toBeVisible();
    const shellScript = await page.locator('script[src*="/static/js/index."]').getAttribute('src');
    await serviceWorkerReady(page);

    // Publish: point remotes.json at release 2. The running shell is not rebuilt nor restarted.
    const remotes = JSON.parse(original) as Record<string, { entry: string }>;
    remotes.mf_profile = { entry: release2.entry };
    await publish(remotesFile, JSON.stringify(remotes, null, 2));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil — versão 2' })).toBeVisible();
    await expect(page.locator('script[src*="/static/js/index."]')).toHaveAttribute('src', shellScript!);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    // Roll back: point it at the previous build again.
    await publish(remotesFile, original);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil', exact: true })).toBeVisible();
  } finally {
    await shell.close();
    await rm(state, { recursive: true, force: true });
    await release2.dispose();
    await rm(path.dirname(dist), { recursive: true, force: true });
  }
});
