import { test, expect } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { ATHLETES, ownEvent, participationRows } from './events-data';

test('an athlete outside the criteria is asked before joining, a double tap keeps the question, and the organiser sees who does not match', async ({ page, browser }) => {
  // Gabriela (seed: feminino, born 1996-12-21) is 29 on the event's day: neither 'Masculino' nor '36+'.
  const me = ATHLETES.gabriela;
  const organiser = ATHLETES.felipe;
  const event = await ownEvent(organiser, [], { max: null, title: 'Racha dos veteranos' });
  const { error } = await apiClient('service_role').from('events').update({ gender: 'Masculino', age_group: '36+' }).eq('id', event.id);
  expect(error).toBeNull();

  await loginAs(page, me.email);
  await visit(page, `/event/${event.id}`);
  // The second tap of a double tap lands where the question's backdrop now is: it stays open.
  await page.getByRole('button', { name: 'Participar', exact: true }).dblclick();
  const question = page.getByRole('dialog', { name: 'Este evento é para: Masculino, 36+. Participar mesmo assim?' });
  await expect(question).toBeVisible();
  await page.waitForTimeout(600);
  await expect(question).toBeVisible();
  expect(await participationRows(event.id, me.id)).toBe(0);

  // 'Voltar' joins nothing; asked again, 'Participar mesmo assim' joins: criteria are a wish, not a rule.
  await question.getByRole('button', { name: 'Voltar' }).click();
  await expect(question).toBeHidden();
  expect(await participationRows(event.id, me.id)).toBe(0);
  await page.getByRole('button', { name: 'Participar', exact: true }).click();
  await question.getByRole('button', { name: 'Participar mesmo assim' }).click();
  await expect(page.getByText('Você se inscreveu no evento.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  expect(await participationRows(event.id, me.id)).toBe(1);

  // The organiser, on their own phone.
  const organiserPage = await (await browser.newContext()).newPage();
  await loginAs(organiserPage, organiser.email);
  await visit(organiserPage, `/event/${event.id}/participants`);
  const tile = organiserPage.getByRole('listitem').filter({ hasText: me.name });
  await expect(tile.getByText('Fora dos critérios do evento (gênero e idade)')).toBeVisible();
});

test('a cancelled event’s wall says it is closed and invites no question', async ({ page }) => {
  const event = await ownEvent(ATHLETES.felipe, [ATHLETES.elisa], { max: null, title: 'Racha cancelado' });
  const { error } = await apiClient('service_role').from('events').update({ status: 'cancelled' }).eq('id', event.id);
  expect(error).toBeNull();

  await loginAs(page, ATHLETES.elisa.email);
  await visit(page, `/event/${event.id}`);
  const wall = page.getByRole('region', { name: 'Mural de Comentários' });
  await expect(wall.getByText('Este evento foi cancelado: o mural está fechado para novos comentários.')).toBeVisible();
  await expect(wall.getByText('Nenhum comentário.')).toBeVisible();
  await expect(wall.getByText('Seja o primeiro a fazer uma pergunta!', { exact: false })).toHaveCount(0);
  await expect(wall.getByRole('textbox', { name: 'Seu comentário' })).toHaveCount(0);
});
