import { test, expect } from '../../support/fixtures';
import { loginAs, snap, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { ATHLETES, joinableEvent, organisedEventWithParticipant, participationRows } from './events-data';

test('the organiser edits, pauses and cancels an event and a participant sees it live', async ({ page, browser }) => {
  const organiser = ATHLETES.joao;
  const { event, participant } = await organisedEventWithParticipant(organiser);

  // The participant keeps the event open in another browser.
  const other = await browser.newContext({
    baseURL: stack.baseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
  });
  const participantPage = await other.newPage();
  await loginAs(participantPage, participant.email);
  await visit(participantPage, `/event/${event.id}`);
  await expect(participantPage.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();

  await loginAs(page, organiser.email);
  await visit(page, `/event/${event.id}`);
  await expect(page.getByRole('button', { name: 'Você é o organizador' })).toBeDisabled();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}/edit$`));
  await expect(page.getByRole('tab', { name: 'Configurações' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, 'edit-event-settings');

  // Edit: a new name and no player limit.
  const newTitle = `${event.title} (novo horário)`.slice(0, 100);
  await page.getByLabel('Nome do evento').fill(newTitle);
  await page.getByLabel('Máximo de jogadores').fill('');
  await page.getByRole('radio', { name: '26-35' }).check();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Evento atualizado com sucesso.')).toBeVisible();
  await expect(participantPage.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(participantPage.getByText('26-35')).toBeVisible();

  // Pause, after confirming.
  await page.getByRole('button', { name: 'Pausar evento' }).click();
  const pause = page.getByRole('dialog', { name: 'Pausar evento?' });
  await expect(pause.getByText('Os participantes serão notificados sobre a pausa do evento.')).toBeVisible();
  await pause.getByRole('button', { name: 'Sim, pausar evento' }).click();
  await expect(page.getByText('Evento pausado')).toBeVisible();
  await expect(pause).toBeHidden();
  // A paused event can be resumed (issue 25): 'Pausar evento' gives way to 'Retomar evento'.
  await expect(page.getByRole('button', { name: 'Pausar evento', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retomar evento' })).toBeEnabled();
  await expect(participantPage.getByText('Pausado', { exact: true })).toBeVisible();

  // Cancel, after confirming; then nothing can be edited.
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar evento?' });
  // It names what it cancels (issue 48).
  await expect(cancel.getByText(/ será cancelado e .*avisado.*\. Esta ação não pode ser desfeita\.$/)).toBeVisible();
  await cancel.getByRole('button', { name: 'Sim, cancelar evento' }).click();
  await expect(page.getByText('Evento cancelado', { exact: true })).toBeVisible();
  await expect(page.getByText('Este evento foi cancelado e não pode ser editado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Evento já cancelado' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expect(page.getByLabel('Nome do evento')).toBeDisabled();
  await snap(page, 'edit-event-cancelled');

  // The participant's open screen follows, without a reload.
  await expect(participantPage.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(participantPage.getByRole('button', { name: 'Evento cancelado' })).toBeDisabled();
  await snap(participantPage, 'event-detail-cancelled-live');
  await other.close();

  await visit(page, `/event/${event.id}`);
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});

test('the organiser removes a participant from the Participantes tab', async ({ page }) => {
  const organiser = ATHLETES.larissa;
  const { event, participant } = await organisedEventWithParticipant(organiser);
  await loginAs(page, organiser.email);
  await visit(page, `/event/${event.id}/edit`);
  await page.getByRole('tab', { name: 'Participantes' }).click();

  await page.getByRole('button', { name: `Remover ${participant.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover participante?' });
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  expect(await participationRows(event.id, participant.id)).toBe(1);

  await page.getByRole('button', { name: `Remover ${participant.name}` }).click();
  await page.getByRole('dialog', { name: 'Remover participante?' }).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Participante removido')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover ${participant.name}` })).toHaveCount(0);
  expect(await participationRows(event.id, participant.id)).toBe(0);
});

test('someone who is not the organiser cannot open the edit screen', async ({ page }) => {
  const event = await joinableEvent(ATHLETES.ana, 3);
  await loginAs(page, ATHLETES.ana.email);
  await visit(page, `/event/${event.id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
});

// A 1x1 PNG: the storage checks the bytes, not only the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the organiser uploads a cover photo; a non-image is refused', async ({ page }) => {
  const organiser = ATHLETES.felipe;
  const { event } = await organisedEventWithParticipant(organiser);
  await loginAs(page, organiser.email);
  await visit(page, `/event/${event.id}/edit`);

  const picker = page.getByLabel('Foto do evento');
  await picker.setInputFiles({ name: 'script.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('Tipo de arquivo não permitido por segurança.')).toBeVisible();

  await picker.setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Pré-visualização da foto do evento' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Evento atualizado com sucesso.')).toBeVisible();

  await visit(page, `/event/${event.id}`);
  // under the organiser's own folder: storage lets a user write only there
  const cover = page.locator(`img[src*="/storage/v1/object/public/event-images/${organiser.id}/events/${event.id}-"]`);
  await expect(cover).toHaveAttribute('src', /\.png$/);
  const response = await page.request.get((await cover.getAttribute('src'))!);
  expect(response.ok()).toBe(true);
});
