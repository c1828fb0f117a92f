import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { stack } from '../../support/stack-env';
import { expectAccessible, expectFits320, freshAthlete, type FreshAthlete } from '../profile/profile-data';

// Fresh athletes and a sport of their own: no other spec sees this journey's events or notifications.
const AVATAR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/avatar.png');
const admin = apiClient('service_role');

/** São Paulo's date and time (HH:MM) `hours` from now: the event is the soonest upcoming one. */
function saoPauloIn(hours: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3_600_000));
  const [date, time] = parts.split(' ');
  return { date: date!, time: time! };
}

async function interestedIn(sportId: string, athletes: FreshAthlete[]) {
  const { error } = await admin.from('user_sports').insert(athletes.map((a) => ({ user_id: a.id, sport_id: sportId })));
  if (error) throw new Error(`user_sports: ${error.message}`);
}

/** Every wizard screen: no serious/critical WCAG A/AA violation at 390×844, nothing wider than 320 px. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  await expectFits320(page);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' });

test('an athlete creates an approval-only event with a photo and two invitees; an invitee asks to join and is approved', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const sportName = `Peteca ${tag}`;
  const { data: sport, error } = await admin.from('sports').insert({ name: sportName }).select('id').single();
  if (error || !sport) throw new Error(`sport: ${error?.message}`);
  const organiser = await freshAthlete('Olívia Organizadora');
  const ivo = await freshAthlete(`Ivo Convidado ${tag}`);
  const irene = await freshAthlete(`Irene Convidada ${tag}`);
  const nico = await freshAthlete(`Nico Interessado ${tag}`);
  await interestedIn(sport.id, [ivo, irene, nico]);
  const title = `Peteca na praia ${tag}`;
  const when = saoPauloIn(3);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, organiser.email);

  // Step 1: name, level, photo.
  await visit(page, '/create-event');
  await expect(page.getByRole('heading', { name: 'Crie seu evento' })).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('Nome do evento').fill(title);
  await page.getByLabel('Nível de habilidade').selectOption('Intermediário/Casual');
  await page.getByLabel('Imagem do evento').setInputFiles(AVATAR);
  await expect(page.getByRole('img', { name: 'Pré-visualização da imagem do evento' })).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
  await checkScreen(page);
  await continueButton(page).click();

  // Step 2: where and when.
  await expect(page).toHaveURL(/\/create-event\/step2$/);
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('Local').fill('Praia de Iracema, Fortaleza');
  await page.getByRole('button', { name: 'Ver no mapa' }).click();
  await expect(page.getByText('Em desenvolvimento')).toBeVisible();
  await page.getByLabel('Data').fill(when.date);
  await page.getByLabel('Horário de início').fill(when.time);
  await checkScreen(page);
  await continueButton(page).click();

  // Step 3: the sport from the autocomplete, a player limit.
  await expect(page).toHaveURL(/\/create-event\/step3$/);
  await page.getByLabel('Esporte').fill(`peteca ${tag.slice(0, 3)}`);
  await page.getByRole('list', { name: 'Esportes sugeridos' }).getByRole('button', { name: sportName }).click();
  await expect(page.getByLabel('Esporte')).toHaveValue(sportName);
  await page.getByLabel('Mínimo de jogadores').fill('2');
  await page.getByLabel('Máximo de jogadores').fill('8');
  await page.getByLabel('Informações do evento').fill('Traga protetor solar.');
  await expect(page.getByText('Em breve').first()).toBeVisible();
  await checkScreen(page);
  await continueButton(page).click();

  // Step 4, then back once: step 3 still holds everything.
  await expect(page).toHaveURL(/\/create-event\/step4$/);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/create-event\/step3$/);
  await expect(page.getByLabel('Esporte')).toHaveValue(sportName);
  await expect(page.getByLabel('Máximo de jogadores')).toHaveValue('8');
  await continueButton(page).click();
  await page.getByRole('switch', { name: 'Aprovar inscrições manualmente' }).check();
  await checkScreen(page);
  await page.getByRole('link', { name: 'Continuar' }).click();

  // Step 5: the athletes of the sport; choose two, reload once: the choice is kept.
  await expect(page).toHaveURL(/\/create-event\/step5$/);
  const interested = page.getByRole('region', { name: `Interessados em ${sportName}` });
  await expect(interested.getByRole('listitem')).toHaveCount(3);
  await interested.getByRole('button', { name: `Convidar ${ivo.name}` }).click();
  await interested.getByRole('button', { name: `Convidar ${irene.name}` }).click();
  await expect(page.getByText('2 pessoas selecionadas')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2 pessoas selecionadas')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pessoas selecionadas' }).getByText(ivo.name)).toBeVisible();
  // Search by name, accents ignored.
  await page.getByLabel('Buscar atletas pelo nome').fill('irene convidada');
  await expect(interested.getByRole('listitem')).toHaveCount(1);
  await checkScreen(page);
  await page.getByRole('button', { name: 'Criar evento' }).click();

  // Created: the real link.
  await expect(page.getByText('Evento criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/event-created$/);
  await expect(page.getByRole('heading', { name: 'Evento criado.' })).toBeVisible();
  await checkScreen(page);
  const { data: created } = await admin.from('events').select('*').eq('title', title).single();
  expect(created).toMatchObject({
    created_by: organiser.id, requires_approval: true, min_participants: 2, max_participants: 8, status: 'active',
    skill_level: 'Intermediário/Casual', sport_id: sport.id, date: when.date, description: 'Traga protetor solar.',
  });
  expect(created.image_url).toContain(`/event-images/${organiser.id}/events/`);
  expect((await fetch(created.image_url)).status).toBe(200);
  const { data: invitations } = await admin.from('event_invitations').select('invitee_id').eq('event_id', created.id);
  expect(invitations!.map((i) => i.invitee_id).sort()).toEqual([ivo.id, irene.id].sort());
  const eventUrl = `${stack.baseUrl}/event/${created.id}`;

  await page.getByRole('button', { name: 'Copiar link do evento' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(eventUrl);

  // Share windows carry the link (the outside sites are answered locally).
  await context.route(/^https:\/\/(wa\.me|www\.facebook\.com)\//, (route) => route.fulfill({ body: 'ok' }));
  const [whatsapp] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'WhatsApp' }).click()]);
  await expect.poll(() => whatsapp.url()).toContain('https://wa.me/?text=');
  expect(decodeURIComponent(whatsapp.url())).toContain(eventUrl);
  await whatsapp.close();
  const [facebook] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Facebook' }).click()]);
  await expect.poll(() => facebook.url()).toContain('facebook.com/sharer/sharer.php');
  expect(decodeURIComponent(facebook.url())).toContain(eventUrl);
  await facebook.close();
  await page.getByRole('button', { name: 'Instagram' }).click();
  await expect(page.getByText('Em desenvolvimento')).toBeVisible();

  // Close: the dashboard lists the new event; the copied link opens it.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const available = page.getByRole('region', { name: 'Eventos Disponíveis' });
  await expect(available.getByRole('article').first()).toBeVisible();
  // Other journeys of the run may add events: the list shows 3 until 'Ver todos'.
  const seeAll = available.getByRole('button', { name: /^Ver todos/ });
  if (await seeAll.isVisible()) await seeAll.click();
  await expect(available.getByRole('article', { name: title })).toBeVisible();
  await visit(page, copied);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Você é o organizador' })).toBeVisible();
  // The draft is gone: a new wizard starts empty, and the created page without an event goes home.
  await visit(page, '/create-event');
  await expect(page.getByLabel('Nome do evento')).toHaveValue('');
  await visit(page, '/event-created');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The invitee: 'Indicados' with who invited, the notification, the event, a join request.
  const guestContext = await browser.newContext({
    baseURL: stack.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 390, height: 844 },
  });
  const guest = await guestContext.newPage();
  await loginAs(guest, ivo.email);
  await visit(guest, '/my-events');
  await guest.getByRole('tab', { name: 'Indicados' }).click();
  const card = guest.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Olívia Organizadora indicou')).toBeVisible();
  await checkScreen(guest);
  await visit(guest, '/notifications');
  const invite = guest.getByRole('button', { name: new RegExp(`Convite para evento.*Olívia Organizadora convidou você para o evento "${title}"`) });
  await expect(invite).toBeVisible();
  await invite.click();
  await expect(guest).toHaveURL(new RegExp(`/event/${created.id}$`));
  await guest.getByRole('button', { name: 'Participar' }).click();
  await expect(guest.getByText('Solicitação enviada! Aguarde a aprovação do organizador.')).toBeVisible();
  await guestContext.close();

  // The organiser approves.
  await visit(page, `/event/${created.id}/participants`);
  const pending = page.getByRole('region', { name: /^Solicitações Pendentes \(\d+\)$/ });
  await pending.getByRole('button', { name: `Aprovar ${ivo.name}` }).click();
  await expect(page.getByText('Participação aprovada')).toBeVisible();
  const { data: rows } = await admin.from('event_participants').select('status').eq('event_id', created.id).eq('user_id', ivo.id);
  expect(rows).toEqual([{ status: 'registered' }]);
});
