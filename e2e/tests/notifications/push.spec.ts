import { devices } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { desktopLaunchOptions } from '../../support/chromium';
import { serviceWorkerControls } from '../../support/service-worker';
import { newAthlete, newEvent, signedIn } from './notifications-data';

// Notifications are shown by the desktop browser only (support/chromium.ts).
test.use({ serviceWorkers: 'allow', launchOptions: desktopLaunchOptions });

/** A notification as the database writes it, and the push the server would send for it (CONTRACT.md, Web Push). */
async function notificationFor(userId: string, eventId: string) {
  const { data, error } = await apiClient('service_role')
    .from('notifications')
    .insert({ user_id: userId, type: 'spots_available', title: 'Vaga disponível', message: 'Abriu uma vaga e você foi inscrito pela lista de espera.', data: { event_id: eventId } })
    .select('id, title, message')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id, push: { title: data.title, body: data.message, url: `/event/${eventId}`, tag: `spots_available:${eventId}`, notification_id: data.id, type: 'spots_available' } };
}

test('the service worker shows a push with its pt-BR text, and a tap opens the event and marks it read', async ({ context, page }) => {
  const [organiser, waiter] = await Promise.all([newAthlete('Olga Avisa'), newAthlete('Wagner Celular')]);
  const event = await newEvent(organiser, { max: 6 });
  const notification = await notificationFor(waiter.id, event.id);
  await context.grantPermissions(['notifications']);
  await loginAs(page, waiter.email);
  await visit(page, '/notifications');
  await serviceWorkerControls(page);

  // DevTools hands the worker a push, as the browser does when one arrives from the push service.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(new URL(page.url()).origin));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(notification.push),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, badge: n.badge, lang: n.lang })),
    );
  await expect.poll(shown).toEqual([
    {
      title: 'Vaga disponível', body: 'Abriu uma vaga e você foi inscrito pela lista de espera.', tag: `spots_available:${event.id}`,
      icon: expect.stringMatching(/\/icons\/icon-192\.png$/), badge: expect.stringMatching(/\/icons\/badge-96\.png$/), lang: 'pt-BR',
    },
  ]);

  // A newer push about the same event replaces the one shown (their tag), rather than stacking.
  // Waited for by its own text: the old one is still shown until the worker has handled it, and
  // a tap on the old one would leave the new one behind.
  const newer = { ...notification.push, body: 'Abriu outra vaga e você foi inscrito pela lista de espera.' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(newer) });
  await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual([newer.body]);

  // The tap: headless Chromium draws no notification to click, so the worker gets the click
  // event the system would give it, for the notification it showed.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's global scope (e2e compiles with the DOM types only).
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shownNotification] = await scope.registration.getNotifications();
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shownNotification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
  const waiterClient = await signedIn(waiter);
  await expect.poll(async () => (await waiterClient.from('notifications').select('read').eq('id', notification.id).single()).data?.read).toBe(true);
  await expect.poll(shown).toEqual([]);
});

test("settings: every kind of push, 'Não perturbe' off by default, each saved on the profile", async ({ page }) => {
  const athlete = await newAthlete('Sara Ajustes');
  await loginAs(page, athlete.email);
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/settings');
  const block = page.getByRole('region', { name: 'Notificações no celular' });
  await expect(block.getByRole('switch', { name: /Ativar notificações no celular/ })).not.toBeChecked();
  for (const kind of ['Lembretes', 'Lista de espera', 'Pedidos de participação', 'Convites', 'Comentários', 'Avaliações', 'Pagamentos', 'Alterações e cancelamentos']) {
    await expect(block.getByRole('switch', { name: new RegExp(`^${kind}`) })).toBeChecked();
  }
  const quiet = block.getByRole('switch', { name: /^Não perturbe/ });
  await expect(quiet).not.toBeChecked();

  await block.getByRole('switch', { name: /^Comentários/ }).click();
  await block.getByRole('switch', { name: /^Lembretes/ }).click();
  await quiet.click();
  const stored = async () =>
    (await apiClient('service_role').from('profiles').select('push_off, reminders_enabled, quiet_hours').eq('user_id', athlete.id).single()).data;
  await expect.poll(stored).toEqual({ push_off: ['comments'], reminders_enabled: false, quiet_hours: true });
  await page.reload();
  await expect(block.getByRole('switch', { name: /^Comentários/ })).not.toBeChecked();
  await expect(block.getByRole('switch', { name: /^Não perturbe/ })).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test.describe('on an iPhone browser tab', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });

  test("settings explains 'Adicionar à Tela de Início' instead of a switch that cannot work", async ({ page }) => {
    const athlete = await newAthlete('Iara iPhone');
    await loginAs(page, athlete.email);
    await visit(page, '/settings');
    const block = page.getByRole('region', { name: 'Notificações no celular' });
    await expect(block.getByTestId('push-iphone-note')).toContainText("'Adicionar à Tela de Início'");
    await expect(block.getByRole('switch', { name: /Ativar notificações no celular/ })).toHaveCount(0);
  });
});

test("after a join, push is offered once: 'Agora não' is never asked again", async ({ page }) => {
  const [organiser, player] = await Promise.all([newAthlete('Olga Oferta'), newAthlete('Pedro Primeiro')]);
  const [first, second] = await Promise.all([newEvent(organiser, { max: 6 }), newEvent(organiser, { max: 6 })]);
  await loginAs(page, player.email);
  await visit(page, `/event/${first.id}`);
  await expect(page.getByRole('dialog')).toHaveCount(0); // never on arrival
  await page.getByRole('button', { name: 'Participar' }).click();
  const offer = page.getByRole('dialog', { name: 'Receber avisos no celular?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Agora não' }).click();
  await expect(offer).toHaveCount(0);
  await expect
    .poll(async () => (await apiClient('service_role').from('profiles').select('push_offer_answered').eq('user_id', player.id).single()).data?.push_offer_answered)
    .toBe(true);

  await visit(page, `/event/${second.id}`);
  await page.getByRole('button', { name: 'Participar' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Receber avisos no celular?' })).toHaveCount(0);
});
