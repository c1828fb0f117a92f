/**
 * Issue 46: 'Baixar meus dados' and 'Excluir minha conta', in real Chromium by the screens' pt-BR
 * texts. An organiser of two future games (participants, a waiting list) deletes his account: the
 * games are cancelled and the participants told. An athlete with a comment, praise given and a
 * confirmed payment downloads his data, then deletes: the wall says 'Conta excluída', the praised
 * player's reputation and the organiser's payments screen do not move, and he cannot sign in again.
 * Both new screens fit 320 and 390 px, read and tap well (the fixture runs axe on each).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectToFit } from '../../support/fit';
import { expectReadable } from '../../support/readable';
import { apiClient, DEMO_PASSWORD, loginAs, settled } from '../../support/helpers';
import { signedIn } from '../notifications/notifications-data';
import { freshAthlete, type FreshAthlete } from './profile-data';

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

/** A São Paulo calendar date `days` from today, YYYY-MM-DD. */
const saoPauloDate = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const tag = () => Math.random().toString(36).slice(2, 6);

async function pageOf(browser: Browser, who: FreshAthlete): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONES[1], acceptDownloads: true });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

/** Fits, reads and taps well at both phone widths. */
async function expectGoodAtBothWidths(page: Page, where: string) {
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectToFit(page, where);
    await expectReadable(page, where);
  }
}

/** Settings → 'Excluir minha conta' → password and EXCLUIR → deleted, back on the landing page. */
async function deleteAccountThroughTheScreens(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Excluir minha conta' })).toBeVisible();
  await expect(page.getByText('Seus eventos futuros são cancelados e os participantes são avisados.')).toBeVisible();
  await settled(page);
  await expectGoodAtBothWidths(page, '/settings/delete-account');

  // the typed word must be EXCLUIR, and the password his
  await page.getByLabel('Sua senha', { exact: true }).fill('senha-errada');
  await page.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
  await page.getByRole('button', { name: 'Excluir minha conta para sempre' }).click();
  await expect(page.getByText('Digite EXCLUIR, em letras maiúsculas')).toBeVisible();
  await page.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await page.getByRole('button', { name: 'Excluir minha conta para sempre' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Senha incorreta' })).toBeVisible();

  await page.getByLabel('Sua senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Excluir minha conta para sempre' }).click();
  await expect(page.getByText('Sua conta e seus dados foram excluídos.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The login form refuses him: the account is gone. */
async function cannotSignIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha incorretos. Verifique suas credenciais.').first()).toBeVisible();
}

test('settings shows "Seus dados" at 320 and 390 px', async ({ page }) => {
  const athlete = await freshAthlete(`Sara Configura ${tag()}`);
  await loginAs(page, athlete.email);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  await settled(page);
  await expectGoodAtBothWidths(page, '/settings');
});

test('an organiser of two future games deletes his account: both cancelled and the participants told', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = tag();
  const organiser = await freshAthlete(`Otávio Organizador ${suffix}`);
  const [first, second, waiting] = await Promise.all([
    freshAthlete(`Paula Participa ${suffix}`), freshAthlete(`Rui Participa ${suffix}`), freshAthlete(`Vera Espera ${suffix}`),
  ]);
  const admin = apiClient('service_role');
  const games: string[] = [];
  for (const title of [`Racha de quinta ${suffix}`, `Racha de sábado ${suffix}`]) {
    const { data, error } = await admin.from('events')
      .insert({ title, location: 'Quadra do Parque', date: saoPauloDate(4), time: '19:00', created_by: organiser.id, max_participants: 2 })
      .select('id').single();
    if (error || !data) throw new Error(`event: ${error?.message}`);
    games.push(data.id);
    for (const who of [first, second]) expect((await (await signedIn(who)).rpc('join_event', { p_event_id: data.id })).error).toBeNull();
  }
  expect((await (await signedIn(waiting)).rpc('join_event', { p_event_id: games[0]! })).data).toMatchObject({ status: 'waiting' });

  const page = await pageOf(browser, organiser);
  await deleteAccountThroughTheScreens(page);

  const { data: events } = await admin.from('events').select('id, status, created_by').in('id', games);
  expect(events?.map((e) => [e.status, e.created_by])).toEqual([['cancelled', null], ['cancelled', null]]);
  // each participant sees both cancellations in 'Notificações'
  const participant = await pageOf(browser, first);
  await participant.goto('/notifications');
  await expect(participant.getByText(`O evento "Racha de quinta ${suffix}" foi cancelado pelo organizador.`)).toBeVisible();
  await expect(participant.getByText(`O evento "Racha de sábado ${suffix}" foi cancelado pelo organizador.`)).toBeVisible();
  const { data: told } = await admin.from('notifications').select('user_id').eq('type', 'event_cancelled').in('data->>event_id', games);
  expect(told?.map((n) => n.user_id).sort()).toEqual([first.id, first.id, second.id, second.id].sort());

  await cannotSignIn(page, organiser.email);
});

test('an athlete with a comment, praise given and a confirmed payment downloads his data and deletes his account', async ({ browser }) => {
  test.setTimeout(150_000);
  const suffix = tag();
  const [athlete, organiser, praised] = await Promise.all([
    freshAthlete(`Caio Sai ${suffix}`), freshAthlete(`Olga Cobra ${suffix}`), freshAthlete(`Yara Elogiada ${suffix}`),
  ]);
  const admin = apiClient('service_role');
  const title = `Pelada paga ${suffix}`;
  const { data: event, error } = await admin.from('events')
    .insert({ title, location: 'Quadra do Parque', date: saoPauloDate(2), time: '18:00', created_by: organiser.id, max_participants: 10 })
    .select('id').single();
  if (error || !event) throw new Error(`event: ${error?.message}`);
  const asOrganiser = await signedIn(organiser);
  const asAthlete = await signedIn(athlete);
  expect((await asOrganiser.rpc('set_event_cost', { p_event_id: event.id, p_cost: {
    total_cents: 6000, pix_key_type: 'email', pix_key: 'olga.cobra@quadra.dev', recipient_name: 'Olga Cobra', recipient_city: 'Sao Paulo',
  } } as never)).error).toBeNull();
  for (const who of [athlete, praised]) expect((await (await signedIn(who)).rpc('join_event', { p_event_id: event.id })).error).toBeNull();
  expect((await asAthlete.from('event_comments').insert({ event_id: event.id, user_id: athlete.id, comment_text: `Jogo ótimo, até a próxima ${suffix}` })).error).toBeNull();
  // the game was yesterday: evaluations open, he praises Yara and pays; Olga confirms
  expect((await admin.from('events').update({ date: saoPauloDate(-1) }).eq('id', event.id)).error).toBeNull();
  expect((await asAthlete.rpc('open_due_evaluations')).error).toBeNull();
  expect((await asAthlete.rpc('submit_evaluation', { p_event_id: event.id, p_praises: [{ user_id: praised.id, tag: 'habilidoso' }] })).error).toBeNull();
  expect((await asAthlete.rpc('report_payment', { p_event_id: event.id })).error).toBeNull();
  expect((await asOrganiser.rpc('confirm_payment', { p_event_id: event.id, p_user_id: athlete.id })).error).toBeNull();

  const reputation = async () => (await admin.from('profile_reputation').select('praise_count, stars, habilidoso').eq('user_id', praised.id).single()).data;
  const reputationBefore = await reputation();
  expect(reputationBefore).toMatchObject({ praise_count: 1, habilidoso: 1 });
  const organiserPage = await pageOf(browser, organiser);
  await organiserPage.goto(`/event/${event.id}/payments`);
  const receivedLine = organiserPage.getByText(/^Recebido /).first();
  await expect(receivedLine).toBeVisible();
  const receivedBefore = await receivedLine.innerText();

  // 'Baixar meus dados': a UTF-8 JSON file with his comment, his payment and his praise, no one else's name
  const page = await pageOf(browser, athlete);
  await page.goto('/settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^quadra-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
  expect(exported).toMatchObject({
    profile: { full_name: athlete.name },
    comments: [{ text: `Jogo ótimo, até a próxima ${suffix}` }],
    payments: [{ amount_cents: 3000, status: 'confirmed' }],
    evaluations_given: [{ type: 'player_praise', praise_tags: ['habilidoso'] }],
  });
  expect(JSON.stringify(exported)).not.toContain(praised.name);
  expect(JSON.stringify(exported)).not.toContain(organiser.id);
  await expect(page.getByText('Seus dados foram baixados')).toBeVisible();

  await deleteAccountThroughTheScreens(page);

  // the wall keeps his words, by 'Conta excluída'
  await organiserPage.goto(`/event/${event.id}`);
  const comment = organiserPage.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({ hasText: `Jogo ótimo, até a próxima ${suffix}` });
  await expect(comment).toContainText('Conta excluída');
  await expect(comment).not.toContainText(athlete.name);
  // Yara's reputation and Olga's accounts have not moved
  expect(await reputation()).toEqual(reputationBefore);
  await organiserPage.goto(`/event/${event.id}/payments`);
  await expect(organiserPage.getByText(/^Recebido /).first()).toHaveText(receivedBefore);
  await expect(organiserPage.getByText('Conta excluída')).toBeVisible();

  await cannotSignIn(page, athlete.email);
});
