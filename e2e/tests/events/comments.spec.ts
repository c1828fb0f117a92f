import { test, expect } from '../../support/fixtures';
import { loginAs, visit } from '../../support/helpers';
import { ATHLETES, joinableEvent } from './events-data';

test('an athlete comments on an event; spam is refused', async ({ page }) => {
  const me = ATHLETES.isabela;
  const event = await joinableEvent(me, 2);
  await loginAs(page, me.email);
  await visit(page, `/event/${event.id}`);
  const wall = page.getByRole('region', { name: 'Mural de Comentários' });
  await expect(wall.getByRole('heading', { name: 'Mural de Comentários' })).toBeVisible();
  await expect(wall.getByText('Carregando comentários...')).toHaveCount(0);
  const before = await wall.getByRole('list', { name: 'Comentários' }).getByRole('listitem').count();

  const box = wall.getByRole('textbox', { name: 'Seu comentário' });
  const send = wall.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();

  await box.fill('Booooooooooooooora!');
  await send.click();
  await expect(page.getByText('Erro de validação')).toBeVisible();
  await expect(page.getByText('Conteúdo parece ser spam')).toBeVisible();
  await expect(wall.getByRole('list', { name: 'Comentários' }).getByRole('listitem')).toHaveCount(before);

  await box.fill('Alguém tem uma bola <b>extra</b>? Levo água.');
  await send.click();
  await expect(page.getByText('Comentário adicionado com sucesso!')).toBeVisible();
  const items = wall.getByRole('list', { name: 'Comentários' }).getByRole('listitem');
  await expect(items).toHaveCount(before + 1);
  const comment = items.last();
  await expect(comment).toContainText(me.name);
  // The sanitiser strips the tags and keeps their text before saving.
  await expect(comment).toContainText('Alguém tem uma bola extra? Levo água.');
  await expect(comment).not.toContainText('<b>');
  await expect(box).toHaveValue('');

  // Another visitor sees it, oldest first, without the form.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await visit(page, `/event/${event.id}`);
  await expect(page.getByText('Faça login para participar da conversa')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comentários' })).toContainText('Alguém tem uma bola extra? Levo água.');
});

test('what is typed before the form has come is kept, and the box keeps the focus', async ({ page, baseURL }) => {
  const me = ATHLETES.isabela;
  const event = await joinableEvent(me, 2);
  // The form's code (the remote's chunks other than its pages) is held until the test lets it come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/static/js/async/') && !url.pathname.includes('__federation_expose_') && url.origin !== new URL(baseURL!).origin,
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  await loginAs(page, me.email);
  await visit(page, `/event/${event.id}`);
  const wall = page.getByRole('region', { name: 'Mural de Comentários' });
  const box = wall.getByRole('textbox', { name: 'Seu comentário' });
  const send = wall.getByRole('button', { name: 'Enviar' });

  await box.pressSequentially('Vai ter');
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled();
  await expect(box).toBeFocused();
  await page.keyboard.type(' juiz?');
  await expect(box).toHaveValue('Vai ter juiz?');
});
