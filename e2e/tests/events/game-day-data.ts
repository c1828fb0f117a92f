// What the game-day journeys share: a game about to start with its roster, and where its parts are on screen.
import type { Browser, Page } from '@playwright/test';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { freshAthlete, type FreshAthlete } from '../profile/profile-data';

/** The date and time in São Paulo `minutes` from now (events are entered in local time). */
export function saoPauloIn(minutes: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** A fresh organiser and `players` fresh athletes registered in his event starting in 30 min. */
export async function gameInHalfAnHour(players: number): Promise<{ eventId: string; organiser: FreshAthlete; roster: FreshAthlete[] }> {
  const tag = Math.random().toString(36).slice(2, 6);
  const [organiser, ...roster] = await Promise.all([
    freshAthlete(`Olga Organiza ${tag}`),
    ...Array.from({ length: players }, (_, i) => freshAthlete(`Jogador ${String.fromCharCode(65 + i)} ${tag}`)),
  ]);
  const admin = apiClient('service_role');
  const { data: event, error } = await admin
    .from('events')
    .insert({ title: `Pelada do dia ${tag}`, location: 'Quadra do Parque', ...saoPauloIn(30), created_by: organiser!.id, max_participants: 20 })
    .select('id')
    .single();
  if (error || !event) throw new Error(`game: ${error?.message}`);
  const joined = await admin.from('event_participants').insert(roster.map((p) => ({ event_id: event.id, user_id: p.id, status: 'registered' })));
  if (joined.error) throw new Error(`roster: ${joined.error.message}`);
  return { eventId: event.id as string, organiser: organiser!, roster };
}

export async function marksInDatabase(eventId: string): Promise<Record<string, number>> {
  const { data } = await apiClient('service_role').from('event_attendance').select('status').eq('event_id', eventId);
  return (data ?? []).reduce<Record<string, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
}

export const gameDay = (page: Page) => page.getByRole('region', { name: 'Dia do jogo' });
export const members = (page: Page, team: string) => gameDay(page).getByRole('list', { name: team }).getByRole('listitem');

/** A phone (390 px) signed in as `email`, on the event's page. */
export async function phoneOn(browser: Browser, email: string, eventId: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { accessToken } = await loginAs(page, email);
  await visit(page, `/event/${eventId}`);
  return { context, page, accessToken };
}
