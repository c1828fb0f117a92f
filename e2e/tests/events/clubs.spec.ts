// 'Clubes' (issue 47) at 390 px: Ana creates 'Pelada de Quinta', Bruno follows the invite link and
// becomes 'Administrador', creates the club's weekly series; Carla and Diego 'Mensalista' are
// registered on it, Elisa 'Avulso' waits until the avulsos' moment and is then registered; Ana hands
// the club over and leaves, and Bruno still edits the series and runs its game day. Then every club
// screen at 320 and 390 px: nothing clipped, axe clean.
import type { Browser } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { openWithScreen, signedInDevice, withoutScript } from '../../support/first-screen';
import { expectToFit } from '../../support/fit';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { newAthlete, type TestAthlete } from '../notifications/notifications-data';

const admin = apiClient('service_role');
const CLUB = 'Pelada de Quinta';

async function phone(browser: Browser, who: TestAthlete, width = 390): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, who.email);
  return page;
}

/** 'yyyy-MM-dd' and 'HH:mm:ss' in São Paulo, `minutes` from now. */
function saoPauloIn(minutes: number): { date: string; time: string } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + minutes * 60_000)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

const memberRow = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test("Ana's 'Pelada de Quinta': an admin by invite, mensalistas first, the avulsa at her moment, the series outlives its creator", async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const [ana, bruno, carla, diego, elisa] = await Promise.all([
    newAthlete(`Ana ${tag}`), newAthlete(`Bruno ${tag}`), newAthlete(`Carla ${tag}`), newAthlete(`Diego ${tag}`), newAthlete(`Elisa ${tag}`),
  ]);
  // The club's name is unique: a rerun takes it back from the last run.
  await admin.from('clubs').delete().eq('name', CLUB);
  const sportName = `Futevôlei ${tag}`;
  await admin.from('sports').insert({ name: sportName });

  // Ana creates the club.
  const anaPhone = await phone(browser, ana);
  await visit(anaPhone, '/clubs');
  await anaPhone.getByRole('link', { name: 'Criar clube' }).click();
  await anaPhone.getByLabel('Nome do clube').fill(CLUB);
  await anaPhone.getByLabel('Cidade').fill('São Paulo');
  await anaPhone.getByRole('button', { name: 'Criar clube' }).click();
  await expect(anaPhone.getByRole('heading', { level: 1, name: CLUB })).toBeVisible();
  const clubId = anaPhone.url().split('/club/')[1]!;
  const link = (await anaPhone.getByTestId('club-invite-link').textContent())!;

  // Bruno, Carla, Diego and Elisa follow 'Convidar para o clube''s link.
  for (const who of [bruno, carla, diego, elisa]) {
    const p = await phone(browser, who);
    await p.goto(new URL(link).pathname);
    await p.getByRole('button', { name: 'Entrar no clube' }).click();
    await expect(p.getByRole('heading', { level: 1, name: CLUB })).toBeVisible();
    await p.context().close();
  }

  // Ana makes Bruno 'Administrador', Carla and Diego 'Mensalista'; Elisa stays 'Avulso'.
  await anaPhone.reload();
  await memberRow(anaPhone, bruno.name).getByRole('button', { name: 'Tornar administrador' }).click();
  await expect(memberRow(anaPhone, bruno.name).getByText('Administrador · Avulso')).toBeVisible();
  for (const who of [carla, diego]) {
    await memberRow(anaPhone, who.name).getByRole('button', { name: 'Tornar mensalista' }).click();
    await expect(memberRow(anaPhone, who.name).getByText('Membro · Mensalista')).toBeVisible();
  }
  await expect(memberRow(anaPhone, elisa.name).getByText('Membro · Avulso')).toBeVisible();

  // Bruno creates the club's weekly series in the wizard, 'Clube' in its first step.
  const brunoPhone = await phone(browser, bruno);
  const first = saoPauloIn(3 * 24 * 60);
  await visit(brunoPhone, '/create-event');
  await brunoPhone.getByLabel('Nome do evento').fill(`Quinta ${tag}`);
  await brunoPhone.getByLabel('Clube').selectOption({ label: CLUB });
  await brunoPhone.getByRole('button', { name: 'Continuar' }).click();
  await brunoPhone.getByLabel('Local').fill('Quadra do Parque Ibirapuera');
  await brunoPhone.getByLabel('Data').fill(first.date);
  await brunoPhone.getByLabel('Horário de início').fill('19:00');
  await brunoPhone.getByLabel('Repetir').selectOption({ label: 'Toda semana' });
  await brunoPhone.getByRole('radio', { name: 'Depois de' }).check();
  await brunoPhone.getByLabel('Quantas vezes').fill('8');
  await brunoPhone.getByRole('button', { name: 'Continuar' }).click();
  await brunoPhone.getByLabel('Esporte').fill(sportName.slice(0, -2));
  await brunoPhone.getByRole('list', { name: 'Esportes sugeridos' }).getByRole('button', { name: sportName }).click();
  await brunoPhone.getByLabel('Mínimo de jogadores').fill('2');
  await brunoPhone.getByLabel('Máximo de jogadores').fill('10');
  await brunoPhone.getByRole('button', { name: 'Continuar' }).click();
  await brunoPhone.getByRole('link', { name: 'Continuar' }).click();
  await brunoPhone.getByRole('button', { name: 'Criar evento' }).click();
  await expect(brunoPhone.getByText('Evento criado com sucesso!')).toBeVisible();
  const { data: game } = await admin.from('events').select('id, series_id, club_id').eq('title', `Quinta ${tag}`).order('date').limit(1).single();
  expect(game).toMatchObject({ club_id: clubId });
  const eventId = game!.id as string;

  // Carla and Diego are registered; Elisa asks and waits in line.
  const registered = async () => ((await admin.from('event_participants').select('user_id').eq('event_id', eventId).eq('status', 'registered')).data ?? [])
    .map((r) => r.user_id as string).sort();
  expect(await registered()).toEqual([carla.id, diego.id].sort());
  const elisaPhone = await phone(browser, elisa);
  await visit(elisaPhone, `/event/${eventId}`);
  await expect(elisaPhone.getByRole('link', { name: `Jogo do ${CLUB}` })).toBeVisible();
  await elisaPhone.getByRole('button', { name: 'Participar' }).click();
  await expect(elisaPhone.getByText(/lista de espera/i).first()).toBeVisible();
  expect(await registered()).toEqual([carla.id, diego.id].sort());

  // The avulsos' moment (24 h before the start): the scheduler serves the line.
  const { data: row } = await admin.from('events').select('starts_at').eq('id', eventId).single();
  const moment = new Date(new Date(row!.starts_at as string).getTime() - 24 * 3_600_000).toISOString();
  await admin.rpc('run_scheduled_jobs', { p_now: moment });
  expect(await registered()).toEqual([carla.id, diego.id, elisa.id].sort());
  await elisaPhone.reload();
  await expect(elisaPhone.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();

  // Ana hands the club over to Bruno and leaves.
  await anaPhone.reload();
  await memberRow(anaPhone, bruno.name).getByRole('button', { name: 'Passar a posse' }).click();
  await expect(memberRow(anaPhone, bruno.name).getByText('Dono · Avulso')).toBeVisible();
  await anaPhone.getByRole('button', { name: 'Sair do clube' }).click();
  await anaPhone.getByRole('dialog').getByRole('button', { name: 'Sair do clube' }).click();
  await expect(anaPhone).toHaveURL(/\/clubs$/);

  // Bruno still edits the series and runs its game day.
  await visit(brunoPhone, `/event/${eventId}/edit`);
  await brunoPhone.getByLabel('Endereço').fill('Arena Vila Madalena');
  await brunoPhone.getByRole('button', { name: 'Salvar', exact: true }).click();
  await brunoPhone.getByRole('button', { name: 'Este e os próximos' }).click();
  await expect(brunoPhone.getByText('Série atualizada com sucesso!')).toBeVisible();
  await admin.from('events').update(saoPauloIn(30)).eq('id', eventId);
  await visit(brunoPhone, `/event/${eventId}`);
  const gameDay = brunoPhone.getByRole('region', { name: 'Dia do jogo' });
  await gameDay.getByRole('button', { name: 'Marcar todos como presentes' }).click();
  const elisaRow = gameDay.getByRole('group', { name: `Presença de ${elisa.name}` });
  await expect(elisaRow.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
  for (const p of [anaPhone, brunoPhone, elisaPhone]) await p.context().close();
});

test('the club screens fit 320 and 390 px, targets of 44 px, axe clean', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const [owner, member] = await Promise.all([newAthlete(`Olga Clube ${tag}`), newAthlete(`Maria Membro ${tag}`)]);
  const ownerClient = apiClient();
  await ownerClient.auth.signInWithPassword({ email: owner.email, password: 'Quadra123' });
  const { data: clubId } = await ownerClient.rpc('create_club', { p_club: { name: `Racha ${tag} com um nome bem comprido`, city: 'São Paulo' } });
  const { data: invite } = await ownerClient.rpc('get_club_invite', { p_club_id: clubId! });
  const memberClient = apiClient();
  await memberClient.auth.signInWithPassword({ email: member.email, password: 'Quadra123' });
  await memberClient.rpc('join_club_by_invite', { p_token: (invite as { token: string }).token });
  await ownerClient.rpc('post_club_notice', { p_club_id: clubId!, p_body: 'Jogo confirmado na quinta. Tragam colete!', p_pinned: true });

  for (const width of [320, 390]) {
    const page = await phone(browser, owner, width);
    for (const path of ['/clubs', '/clubs/new', `/club/${clubId}`]) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectToFit(page, `${path} at ${width}`);
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
    }
    await page.context().close();
  }
});

test("cards name the club, 'Meus eventos' filters by club, the club page is titled by its name", async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const clubName = `Racha do Cartão ${tag}`;
  const [owner, member, outsider] = await Promise.all([
    newAthlete(`Olga Cartão ${tag}`), newAthlete(`Mário Cartão ${tag}`), newAthlete(`Fábio Cartão ${tag}`),
  ]);
  const sportName = `Futsal ${tag}`;
  await admin.from('sports').insert({ name: sportName });
  const signedIn = async (who: TestAthlete) => {
    const client = apiClient();
    await client.auth.signInWithPassword({ email: who.email, password: 'Quadra123' });
    return client;
  };
  const [ownerClient, memberClient] = await Promise.all([signedIn(owner), signedIn(member)]);
  const { data: clubId } = await ownerClient.rpc('create_club', { p_club: { name: clubName, city: 'São Paulo' } });
  const { data: invite } = await ownerClient.rpc('get_club_invite', { p_club_id: clubId! });
  await memberClient.rpc('join_club_by_invite', { p_token: (invite as { token: string }).token });
  await ownerClient.rpc('set_club_member', { p_club_id: clubId!, p_user_id: member.id, p_kind: 'mensalista' });
  const game = (title: string, club: string | null) => ownerClient.rpc('create_event_with_cost', { p_event: {
    // Two hours ahead: among the first of 'Ver todos'.
    title, location: 'Quadra do Parque', sport_name: sportName, ...saoPauloIn(120), max_participants: 10, ...(club ? { club_id: club } : {}) } });
  const clubGame = `Jogo do clube ${tag}`;
  const looseGame = `Jogo avulso ${tag}`;
  const { data: clubGameId, error: clubGameError } = await game(clubGame, clubId!);
  expect(clubGameError).toBeNull();
  const { data: looseId } = await game(looseGame, null);
  expect((await memberClient.rpc('join_event', { p_event_id: looseId! })).error).toBeNull();

  // An outsider's list names the club on the club game's card, and nothing on the other.
  const outsiderPhone = await phone(browser, outsider);
  await visit(outsiderPhone, '/events');
  await outsiderPhone.getByRole('button', { name: 'Ver todos' }).click();
  await expect(outsiderPhone.getByRole('article', { name: clubGame }).getByText(`Jogo do ${clubName}`)).toBeVisible();
  await expect(outsiderPhone.getByRole('article', { name: looseGame })).toBeVisible();
  await expect(outsiderPhone.getByRole('article', { name: looseGame }).getByText(/Jogo do /)).toHaveCount(0);
  await outsiderPhone.context().close();

  // The member's 'Meus eventos': both games under 'Todos', only the club's under its name.
  for (const width of [320, 390]) {
    const memberPhone = await phone(browser, member, width);
    await visit(memberPhone, '/my-events');
    const active = memberPhone.getByRole('region', { name: 'Ativos' });
    await expect(active.getByRole('article', { name: looseGame })).toBeVisible();
    await expect(active.getByRole('article', { name: clubGame }).getByText(`Jogo do ${clubName}`)).toBeVisible();
    await expect(memberPhone.getByLabel('Clube', { exact: true })).toHaveValue('');
    await expectToFit(memberPhone, `/my-events at ${width}`);
    expect(await axeViolations(memberPhone), `/my-events at ${width}`).toEqual([]);
    await memberPhone.getByLabel('Clube', { exact: true }).selectOption({ label: clubName });
    await expect(active.getByRole('article', { name: looseGame })).toHaveCount(0);
    await expect(active.getByRole('article', { name: clubGame })).toBeVisible();
    await memberPhone.getByLabel('Clube', { exact: true }).selectOption({ label: 'Todos' });
    await expect(active.getByRole('article', { name: looseGame })).toBeVisible();

    // The mensalista, registered on the club's game, leaves it with 'Não vou desta vez'.
    if (width === 390) {
      await visit(memberPhone, `/event/${clubGameId}`);
      await expect(memberPhone.getByRole('button', { name: 'Não vou desta vez' })).toBeVisible();
    }

    // The club page names itself in the document title.
    await visit(memberPhone, `/club/${clubId}`);
    await expect(memberPhone).toHaveTitle(`${clubName} · Quadra`);
    await memberPhone.context().close();
  }
});

test("'Editar clube': an admin renames the club and makes it private; a taken name is refused in pt-BR", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const [owner, other] = await Promise.all([newAthlete(`Olga Edita ${tag}`), newAthlete(`Otto Edita ${tag}`)]);
  const signedIn = async (who: TestAthlete) => {
    const client = apiClient();
    await client.auth.signInWithPassword({ email: who.email, password: 'Quadra123' });
    return client;
  };
  const taken = `Racha Tomado ${tag}`;
  await (await signedIn(other)).rpc('create_club', { p_club: { name: taken } });
  const { data: clubId } = await (await signedIn(owner)).rpc('create_club', { p_club: { name: `Racha Velho ${tag}`, city: 'São Paulo' } });

  const page = await phone(browser, owner, 320);
  await visit(page, `/club/${clubId}`);
  await page.getByRole('button', { name: 'Editar clube' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar clube' });
  await expectToFit(page, 'Editar clube at 320');
  expect(await axeViolations(page), 'Editar clube at 320').toEqual([]);
  await dialog.getByLabel('Nome do clube').fill(taken);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Já existe um clube com este nome')).toBeVisible();

  const renamed = `Racha Novo ${tag}`;
  await dialog.getByLabel('Nome do clube').fill(renamed);
  await dialog.getByLabel('Cidade').fill('Campinas');
  await dialog.getByRole('radio', { name: 'Privado' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Clube atualizado')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Campinas · 1 membro · Privado')).toBeVisible();
  await expect(page).toHaveTitle(`${renamed} · Quadra`);
  const { data: row } = await admin.from('clubs').select('name, city, visibility').eq('id', clubId!).single();
  expect(row).toEqual({ name: renamed, city: 'Campinas', visibility: 'private' });
  await page.context().close();
});

/** A 1×1 PNG, as a picked file. */
const PNG = {
  name: 'escudo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

async function signedInClient(who: TestAthlete) {
  const client = apiClient();
  const { error } = await client.auth.signInWithPassword({ email: who.email, password: 'Quadra123' });
  if (error) throw new Error(`sign in ${who.email}: ${error.message}`);
  return client;
}

test('/clubs and a club page arrive rendered in the HTML (no JavaScript); a private club shows nothing of itself to outsiders', async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const [owner, member, outsider] = await Promise.all([
    newAthlete(`Olga Servidor ${tag}`), newAthlete(`Mário Servidor ${tag}`), newAthlete(`Fábio Servidor ${tag}`),
  ]);
  const [ownerClient, memberClient] = await Promise.all([signedInClient(owner), signedInClient(member)]);
  const open = `Racha Aberto ${tag}`;
  const closed = `Racha Fechado ${tag}`;
  const city = `Olinda ${tag}`;
  // The member lives there: the public club is among those near him in 'Clubes'.
  await admin.from('profiles').update({ city }).eq('user_id', member.id);
  const { data: openId } = await ownerClient.rpc('create_club', { p_club: { name: open, city, description: `Toda quinta no Parque ${tag}` } });
  const { data: closedId } = await ownerClient.rpc('create_club', { p_club: { name: closed, city, visibility: 'private' } });
  const { data: invite } = await ownerClient.rpc('get_club_invite', { p_club_id: closedId! });
  await memberClient.rpc('join_club_by_invite', { p_token: (invite as { token: string }).token });
  const notice = `Segredo do racha ${tag}`;
  await ownerClient.rpc('post_club_notice', { p_club_id: closedId!, p_body: notice, p_pinned: true });
  const screen = (page: Page) => page.locator('#first-screen');

  // A visitor: the public club's page, its name, description and members, before any script.
  const visitor = await browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await openWithScreen(visitorPage, `/club/${openId}`);
  await expect(screen(visitorPage).getByRole('heading', { level: 1, name: open, includeHidden: true })).toHaveCount(1);
  await expect(screen(visitorPage).getByText(`Toda quinta no Parque ${tag}`)).toHaveCount(1);
  await expect(screen(visitorPage).getByText(`${city} · 1 membro · Público`)).toHaveCount(1);
  // The private one: nothing of it in the document, rendered or carried as data.
  const privateHtml = await (await visitorPage.request.get(`/club/${closedId}`)).text();
  expect(privateHtml).not.toContain(closed);
  expect(privateHtml).not.toContain(notice);
  expect(privateHtml).not.toContain('id="first-screen"');
  await visitor.close();

  // The member, signed in: the private club with its pinned notice, and /clubs listing both.
  const memberDevice = await signedInDevice(browser, member.email);
  const off = await withoutScript(browser, memberDevice);
  const response = await openWithScreen(off.page, `/club/${closedId}`);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await expect(screen(off.page).getByRole('heading', { level: 1, name: closed, includeHidden: true })).toHaveCount(1);
  await expect(screen(off.page).getByText(notice)).toHaveCount(1);
  await openWithScreen(off.page, '/clubs');
  const mine = screen(off.page).getByRole('region', { name: 'Meus clubes', includeHidden: true });
  await expect(mine.getByText(closed)).toHaveCount(1);
  await expect(screen(off.page).getByRole('region', { name: 'Clubes públicos', includeHidden: true }).getByText(open)).toHaveCount(1);
  await off.context.close();
  await memberDevice.close();

  // An outsider, signed in: the private club's page carries nothing of it either.
  const outsiderDevice = await signedInDevice(browser, outsider.email);
  const html = await (await outsiderDevice.request.get(`/club/${closedId}`)).text();
  expect(html).not.toContain(closed);
  expect(html).not.toContain(notice);
  await outsiderDevice.close();
});

test("'Criar clube' and 'Editar clube' hold every field, each error shown in pt-BR; 'Clubes' lists the clubs near me", async ({ browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const [owner] = await Promise.all([newAthlete(`Olga Formulário ${tag}`)]);
  const city = `Vila ${tag}`;
  await admin.from('profiles').update({ city }).eq('user_id', owner.id);
  const { data: sports } = await admin.from('sports').select('id, name').order('name').limit(6);
  const [first, second] = sports!;
  // A club far from her city and sports, and one in her city.
  const otherClient = await signedInClient(await newAthlete(`Otto Longe ${tag}`));
  const far = `Racha Distante ${tag}`;
  const near = `Racha Vizinho ${tag}`;
  await otherClient.rpc('create_club', { p_club: { name: far, city: `Longe ${tag}` } });
  await otherClient.rpc('create_club', { p_club: { name: near, city } });

  const page = await phone(browser, owner, 320);
  await visit(page, '/clubs');
  const publicClubs = page.getByRole('region', { name: 'Clubes públicos' });
  await expect(publicClubs.getByText(near)).toBeVisible();
  await expect(publicClubs.getByText(far)).toHaveCount(0);
  await page.getByLabel('Buscar clube pelo nome').fill(far);
  await expect(publicClubs.getByText(far)).toBeVisible();

  await visit(page, '/clubs/new');
  // Nothing filled: the name's reason; six sports: the sports' reason.
  for (const sport of sports!) await page.getByRole('button', { name: sport.name, exact: true }).click();
  await page.getByRole('button', { name: 'Criar clube' }).click();
  await expect(page.getByText('Informe o nome do clube')).toBeVisible();
  await expect(page.getByText('Escolha até 5 esportes')).toBeVisible();
  await expectToFit(page, 'Criar clube with its errors at 320');
  expect(await axeViolations(page), 'Criar clube with its errors at 320').toEqual([]);
  for (const sport of sports!.slice(2)) await page.getByRole('button', { name: sport.name, exact: true }).click();

  const club = `Racha Completo ${tag}`;
  await page.getByLabel('Adicionar foto do clube').setInputFiles(PNG);
  await page.getByLabel('Nome do clube').fill(club);
  await page.getByLabel('Cidade').fill(city);
  await page.getByLabel('Descrição').fill('Toda quinta, 19h.');
  await page.getByRole('switch', { name: 'Qualquer pessoa entra sem aprovação' }).check();
  await page.getByLabel('Avulsos confirmam a partir de').selectOption({ label: '48 h antes do jogo' });
  await page.getByRole('button', { name: 'Criar clube' }).click();
  await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
  const clubId = page.url().split('/club/')[1]!;
  const { data: row } = await admin.from('clubs').select('sport_ids, city, photo_url, description, visibility, join_policy, avulsos_from_hours').eq('id', clubId).single();
  expect(row).toMatchObject({ sport_ids: [first!.id, second!.id], city, description: 'Toda quinta, 19h.', visibility: 'public', join_policy: 'open', avulsos_from_hours: 48 });
  expect(row!.photo_url).toMatch(new RegExp(`/event-images/${owner.id}/clubs/new-\\d+\\.png$`));
  expect((await fetch(row!.photo_url!)).status).toBe(200);

  // 'Editar clube': the same fields, as saved; private now, avulsos at 12 h, one sport less.
  await page.getByRole('button', { name: 'Editar clube' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar clube' });
  await expect(dialog.getByRole('button', { name: first!.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByLabel('Avulsos confirmam a partir de')).toHaveValue('48');
  await dialog.getByLabel('Nome do clube').fill(' ');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe o nome do clube')).toBeVisible();
  await expectToFit(page, 'Editar clube with its error at 320');
  expect(await axeViolations(page), 'Editar clube with its error at 320').toEqual([]);
  await dialog.getByLabel('Nome do clube').fill(club);
  await dialog.getByRole('button', { name: second!.name, exact: true }).click();
  await dialog.getByRole('radio', { name: 'Privado' }).check();
  await dialog.getByLabel('Avulsos confirmam a partir de').selectOption({ label: '12 h antes do jogo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Clube atualizado')).toBeVisible();
  const { data: edited } = await admin.from('clubs').select('sport_ids, visibility, avulsos_from_hours').eq('id', clubId).single();
  expect(edited).toEqual({ sport_ids: [first!.id], visibility: 'private', avulsos_from_hours: 12 });
  await page.context().close();
});
