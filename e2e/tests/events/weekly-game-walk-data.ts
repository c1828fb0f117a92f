/** Arrangements of issue 48's walk (weekly-game-walk.spec.ts and its screenshots for docs/). */
import type { Browser, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { strictCalendar } from '../../support/said-and-done';
import { stack } from '../../support/stack-env';
import { signedIn, type TestAthlete } from '../notifications/notifications-data';

const admin = apiClient('service_role');
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The calendar day `days` from today in São Paulo, 'yyyy-MM-dd'. */
export const dayIn = (days: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** As the detail writes a date: '03 de dez.'. */
export const cardDate = (day: string) => `${day.slice(8, 10)} de ${MONTHS[Number(day.slice(5, 7)) - 1]}.`;
/** As a notification writes it: '03/12'. */
export const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export async function phone(browser: Browser, who: TestAthlete, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 740 } });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

export async function eventWithPlayers(organiser: TestAthlete, max: number, players: TestAthlete[]) {
  const title = `Racha rateado ${Math.random().toString(36).slice(2, 7)}`;
  const { data, error } = await admin
    .from('events')
    .insert({ title, location: 'Quadra do Parque', date: dayIn(3), time: '19:00', created_by: organiser.id, min_participants: 2, max_participants: max })
    .select('id')
    .single();
  if (error) throw new Error(`event: ${error.message}`);
  const joined = await admin.from('event_participants').insert(players.map((p) => ({ event_id: data.id, user_id: p.id, status: 'registered' })));
  if (joined.error) throw new Error(`participants: ${joined.error.message}`);
  return data.id as string;
}

/** A weekly series of 8 made as the wizard makes it, with its next 4 dates (the materialiser's work). */
export async function weeklySeries(organiser: TestAthlete, title: string) {
  const first = dayIn(2);
  const created = await (await signedIn(organiser)).rpc('create_event', {
    p_event: { title, location: 'Quadra do Parque', sport_name: 'Futebol', date: first, time: '19:00', max_participants: 10,
      min_participants: 2, repeat: 'weekly', repeat_count: 8 },
  });
  if (created.error) throw new Error(`series: ${created.error.message}`);
  const { data: row } = await admin.from('events').select('series_id').eq('id', created.data).single();
  const seriesId = row!.series_id as string;
  const plus = (n: number) => {
    const d = new Date(`${first}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const made = await admin.rpc('materialise_series_occurrences', { p_series_id: seriesId, p_dates: [plus(7), plus(14), plus(21)] });
  if (made.error) throw new Error(`materialise: ${made.error.message}`);
  return { seriesId, occurrences: await occurrences(seriesId) };
}

export async function occurrences(seriesId: string) {
  const { data, error } = await admin.from('events').select('id, date, status').eq('series_id', seriesId).order('date');
  if (error) throw new Error(error.message);
  return data as { id: string; date: string; status: string }[];
}

export async function calendarOf(page: Page, eventId: string) {
  await visit(page, `/event/${eventId}`);
  const href = await page.getByRole('link', { name: 'Adicionar à agenda' }).getAttribute('href');
  const response = await fetch(href!);
  expect(response.status).toBe(200);
  return strictCalendar(await response.text());
}

