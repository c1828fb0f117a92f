/**
 * Issue 25's journeys, as a person lives them: a join that leaves the next card's button where it
 * was, an organiser's list that opens on the next game, a visitor brought back to the event after
 * signing in (and after signing up and confirming), the evaluation reminder that opens the
 * evaluation, pausing and resuming an event, and a new athlete who does not read '5,0'.
 */
import { expect, test, type Page } from '../../support/fixtures';
import { apiClient, DEMO_PASSWORD, loginAs, mailbox, settled, uniqueEmail, visit } from '../../support/helpers';
import { requires } from '../../support/stack-env';
import { ATHLETES, organisedEventWithParticipant } from '../events/events-data';
import { finishedGame, freshAthlete } from '../profile/profile-data';

/**
 * For `ms` after a tap at (x, y): the longest time, in ms, the topmost button there belonged to a
 * card other than `ownCard` (sampled every animation frame in the page).
 */
async function longestForeignButtonUnder(page: Page, x: number, y: number, ownCard: string, ms: number): Promise<number> {
  return page.evaluate(
    ({ x, y, ownCard, ms }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        let since: number | null = null;
        let longest = 0;
        const sample = () => {
          const now = performance.now();
          const button = document.elementFromPoint(x, y)?.closest('button');
          const card = button?.closest('article')?.getAttribute('aria-label');
          const foreign = Boolean(button && card && card !== ownCard);
          if (foreign) since ??= now;
          else since = null;
          if (since !== null) longest = Math.max(longest, now - since);
          if (now - start < ms) requestAnimationFrame(sample);
          else resolve(Math.round(longest));
        };
        requestAnimationFrame(sample);
      }),
    { x, y, ownCard, ms },
  );
}

test('joining from a card never leaves another card’s button under the finger for a second', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ATHLETES.larissa.email);
  await visit(page, '/events');
  const available = page.getByRole('region', { name: 'Eventos Disponíveis' });
  const seeAll = available.getByRole('button', { name: /^Ver todos/ });
  if (await seeAll.isVisible()) await seeAll.click();
  const join = available.getByRole('button', { name: 'Me inscrever', exact: true }).first();
  await join.scrollIntoViewIfNeeded();
  const card = (await join.locator('xpath=ancestor::article').getAttribute('aria-label'))!;
  const box = (await join.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  const longest = await longestForeignButtonUnder(page, x, y, card, 2_500);
  expect(longest, `another card's button stayed under the tap for ${longest} ms`).toBeLessThan(1_000);
  // The joined card is still there, now offering to leave.
  const leave = available.getByRole('article', { name: card }).getByRole('button', { name: 'Cancelar' });
  await expect(leave).toBeVisible();
  // The place goes back: a deployed site keeps every run's joins.
  await leave.click();
  await expect(page.getByText('Inscrição cancelada.')).toBeVisible();
});

test('an organiser’s list starts with the next upcoming event, in sections, with the year on dates', async ({ page }) => {
  const organiser = ATHLETES.henrique;
  const admin = apiClient('service_role');
  // A finished game of last January, as the issue saw first (its own name: a deployed site keeps earlier runs' games).
  const january = `Jogo de janeiro ${Math.random().toString(36).slice(2, 7)}`;
  const { error } = await admin.from('events').insert({
    title: january, location: 'Quadra antiga', date: `${new Date().getFullYear()}-01-12`, time: '19:00',
    created_by: organiser.id, status: 'completed',
  });
  expect(error).toBeNull();
  const { data: upcoming } = await admin
    .from('events')
    .select('title, date')
    .eq('created_by', organiser.id)
    .in('status', ['active', 'paused'])
    .gt('starts_at', new Date().toISOString())
    .order('starts_at')
    .limit(1);
  const next = upcoming![0]!;

  await loginAs(page, organiser.email);
  await visit(page, '/my-events');
  await page.getByRole('tab', { name: 'Organizando' }).click();
  const sections = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText(['Próximos', 'Anteriores']);
  const first = page.getByRole('region', { name: 'Próximos' }).getByRole('article').first();
  await expect(first).toHaveAttribute('aria-label', next.title);
  const [y, m, d] = next.date.split('-');
  await expect(first).toContainText(`${d}/${m}/${y}`);
  await expect(page.getByRole('region', { name: 'Anteriores' }).getByRole('article', { name: january })).toContainText(
    `12/01/${new Date().getFullYear()}`,
  );
});

test('a visitor who taps Participar is back on the event after signing in', async ({ page }) => {
  const event = 'e0000000-0000-4000-8000-000000000001';
  await visit(page, `/event/${event}`);
  await page.getByRole('button', { name: /participar/i }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(ATHLETES.joao.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event}$`));
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a visitor who taps Participar, signs up and confirms is back on the event; a new athlete has no score yet', async ({ page }) => {
  requires('mailbox');
  test.setTimeout(180_000);
  const event = 'e0000000-0000-4000-8000-000000000003';
  const email = uniqueEmail('volta');
  const password = 'Jogador2026';
  await visit(page, `/event/${event}`);
  await page.getByRole('button', { name: /participar/i }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('link', { name: 'Não possui uma conta?' }).click();
  // The login form has an 'Email' field too: fill the sign-up's once it is the page.
  await expect(page.getByRole('heading', { name: 'Boas-vindas à Quadra' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar senha').fill(password);
  await page.getByRole('button', { name: 'Aceitar e cadastrar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await page.getByLabel('Nome completo').fill('Teresa Prado');
  await page.getByRole('button', { name: /Data de nascimento/ }).click();
  await page.getByRole('button', { name: '15 de junho de 1996' }).click();
  await page.getByLabel('Como prefere ser chamado?').fill('Teresa');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await page.getByRole('button', { name: 'Futebol', exact: true }).click();
  await page.getByRole('button', { name: 'Finalizar cadastro' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const [message] = await mailbox(email);
  await page.goto(String(message?.link ?? ''));
  await expect(page.getByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event}$`), { timeout: 15_000 });
  await settled(page);

  // A new athlete: 'Participou 0', and no '5,0' anywhere on the profile.
  await visit(page, '/profile/current');
  await expect(page.getByRole('heading', { name: 'Teresa Prado' })).toBeVisible();
  await expect(page.getByText('Sem elogios ainda')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('5,0');
});

test('the evaluation reminder opens the evaluation', async ({ page }) => {
  // A game of this run, so its evaluation is still open: closing it sent the reminder.
  const player = await freshAthlete('Rita Lembrada');
  const title = `Jogo lembrado ${Math.random().toString(36).slice(2, 7)}`;
  const event = await finishedGame(title, [player]);
  await loginAs(page, player.email);
  await visit(page, '/notifications');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/event-evaluation/${event}$`));
  await settled(page);
  await expect(page.getByRole('tab', { name: 'Esportistas' })).toBeVisible();
});

test('an organiser pauses an event, then resumes it with ‘Retomar evento’', async ({ page }) => {
  const { event } = await organisedEventWithParticipant(ATHLETES.gabriela);
  await loginAs(page, ATHLETES.gabriela.email);
  await visit(page, `/event/${event.id}/edit`);
  await page.getByRole('button', { name: 'Pausar evento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /pausar/i }).click();
  await expect(page.getByText('Evento pausado', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Retomar evento' }).click();
  await expect(page.getByText('Evento retomado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar evento' })).toBeEnabled();
  const { data } = await apiClient('service_role').from('events').select('status').eq('id', event.id).single();
  expect(data?.status).toBe('active');
});
