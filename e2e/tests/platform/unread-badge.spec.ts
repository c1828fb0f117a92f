import { expect, test } from '../../support/fixtures';
import { apiClient, loginAs, snap, visit } from '../../support/helpers';

// Gabriela is left alone by the other journeys, so nothing else writes her notifications.
const GABRIELA = { id: 'a0000000-0000-4000-8000-000000000007', email: 'gabriela@quadra.dev' };

async function markAllRead() {
  const { error } = await apiClient('service_role').from('notifications').update({ read: true }).eq('user_id', GABRIELA.id).eq('read', false);
  expect(error).toBeNull();
}

async function addUnread(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    user_id: GABRIELA.id,
    type: 'event_update',
    title: 'Evento atualizado',
    message: `Aviso de teste ${i + 1}`,
  }));
  const { error } = await apiClient('service_role').from('notifications').insert(rows);
  expect(error).toBeNull();
}

test('the unread badge is hidden at 0, shows the count up to 10, then 10+, live', async ({ page }) => {
  await markAllRead();
  await loginAs(page, GABRIELA.email);
  await visit(page, '/events');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  const badge = header.getByTestId('unread-badge');
  await expect(badge).toHaveCount(0);

  // New notifications arrive while the page is open: no reload.
  await addUnread(3);
  await expect(badge).toHaveText('3');
  await expect(badge).toHaveAccessibleName('3 notificações não lidas');

  await addUnread(7);
  await expect(badge).toHaveText('10');

  await addUnread(1);
  await expect(badge).toHaveText('10+');
  await snap(page, 'badge-10-plus');

  await markAllRead();
  await expect(badge).toHaveCount(0);
});
