// The weekly game (issue 26): a series created in the wizard, its occurrences kept ahead by the
// materialiser, regulars, 'Não vou desta vez', editing one or the following, cancelling one and
// ending the series; and an event in Manaus, the same 19:00 on devices in three zones.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { newAthlete, signedIn, type TestAthlete } from '../notifications/notifications-data';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const admin = apiClient('service_role');
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/**
 * One run of the series' materialiser, as a hosted project runs it (the one-shot command of
 * jobs/src/series/materialise-once.ts): the local server's scheduler does the same every minute.
 */
async function materialise() {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/series/materialise-once.ts'], {
    cwd: path.join(ROOT, 'jobs'),
    env: { ...process.env, DATABASE_URL: stack.databaseUrl },
  });
}

/** The calendar day `days` from today in `zone`, 'yyyy-MM-dd'. */
function dayIn(zone: string, days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function occurrences(seriesId: string) {
  const { data, error } = await admin
    .from('events')
    .select('id, date, time, status, starts_at, location, max_participants')
    .eq('series_id', seriesId)
    .order('date');
  if (error) throw new Error(error.message);
  return data;
}

async function phone(browser: Browser, who: TestAthlete, timezoneId = 'America/Sao_Paulo'): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

/** The wizard, from step 1 to 'Criar evento'; step 2 is the caller's (where, when, repeat). */
async function createInWizard(page: Page, title: string, sportName: string, max: number, step2: () => Promise<void>) {
  await visit(page, '/create-event');
  await page.getByLabel('Nome do evento').fill(title);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/create-event\/step2$/);
  await step2();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/create-event\/step3$/);
  await page.getByLabel('Esporte').fill(sportName.slice(0, -2));
  await page.getByRole('list', { name: 'Esportes sugeridos' }).getByRole('button', { name: sportName }).click();
  await page.getByLabel('Mínimo de jogadores').fill('2');
  await page.getByLabel('Máximo de jogadores').fill(String(max));
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/create-event\/step4$/);
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/create-event\/step5$/);
  await page.getByRole('button', { name: 'Criar evento' }).click();
  await expect(page.getByText('Evento criado com sucesso!')).toBeVisible();
}

async function newSport(): Promise<string> {
  const name = `Futevôlei ${Date.now().toString(36)}`;
  const { error } = await admin.from('sports').insert({ name });
  if (error) throw new Error(`sport: ${error.message}`);
  return name;
}

test("an organiser runs 'Pelada de quinta' every week: occurrences ahead, regulars, 'Não vou desta vez', edits and the end", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const [organiser, ana, bia, caio, duda] = await Promise.all([
    newAthlete(`Olga Série ${tag}`), newAthlete(`Ana Fixa ${tag}`), newAthlete(`Bia Fixa ${tag}`),
    newAthlete(`Caio Avulso ${tag}`), newAthlete(`Duda Espera ${tag}`),
  ]);
  const sportName = await newSport();
  const title = `Pelada de quinta ${tag}`;
  const first = dayIn('America/Sao_Paulo', 2);

  // The wizard: every week, 8 times, 19:00, 3 places.
  await loginAs(page, organiser.email);
  await createInWizard(page, title, sportName, 3, async () => {
    await page.getByLabel('Local').fill('Quadra do Parque Ibirapuera');
    await page.getByLabel('Data').fill(first);
    await page.getByLabel('Horário de início').fill('19:00');
    await page.getByLabel('Repetir').selectOption({ label: 'Toda semana' });
    await page.getByRole('radio', { name: 'Depois de' }).check();
    await page.getByLabel('Quantas vezes').fill('8');
  });
  const { data: created } = await admin.from('events').select('id, series_id').eq('title', title).single();
  expect(created?.series_id).toBeTruthy();
  const seriesId = created!.series_id as string;

  // The materialiser keeps the next 4: a week apart, at the same wall clock (22:00 UTC in São Paulo).
  await materialise();
  await materialise();
  let rows = await occurrences(seriesId);
  expect(rows.map((r) => r.date)).toEqual([first, plusDays(first, 7), plusDays(first, 14), plusDays(first, 21)]);
  expect(new Set(rows.map((r) => `${r.time} ${new Date(r.starts_at).toISOString().slice(11, 16)}`))).toEqual(new Set(['19:00:00 22:00']));
  const [one, two, three, four] = rows as [typeof rows[number], typeof rows[number], typeof rows[number], typeof rows[number]];

  const weekday = WEEKDAYS[new Date(`${first}T12:00:00Z`).getUTCDay()]!;
  const rule = `${weekday === 'domingo' || weekday === 'sábado' ? 'Todo' : 'Toda'} ${weekday} às 19:00`;
  await visit(page, `/event/${one.id}`);
  await expect(page.getByRole('heading', { name: rule })).toBeVisible();
  // The date on screen is marked, not a link to itself (issue 48); the 3 others are.
  await expect(page.getByRole('link', { name: /às 19:00$/ })).toHaveCount(3);
  await expect(page.getByText(/às 19:00 \(esta data\)$/)).toBeVisible();

  // Two regulars: Ana and Bia join the first game and the organiser marks them.
  for (const who of [ana, bia]) expect((await (await signedIn(who)).rpc('join_event', { p_event_id: one.id })).error).toBeNull();
  await visit(page, `/event/${one.id}/participants`);
  for (const who of [ana, bia]) {
    await page.getByRole('button', { name: `Tornar fixo ${who.name}` }).click();
    await expect(page.getByRole('button', { name: `Remover dos fixos ${who.name}` })).toBeVisible();
  }

  // They are registered on the next game and told.
  const registered = async (eventId: string) =>
    ((await admin.from('event_participants').select('user_id').eq('event_id', eventId).eq('status', 'registered')).data ?? []).map((r) => r.user_id).sort();
  expect(await registered(two.id)).toEqual([ana.id, bia.id].sort());
  const anaPhone = await phone(browser, ana);
  await visit(anaPhone, '/notifications');
  const day = `${two.date.slice(8, 10)}/${two.date.slice(5, 7)}`;
  await expect(anaPhone.getByText(`Você está confirmado em ${title}, ${day} às 19:00. Não vai? Libere sua vaga.`)).toBeVisible();

  // The second game fills (Caio) and Duda waits in line; Ana cannot come: Duda is promoted live.
  expect((await (await signedIn(caio)).rpc('join_event', { p_event_id: two.id })).error).toBeNull();
  const dudaPhone = await phone(browser, duda);
  await visit(dudaPhone, `/event/${two.id}`);
  await dudaPhone.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(dudaPhone.getByText('Você é o 1º da lista de espera')).toBeVisible();
  await visit(anaPhone, `/event/${two.id}`);
  await anaPhone.getByRole('button', { name: 'Não vou desta vez' }).click();
  await anaPhone.getByRole('dialog', { name: 'Não vai desta vez?' }).getByRole('button', { name: 'Liberar minha vaga' }).click();
  await expect(dudaPhone.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  expect(await registered(two.id)).toEqual([bia.id, caio.id, duda.id].sort());

  // 'Este e os próximos' from the third game: the third and the fourth move, the first two do not.
  await visit(page, `/event/${three.id}/edit`);
  await page.getByLabel('Endereço').fill('Arena Vila Madalena');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('button', { name: 'Este e os próximos' }).click();
  await expect(page.getByText('Série atualizada com sucesso!')).toBeVisible();
  // 'Só este evento' on the fourth: only its time changes.
  await visit(page, `/event/${four.id}/edit`);
  await page.getByLabel('Horário').fill('20:30');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('button', { name: 'Só este evento' }).click();
  await expect(page.getByText('Evento atualizado com sucesso.')).toBeVisible();
  rows = await occurrences(seriesId);
  expect(rows.map((r) => [r.location, r.time])).toEqual([
    ['Quadra do Parque Ibirapuera', '19:00:00'], ['Quadra do Parque Ibirapuera', '19:00:00'],
    ['Arena Vila Madalena', '19:00:00'], ['Arena Vila Madalena', '20:30:00'],
  ]);

  // 'Cancelar só este' on the second: it stays cancelled, and the next date is made instead.
  await visit(page, `/event/${two.id}`);
  await page.getByRole('button', { name: 'Cancelar só este' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar só este' }).click();
  await expect.poll(async () => (await occurrences(seriesId)).find((r) => r.id === two.id)?.status).toBe('cancelled');
  await materialise();
  rows = await occurrences(seriesId);
  expect(rows.map((r) => [r.date, r.status])).toEqual([
    [first, 'active'], [plusDays(first, 7), 'cancelled'], [plusDays(first, 14), 'active'],
    [plusDays(first, 21), 'active'], [plusDays(first, 28), 'active'],
  ]);
  // The new one inherits the series' latest edit ('Este e os próximos') and its regulars.
  expect(rows[4]!.location).toBe('Arena Vila Madalena');
  expect(await registered(rows[4]!.id)).toEqual([ana.id, bia.id].sort());

  // 'Encerrar série': every game to come is cancelled, its participants told; nothing new is made.
  await visit(page, `/event/${one.id}`);
  await page.getByRole('button', { name: 'Encerrar série' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar série' }).click();
  await expect(page.getByText('Série encerrada').first()).toBeVisible();
  await materialise();
  rows = await occurrences(seriesId);
  expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  // One notice for the whole end (issue 48), naming her dates, the third among them.
  const { data: told } = await admin.from('notifications').select('title, message, data').eq('user_id', bia.id);
  const ended = (told ?? []).filter((n) => (n.data as { series_id?: string }).series_id === seriesId && n.title === 'Série encerrada');
  expect(ended).toHaveLength(1);
  expect(ended[0]!.message).toContain(`${three.date.slice(8, 10)}/${three.date.slice(5, 7)}`);
  await anaPhone.context().close();
  await dudaPhone.context().close();
});

test('a 19:00 game in Manaus is stored in its zone (23:00 UTC) and shows 19:00 on devices in São Paulo, Manaus and Lisbon', async ({ browser }) => {
  test.setTimeout(120_000);
  const organiser = await newAthlete(`Olga Manaus ${Date.now().toString(36)}`);
  const sportName = await newSport();
  const title = `Pelada em Manaus ${Date.now().toString(36)}`;
  const day = dayIn('America/Manaus', 3);
  const manaus = await phone(browser, organiser, 'America/Manaus');
  await createInWizard(manaus, title, sportName, 10, async () => {
    // The zone defaults to the device's when it is one of Brazil's.
    await expect(manaus.getByLabel('Fuso horário')).toHaveValue('America/Manaus');
    await manaus.getByLabel('Local').fill('Arena da Amazônia');
    await manaus.getByLabel('Data').fill(day);
    await manaus.getByLabel('Horário de início').fill('19:00');
  });
  const { data: event } = await admin.from('events').select('id, time_zone, starts_at').eq('title', title).single();
  expect(event?.time_zone).toBe('America/Manaus');
  expect(new Date(event!.starts_at).toISOString()).toBe(`${day}T23:00:00.000Z`);
  await manaus.context().close();
  // A comment posted at 23:05 UTC reads 19:05 on the wall too: the event's clock, not São Paulo's.
  const { data: comment } = await admin
    .from('event_comments')
    .insert({ event_id: event!.id, user_id: organiser.id, comment_text: 'Chego às sete em ponto' })
    .select('id')
    .single();
  const stamped = await admin.from('event_comments').update({ created_at: `${day}T23:05:00Z` }).eq('id', comment!.id);
  expect(stamped.error).toBeNull();

  for (const timezoneId of ['America/Sao_Paulo', 'America/Manaus', 'Europe/Lisbon']) {
    const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await visit(page, `/event/${event!.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/ às 19:00/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mural de Comentários' }).getByText(/, 19:05$/)).toBeVisible();
    await context.close();
  }
});
