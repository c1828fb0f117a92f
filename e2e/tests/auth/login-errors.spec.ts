import { test, expect } from '../../support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS, apiClient, uniqueEmail, visit } from '../../support/helpers';

async function login(page: import('@playwright/test').Page, email: string, password: string) {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a wrong password is refused with the catalogue text and the athlete stays on /login', async ({ page }) => {
  await login(page, DEMO_USERS.ana, 'SenhaErrada1');
  await expect(page.getByText('Email ou senha incorretos. Verifique suas credenciais.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-auth-token')))).toBe(false);
});

test('an unconfirmed e-mail cannot log in yet', async ({ page }) => {
  const email = uniqueEmail('pendente');
  const { error } = await apiClient().auth.signUp({ email, password: 'Pendente2026' });
  expect(error).toBeNull();
  await login(page, email, 'Pendente2026');
  await expect(
    page.getByText('Confirme seu email antes de fazer login. Verifique sua caixa de entrada.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an e-mail already registered cannot sign up again', async ({ page }) => {
  await visit(page, '/signup');
  await page.getByLabel('Email').fill(DEMO_USERS.bruno);
  await page.getByLabel('Senha', { exact: true }).fill('OutraSenha1');
  await page.getByLabel('Confirmar senha').fill('OutraSenha1');
  await page.getByRole('button', { name: 'Aceitar e cadastrar' }).click();
  await expect(
    page.getByText('Este email já está cadastrado. Por favor, faça login ou use outro email.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a demo athlete logs in and lands on the dashboard', async ({ page }) => {
  await login(page, DEMO_USERS.carla, DEMO_PASSWORD);
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The session survives a reload.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await visit(page, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
