import { test, expect } from '../../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, apiClient, loginAs, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';

test('a visitor opening a login-required route is sent to /login', async ({ page }) => {
  for (const path of ['/settings', '/onboarding/step1', '/collaborate']) {
    await visit(page, path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta.' })).toBeVisible();
  }
});

test('a signed-in athlete opening the landing goes to the dashboard', async ({ page }) => {
  await loginAs(page, DEMO_USERS.ana);
  await visit(page, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing out from the settings returns to the landing and ends the session', async ({ page }) => {
  await loginAs(page, DEMO_USERS.ana);
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Configurações do App' }).click();
  await expect(page.getByText('Em desenvolvimento')).toBeVisible();
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page.getByText('Logout realizado')).toBeVisible();
  await expect(page.getByText('Você foi desconectado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Iniciar sessão' })).toBeVisible();
  await visit(page, '/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('the settings link to the profile editor', async ({ page }) => {
  await loginAs(page, DEMO_USERS.ana);
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
});

/** Plants a session in localStorage before the app starts, as supabase-js would have saved it. */
async function plantSession(page: import('@playwright/test').Page, session: Record<string, unknown>) {
  const key = `sb-${new URL(stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([k, v]) => {
      if (!sessionStorage.getItem('planted')) {
        localStorage.setItem(k, v);
        sessionStorage.setItem('planted', '1');
      }
    },
    [key, JSON.stringify(session)] as const,
  );
  return key;
}

test('an expired session is refreshed silently and survives a reload', async ({ page }) => {
  const { data } = await apiClient().auth.signInWithPassword({ email: DEMO_USERS.ana, password: DEMO_PASSWORD });
  const expiredAt = Math.floor(Date.now() / 1000) - 60;
  const key = await plantSession(page, { ...data.session, expires_at: expiredAt });
  await visit(page, '/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Sair da Conta' })).toBeVisible();
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { expires_at?: number }, key);
  expect(stored.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: 'Sair da Conta' })).toBeVisible();
});

test('a session that cannot be refreshed signs the visitor out cleanly', async ({ page }) => {
  const { data } = await apiClient().auth.signInWithPassword({ email: DEMO_USERS.ana, password: DEMO_PASSWORD });
  const key = await plantSession(page, {
    ...data.session,
    refresh_token: 'revogado',
    expires_at: Math.floor(Date.now() / 1000) - 60,
  });
  await visit(page, '/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta.' })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
});
