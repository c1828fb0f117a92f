// Game day at the court with no signal (issue 53): the organiser's phone opens the game offline
// (served by the service worker, from what it kept at home), marks, draws, swaps, renames and
// scores with no network, survives closing the tab, and sends it all when the signal returns; a
// participant's phone sees it live. Two organisers offline at once end on the same result, the
// one the database's rules choose, and the device that lost is told.
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, loginAs, snap, visit } from '../../support/helpers';
import { cachedByWorker, serviceWorkerReady, WORKER_CACHES } from '../../support/service-worker';
import { freshAthlete } from '../profile/profile-data';
import { gameDay, gameInHalfAnHour, marksInDatabase, members, phoneOn } from './game-day-data';

test.use({ serviceWorkers: 'allow' });

const bar = (page: Page) => gameDay(page).getByRole('status').filter({ hasText: /Sem conexão|sincronizado|Enviando/ });

async function teamsInDatabase(eventId: string): Promise<{ name: string; member_ids: string[] }[]> {
  const { data } = await apiClient('service_role').from('event_teams').select('name, member_ids').eq('event_id', eventId).order('team_no');
  return data ?? [];
}
async function scoresInDatabase(eventId: string) {
  const { data } = await apiClient('service_role').from('event_matches').select('team_a, team_b, score_a, score_b').eq('event_id', eventId);
  return data ?? [];
}

/** Waits until the device keeps what a reload with no network needs: the app's frame and the page's data. */
async function keptForOffline(page: Page): Promise<void> {
  await serviceWorkerReady(page);
  await cachedByWorker(page, WORKER_CACHES.appFrame, ['/index.html']);
  const manifests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name).filter((url) => url.endsWith('/mf-manifest.json')),
  );
  await cachedByWorker(page, WORKER_CACHES.registry, manifests);
  // The query cache is saved a moment after the screen's queries settle.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('quadra-query-cache');
            open.onsuccess = () => {
              const read = open.result.transaction('entries').objectStore('entries').count();
              read.onsuccess = () => resolve(read.result);
              read.onerror = () => resolve(0);
            };
            open.onerror = () => resolve(0);
          }),
      ),
    )
    .toBeGreaterThan(0);
  await page.waitForTimeout(1500); // the last save after the strengths and the roster arrived
}

test('at the court with no signal: marks, a draw, a swap, a rename and a score wait on the phone, survive closing the tab and reach everyone when the signal returns', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  const { eventId, organiser, roster } = await gameInHalfAnHour(9);
  const absent = roster[8]!;
  const watcher = roster[0]!;

  // At home: the organiser opens the event; the phone keeps what game day needs.
  await loginAs(page, organiser.email);
  await visit(page, `/event/${eventId}`);
  await expect(gameDay(page).getByRole('heading', { name: 'Dia do jogo' })).toBeVisible();
  await expect(gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' })).toBeVisible();
  await keptForOffline(page);

  // A participant's phone, online the whole time.
  const { context: phoneContext, page: phone } = await phoneOn(browser, watcher.email, eventId);
  await expect(gameDay(phone).getByText('Sua presença ainda não foi marcada.')).toBeVisible();

  // At the court: no signal. A reload is served by the service worker, never an error page.
  await context.setOffline(true);
  await page.reload();
  await expect(gameDay(page).getByRole('heading', { name: 'Dia do jogo' })).toBeVisible({ timeout: 20_000 });
  await expect(gameDay(page).getByRole('group', { name: `Presença de ${absent.name}` })).toBeVisible();

  // 8 'Presente', 1 'Faltou'.
  await gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' }).click();
  const absentRow = gameDay(page).getByRole('group', { name: `Presença de ${absent.name}` });
  await absentRow.getByRole('button', { name: 'Faltou' }).click();
  await expect(absentRow.getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gameDay(page).locator('[data-status="present"][aria-pressed="true"]')).toHaveCount(8);
  await expect(bar(page)).toHaveText('Sem conexão · 2 alterações aguardando');

  // Two teams, drawn on the phone; a swap; a rename.
  await gameDay(page).getByRole('tab', { name: 'Times' }).click();
  await expect(gameDay(page).getByText('8 jogadores presentes entram no sorteio.')).toBeVisible();
  await gameDay(page).getByRole('button', { name: '2 times' }).click();
  await gameDay(page).getByRole('button', { name: 'Sortear times' }).click();
  await expect(members(page, 'Time A')).toHaveCount(4);
  await expect(members(page, 'Time B')).toHaveCount(4);
  const fromA = (await members(page, 'Time A').first().innerText()).trim();
  const fromB = (await members(page, 'Time B').first().innerText()).trim();
  await gameDay(page).getByRole('button', { name: fromA }).click();
  await gameDay(page).getByRole('button', { name: fromB }).click();
  await expect(members(page, 'Time A').filter({ hasText: fromB })).toHaveCount(1);
  await gameDay(page).getByRole('button', { name: 'Renomear Time B' }).click();
  await gameDay(page).getByLabel('Nome do time').fill('Com colete');
  await gameDay(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(members(page, 'Com colete')).toHaveCount(4);
  await expect(members(page, 'Time A')).toHaveCount(4);
  const teamA = await members(page, 'Time A').allInnerTexts();

  // 'Partida 1' 3 × 2.
  await gameDay(page).getByRole('tab', { name: 'Placar' }).click();
  await gameDay(page).getByLabel('Gols de Time A').fill('3');
  await gameDay(page).getByLabel('Gols de Com colete').fill('2');
  await gameDay(page).getByRole('button', { name: 'Registrar partida' }).click();
  await expect(gameDay(page).getByText('Partida 1: Time A 3 × 2 Com colete')).toBeVisible();
  await expect(bar(page)).toHaveText('Sem conexão · 6 alterações aguardando');
  expect(await marksInDatabase(eventId)).toEqual({});

  // The tab is closed and opened again, still with no signal: all of it is still there.
  await page.close();
  const again = await context.newPage();
  await visit(again, `/event/${eventId}`);
  await expect(bar(again)).toHaveText('Sem conexão · 6 alterações aguardando');
  await snap(again, 'reaberto sem conexao');
  await expect(gameDay(again).getByRole('group', { name: `Presença de ${absent.name}` }).getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  await gameDay(again).getByRole('tab', { name: 'Times' }).click();
  await expect(members(again, 'Time A')).toHaveText(teamA);
  await gameDay(again).getByRole('tab', { name: 'Placar' }).click();
  await expect(gameDay(again).getByText('Partida 1: Time A 3 × 2 Com colete')).toBeVisible();

  // The signal returns: within 5 s the database holds exactly those marks, teams and score.
  await context.setOffline(false);
  await expect(bar(again)).toHaveText('Tudo sincronizado', { timeout: 5_000 });
  expect(await marksInDatabase(eventId)).toEqual({ present: 8, absent: 1 });
  const teams = await teamsInDatabase(eventId);
  expect(teams.map((t) => [t.name, t.member_ids.length])).toEqual([['Time A', 4], ['Com colete', 4]]);
  expect(teams.flatMap((t) => t.member_ids)).not.toContain(absent.id);
  expect(await scoresInDatabase(eventId)).toEqual([{ team_a: 1, team_b: 2, score_a: 3, score_b: 2 }]);

  // The participant's phone shows them live.
  await expect(gameDay(phone).getByText('Sua presença: Presente')).toBeVisible();
  await gameDay(phone).getByRole('tab', { name: 'Times' }).click();
  await expect(members(phone, 'Com colete')).toHaveCount(4);
  await expect(members(phone, 'Time A')).toHaveText(teamA);
  await gameDay(phone).getByRole('tab', { name: 'Placar' }).click();
  await expect(gameDay(phone).getByText('Partida 1: Time A 3 × 2 Com colete')).toBeVisible();
  await phoneContext.close();
});

test("two organisers offline at once: the latest mark and the first draw win on every device, and the losing device is told", async ({ browser }) => {
  test.setTimeout(180_000);
  const { eventId, organiser: olga, roster } = await gameInHalfAnHour(4);
  const target = roster[0]!;
  // Bruno administers the club whose game it is: a second organiser.
  const bruno = await freshAthlete(`Bruno Admin ${Math.random().toString(36).slice(2, 6)}`);
  const admin = apiClient('service_role');
  const { data: club, error } = await admin.from('clubs').insert({ name: `Clube ${eventId.slice(0, 8)}`, created_by: olga.id }).select('id').single();
  if (error || !club) throw new Error(`club: ${error?.message}`);
  const members_ = await admin.from('club_members').upsert([
    { club_id: club.id, user_id: olga.id, role: 'owner' },
    { club_id: club.id, user_id: bruno.id, role: 'admin' },
  ], { onConflict: 'club_id,user_id' });
  if (members_.error) throw new Error(`club members: ${members_.error.message}`);
  await admin.from('events').update({ club_id: club.id }).eq('id', eventId);

  const phones = [await phoneOn(browser, olga.email, eventId), await phoneOn(browser, bruno.email, eventId)];
  for (const { page } of phones) await expect(gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' })).toBeVisible();
  const [olgas, brunos] = phones as [(typeof phones)[0], (typeof phones)[0]];
  for (const { context } of phones) await context.setOffline(true);

  // Olga draws first; Bruno then marks the player 'Faltou' and draws; Olga then marks him 'Presente'.
  const draw = async (page: Page) => {
    await gameDay(page).getByRole('tab', { name: 'Times' }).click();
    await gameDay(page).getByRole('button', { name: 'Sortear times' }).click();
    await expect(members(page, 'Time A')).toHaveCount(2);
  };
  const mark = async (page: Page, status: 'Presente' | 'Faltou') => {
    await gameDay(page).getByRole('tab', { name: 'Presença' }).click();
    await gameDay(page).getByRole('group', { name: `Presença de ${target.name}` }).getByRole('button', { name: status }).click();
  };
  await draw(olgas.page);
  const olgasTeamA = await members(olgas.page, 'Time A').allInnerTexts();
  await olgas.page.waitForTimeout(1100);
  await mark(brunos.page, 'Faltou');
  await draw(brunos.page);
  await brunos.page.waitForTimeout(1100);
  await mark(olgas.page, 'Presente');
  await expect(bar(brunos.page)).toHaveText('Sem conexão · 2 alterações aguardando');
  await expect(bar(olgas.page)).toHaveText('Sem conexão · 2 alterações aguardando');

  // Olga's phone finds signal first, then Bruno's: his mark and his draw arrive last, and lose
  // all the same (arrival order is not what decides).
  await olgas.context.setOffline(false);
  await expect(bar(olgas.page)).toHaveText('Tudo sincronizado', { timeout: 10_000 });
  await brunos.context.setOffline(false);
  await expect(bar(brunos.page)).toHaveText('Tudo sincronizado', { timeout: 10_000 });

  // The latest mark and the first draw (both Olga's), in the database and on both phones.
  await expect.poll(() => marksInDatabase(eventId)).toEqual({ present: 1 });
  const teams = await teamsInDatabase(eventId);
  expect(teams.flatMap((t) => t.member_ids)).toHaveLength(4);
  for (const { page } of phones) {
    await gameDay(page).getByRole('tab', { name: 'Times' }).click();
    await expect(members(page, 'Time A')).toHaveText(olgasTeamA);
    await gameDay(page).getByRole('tab', { name: 'Presença' }).click();
    await expect(gameDay(page).getByRole('group', { name: `Presença de ${target.name}` }).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  }

  // Bruno's phone is told whose draw stayed, and when, and that Olga's mark was the later one.
  const { data: drawn } = await admin.from('event_teams').select('drawn_at').eq('event_id', eventId).limit(1).single();
  const at = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(drawn!.drawn_at!));
  const told = `Os times foram sorteados por Olga às ${at}`;
  await expect(brunos.page.getByText(`${target.name.split(' ')[0]} já tinha presença marcada depois por Olga: vale a marcação mais recente`)).toBeVisible();
  await expect(brunos.page.getByRole('listitem').filter({ hasText: told })).toBeVisible(); // the toast
  await gameDay(brunos.page).getByRole('tab', { name: 'Times' }).click();
  await expect(gameDay(brunos.page).getByText(told)).toBeVisible();
  await expect(gameDay(olgas.page).getByText(told)).toHaveCount(0);
  for (const { context } of phones) await context.close();
});
