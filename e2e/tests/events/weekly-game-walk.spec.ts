/**
 * Issue 48: what organisers and athletes tripped on in the weekly game's screens, walked again at
 * 320 and 390 px by the issue's own texts. The cost preview announces what the app charges; 'Encerrar
 * série' from a later date names the dates it cancels and never touches one before; the .ics is one
 * entry per series, strict RFC 5545, cut at the end; 'Não vou desta vez' says he stays a regular;
 * a series action is one notification naming the dates and the change.
 */
import { test, expect } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, visit } from '../../support/helpers';
import {
  expectAnnouncedIsCharged,
  expectDialogNames,
  expectToastClearOf,
  expectWholeTabLabels,
} from '../../support/said-and-done';
import { requires, stack } from '../../support/stack-env';
import { newAthlete, signedIn, type TestAthlete } from '../notifications/notifications-data';
import { calendarOf, cardDate, ddmm, eventWithPlayers, occurrences, phone, weeklySeries } from './weekly-game-walk-data';

requires('service role');

const admin = apiClient('service_role');

test("point 1: 'Custo': the preview divides by whom the app charges (8 of 12 places: R$ 15,00, and it may still change), and the 8 are asked R$ 15,00", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 6);
  const organiser = await newAthlete(`Olga Custo ${tag}`);
  const players = await Promise.all(Array.from({ length: 8 }, (_, i) => newAthlete(`Pagante ${String.fromCharCode(65 + i)} ${tag}`)));
  const eventId = await eventWithPlayers(organiser, 12, players);

  await loginAs(page, organiser.email);
  await page.setViewportSize({ width: 320, height: 740 });
  await visit(page, `/event/${eventId}/edit`);
  await page.getByRole('tab', { name: 'Custo' }).click();
  await page.getByRole('switch', { name: /Cobrar o custo do evento/ }).check();
  const amount = page.getByLabel('Valor total (R$)');
  await amount.fill('120,00');
  const preview = 'Dividido entre quem participa: R$ 15,00 por pessoa, com 8 jogadores até agora; o valor muda se mais gente entrar.';
  await expect(page.getByText(preview)).toBeVisible();
  // Point 6: at 320 px the edit screen's three tabs read whole ('Configurações Participantes Cus').
  await expectWholeTabLabels(page, 'the edit screen');
  await page.getByLabel('Chave Pix').fill('olga.pix@quadra.dev');
  await page.getByLabel('Nome de quem recebe').fill('Olga Souza');
  await page.getByLabel('Cidade de quem recebe').fill('São Paulo');
  await expectToFit(page, "the edit screen's 'Custo'");
  const save = page.getByRole('button', { name: 'Salvar custo' });
  await save.click();
  // Point 11: the toast does not cover 'Salvar custo'.
  await expectToastClearOf(page, 'Custo do evento salvo!', save);

  // What the screen announced is what each of the 8 is charged.
  const { data: shares } = await admin.from('event_payment_shares').select('amount_cents').eq('event_id', eventId);
  expect(shares).toHaveLength(8);
  expectAnnouncedIsCharged(preview, (shares ?? []).map((s) => s.amount_cents as number), "the edit screen's preview");
  const pay = await phone(browser, players[0]!, 390);
  await visit(pay, `/event/${eventId}`);
  await expect(pay.getByRole('region', { name: 'Pagar R$ 15,00 com Pix' })).toBeVisible();
  await pay.context().close();
  expect(await axeViolations(page)).toEqual([]);

  // Point 12: 'Pagamentos' with no cost leads to where one is set.
  const other = await eventWithPlayers(organiser, 10, []);
  await visit(page, `/event/${other}/payments`);
  await expect(page.getByText('Este evento não tem custo definido.')).toBeVisible();
  await page.getByRole('link', { name: 'Definir custo' }).click();
  await expect(page.getByRole('tab', { name: 'Custo' })).toHaveAttribute('aria-selected', 'true');
});

/** A series of 8 with its next 4 dates; Ana plays the first and is made a regular (on every date to come). */
async function seriesWithRegular(tag: string) {
  const [organiser, ana, bia] = await Promise.all([newAthlete(`Olga Série ${tag}`), newAthlete(`Ana Fixa ${tag}`), newAthlete(`Bia Avulsa ${tag}`)]);
  const title = `Pelada de quinta ${tag}`;
  const { seriesId, occurrences: dates } = await weeklySeries(organiser, title);
  const [one, , , four] = dates as [(typeof dates)[0], (typeof dates)[0], (typeof dates)[0], (typeof dates)[0]];
  expect((await (await signedIn(ana)).rpc('join_event', { p_event_id: one.id })).error).toBeNull();
  const olga = await signedIn(organiser);
  expect((await olga.rpc('set_series_regular', { p_event_id: one.id, p_user_id: ana.id, p_regular: true })).error).toBeNull();
  expect((await (await signedIn(bia)).rpc('join_event', { p_event_id: four.id })).error).toBeNull();
  return { organiser, ana, bia, title, seriesId, dates: dates as [(typeof dates)[0], (typeof dates)[0], (typeof dates)[0], (typeof dates)[0]] };
}

/** What `who` was told about the series `title`. */
const told = async (who: TestAthlete, title: string) =>
  ((await admin.from('notifications').select('title, message').eq('user_id', who.id)).data ?? []).filter((n) => n.message.includes(title));

test("point 2: 'Encerrar série' opened from the third date names the dates it cancels, and the first two stay", async ({ page }) => {
  test.setTimeout(120_000);
  const { organiser, seriesId, dates: [one, two, three, four] } = await seriesWithRegular(Math.random().toString(36).slice(2, 6));
  await loginAs(page, organiser.email);
  await visit(page, `/event/${three.id}`);
  await page.getByRole('button', { name: /^Encerrar série/ }).click();
  const end = page.getByRole('dialog');
  await expectDialogNames(end, [`${cardDate(three.date)} às 19:00`, `${cardDate(four.date)} às 19:00`, 'As datas anteriores continuam marcadas.']);
  await expect(end).not.toContainText(cardDate(one.date));
  await expect(end).not.toContainText(cardDate(two.date));
  await expectToFit(page, "'Encerrar série' from a later date");
  expect(await axeViolations(page)).toEqual([]);
  await end.getByRole('button', { name: 'Encerrar série' }).click();
  await expect(page.getByText('Série encerrada').first()).toBeVisible();
  await expect.poll(async () => (await occurrences(seriesId)).map((o) => o.status)).toEqual(['active', 'active', 'cancelled', 'cancelled']);
  // Point 8: an ended series lists only the dates still on, this one marked, and says how long it ran.
  await visit(page, `/event/${one.id}`);
  const box = page.getByRole('region', { name: /^(Toda|Todo) / });
  await expect(box.getByText('(cancelado)')).toHaveCount(0);
  await expect(box.getByText('(esta data)')).toBeVisible();
  await expect(box.getByText(/^8 vezes, até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});

test('point 3: the .ics is one entry per series (one UID from any date), strict RFC 5545, its rule cut where the series ended', async ({ page }) => {
  test.setTimeout(120_000);
  const { organiser, dates: [one, two, three, four] } = await seriesWithRegular(Math.random().toString(36).slice(2, 6));
  await loginAs(page, organiser.email);
  const [fromFirst] = await calendarOf(page, one.id);
  const [fromThird] = await calendarOf(page, three.id);
  expect(fromThird!.uid, 'one UID per series, whatever date it was added from').toBe(fromFirst!.uid);
  expect(fromFirst).toMatchObject({ rule: 'FREQ=WEEKLY;COUNT=8', exdates: 0 });

  expect((await (await signedIn(organiser)).from('events').update({ status: 'cancelled' }).eq('id', two.id)).error).toBeNull();
  expect((await (await signedIn(organiser)).rpc('end_series', { p_event_id: three.id })).error).toBeNull();
  const [cut] = await calendarOf(page, one.id);
  expect(cut!.uid).toBe(fromFirst!.uid);
  expect(cut!.exdates).toBe(1);
  expect(cut!.rule).toMatch(new RegExp(`^FREQ=WEEKLY;UNTIL=${three.date.replaceAll('-', '')}T\\d{6}Z$`));
  // A cancelled date offers no calendar.
  await visit(page, `/event/${four.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar à agenda' })).toHaveCount(0);
});

test("point 4: 'Não vou desta vez' tells a regular he stays one, and its toast leaves 'Participar' clear (320 px)", async ({ browser }) => {
  test.setTimeout(120_000);
  const { ana, seriesId, dates: [, two] } = await seriesWithRegular(Math.random().toString(36).slice(2, 6));
  const anaPhone = await phone(browser, ana, 320);
  await visit(anaPhone, `/event/${two.id}`);
  await anaPhone.getByRole('button', { name: 'Não vou desta vez' }).click();
  const notThisTime = anaPhone.getByRole('dialog', { name: 'Não vai desta vez?' });
  await expectDialogNames(notThisTime, [`${cardDate(two.date)} às 19:00`, 'Você continua fixo']);
  await expectToFit(anaPhone, "'Não vou desta vez'");
  await notThisTime.getByRole('button', { name: 'Liberar minha vaga' }).click();
  const join = anaPhone.getByRole('button', { name: 'Participar' });
  await expect(join).toBeVisible();
  await expectToastClearOf(anaPhone, 'Inscrição cancelada.', join);
  const { data: regular } = await admin.from('event_series_regulars').select('user_id').eq('series_id', seriesId);
  expect(regular).toEqual([{ user_id: ana.id }]);
  await anaPhone.context().close();
});

test("point 5: a series edit (19:00 → 20:00) and its end are one notification each, naming the dates and the change", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { organiser, ana, bia, title, dates: [, , three, four] } = await seriesWithRegular(Math.random().toString(36).slice(2, 6));
  await loginAs(page, organiser.email);
  await visit(page, `/event/${three.id}/edit`);
  await page.getByLabel('Horário').fill('20:00');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('button', { name: 'Este e os próximos' }).click();
  // Point 11: the toast leaves the screen's buttons clear.
  await expectToastClearOf(page, 'Série atualizada com sucesso!', page.getByRole('button', { name: 'Cancelar evento' }));
  const changed = `A série "${title}" mudou em ${ddmm(three.date)} e ${ddmm(four.date)}: horário 19:00 → 20:00.`;
  expect((await told(ana, title)).filter((n) => /atualizad/.test(n.title))).toEqual([{ title: 'Série atualizada', message: changed }]);
  const anaPhone = await phone(browser, ana, 390);
  await visit(anaPhone, '/notifications');
  await expect(anaPhone.getByText(changed)).toBeVisible();

  expect((await (await signedIn(organiser)).rpc('end_series', { p_event_id: three.id })).error).toBeNull();
  const ended = async (who: TestAthlete) => (await told(who, title)).filter((n) => /cancelad|encerrad/.test(n.title));
  expect(await ended(ana)).toEqual([
    { title: 'Série encerrada', message: `A série "${title}" foi encerrada pelo organizador. Datas canceladas: ${ddmm(three.date)} e ${ddmm(four.date)}.` },
  ]);
  expect(await ended(bia)).toEqual([
    { title: 'Série encerrada', message: `A série "${title}" foi encerrada pelo organizador. Data cancelada: ${ddmm(four.date)}.` },
  ]);
  await visit(anaPhone, '/notifications');
  await expect(anaPhone.getByText(`Datas canceladas: ${ddmm(three.date)} e ${ddmm(four.date)}.`)).toBeVisible();
  await anaPhone.context().close();
});

test("point 9: a São Paulo game read on a Manaus phone says its zone; on a São Paulo phone it need not", async ({ browser }) => {
  const organiser = await newAthlete(`Olga Fuso ${Math.random().toString(36).slice(2, 6)}`);
  const eventId = await eventWithPlayers(organiser, 10, []);
  for (const [timezoneId, said] of [['America/Manaus', 1], ['America/Sao_Paulo', 0]] as const) {
    const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await visit(page, `/event/${eventId}`);
    await expect(page.getByText(/ às 19:00/).first()).toBeVisible();
    await expect(page.getByText('Horário de Brasília, Sul e Sudeste'), timezoneId).toHaveCount(said);
    await context.close();
  }
});
