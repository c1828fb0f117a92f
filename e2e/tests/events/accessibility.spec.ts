import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '../../support/fixtures';
import { visit } from '../../support/helpers';
import { ATHLETES, joinableEvent } from './events-data';
import { signIn } from './session';

async function expectNoViolations(page: Page) {
  // The document language belongs to the shell's HTML (checked by the platform suite).
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).disableRules(['html-has-lang']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the events screens pass the WCAG A/AA checks', async ({ page }) => {
  const me = ATHLETES.bruno;
  const event = await joinableEvent(me, 5);
  await signIn(page, me.email);

  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await expectNoViolations(page);

  await visit(page, `/event/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Mural de Comentários' })).toBeVisible();
  await expectNoViolations(page);

  await visit(page, '/search');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('sao paulo');
  await expect(page.getByRole('list', { name: 'Eventos encontrados' })).toBeVisible();
  await expectNoViolations(page);

  await visit(page, '/my-events');
  await expect(page.getByRole('region', { name: 'Encerrados' })).toBeVisible();
  await expectNoViolations(page);

  await visit(page, `/event/${event.id}/participants`);
  await expect(page.getByText(/participante\(s\)$/)).toBeVisible();
  await expectNoViolations(page);
});

test('the edit screen passes the WCAG A/AA checks', async ({ page }) => {
  // Bruno organises events (seed): open the first one he may edit.
  await signIn(page, ATHLETES.bruno.email);
  await visit(page, '/my-events');
  await page.getByRole('tab', { name: 'Organizando' }).click();
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('tab', { name: 'Configurações' })).toBeVisible();
  await expectNoViolations(page);
});
