import { axeViolations } from '../../support/axe';
import { test, expect, type Page } from '../../support/fixtures';
import { loginAs, visit } from '../../support/helpers';
import { ATHLETES, joinableEvent } from './events-data';

/** Any violation, of any impact (best practices such as page-has-heading-one included). */
async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const screens: { name: string; path: (eventId: string) => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'events list',
    path: () => '/events',
    ready: (page) => expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible(),
  },
  {
    name: 'event detail',
    path: (id) => `/event/${id}`,
    ready: (page) => expect(page.getByRole('heading', { name: 'Mural de Comentários' })).toBeVisible(),
  },
  {
    name: 'search results',
    path: () => '/search',
    ready: async (page) => {
      await page.getByRole('searchbox', { name: 'Buscar' }).fill('sao paulo');
      await expect(page.getByRole('list', { name: 'Eventos encontrados' })).toBeVisible();
    },
  },
  {
    name: 'my events',
    path: () => '/my-events',
    ready: (page) => expect(page.getByRole('region', { name: 'Encerrados' })).toBeVisible(),
  },
  {
    name: 'participants',
    path: (id) => `/event/${id}/participants`,
    ready: (page) => expect(page.getByText(/^\d+ participantes?$/)).toBeVisible(),
  },
];

for (const screen of screens) {
  test(`the ${screen.name} screen has no axe violation of any impact`, async ({ page }) => {
    const me = ATHLETES.bruno;
    const event = await joinableEvent(me, 5);
    await loginAs(page, me.email);
    await visit(page, screen.path(event.id));
    await screen.ready(page);
    await expectNoViolations(page);
  });
}

test('the edit screen has no axe violation of any impact', async ({ page }) => {
  // Bruno organises events (seed): open the first one he may edit.
  await loginAs(page, ATHLETES.bruno.email);
  await visit(page, '/my-events');
  await page.getByRole('tab', { name: 'Organizando' }).click();
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('tab', { name: 'Configurações' })).toBeVisible();
  await expectNoViolations(page);
});
