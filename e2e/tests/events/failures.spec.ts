import { test, expect } from '../../support/fixtures';
import { withoutFirstScreen } from '../../support/first-screen';
import { loginAs, visit } from '../../support/helpers';
import { ATHLETES, joinableEvent } from './events-data';

const failWith = (message: string, code = 'XX000') => ({
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ code, message, details: null, hint: null }),
});

test('a failed events load shows the error in place of the list', async ({ page }) => {
  // The lists come from the database's window functions; a rule-coded (P0001) pt-BR text is what
  // reaches the screen (CONTRACT.md), any other failure shows the screen's own text.
  await page.route('**/rest/v1/rpc/list_*', (route) => route.fulfill(failWith('servidor indisponível', 'P0001')));
  // The server's own read fails too: its document has no first screen, and the app asks itself.
  await withoutFirstScreen(page);
  await visit(page, '/events');
  await expect(page.getByRole('alert').getByText('Erro ao carregar eventos: servidor indisponível')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toHaveCount(0);
});

test('a failed search says so', async ({ page }) => {
  await page.route('**/rest/v1/rpc/search_*', (route) => route.fulfill(failWith('boom')));
  await visit(page, '/search');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('futebol');
  await expect(page.getByRole('alert').getByText('Erro ao realizar busca', { exact: true })).toBeVisible();
  await expect(page.getByText('Erro ao realizar busca. Tente novamente.')).toBeVisible();
});

test('a comment that cannot be saved says so and the wall still matches the database', async ({ page }) => {
  const me = ATHLETES.gabriela;
  const event = await joinableEvent(me, 4);
  await loginAs(page, me.email);
  await page.route('**/rest/v1/event_comments*', (route) =>
    route.request().method() === 'POST' ? route.fulfill(failWith('boom')) : route.fallback(),
  );
  await visit(page, `/event/${event.id}`);
  const wall = page.getByRole('region', { name: 'Mural de Comentários' });
  await wall.getByRole('textbox', { name: 'Seu comentário' }).fill('Vai ter juiz?');
  await wall.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Não foi possível postar o comentário')).toBeVisible();
  await expect(wall.getByRole('listitem').filter({ hasText: 'Vai ter juiz?' })).toHaveCount(0);
  await expect(wall.getByRole('textbox', { name: 'Seu comentário' })).toHaveValue('Vai ter juiz?');
});
