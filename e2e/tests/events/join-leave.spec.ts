import { test, expect } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { ATHLETES, joinableEvent, ownEvent, participationRows } from './events-data';

const countText = (count: number, max: number | null) => (max === null ? String(count) : `${count}/${max}`);

test('an athlete joins an event from its page and leaves it', async ({ page }) => {
  const me = ATHLETES.diego;
  const event = await joinableEvent(me);
  // Open to anyone: outside its age or gender, joining would first ask 'Participar mesmo assim?'.
  const { error } = await apiClient('service_role').from('events').update({ gender: 'Misto', age_group: 'Todas' }).eq('id', event.id);
  expect(error).toBeNull();
  await loginAs(page, me.email);
  await visit(page, `/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const count = page.getByTestId('players-count');
  await expect(count).toHaveText(countText(event.participant_count, event.max_participants));

  // A double tap joins once.
  await page.getByRole('button', { name: 'Participar' }).dblclick();
  await expect(page.getByText('Você se inscreveu no evento.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  await expect(count).toHaveText(countText(event.participant_count + 1, event.max_participants));
  await expect(page.getByRole('list', { name: 'Participantes inscritos' }).getByRole('link', { name: me.name })).toBeVisible();
  expect(await participationRows(event.id, me.id)).toBe(1);

  await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar inscrição?' });
  await expect(dialog.getByText('Tem certeza que quer cancelar sua inscrição neste evento?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Não, manter inscrição' }).click();
  await expect(dialog).toBeHidden();
  expect(await participationRows(event.id, me.id)).toBe(1);

  await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await page.getByRole('dialog', { name: 'Cancelar inscrição?' }).getByRole('button', { name: 'Sim, cancelar inscrição' }).click();
  await expect(page.getByText('Inscrição cancelada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Participar' })).toBeEnabled();
  await expect(count).toHaveText(countText(event.participant_count, event.max_participants));
  expect(await participationRows(event.id, me.id)).toBe(0);
});

test('an athlete joins from the list card, sees it under Eventos Inscritos and leaves', async ({ page }) => {
  const me = ATHLETES.carla;
  const event = await joinableEvent(me, 1);
  await loginAs(page, me.email);
  await visit(page, '/events');
  const available = page.getByRole('region', { name: 'Eventos Disponíveis' });
  await available.getByRole('button', { name: /^Ver todos/ }).click();
  await available.getByRole('article', { name: event.title }).getByRole('button', { name: 'Me inscrever' }).click();
  await expect(page.getByText('Você se inscreveu no evento.')).toBeVisible();

  const joined = page.getByRole('region', { name: 'Eventos Inscritos' });
  const seeAllJoined = joined.getByRole('button', { name: /^Ver todos/ });
  if (await seeAllJoined.isVisible()) await seeAllJoined.click();
  const card = joined.getByRole('article', { name: event.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('inscrito')).toBeVisible();
  // The joined card keeps its place under 'Eventos Disponíveis' for this visit, now joined.
  await expect(available.getByRole('article', { name: event.title }).getByText('inscrito')).toBeVisible();

  await card.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Inscrição cancelada.')).toBeVisible();
  // It keeps its place for this visit, now offering to join again; the next visit no longer lists it.
  await expect(card.getByRole('button', { name: 'Me inscrever' })).toBeVisible();
  expect(await participationRows(event.id, me.id)).toBe(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Eventos Disponíveis' })).toBeVisible();
  await expect(joined.getByRole('article', { name: event.title })).toHaveCount(0);
});

test('a full event offers its waiting list: the athlete sees their place and can leave the line', async ({ page }) => {
  const me = ATHLETES.elisa;
  const event = await ownEvent(ATHLETES.bruno, [ATHLETES.carla], { max: 1 });
  await loginAs(page, me.email);

  await visit(page, `/event/${event.id}`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByText('Você entrou na lista de espera.')).toBeVisible();
  await expect(page.getByText('Você é o 1º da lista de espera')).toBeVisible();
  await expect(page.getByTestId('players-count')).toHaveText('1/1');
  expect(await participationRows(event.id, me.id)).toBe(0);

  await page.getByRole('button', { name: 'Sair da lista de espera' }).click();
  await expect(page.getByText('Você saiu da lista de espera.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar na lista de espera' })).toBeEnabled();
  await expect(page.getByText('Você é o 1º da lista de espera')).toHaveCount(0);
});
