import { test, expect } from '../../support/fixtures';
import { loginAs, snap, visit } from '../../support/helpers';
import { evaluatedWithoutPraise, finishedGame, freshAthlete } from '../profile/profile-data';
import { ownEvent } from './events-data';

/**
 * An athlete of this run with what the seed gives Ana, as rows of her own (a deployed site keeps
 * earlier runs' games, which would crowd a demo athlete's lists): yesterday's game with her
 * evaluation open, last week's already evaluated, and a game she organises.
 */
async function athleteWithFinishedGames() {
  const tag = Math.random().toString(36).slice(2, 7);
  const athlete = await freshAthlete(`Lia Jogadora ${tag}`);
  const lastWeek = `Vôlei da semana passada ${tag}`;
  await evaluatedWithoutPraise(athlete, await finishedGame(lastWeek, [athlete], { daysAgo: 8 }));
  const yesterday = `Futebol de ontem ${tag}`;
  const yesterdayId = await finishedGame(yesterday, [athlete]);
  await ownEvent(athlete, [], { max: 10, title: 'Racha da Lia' });
  return { athlete, lastWeek, yesterday: { title: yesterday, id: yesterdayId } };
}

test('my events: sections, organised events and the opened evaluation', async ({ page }) => {
  const { athlete, yesterday, lastWeek } = await athleteWithFinishedGames();
  await loginAs(page, athlete.email);
  await visit(page, '/my-events');
  await expect(page.getByRole('tab', { name: 'Inscritos' })).toHaveAttribute('aria-selected', 'true');

  // Yesterday's finished match has its evaluation open: the card leads to the evaluation.
  const closed = page.getByRole('region', { name: 'Encerrados' });
  const finished = closed.getByRole('article', { name: yesterday.title });
  await expect(finished).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pausados / Cancelados' })).toBeVisible();
  await snap(page, 'my-events-inscritos');
  // Last week's match was already evaluated: no button there.
  await expect(closed.getByRole('article', { name: lastWeek }).getByRole('link', { name: 'Avaliar Evento e Jogadores' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Organizando' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await snap(page, 'my-events-organizando');
  await page.getByRole('tab', { name: 'Indicados' }).click();
  // Invited to nothing (the create-event journey covers invitations).
  await expect(page.getByRole('tabpanel').getByText('Nenhum evento indicado para você')).toBeVisible();

  await page.getByRole('tab', { name: 'Inscritos' }).click();
  await finished.getByRole('link', { name: 'Avaliar Evento e Jogadores' }).click();
  await expect(page).toHaveURL(new RegExp(`/event-evaluation/${yesterday.id}$`));
});

test("the events list keeps a finished event under 'Eventos Inscritos' with 'Avaliar' or 'Avaliado'", async ({ page }) => {
  const { athlete, yesterday, lastWeek } = await athleteWithFinishedGames();
  await loginAs(page, athlete.email);
  await visit(page, '/events');
  const joined = page.getByRole('region', { name: 'Eventos Inscritos' });
  await expect(joined.getByRole('article', { name: lastWeek }).getByRole('button', { name: 'Avaliado' })).toBeDisabled();
  await snap(page, 'events-joined-finished');
  await joined.getByRole('article', { name: yesterday.title }).getByRole('button', { name: 'Avaliar' }).click();
  await expect(page).toHaveURL(new RegExp(`/event-evaluation/${yesterday.id}$`));
});
