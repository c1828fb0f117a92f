/**
 * Issue 52 point 1: guests ('Convidados'). Ana adds 'Zé Goleiro' to a full-but-one game: it is full
 * and the next athlete waits; 'Copiar lista' names him with his host; he is marked in game day; he
 * opens his private link, creates an account and claims the place, which keeps his mark; the teams
 * include him and 'Pagamentos' lists his share. The new screens fit 320 and 390 px, axe clean.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { test, expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, settled, snap, uniqueEmail, visit } from '../../support/helpers';
import { saoPauloIn } from '../../support/sao-paulo-time';
import { signUpFromLogin } from '../../support/sign-up';
import { requires, stack } from '../../support/stack-env';
import { freshAthlete, type FreshAthlete } from '../profile/profile-data';

requires('service role', 'mailbox');

const signedIn = (accessToken: string) =>
  createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
    realtime: { transport: WebSocket as never },
  });

/** Ana's game in 30 min for 3, Bia and Caio in, R$ 15,00 each by Pix. */
async function fullButOne(tag: string): Promise<{ eventId: string; title: string; ana: FreshAthlete; next: FreshAthlete }> {
  const [ana, bia, caio, next] = await Promise.all(
    ['Ana', 'Bia', 'Caio', 'Davi'].map((n) => freshAthlete(`${n} ${tag}`)),
  );
  const title = `Pelada com convidado ${tag}`;
  const admin = apiClient('service_role');
  const { data: event, error } = await admin.from('events')
    .insert({ title, location: 'Quadra do Parque', ...saoPauloIn(30), created_by: ana!.id, max_participants: 3 })
    .select('id').single();
  if (error || !event) throw new Error(`event: ${error?.message}`);
  const joined = await admin.from('event_participants').insert([bia, caio].map((p) => ({ event_id: event.id, user_id: p!.id, status: 'registered' })));
  if (joined.error) throw new Error(`players: ${joined.error.message}`);
  return { eventId: event.id as string, title, ana: ana!, next: next! };
}

const guestsRegion = (page: Page) => page.getByRole('region', { name: 'Convidados' });
const gameDay = (page: Page) => page.getByRole('region', { name: 'Dia do jogo' });

test.describe('guests', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("Ana's guest 'Zé Goleiro' takes the last place, is marked, claims it with a new account and keeps it", async ({ page, browser }) => {
    test.setTimeout(240_000);
    const tag = Math.random().toString(36).slice(2, 6);
    const { eventId, title, ana, next } = await fullButOne(tag);
    const { accessToken } = await loginAs(page, ana.email);
    const cost = await signedIn(accessToken).rpc('set_event_cost', { p_event_id: eventId, p_cost: {
      per_person_cents: 1500, pix_key_type: 'email', pix_key: 'ana@exemplo.com.br', recipient_name: 'Ana', recipient_city: 'Sao Paulo',
    } } as never);
    expect(cost.error).toBeNull();

    // 'Adicionar convidado': the event is then full.
    await visit(page, `/event/${eventId}`);
    await expect(page.getByTestId('players-count')).toHaveText('2/3');
    await guestsRegion(page).getByRole('button', { name: 'Adicionar convidado' }).click();
    await expect(guestsRegion(page).getByText('Informe o nome do convidado')).toBeVisible();
    await guestsRegion(page).getByLabel('Nome do convidado').fill('<b>Zé</b>');
    await guestsRegion(page).getByRole('button', { name: 'Adicionar convidado' }).click();
    await expect(guestsRegion(page).getByText('O nome do convidado não pode ter < ou >')).toBeVisible();
    await guestsRegion(page).getByLabel('Nome do convidado').fill('Zé Goleiro');
    await guestsRegion(page).getByRole('button', { name: 'Adicionar convidado' }).click();
    await expect(page.getByText('Zé Goleiro foi adicionado como convidado')).toBeVisible();
    await expect(page.getByTestId('players-count')).toHaveText('3/3');
    await expect(guestsRegion(page).getByText(`convidado de Ana ${tag} · Confirmado`)).toBeVisible();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expectToFit(page, `'Convidados' at ${width}`);
      expect(await axeViolations(page), `'Convidados' at ${width}`).toEqual([]);
      await guestsRegion(page).scrollIntoViewIfNeeded();
      await snap(page, `guests ${width}`);
    }

    // The next athlete lands on the waiting list.
    const nextPage = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await loginAs(nextPage, next.email);
    await visit(nextPage, `/event/${eventId}`);
    await nextPage.getByRole('button', { name: 'Entrar na lista de espera' }).click();
    await expect(nextPage.getByRole('button', { name: 'Sair da lista de espera' })).toBeVisible();
    await nextPage.context().close();

    // 'Copiar lista' names him with his host.
    await page.getByRole('button', { name: 'Copiar lista' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain(`3. Zé Goleiro (convidado de Ana ${tag}) ✅`);

    // Game day marks him (as a guest, before the claim).
    const guestRow = gameDay(page).getByRole('group', { name: `Presença de Zé Goleiro (convidado de Ana ${tag})` });
    await guestRow.getByRole('button', { name: 'Presente' }).click();
    await expect(guestRow.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');

    // His private link, copied by Ana.
    await guestsRegion(page).getByRole('button', { name: 'Copiar link de Zé Goleiro' }).click();
    await expect(page.getByText('Link do convidado copiado')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/guest\/[0-9a-f]{64}$/);

    // Zé opens it, creates an account and claims the place.
    const ze = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const email = uniqueEmail('ze');
    const password = 'Goleiro2026';
    await ze.goto(link);
    await expect(ze.getByText(`Ana ${tag} guardou uma vaga para Zé Goleiro.`)).toBeVisible();
    await expect(ze.getByText(title)).toBeVisible();
    for (const width of [320, 390]) {
      await ze.setViewportSize({ width, height: 844 });
      await expectToFit(ze, `the claim page at ${width}`);
      expect(await axeViolations(ze), `the claim page at ${width}`).toEqual([]);
      await snap(ze, `claim page ${width}`);
    }
    await ze.getByRole('link', { name: 'Entrar ou criar conta para assumir a vaga' }).click();
    await expect(ze).toHaveURL(/\/login\?next=/);
    await signUpFromLogin(ze, { email, password, name: 'Zé Goleiro' });
    await expect(ze).toHaveURL(/\/guest\//, { timeout: 15_000 });
    await ze.getByRole('button', { name: 'Assumir minha vaga' }).click();
    await expect(ze.getByText('Vaga assumida! Agora você é participante do evento.')).toBeVisible();
    await expect(ze).toHaveURL(new RegExp(`/event/${eventId}$`));
    await settled(ze);
    await expect(ze.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
    await expect(gameDay(ze).getByText('Sua presença: Presente')).toBeVisible();
    // His place is kept: still one of the 3, Davi still first in line.
    const admin = apiClient('service_role');
    const zeId = (await admin.from('profiles').select('user_id').eq('full_name', 'Zé Goleiro').order('created_at', { ascending: false }).limit(1).single()).data?.user_id;
    const place = await admin.from('event_participants').select('status').eq('event_id', eventId).eq('user_id', zeId!);
    expect(place.data).toEqual([{ status: 'registered' }]);
    const line = await admin.from('event_waiting_list').select('user_id').eq('event_id', eventId);
    expect(line.data).toEqual([{ user_id: next.id }]);
    // The link is spent.
    await ze.goto(link);
    await expect(ze.getByText('Este link já foi usado: a vaga já foi assumida')).toBeVisible();
    await ze.context().close();

    // Ana's screen follows live: he is no longer her guest but a participant.
    await expect(guestsRegion(page).getByRole('button', { name: 'Copiar link de Zé Goleiro' })).toHaveCount(0);

    // Ana's game day: the teams include him; 'Pagamentos' lists his share.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, `/event/${eventId}`);
    await gameDay(page).getByRole('button', { name: 'Marcar todos como presentes' }).click();
    await gameDay(page).getByRole('tab', { name: 'Times' }).click();
    await gameDay(page).getByRole('button', { name: '2 times' }).click();
    await gameDay(page).getByRole('button', { name: 'Sortear times' }).click();
    const drawn = gameDay(page).getByRole('listitem').filter({ hasText: 'Zé Goleiro' });
    await expect(drawn).toHaveCount(1);
    await page.getByRole('link', { name: 'Pagamentos' }).click();
    const ledger = page.getByRole('list', { name: 'Pagamentos' });
    await expect(ledger.getByRole('listitem', { name: 'Zé Goleiro' })).toContainText('R$ 15,00');
  });
});
