import { test, expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { loginAs, visit } from '../../support/helpers';
import { newAthlete, newEvent, participation, signedIn } from './notifications-data';

async function expectNoSeriousViolations(page: Page) {
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa'], { impacts: ['serious', 'critical'] })).toEqual([]);
}

test('a full event offers its waiting list; when a place frees, the first in line is registered and told live', async ({ page }) => {
  const [organiser, player, waiter] = await Promise.all([
    newAthlete('Olga Fila'), newAthlete('Paulo Titular'), newAthlete('Wagner Espera'),
  ]);
  const event = await newEvent(organiser, { max: 1, registered: [player] });
  await loginAs(page, waiter.email);

  await visit(page, `/event/${event.id}`);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(page.getByText('Você é o 1º da lista de espera')).toBeVisible();
  const badge = page.getByRole('banner').getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  // The participant leaves on their own phone: the place goes to the line, the page follows live.
  const playerClient = await signedIn(player);
  const left = await playerClient.rpc('leave_event', { p_event_id: event.id });
  expect(left.error).toBeNull();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  await expect(page.getByText('Você é o 1º da lista de espera')).toHaveCount(0);
  await expect(badge).toHaveText('1');
  expect(await participation(event.id, waiter.id)).toBe('registered');

  await visit(page, '/notifications');
  const item = page.getByRole('listitem').filter({ hasText: 'Vaga disponível' });
  await expect(item.getByText(`Abriu uma vaga no evento "${event.title}" e você foi inscrito pela lista de espera.`)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Marcar todas' }).click();
  await expect(badge).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar todas' })).toHaveCount(0);
});

test('the organiser accepts a request from the notifications screen; one answered elsewhere shows its outcome', async ({ page }) => {
  const [organiser, asker, other] = await Promise.all([
    newAthlete('Olga Aprova'), newAthlete('Rita Pede'), newAthlete('Sergio Desiste'),
  ]);
  const event = await newEvent(organiser, { max: 6, requiresApproval: true });
  for (const who of [asker, other]) {
    const joined = await (await signedIn(who)).rpc('join_event', { p_event_id: event.id });
    expect(joined.data).toMatchObject({ status: 'pending' });
  }
  // Sergio's request is refused on another device before the organiser opens the screen.
  const organiserClient = await signedIn(organiser);
  expect((await organiserClient.rpc('reject_participant', { p_event_id: event.id, p_participant_id: other.id })).error).toBeNull();

  await loginAs(page, organiser.email);
  await visit(page, '/notifications');
  const badge = page.getByRole('banner').getByTestId('unread-badge');
  await expect(badge).toHaveText('2');
  const rita = page.getByRole('listitem').filter({ hasText: 'Rita Pede quer participar' });
  const sergio = page.getByRole('listitem').filter({ hasText: 'Sergio Desiste quer participar' });
  await expect(sergio.getByText('Esta solicitação já foi respondida')).toBeVisible();
  await expect(sergio.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Each answer names whose request it is, for a screen reader.
  await expect(rita.getByRole('button', { name: 'Recusar Rita Pede', exact: true })).toBeVisible();
  await rita.getByRole('button', { name: 'Aceitar Rita Pede', exact: true }).click();
  await expect(rita.getByText('Solicitação aceita')).toBeVisible();
  await expect(rita.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expect.poll(() => participation(event.id, asker.id)).toBe('registered');

  await expect(badge).toHaveText('1');
  await page.getByRole('button', { name: 'Marcar todas' }).click();
  await expect(badge).toHaveCount(0);
});
