/**
 * Issue 52, WCAG 2.4.2 'Page Titled': every route has its own pt-BR document title, written by the
 * server in the first document (what a crawler, the history and a bookmark see) and kept by the
 * app as it navigates; a page with its own data names itself ('{evento} · Quadra'). Every screen
 * visited is also checked by axe (support/fixtures.ts).
 */
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, DEMO_USERS, loginAs, visit } from '../../support/helpers';
import { requires } from '../../support/stack-env';

requires('service role');

const ANA = 'a0000000-0000-4000-8000-000000000001';

/** Every route of the route table and its title (dynamic pages: before their data names them). */
const TITLES: Record<string, string> = {
  '/': 'Tecnologia a favor do esporte · Quadra',
  '/loading': 'Carregando · Quadra',
  '/settings': 'Configurações · Quadra',
  '/collaborate': 'Colabore · Quadra',
  '/map': 'Mapa · Quadra',
  '/messages': 'Mensagens · Quadra',
  '/clubs': 'Clubes · Quadra',
  '/signup': 'Criar conta · Quadra',
  '/login': 'Entrar · Quadra',
  '/onboarding/step1': 'Cadastro (1 de 3) · Quadra',
  '/onboarding/step2': 'Cadastro (2 de 3) · Quadra',
  '/onboarding/step3': 'Cadastro (3 de 3) · Quadra',
  '/events': 'Eventos · Quadra',
  '/dashboard': 'Eventos · Quadra',
  '/search': 'Buscar eventos · Quadra',
  '/event/:id': 'Evento · Quadra',
  '/event/:id/edit': 'Editar evento · Quadra',
  '/event/:id/participants': 'Participantes · Quadra',
  '/event/:id/payments': 'Pagamentos · Quadra',
  '/my-events': 'Meus eventos · Quadra',
  '/create-event': 'Criar evento (1 de 5) · Quadra',
  '/create-event/step2': 'Criar evento (2 de 5) · Quadra',
  '/create-event/step3': 'Criar evento (3 de 5) · Quadra',
  '/create-event/step4': 'Criar evento (4 de 5) · Quadra',
  '/create-event/step5': 'Criar evento (5 de 5) · Quadra',
  '/event-created': 'Evento criado · Quadra',
  '/profile': 'Meu perfil · Quadra',
  '/profile/current': 'Meu perfil · Quadra',
  '/profile/edit': 'Editar perfil · Quadra',
  '/profile/:id': 'Perfil · Quadra',
  '/event-evaluation/:eventId': 'Avaliar evento · Quadra',
  '/notifications': 'Notificações · Quadra',
};
const ALIASES = new Set(['/dashboard', '/profile/current']);

/** The route pattern a path opens (as the route table matches it), or null. */
function patternOf(pathname: string): string | null {
  const got = pathname.split('/').filter(Boolean);
  return (
    Object.keys(TITLES).find((pattern) => {
      const want = pattern.split('/').filter(Boolean);
      return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
    }) ?? null
  );
}

const concrete = (pattern: string, id: string) => pattern.replace(/:\w+/, id);

async function anasEvent(): Promise<{ id: string; title: string }> {
  const { data, error } = await apiClient('service_role')
    .from('events').select('id, title').eq('created_by', ANA).eq('status', 'active').gt('starts_at', new Date().toISOString())
    .order('starts_at').limit(1).single();
  expect(error).toBeNull();
  return data!;
}

/** The title the app shows once the screen has arrived (a page's own name may come after its data). */
const shownTitle = (page: Page) => page.evaluate(() => document.title);

test('the server titles every route in pt-BR: the first document of each has its own', async ({ request }) => {
  const event = await anasEvent();
  const seen = new Map<string, string>();
  for (const pattern of Object.keys(TITLES)) {
    const html = await (await request.get(concrete(pattern, pattern === '/event/:id' ? event.id : ANA))).text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
    const expected = pattern === '/event/:id' ? `${event.title} · Quadra` : TITLES[pattern];
    expect(title, pattern).toBe(expected?.replace(/&/g, '&amp;'));
    if (!ALIASES.has(pattern)) seen.set(pattern, title!);
  }
  expect(new Set(seen.values()).size, 'one title per screen').toBe(seen.size);
  const unknown = await (await request.get('/nao-existe')).text();
  expect(/<title[^>]*>([^<]*)<\/title>/.exec(unknown)?.[1]).toBe('Página não encontrada · Quadra');
});

test('a visitor sees each public screen titled (and checked by axe)', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/events', '/search', '/nao-existe']) {
    await visit(page, path);
    const pattern = patternOf(new URL(page.url()).pathname);
    await expect.poll(() => shownTitle(page), path).toBe(pattern ? TITLES[pattern] : 'Página não encontrada · Quadra');
  }
});

test('a signed-in athlete sees every screen titled, the event and the notifications by their own names', async ({ page }) => {
  const event = await anasEvent();
  await loginAs(page, DEMO_USERS.ana);
  const shown = new Map<string, string>();
  for (const pattern of Object.keys(TITLES)) {
    if (['/', '/login', '/signup', '/loading'].includes(pattern)) continue;
    await visit(page, concrete(pattern, pattern.startsWith('/profile') ? ANA : event.id));
    const arrived = patternOf(new URL(page.url()).pathname);
    expect(arrived, pattern).not.toBeNull();
    let expected: string | RegExp = TITLES[arrived!]!;
    if (arrived === '/event/:id') expected = `${event.title} · Quadra`;
    if (arrived === '/notifications') expected = /^Notificações \(\d+\) · Quadra$/;
    await expect.poll(() => shownTitle(page), pattern).toMatch(expected);
    if (arrived === pattern && !ALIASES.has(pattern)) shown.set(pattern, await shownTitle(page));
  }
  expect(new Set(shown.values()).size, 'one title per screen').toBe(shown.size);
});

test('the title follows the app as it navigates, and back', async ({ page }) => {
  const event = await anasEvent();
  await loginAs(page, DEMO_USERS.ana);
  await visit(page, '/events');
  await expect.poll(() => shownTitle(page)).toBe('Eventos · Quadra');
  await visit(page, `/event/${event.id}`);
  await expect.poll(() => shownTitle(page)).toBe(`${event.title} · Quadra`);
  // In-app navigations: the route's title, then the event's own name again on the way back.
  await page.getByRole('link', { name: 'ver todos' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}/participants$`));
  await expect.poll(() => shownTitle(page)).toBe('Participantes · Quadra');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect.poll(() => shownTitle(page)).toBe(`${event.title} · Quadra`);
  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect.poll(() => shownTitle(page)).toBe('Eventos · Quadra');
  // Another athlete's profile is named after them.
  await visit(page, '/profile/a0000000-0000-4000-8000-000000000002');
  await expect.poll(() => shownTitle(page)).toBe('Bruno Oliveira · Quadra');
});
