// 'Dia do jogo' (issue 27): the organiser's phone checks who came, draws balanced teams, swaps two
// players and keeps the score; a participant's phone follows it live; the absent player gets his
// falta on the profile and cannot evaluate; a participant cannot mark anyone else.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect } from '../../support/fixtures';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, snap, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { gameDay, gameInHalfAnHour, marksInDatabase, members, phoneOn, saoPauloIn } from './game-day-data';

test('game day: attendance, a balanced draw with a swap, two scores, seen live; the absent player has a falta and cannot evaluate', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const { eventId, organiser, roster } = await gameInHalfAnHour(9);
  const absent = roster[8]!;
  const watcher = roster[0]!;

  // The organiser opens the event 30 min before the start: 'Dia do jogo' is there.
  await loginAs(page, organiser.email);
  await visit(page, `/event/${eventId}`);
  await expect(gameDay(page).getByRole('heading', { name: 'Dia do jogo' })).toBeVisible();

  // A participant's phone, open from the start.
  const { context: phoneContext, page: phone, accessToken } = await phoneOn(browser, watcher.email, eventId);
  await expect(gameDay(phone).getByText('Sua presença ainda não foi marcada.')).toBeVisible();
  await expect(gameDay(phone).getByRole('button', { name: 'Faltou' })).toHaveCount(0);

  // 8 'Presente', 1 'Faltou'.
  await gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' }).click();
  const absentRow = gameDay(page).getByRole('group', { name: `Presença de ${absent.name}` });
  await expect(absentRow.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  await absentRow.getByRole('button', { name: 'Faltou' }).click();
  await expect(absentRow.getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => marksInDatabase(eventId)).toEqual({ present: 8, absent: 1 });
  await expect(gameDay(phone).getByText('Sua presença: Presente')).toBeVisible();

  // 2 teams of 4 from the 8 present.
  await gameDay(page).getByRole('tab', { name: 'Times' }).click();
  await expect(gameDay(page).getByText('8 jogadores presentes entram no sorteio.')).toBeVisible();
  await gameDay(page).getByRole('button', { name: '2 times' }).click();
  await gameDay(page).getByRole('button', { name: 'Sortear times' }).click();
  await expect(members(page, 'Time A')).toHaveCount(4);
  await expect(members(page, 'Time B')).toHaveCount(4);
  await expect(gameDay(page).getByRole('button', { name: absent.name })).toHaveCount(0);
  await expect(gameDay(page).getByRole('button', { name: 'Sortear de novo' })).toBeVisible();

  // Swap two players by tapping them.
  const fromA = (await members(page, 'Time A').first().innerText()).trim();
  const fromB = (await members(page, 'Time B').first().innerText()).trim();
  await gameDay(page).getByRole('button', { name: fromA }).click();
  await expect(gameDay(page).getByText(`${fromA} selecionado: toque em um jogador de outro time.`)).toBeVisible();
  await gameDay(page).getByRole('button', { name: fromB }).click();
  await expect(members(page, 'Time A').filter({ hasText: fromB })).toHaveCount(1);
  await expect(members(page, 'Time B').filter({ hasText: fromA })).toHaveCount(1);

  // The participant sees the teams live, swap included.
  await gameDay(phone).getByRole('tab', { name: 'Times' }).click();
  await expect(members(phone, 'Time A')).toHaveCount(4);
  await expect(members(phone, 'Time A').filter({ hasText: fromB })).toHaveCount(1);
  await expect(members(phone, 'Time B').filter({ hasText: fromA })).toHaveCount(1);
  await gameDay(phone).getByRole('tab', { name: 'Placar' }).click();
  await expect(gameDay(phone).getByText('Nenhuma partida registrada.')).toBeVisible();

  // 'Partida 1' 3 × 2 and 'Partida 2' 1 × 1.
  await gameDay(page).getByRole('tab', { name: 'Placar' }).click();
  for (const [n, a, b] of [[1, 3, 2], [2, 1, 1]] as const) {
    await gameDay(page).getByLabel('Gols de Time A').fill(String(a));
    await gameDay(page).getByLabel('Gols de Time B').fill(String(b));
    await gameDay(page).getByRole('button', { name: 'Registrar partida' }).click();
    await expect(gameDay(page).getByText(`Partida ${n}: Time A ${a} × ${b} Time B`)).toBeVisible();
    await expect(gameDay(page).getByLabel('Gols de Time A')).toHaveValue('0'); // ready for the next one
  }
  await expect(gameDay(phone).getByText('Partida 1: Time A 3 × 2 Time B')).toBeVisible();
  await expect(gameDay(phone).getByText('Partida 2: Time A 1 × 1 Time B')).toBeVisible();

  // A participant cannot mark anyone else, not even past the screen.
  const asWatcher = createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: WebSocket as never },
  });
  const other = await asWatcher.from('event_attendance').upsert({ event_id: eventId, user_id: absent.id, status: 'present' });
  expect([other.error?.message, other.error?.details]).toEqual(['Acesso Negado', 'Apenas o organizador pode marcar a presença dos participantes.']);
  await phoneContext.close();

  // The absent player's profile shows one falta.
  await visit(page, `/profile/${absent.id}`);
  await expect(page.getByTestId('attendance')).toHaveText('Presença 0% · 0 jogos · 1 falta');

  // After the game, the absent player cannot evaluate.
  const past = saoPauloIn(-4 * 60);
  await apiClient('service_role').from('events').update({ date: past.date, time: past.time }).eq('id', eventId);
  const absentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const absentPage = await absentContext.newPage();
  await loginAs(absentPage, absent.email);
  await visit(absentPage, `/event-evaluation/${eventId}`);
  await expect(absentPage.getByText('Avaliação Não Disponível')).toBeVisible();
  await expect(absentPage.getByText('Só quem compareceu ao jogo pode avaliar.')).toBeVisible();
  await absentContext.close();
});

test('game day at 320 px: the whole roster and the teams fit without sideways scrolling, every target at least 44 px', async ({ page }) => {
  test.setTimeout(120_000);
  const { eventId, organiser } = await gameInHalfAnHour(12);
  await page.setViewportSize({ width: 320, height: 640 });
  await loginAs(page, organiser.email);
  await visit(page, `/event/${eventId}`);
  await gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' }).click();
  await expect(gameDay(page).locator('[aria-pressed="true"]')).toHaveCount(12);
  // The screen shows the marks before the server has them: offline below must not catch them on the way.
  await expect.poll(() => marksInDatabase(eventId)).toEqual({ present: 12 });

  const smallTargets = () =>
    gameDay(page).evaluate((root) =>
      [...root.querySelectorAll('button, [role="tab"], input, select')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ el, box }) => `${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  await expectToFit(page, 'Dia do jogo, presença');
  expect(await smallTargets()).toEqual([]);

  // Offline at the court: the tap shows at once and waits (issue 53), the bar says so; sent once back online.
  const first = gameDay(page).getByRole('group').first();
  await page.context().setOffline(true);
  await first.getByRole('button', { name: 'Faltou' }).click();
  await expect(first.getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gameDay(page).getByRole('status').filter({ hasText: 'Sem conexão · 1 alteração aguardando' })).toBeVisible();
  await expectToFit(page, 'Dia do jogo, sem conexão');
  await snap(page, 'sem conexao 320');
  await page.context().setOffline(false);
  await expect(gameDay(page).getByRole('status').filter({ hasText: 'Tudo sincronizado' })).toBeVisible();
  await expect.poll(() => marksInDatabase(eventId)).toEqual({ present: 11, absent: 1 });

  await gameDay(page).getByRole('tab', { name: 'Times' }).click();
  await gameDay(page).getByRole('button', { name: '3 times' }).click();
  await gameDay(page).getByRole('button', { name: 'Sortear times' }).click();
  await expect(members(page, 'Time C')).toHaveCount(3); // the 11 present: 4, 4 and 3
  await expect(members(page, 'Time A')).toHaveCount(4);
  await expectToFit(page, 'Dia do jogo, times');
  expect(await smallTargets()).toEqual([]);

  await gameDay(page).getByRole('tab', { name: 'Placar' }).click();
  await expectToFit(page, 'Dia do jogo, placar');
  expect(await smallTargets()).toEqual([]);
});
