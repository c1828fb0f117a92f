import { expect, test } from '../../support/fixtures';
import { loginAs, settled, visit } from '../../support/helpers';

// Felipe is left alone by the other journeys.
const FELIPE = { id: 'a0000000-0000-4000-8000-000000000006', email: 'felipe@quadra.dev' };

test('a toast raised in a remote shows in the shell’s one toaster', async ({ page }) => {
  // mf_auth raises this toast; the remotes mount no toaster of their own.
  // Asserted before the screen's axe check (settled): the toast lasts 4 s, a busy check may outlast it.
  await page.goto('/login?confirmed=true');
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveCount(1);
  await expect(toaster.getByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeVisible();
  await settled(page);
});

test('a session change in the shell is seen by a remote without a reload', async ({ page, context }) => {
  await loginAs(page, FELIPE.email);
  await visit(page, `/profile/${FELIPE.id}`);
  // mf_profile offers editing only to the profile's owner, reading the shared session store.
  const edit = page.getByRole('link', { name: 'Editar perfil' });
  await expect(edit).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The shell signs out (its settings screen), in another tab of the same browser.
  const other = await context.newPage();
  await visit(other, '/settings');
  await other.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.close();

  await expect(edit).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
});
