/**
 * Issue 52: 'Copiar lista' puts the event's list on the clipboard as WhatsApp groups paste it
 * (read back from the clipboard of real Chromium), and 'Compartilhar lista' hands the same text to the
 * phone's share sheet, or copies it where there is none.
 */
import { test, expect, type Page } from '../../support/fixtures';
import { apiClient, loginAs, visit } from '../../support/helpers';
import { requires } from '../../support/stack-env';
import { ATHLETES, ownEvent } from './events-data';

requires('service role');

/** Bruno's event of 2 (Carla paid, Diego not), Elisa in line, R$ 15,00 each, on Manaus' clock. */
async function listedEvent() {
  const event = await ownEvent(ATHLETES.bruno, [ATHLETES.carla, ATHLETES.diego], { max: 2, title: 'Pelada São João' });
  const admin = apiClient('service_role');
  const steps = [
    admin.from('events').update({ date: '2027-03-06', time: '19:00', time_zone: 'America/Manaus' }).eq('id', event.id),
    admin.from('event_waiting_list').insert({ event_id: event.id, user_id: ATHLETES.elisa.id }),
    // Carla joined first.
    admin.from('event_participants').update({ joined_at: new Date(Date.now() - 3_600_000).toISOString() }).eq('event_id', event.id).eq('user_id', ATHLETES.carla.id),
    admin.from('event_costs').insert({
      event_id: event.id, per_person_cents: 1500, pix_key_type: 'email', pix_key: 'bruno@exemplo.com', recipient_name: 'Bruno Oliveira', recipient_city: 'Manaus',
    } as never),
    admin.from('event_payment_shares').upsert(
      [
        { event_id: event.id, user_id: ATHLETES.carla.id, amount_cents: 1500, status: 'confirmed' },
        { event_id: event.id, user_id: ATHLETES.diego.id, amount_cents: 1500, status: 'reported' },
      ] as never,
      { onConflict: 'event_id,user_id' },
    ),
  ];
  for (const step of steps) expect((await step).error).toBeNull();
  return event;
}

async function preferredName(id: string): Promise<string> {
  const { data } = await apiClient('service_role').from('profiles').select('full_name, preferred_name').eq('user_id', id).single();
  return (data?.preferred_name?.trim() || data?.full_name) ?? '';
}

const expectedList = async (page: Page, eventId: string, title: string) =>
  [
    `*${title}*`,
    '📅 sábado, 6 de março de 2027 às 19:00 (horário de Manaus)',
    '📍 Quadra do Parque',
    '',
    'Confirmados (2/2):',
    `1. ${await preferredName(ATHLETES.carla.id)} ✅ 💰`,
    `2. ${await preferredName(ATHLETES.diego.id)} ✅`,
    '',
    'Lista de espera:',
    `1. ${await preferredName(ATHLETES.elisa.id)}`,
    '',
    'Lotado · 1 na lista de espera',
    `🔗 ${new URL(page.url()).origin}/event/${eventId}`,
  ].join('\n');

test.describe('the list of an event', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const who of ['diego', 'bruno'] as const) {
    test(`'Copiar lista' copies the list, accents and emoji included (${who === 'bruno' ? 'the organiser' : 'a participant'})`, async ({ page }) => {
      const event = await listedEvent();
      await loginAs(page, ATHLETES[who].email);
      await visit(page, `/event/${event.id}`);
      const expected = await expectedList(page, event.id, event.title);
      await page.getByRole('button', { name: 'Copiar lista' }).click();
      await expect(page.getByText('Lista copiada!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    });
  }

  test("'Compartilhar lista' hands the same text to the share sheet where there is one, and copies it where not", async ({ page }) => {
    const event = await listedEvent();
    await loginAs(page, ATHLETES.carla.email);
    // A phone's share sheet: what it was handed is kept for the test to read.
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => void shared.push(data) });
    });
    await visit(page, `/event/${event.id}`);
    const expected = await expectedList(page, event.id, event.title);
    await page.getByRole('button', { name: 'Compartilhar lista' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([{ text: expected }]);
    await expect(page.getByText('Lista copiada!')).toHaveCount(0);

    // Without a share sheet (desktop Chromium): copied instead.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await page.getByRole('button', { name: 'Compartilhar lista' }).click();
    await expect(page.getByText('Lista copiada!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('a visitor and someone in line get no list buttons', async ({ page }) => {
    const event = await listedEvent();
    await visit(page, `/event/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar lista' })).toHaveCount(0);
    await loginAs(page, ATHLETES.elisa.email);
    await visit(page, `/event/${event.id}`);
    await expect(page.getByText('Você é o 1º da lista de espera')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar lista' })).toHaveCount(0);
  });

  test('the list buttons fit 320 and 390 px screens, 44 px tall at least', async ({ page }) => {
    const event = await listedEvent();
    await loginAs(page, ATHLETES.carla.email);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await visit(page, `/event/${event.id}`);
      for (const name of ['Copiar lista', 'Compartilhar lista']) {
        const button = page.getByRole('button', { name });
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    }
  });
});
