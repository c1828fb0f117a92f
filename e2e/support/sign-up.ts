import { expect, type Page } from '@playwright/test';
import { mailbox } from './helpers';

/**
 * A new athlete as a person makes one, from the sign-in screen: 'Não possui uma conta?', the form,
 * the onboarding, the confirmation e-mail's link and 'Entrar'. Ends where the app sends him next.
 */
export async function signUpFromLogin(page: Page, { email, password, name }: { email: string; password: string; name: string }): Promise<void> {
  await page.getByRole('link', { name: 'Não possui uma conta?' }).click();
  // The login form has an 'Email' field too: fill the sign-up's once it is the page.
  await expect(page.getByRole('heading', { name: 'Boas-vindas à Quadra' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Aceitar e cadastrar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await page.getByLabel('Nome completo').fill(name);
  await page.getByRole('button', { name: /Data de nascimento/ }).click();
  await page.getByRole('button', { name: '15 de junho de 1996' }).click();
  await page.getByLabel('Como prefere ser chamado?').fill(name);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await page.getByRole('radio', { name: 'Masculino' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await page.getByRole('button', { name: 'Futebol', exact: true }).click();
  await page.getByRole('button', { name: 'Finalizar cadastro' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const [message] = await mailbox(email);
  await page.goto(String(message?.link ?? ''));
  await expect(page.getByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
