import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { buildRemoteVariant } from '../../support/build-remote';
import { visit } from '../../support/helpers';
import { remoteCopy } from '../../support/remote-server';
import { stack } from '../../support/stack-env';

const ANA = 'a0000000-0000-4000-8000-000000000001';

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
  const original = await readFile(stack.remotesFile, 'utf8');
  try {
    await visit(page, `/profile/${ANA}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil', exact: true })).toBeVisible();
    const shellScript = await page.locator('script[src*="/static/js/index."]').getAttribute('src');

    // Publish: point remotes.json at release 2. The running shell is not rebuilt nor restarted.
    const remotes = JSON.parse(original) as Record<string, { entry: string }>;
    remotes.mf_profile = { entry: release2.entry };
    await writeFile(stack.remotesFile, JSON.stringify(remotes, null, 2));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil — versão 2' })).toBeVisible();
    await expect(page.locator('script[src*="/static/js/index."]')).toHaveAttribute('src', shellScript!);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();

    // Roll back: point it at the previous build again.
    await writeFile(stack.remotesFile, original);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil', exact: true })).toBeVisible();
  } finally {
    await writeFile(stack.remotesFile, original);
    await release2.dispose();
    await rm(path.dirname(dist), { recursive: true, force: true });
  }
});
