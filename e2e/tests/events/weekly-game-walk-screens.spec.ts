/**
 * Issue 48's before/after pictures at 320 px (docs/screenshots/issue-48/<phase>-<screen>-<point>-320.png),
 * taken only when asked: QUADRA_E2E_DOC_SHOTS=before on the unfixed build, =after on the fixed one.
 * Its locators read both versions' texts; the journeys that assert are weekly-game-walk.spec.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { requires } from '../../support/stack-env';
import { newAthlete, signedIn } from '../notifications/notifications-data';
import { eventWithPlayers, phone, weeklySeries } from './weekly-game-walk-data';

const PHASE = process.env.QUADRA_E2E_DOC_SHOTS;
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots/issue-48');

requires('service role');
test.skip(!PHASE, 'pictures for docs/: QUADRA_E2E_DOC_SHOTS=before|after');

async function shot(page: Page, name: string) {
  // A list still loading would hide the screen pictured.
  await expect(page.getByText('Carregando')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(DIR, `${PHASE}-${name}-320.png`), animations: 'disabled' });
}

test('the weekly game screens of issue 48 at 320 px', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const [organiser, ana] = await Promise.all([newAthlete(`Olga Foto ${tag}`), newAthlete(`Ana Fixa ${tag}`)]);
  const players = await Promise.all(Array.from({ length: 8 }, (_, i) => newAthlete(`Foto ${String.fromCharCode(65 + i)} ${tag}`)));
  // Past the terms banner of a new account, which would fill the top of every picture.
  const { data: version } = await apiClient().rpc('current_terms_version');
  const accepted = await apiClient('service_role').from('terms_acceptances').insert([organiser, ana].map((u) => ({ user_id: u.id, version })));
  expect(accepted.error).toBeNull();
  await loginAs(page, organiser.email);
  await page.setViewportSize({ width: 320, height: 640 });

  // Points 1, 6, 11: the edit screen's 'Custo'.
  const costly = await eventWithPlayers(organiser, 12, players);
  await visit(page, `/event/${costly}/edit`);
  await shot(page, 'edit-tabs-p6');
  await page.getByRole('tab', { name: /Cus/ }).click();
  await page.getByRole('switch', { name: /Cobrar o custo do evento/ }).check();
  await page.getByLabel('Valor total (R$)').fill('120,00');
  await page.getByLabel('Chave Pix').fill('olga.pix@quadra.dev');
  await page.getByLabel('Nome de quem recebe').fill('Olga Souza');
  await page.getByLabel('Cidade de quem recebe').fill('São Paulo');
  await page.getByLabel('Valor total (R$)').scrollIntoViewIfNeeded();
  await shot(page, 'edit-cost-preview-p1');
  await page.getByRole('button', { name: 'Salvar custo' }).click();
  await expect(page.getByText('Custo do evento salvo!')).toBeVisible();
  await shot(page, 'edit-cost-toast-p11');

  // Point 12: 'Pagamentos' without a cost.
  const free = await eventWithPlayers(organiser, 10, []);
  await visit(page, `/event/${free}/payments`);
  await shot(page, 'payments-no-cost-p12');

  // Points 2, 4, 5, 8: a weekly series, Ana a regular.
  const { occurrences: dates } = await weeklySeries(organiser, `Pelada foto ${tag}`);
  const [one, two, three] = dates as [(typeof dates)[0], (typeof dates)[0], (typeof dates)[0]];
  expect((await (await signedIn(ana)).rpc('join_event', { p_event_id: one.id })).error).toBeNull();
  expect((await (await signedIn(organiser)).rpc('set_series_regular', { p_event_id: one.id, p_user_id: ana.id, p_regular: true })).error).toBeNull();
  const anaPhone = await phone(browser, ana, 320);
  await anaPhone.setViewportSize({ width: 320, height: 640 });
  await visit(anaPhone, `/event/${two.id}`);
  await anaPhone.getByRole('button', { name: 'Não vou desta vez' }).click();
  await shot(anaPhone, 'detail-not-this-time-dialog-p4');
  await anaPhone.getByRole('dialog').getByRole('button', { name: /Sim, cancelar inscrição|Liberar minha vaga/ }).click();
  await expect(anaPhone.getByText('Inscrição cancelada.')).toBeVisible();
  await shot(anaPhone, 'detail-leave-toast-p4-p11');

  await visit(page, `/event/${three.id}/edit`);
  await page.getByLabel('Horário').fill('20:00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await shot(page, 'edit-scope-dialog-low');
  await page.getByRole('button', { name: 'Este e os próximos' }).click();
  await expect(page.getByText('Série atualizada com sucesso!')).toBeVisible();
  await shot(page, 'edit-series-toast-p11');
  await visit(page, `/event/${three.id}`);
  await page.getByRole('heading', { level: 2, name: /^(Toda|Todo) / }).scrollIntoViewIfNeeded();
  await shot(page, 'detail-series-box-p8');
  await page.getByRole('button', { name: /^Encerrar série/ }).click();
  await shot(page, 'detail-end-series-dialog-p2');
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar série' }).click();
  await expect(page.getByText('Série encerrada').first()).toBeVisible();
  await visit(page, `/event/${one.id}`);
  await page.getByRole('heading', { level: 2, name: /^(Toda|Todo) / }).scrollIntoViewIfNeeded();
  await shot(page, 'detail-series-box-ended-p8');
  await visit(anaPhone, '/notifications');
  await shot(anaPhone, 'notifications-series-p5');
  await anaPhone.context().close();

  // Point 10: my events after the end ('Organizando': the cancelled dates).
  await visit(page, '/my-events');
  await page.getByRole('tab', { name: 'Organizando' }).click();
  await page.getByRole('heading', { name: 'Anteriores' }).scrollIntoViewIfNeeded();
  await shot(page, 'my-events-organizing-p10');
  // Point 7 and the names under avatars: a new organiser's reputation, the players' row.
  await visit(page, `/event/${costly}`);
  await shot(page, 'detail-organiser-reputation-p7');
  await page.getByRole('list', { name: 'Participantes inscritos' }).scrollIntoViewIfNeeded();
  await shot(page, 'detail-player-names-low');
  // Low: settings' 'Assinar minha agenda'.
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Assinar minha agenda' }).click();
  await page.getByRole('heading', { name: 'Assinar minha agenda' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-calendar-feed-low');

  // Point 9: a São Paulo game on a Manaus phone.
  const manaus = await browser.newContext({ baseURL: page.url(), locale: 'pt-BR', timezoneId: 'America/Manaus', viewport: { width: 320, height: 640 } });
  const far = await manaus.newPage();
  await visit(far, `/event/${one.id}`);
  await shot(far, 'detail-manaus-phone-p9');
  await manaus.close();

  // Low: step 2's 'Fuso horário'.
  await visit(page, '/create-event');
  await page.getByLabel('Nome do evento').fill(`Foto ${tag}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/create-event\/step2$/);
  await page.getByLabel('Fuso horário').scrollIntoViewIfNeeded();
  await shot(page, 'wizard-step2-zone-low');
});
