import { test, expect } from '../../support/fixtures';
import { DEMO_USERS, loginAs, visit } from '../../support/helpers';

test('the landing sends a visitor to the login after its toast', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(page.getByText('Redirecionando para login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the placeholders say what is coming and go back', async ({ page }) => {
  await loginAs(page, DEMO_USERS.ana);
  for (const [path, title] of [
    ['/map', 'Mapa de Eventos'],
    ['/messages', 'Mensagens'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Em breve')).toBeVisible();
  }
  // Opened directly (no earlier screen of the app to go back to): back leads to the events.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('collaborate opens the campaign in a new tab and copies the app link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, DEMO_USERS.ana);
  await visit(page, '/collaborate');
  const campaign = page.getByRole('link', { name: 'Apoiar no financiamento coletivo' });
  await expect(campaign).toHaveAttribute('target', '_blank');
  await expect(campaign).toHaveAttribute('href', /^https:\/\//);
  // Desktop Chromium has no share sheet: the address is copied instead.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'compartilhe o app' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(page.url()).origin);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await visit(page, '/nao-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});
