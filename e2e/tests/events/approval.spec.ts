import { test, expect } from '../../support/fixtures';
import { loginAs, snap, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { ATHLETES, approvalEvent, participationRows, pendingRequest } from './events-data';

/** The footer as pt-BR reads it: '1 participante', '3 participantes'. */
const participantCount = (n: number) => `${n} ${n <= 1 ? 'participante' : 'participantes'}`;

test('an athlete asks to join an approval-only event and its organiser approves it', async ({ page, browser }) => {
  const requester = ATHLETES.henrique;
  const organiser = ATHLETES.marcos;
  const event = await approvalEvent(organiser, [ATHLETES.elisa]);

  await loginAs(page, requester.email);
  await visit(page, `/event/${event.id}`);
  await page.getByRole('button', { name: 'Pedir para participar' }).click();
  await expect(page.getByText('Solicitação enviada! Aguarde a aprovação do organizador.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeEnabled();
  await expect(page.getByText('Aguardando aprovação', { exact: true })).toBeVisible();
  await expect(page.getByTestId('players-count')).toHaveText(`${event.participant_count}/${event.max_participants}`);

  const orgContext = await browser.newContext({
    baseURL: stack.baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
  });
  const orgPage = await orgContext.newPage();
  await loginAs(orgPage, organiser.email);
  await visit(orgPage, `/event/${event.id}/participants`);
  await expect(orgPage.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
  await expect(orgPage.getByText(event.title)).toBeVisible();
  const pending = orgPage.getByRole('region', { name: /^Solicitações Pendentes \(\d+\)$/ });
  await expect(pending.getByRole('link', { name: requester.name })).toBeVisible();
  await snap(orgPage, 'participants-pending');
  const grid = orgPage.getByRole('list', { name: 'Participantes' });
  await expect(orgPage.getByText(participantCount(event.participant_count), { exact: true })).toBeVisible();

  await pending.getByRole('button', { name: `Aprovar ${requester.name}` }).click();
  await expect(orgPage.getByText('Participação aprovada')).toBeVisible();
  await expect(grid.getByRole('link', { name: new RegExp(requester.name) })).toBeVisible();
  await expect(orgPage.getByText(participantCount(event.participant_count + 1), { exact: true })).toBeVisible();
  await expect(pending.getByRole('link', { name: requester.name })).toHaveCount(0);

  // The per-person menu is still in development.
  await grid.getByRole('button', { name: `Opções de ${requester.name}` }).click();
  await expect(orgPage.getByText('Em desenvolvimento')).toBeVisible();
  await orgContext.close();

  // The requester's screen follows the approval live.
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  await expect(page.getByTestId('players-count')).toHaveText(`${event.participant_count + 1}/${event.max_participants}`);
  expect(await participationRows(event.id, requester.id)).toBe(1);
});

test('an athlete takes back a request still waiting for approval', async ({ page }) => {
  const organiser = ATHLETES.marcos;
  const { event, requester } = await pendingRequest(organiser, ATHLETES.isabela);
  await loginAs(page, requester.email);
  await visit(page, `/event/${event.id}`);
  await expect(page.getByText('Aguardando aprovação', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.getByRole('button', { name: 'Pedir para participar' })).toBeEnabled();
  expect(await participationRows(event.id, requester.id)).toBe(0);
});

test('the organiser rejects a pending request', async ({ page }) => {
  const organiser = ATHLETES.marcos;
  const { event, requester } = await pendingRequest(organiser, ATHLETES.henrique);
  await loginAs(page, organiser.email);
  await visit(page, `/event/${event.id}/participants`);
  const pending = page.getByRole('region', { name: /^Solicitações Pendentes \(\d+\)$/ });
  await pending.getByRole('button', { name: `Rejeitar ${requester.name}` }).click();
  await expect(page.getByText('Participação rejeitada')).toBeVisible();
  await expect(pending.getByRole('link', { name: requester.name })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Participantes' }).getByRole('link', { name: new RegExp(requester.name) })).toHaveCount(0);
  expect(await participationRows(event.id, requester.id)).toBe(0);
});
