/**
 * Issue 48's kinds of defect, checked where they can hide next time (support/said-and-done.ts):
 * every tab bar shows every tab's whole label at 320 px; a toast never covers the screen's main
 * button; a destructive dialog names what it will change; an event's .ics reads under a strict
 * RFC 5545 parser. (The amounts a screen announces against the charged shares, and the series'
 * calendar, are in events/weekly-game-walk.spec.ts, where a cost and a series are made.)
 */
import { test, expect } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { cutTabLabels, expectDialogNames, expectToastClearOf, strictCalendar } from '../../support/said-and-done';
import { requires, stack } from '../../support/stack-env';
import { newAthlete } from '../notifications/notifications-data';

requires('service role');

const admin = apiClient('service_role');

async function newEventOf(organiser: { id: string }, registered: { id: string }[] = []) {
  const title = `Racha conferido ${Math.random().toString(36).slice(2, 7)}`;
  const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const { data, error } = await admin
    .from('events')
    .insert({ title, location: 'Quadra do Parque', date, time: '19:00', created_by: organiser.id, min_participants: 2, max_participants: 10 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  if (registered.length > 0) await admin.from('event_participants').insert(registered.map((p) => ({ event_id: data.id, user_id: p.id, status: 'registered' })));
  return { id: data.id as string, title };
}

test('at 320 px every tab bar shows each tab whole: search, my events, notifications, the edit screen, game day', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const organiser = await newAthlete(`Olga Abas ${tag}`);
  const event = await newEventOf(organiser);
  await loginAs(page, organiser.email);
  await page.setViewportSize({ width: 320, height: 640 });
  let bars = 0;
  for (const path of ['/search', '/my-events', '/notifications', `/event/${event.id}/edit`]) {
    await visit(page, path);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    bars += await page.getByRole('tablist').count();
    expect(await cutTabLabels(page), `${path}: tab labels cut at 320 px`).toEqual([]);
  }
  expect(bars).toBeGreaterThanOrEqual(4);
});

test("a toast never covers the screen's main button: 'Participar' and 'Cancelar inscrição' on the detail, at 320 and 390 px", async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const [organiser, athlete] = await Promise.all([newAthlete(`Olga Aviso ${tag}`), newAthlete(`Tito Aviso ${tag}`)]);
  const event = await newEventOf(organiser);
  await loginAs(page, athlete.email);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    await visit(page, `/event/${event.id}`);
    // As a thumb finds it on a long page: the button at the screen's lower edge.
    const join = page.getByRole('button', { name: 'Participar' });
    await join.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await join.click();
    const leave = page.getByRole('button', { name: 'Cancelar inscrição' });
    await expectToastClearOf(page, 'Você se inscreveu no evento.', leave);
    await leave.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar inscrição' }).click();
    await expectToastClearOf(page, 'Inscrição cancelada.', join);
  }
});

test("a destructive dialog names what it changes: 'Cancelar evento' the event and its date, 'Remover' the player and the event", async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 6);
  const [organiser, player] = await Promise.all([newAthlete(`Olga Nomeia ${tag}`), newAthlete(`Rui Removível ${tag}`)]);
  const event = await newEventOf(organiser, [player]);
  await loginAs(page, organiser.email);
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(page, `/event/${event.id}/edit`);
  await page.getByRole('button', { name: 'Cancelar evento' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancelar evento?' });
  await expectDialogNames(cancel, [event.title, 'às 19:00', 'o participante avisado']);
  await cancel.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('tab', { name: 'Participantes' }).click();
  await page.getByRole('button', { name: `Remover ${player.name}` }).click();
  await expectDialogNames(page.getByRole('dialog', { name: 'Remover participante?' }), [player.name, event.title]);
});

test("an event's .ics reads under a strict RFC 5545 parser: one VEVENT, no empty property, no rule", async () => {
  const organiser = await newAthlete(`Olga Agenda ${Math.random().toString(36).slice(2, 6)}`);
  const event = await newEventOf(organiser);
  const response = await fetch(`${stack.apiUrl}/functions/v1/calendar/events/${event.id}.ics`);
  expect(response.status).toBe(200);
  const [entry, ...more] = strictCalendar(await response.text());
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ uid: `${event.id}@quadra`, rule: null, exdates: 0 });
});
