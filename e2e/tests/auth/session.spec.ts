import { test, expect } from '../../support/fixtures';
import { DEMO_USERS, loginAs, visit } from '../../support/helpers';

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
