import { test, expect } from '../../support/fixtures';
import { loginAs, snap, visit } from '../../support/helpers';
import { ATHLETES } from './events-data';

test('my events: sections, organised events and the opened evaluation', async ({ page }) => {
  await loginAs(page, ATHLETES.ana.email);
  await visit(page, '/my-events');
  await expect(page.getByRole('tab', { name: 'Inscritos' })).toHaveAttribute('aria-selected', 'true');

  // Yesterday's finished match has its evaluation open: the card leads to the evaluation.
  const closed = page.getByRole('region', { name: 'Encerrados' });
  const finished = closed.getByRole('article', { name: 'Futebol de ontem — Ibirapuera' });
  await expect(finished).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pausados Cancelados' })).toBeVisible();
  await snap(page, 'my-events-inscritos');
  // Last week's match was already evaluated: no button there.
  await expect(closed.getByRole('article', { name: 'Vôlei da semana passada — Copacabana' }).getByRole('link', { name: 'Avaliar Evento e Jogadores' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Organizando' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await snap(page, 'my-events-organizando');
  await page.getByRole('tab', { name: 'Indicados' }).click();
  // Ana was invited to nothing (the create-event journey covers invitations).
  await expect(page.getByRole('tabpanel').getByText('Nenhum evento indicado para você')).toBeVisible();

  await page.getByRole('tab', { name: 'Inscritos' }).click();
  await finished.getByRole('link', { name: 'Avaliar Evento e Jogadores' }).click();
  await expect(page).toHaveURL(/\/event-evaluation\/e0000000-0000-4000-8000-000000000901$/);
});

test("the events list keeps a finished event under 'Eventos Inscritos' with 'Avaliar' or 'Avaliado'", async ({ page }) => {
  await loginAs(page, ATHLETES.ana.email);
  await visit(page, '/events');
  const joined = page.getByRole('region', { name: 'Eventos Inscritos' });
  await expect(joined.getByRole('article', { name: 'Vôlei da semana passada — Copacabana' }).getByRole('button', { name: 'Avaliado' })).toBeDisabled();
  await snap(page, 'events-joined-finished');
  await joined.getByRole('article', { name: 'Futebol de ontem — Ibirapuera' }).getByRole('button', { name: 'Avaliar' }).click();
  await expect(page).toHaveURL(/\/event-evaluation\/e0000000-0000-4000-8000-000000000901$/);
});
