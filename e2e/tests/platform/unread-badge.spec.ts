import { expect, test } from '../../support/fixtures';
import { apiClient, loginAs, snap, visit } from '../../support/helpers';
import { newAthlete, type TestAthlete } from '../notifications/notifications-data';

async function markAllRead(athlete: TestAthlete) {
  const { error } = await apiClient('service_role').from('notifications').update({ read: true }).eq('user_id', athlete.id).eq('read', false);
  expect(error).toBeNull();
}

async function addUnread(athlete: TestAthlete, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    user_id: athlete.id,
    type: 'event_update',
    title: 'Evento atualizado',
    message: `Aviso de teste ${i + 1}`,
  }));
  const { error } = await apiClient('service_role').from('notifications').insert(rows);
  expect(error).toBeNull();
}

test('the unread badge is hidden at 0, shows the count up to 10, then 10+, live', async ({ page }) => {
  // An athlete of this attempt only: no other journey, and no scheduled reminder, writes to them.
  const athlete = await newAthlete('Gabriela Badge');
  await loginAs(page, athlete.email);
  await visit(page, '/events');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  const badge = header.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  // New notifications arrive while the page is open: no reload.
  await addUnread(athlete, 3);
  await expect(badge).toHaveText('3');
  await expect(badge).toHaveAccessibleName('3 notificações não lidas');

  await addUnread(athlete, 7);
  await expect(badge).toHaveText('10');

  await addUnread(athlete, 1);
  await expect(badge).toHaveText('10+');
  await snap(page, 'badge-10-plus');

  await markAllRead(athlete);
  await expect(badge).toHaveCount(0);
});
