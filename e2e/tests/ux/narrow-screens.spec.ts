/**
 * Every screen and every dialog fits a 320 px and a 390 px wide phone: nothing is wider than the
 * viewport (`scrollWidth <= clientWidth` for the page and each open dialog), no dialog pokes out
 * of the screen, no control's label is clipped, no icon is squeezed; and it reads and taps well:
 * no word broken inside itself, no control drawn over text it does not own, every tap target at
 * least 44×44 px (support/readable.ts), no console error. The shared fixture also runs axe on each
 * screen visited (any impact fails), at both widths.
 *
 * Each screen is loaded once and judged at both widths by resizing the viewport (the layout is CSS
 * and media queries: a resize redraws it as a load at that width would); the next screen loads at
 * the width the last one ended at, so loads alternate between the two. An athlete's screens are
 * split by area into independent tests, so the workers share them.
 */
import { expect, test, type Page } from '../../support/fixtures';
import { checkScreen } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { consoleErrors, expectReadable } from '../../support/readable';
import { apiClient, DEMO_PASSWORD, loginAs, settled } from '../../support/helpers';
import { SECTION_FAILED, watchSectionFailures } from '../../support/section-failures';
import { ATHLETES } from '../events/events-data';

const PAUSED_EVENT = 'e0000000-0000-4000-8000-000000000011';
const CANCELLED_EVENT = 'e0000000-0000-4000-8000-000000000037';
const EVALUABLE_EVENT = 'e0000000-0000-4000-8000-000000000901';
const UNKNOWN_EVENT = 'e0000000-0000-4000-8000-00000000dead';

const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

const consoles = new WeakMap<Page, ReturnType<typeof consoleErrors>>();
/** Paths of the screens that drew a section's error fallback, per page (see beforeEach). */
const failures = new WeakMap<Page, string[]>();

test.use({ viewport: PHONES[0] });
// Every test signs in on its own and changes nothing: the workers share the file.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  consoles.set(page, consoleErrors(page));
  failures.set(page, await watchSectionFailures(page));
});

/**
 * Fits, reads and taps well, and nothing was logged as an error since the last check, at the
 * current width and then at the other phone's (where a screen just loaded gets axe again). Soft:
 * one run lists every screen's problems.
 */
async function expectGood(page: Page, where: string, { loaded = false } = {}) {
  const current = page.viewportSize()?.width;
  const order = [...PHONES].sort((a, b) => Number(b.width === current) - Number(a.width === current));
  for (const [i, phone] of order.entries()) {
    if (i > 0) {
      await page.setViewportSize(phone);
      // Two frames: the resize's layout and whatever React redraws for it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      if (loaded) await checkScreen(page);
    }
    await expectToFit(page, where);
    await expectReadable(page, where, { soft: true });
    expect.soft(consoles.get(page)?.take() ?? [], `console errors on ${where} at ${phone.width} px`).toEqual([]);
  }
}

/** Visits a path, waits for its screen (never the fallback), and checks that it fits, reads and taps well. */
async function screen(page: Page, path: string, ready?: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  if (ready) await ready(page);
  await settled(page);
  expect(failures.get(page), `'${SECTION_FAILED}' drawn`).toEqual([]);
  await expectGood(page, path, { loaded: true });
}

/** Waits for the level-1 heading named `name` (the fallback has a level-1 heading too). */
const heading = (name: string) => (page: Page) => expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

/**
 * The API as the screen's own user sees it (signed in, or a visitor): what the spec looks up is what
 * that person may read, so it needs no service role and runs against a deployed site too.
 */
async function clientOf(email?: string) {
  const client = apiClient();
  if (email) {
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error) throw new Error(`sign-in of ${email}: ${error.message}`);
  }
  return client;
}
type Client = Awaited<ReturnType<typeof clientOf>>;

async function eventTitle(api: Client, id: string): Promise<string> {
  const { data, error } = await api.from('events').select('title').eq('id', id).single();
  if (error || !data) throw new Error(`event ${id}: ${error?.message}`);
  return data.title as string;
}

/** Opens a dialog with the button named `opener`, checks that it fits, and closes it with Escape. */
async function dialog(page: Page, opener: string | RegExp, where: string) {
  await page.getByRole('button', { name: opener }).first().click();
  await expect(page.locator('dialog[open], [role="dialog"], [role="menu"]').first()).toBeVisible();
  await expectGood(page, `${where} with '${opener}' open`);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open], [role="dialog"], [role="menu"]')).toHaveCount(0);
}

/** An upcoming, active event `userId` takes part in (not as organiser). */
async function joinedEvent(api: Client, userId: string): Promise<string> {
  const { data } = await api
    .from('event_participants')
    .select('event_id, events!inner(status, created_by, starts_at)')
    .eq('user_id', userId)
    .eq('status', 'registered')
    .eq('events.status', 'active')
    .neq('events.created_by', userId)
    .gt('events.starts_at', new Date().toISOString())
    .limit(1);
  if (!data?.[0]) throw new Error('no joined event');
  return data[0].event_id;
}

/** An upcoming event organised by `userId` with registered participants and requests to approve. */
async function organisedEvent(api: Client, userId: string): Promise<string> {
  const { data } = await api
    .from('events')
    .select('id, participant_count, event_participants!inner(status)')
    .eq('created_by', userId)
    .eq('status', 'active')
    .eq('requires_approval', true)
    .eq('event_participants.status', 'pending')
    .gt('participant_count', 0)
    .gt('starts_at', new Date().toISOString())
    .limit(1);
  if (!data?.[0]) throw new Error('no organised event with requests');
  return data[0].id;
}

test('a visitor’s screens fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(240_000);
  await screen(page, '/', (p) => expect(p.getByText('Tecnologia a favor do esporte')).toBeVisible());
  await screen(page, '/signup', (p) => expect(p.getByRole('button', { name: /criar conta|cadastrar/i }).first()).toBeVisible());
  await screen(page, '/login', (p) => expect(p.getByRole('button', { name: 'Entrar' })).toBeVisible());
  await screen(page, '/events', heading('Eventos'));
  await dialog(page, 'Abrir menu', '/events');
  await screen(page, '/search');
  await screen(page, `/event/${PAUSED_EVENT}`, heading(await eventTitle(await clientOf(), PAUSED_EVENT)));
  await screen(page, '/uma-pagina-que-nao-existe');
});

test('an athlete’s lists, search and menus fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, ATHLETES.ana.email);
  await screen(page, '/events', heading('Eventos'));
  await dialog(page, 'Abrir menu', '/events');
  await dialog(page, /^Filtros/, '/events');
  await screen(page, '/search');
  await page.getByRole('searchbox').fill('sao paulo');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectGood(page, '/search with results');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectGood(page, `/search tab '${await tab.textContent()}'`);
  }
});

test('an athlete’s event and evaluation screens fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const ana = ATHLETES.ana;
  const api = await clientOf(ana.email);
  await loginAs(page, ana.email);
  const joined = await joinedEvent(api, ana.id);
  await screen(page, `/event/${joined}`, heading(await eventTitle(api, joined)));
  await dialog(page, 'Cancelar inscrição', `/event/${joined}`);
  await screen(page, `/event/${PAUSED_EVENT}`, heading(await eventTitle(api, PAUSED_EVENT)));
  await screen(page, `/event/${CANCELLED_EVENT}`, heading(await eventTitle(api, CANCELLED_EVENT)));
  await screen(page, `/event-evaluation/${EVALUABLE_EVENT}`);
  // Expected states, not errors: an evaluation not open yet, an event that does not exist.
  await screen(page, `/event-evaluation/${joined}`, (p) => expect(p.getByRole('heading', { name: 'Avaliação Não Disponível' })).toBeVisible());
  await screen(page, `/event/${UNKNOWN_EVENT}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
});

test('an athlete’s own events, notifications and profiles fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, ATHLETES.ana.email);
  await screen(page, '/my-events', (p) => expect(p.getByRole('tab').first()).toBeVisible());
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectGood(page, `/my-events tab '${await tab.textContent()}'`);
  }
  await screen(page, '/notifications', heading('Notificações'));
  await screen(page, '/profile', heading('Perfil'));
  await dialog(page, 'Adicionar Esporte', '/profile');
  await screen(page, `/profile/${ATHLETES.bruno.id}`, heading('Perfil'));
  await screen(page, '/profile/edit');
});

test('an athlete’s create-event wizard fits at 320 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, ATHLETES.ana.email);
  await screen(page, '/create-event', heading('Crie seu evento'));
  for (const step of [2, 3, 4, 5]) {
    await screen(page, `/create-event/step${step}`);
    if (step === 3) await dialog(page, 'Sugerir novo esporte', '/create-event/step3');
  }
  await screen(page, '/event-created');
});

test('an athlete’s other pages and onboarding fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, ATHLETES.ana.email);
  await screen(page, '/settings');
  // the build-info panel: which release each module of this page came from
  await page.getByText('Versão do app').click();
  await expect(page.getByTestId('release-mf_events')).toContainText('Versão: estável');
  await expectGood(page, "/settings with 'Versão do app' open");
  for (const path of ['/collaborate', '/map', '/messages', '/clubs']) await screen(page, path);
  await screen(page, '/onboarding/step1');
  await dialog(page, /Data de nascimento/, '/onboarding/step1');
  await screen(page, '/onboarding/step2');
  await screen(page, '/onboarding/step3');
});

test('an organiser’s screens and dialogs fit at 320 and 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  // Felipe's approval-only events have requests waiting (supabase/seed.sql).
  const felipe = ATHLETES.felipe;
  const api = await clientOf(felipe.email);
  const event = await organisedEvent(api, felipe.id);
  await loginAs(page, felipe.email);
  await screen(page, `/event/${event}`, heading(await eventTitle(api, event)));
  await screen(page, `/event/${event}/participants`, heading('Jogadores'));
  await screen(page, `/event/${event}/edit`, (p) => expect(p.getByRole('tab').first()).toBeVisible());
  await dialog(page, 'Pausar evento', `/event/${event}/edit`);
  await dialog(page, 'Cancelar evento', `/event/${event}/edit`);
  await page.getByRole('tab', { name: 'Participantes' }).click();
  await expectGood(page, `/event/${event}/edit participants`);
  await dialog(page, /^Remover /, `/event/${event}/edit participants`);
});
