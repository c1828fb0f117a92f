import { test, expect } from '../../support/fixtures';
import { snap, visit } from '../../support/helpers';

test('a visitor browses the events and is asked to log in to join', async ({ page }) => {
  await visit(page, '/events');
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Eventos Inscritos' })).toHaveCount(0);
  await expect(page.getByText(/a 2km de você/)).toHaveCount(0);

  // The filter popover is really applied: only chess events remain.
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('dialog', { name: 'Filtros' }).getByLabel('Xadrez').check();
  await snap(page, 'events-filter-xadrez');
  await page.getByRole('button', { name: 'Fechar' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    expect(title).toMatch(/xadrez/i);
  }
  await page.getByRole('button', { name: 'Filtros (1)' }).click();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.keyboard.press('Escape');

  await cards.getByRole('button', { name: 'Me inscrever', exact: true }).first().click();
  await expect(page.getByText('Login necessário')).toBeVisible();
  await expect(page.getByText('Você precisa estar logado para interagir com eventos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fevent%2F[0-9a-f-]{36}$/);
});

test("a visitor searches 'sao paulo' and opens an event", async ({ page }) => {
  await visit(page, '/search');
  await expect(page.getByText('Digite para buscar')).toBeVisible();
  await expect(page.getByText('Encontre eventos e esportistas')).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill('sao paulo');
  // Accents and case are ignored: athletes from São Paulo and events there.
  const athletes = page.getByRole('list', { name: 'Esportistas encontrados' });
  await expect(athletes.getByRole('link', { name: /Ana Souza/ })).toBeVisible();
  const events = page.getByRole('list', { name: 'Eventos encontrados' });
  await expect(events.getByRole('link').first()).toContainText('São Paulo');
  await expect(events.getByRole('link').first()).toContainText(/\d+ participantes/);
  await snap(page, 'search-sao-paulo');

  await page.getByRole('tab', { name: 'Esportistas' }).click();
  await expect(athletes).toBeVisible();
  await expect(events).toHaveCount(0);
  await page.getByRole('tab', { name: 'Eventos' }).click();
  await expect(athletes).toHaveCount(0);

  const first = events.getByRole('link').first();
  const title = (await first.locator('span span').first().textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Aberto', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mural de Comentários' })).toBeVisible();
  await expect(page.getByText('Faça login para participar da conversa')).toBeVisible();
  await snap(page, 'event-detail-visitor');

  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(page.getByText('Em desenvolvimento')).toBeVisible();

  await page.getByRole('button', { name: 'Participar' }).click();
  await expect(page.getByText('Você precisa estar logado para se inscrever em eventos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fevent%2F[0-9a-f-]{36}$/);
});

test('a search without matches and an unknown event say so', async ({ page }) => {
  await visit(page, '/search');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzqxw nada');
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
  await expect(page.getByText('Tente usar palavras-chave diferentes')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(page.getByText('Digite para buscar')).toBeVisible();

  await visit(page, '/event/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').getByText('Evento não encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/events$/);
});
