import { test, expect } from '../../support/fixtures';
import { apiClient, loginAs, snap, visit } from '../../support/helpers';
import { ELISA, expectAccessible, expectFits320, freshAthlete, PNG } from './profile-data';

test('an athlete edits name, city and photo, and sees them on the profile', async ({ page }) => {
  const me = await freshAthlete('Teo Antigo');
  await loginAs(page, me.email);
  await visit(page, '/profile/current');
  await expect(page.getByRole('heading', { name: 'Teo Antigo' })).toBeVisible();
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Teo Antigo');
  await expectAccessible(page);
  await expectFits320(page);

  // Bad input gets the spec's rule texts, and nothing typed is lost.
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Teo');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('123');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Erro de validação')).toBeVisible();
  await expect(page.getByText('Nome: Por favor, insira seu nome completo')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveAccessibleDescription('Telefone deve ter 10 ou 11 dígitos');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('123');

  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Teo Renovado');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('(11) 98765-4321');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Campinas');
  await page.getByLabel('Data de nascimento').fill('1995-05-05');
  await page.getByRole('combobox', { name: 'Gênero' }).selectOption('outro');
  await page.getByLabel('Adicionar foto de perfil').setInputFiles(PNG);
  await expect(page.getByText('Trocar foto de perfil')).toBeVisible();
  await snap(page, 'edit-profile-filled');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
  await expect(page.getByText('Nome: Por favor, insira seu nome completo')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/current$/);
  await expect(page.getByRole('heading', { name: 'Teo Renovado' })).toBeVisible();
  await expect(page.getByText('Campinas')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Teo Renovado' });
  await expect(photo).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/event-images/${me.id}/${me.id}-\\d+\\.png$`));
  // The new photo may still be on its way when its address is set: its size, once it has loaded.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(1);

  const { data: stored } = await apiClient('service_role').from('profiles')
    .select('full_name, city, phone, birth_date, gender, profile_photo_url').eq('user_id', me.id).single();
  expect(stored).toMatchObject({ full_name: 'Teo Renovado', city: 'Campinas', phone: '11987654321', birth_date: '1995-05-05', gender: 'outro' });
  expect(stored?.profile_photo_url).toMatch(new RegExp(`${me.id}/${me.id}-\\d+\\.png$`));
});

test('the owner adds and removes a sport interest', async ({ page }) => {
  const me = await freshAthlete('Rita Esportes');
  await loginAs(page, me.email);
  await visit(page, '/profile/current');
  const interests = page.getByRole('region', { name: 'Interesses' });
  await expect(interests.getByText('Adicione esportes aos seus interesses')).toBeVisible();
  await expectAccessible(page);
  await expectFits320(page);

  await interests.getByRole('button', { name: 'Adicionar Esporte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Esporte' });
  await expect(dialog.getByRole('button', { name: 'Adicionar Xadrez' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Adicionar Xadrez' }).click();
  await expect(page.getByText('Esporte adicionado')).toBeVisible();
  await expect(interests.getByText('Xadrez')).toBeVisible();

  // Only the sports not chosen yet are offered.
  await interests.getByRole('button', { name: 'Adicionar Esporte' }).click();
  await expect(dialog.getByRole('button', { name: 'Adicionar Futebol' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Adicionar Xadrez' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  await interests.getByRole('button', { name: 'Remover Xadrez' }).click();
  await expect(page.getByText('Esporte removido')).toBeVisible();
  await expect(interests.getByText('Adicione esportes aos seus interesses')).toBeVisible();
  const { data } = await apiClient('service_role').from('user_sports').select('id').eq('user_id', me.id);
  expect(data).toEqual([]);
});

test("another athlete's profile shows no private field, no edit and a message icon in development", async ({ page }) => {
  const me = await freshAthlete('Vera Visitante');
  await loginAs(page, me.email);
  await visit(page, `/profile/${ELISA.id}`);
  await expect(page.getByRole('heading', { name: ELISA.name })).toBeVisible();
  await expect(page.getByText(/^Membro desde /)).toBeVisible();
  await expect(page.getByText('Curitiba')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Reputação: \d de 5 estrelas( \(\d+ elogios?\))?$/ })).toBeVisible();
  await expect(page.getByText('Participou')).toBeVisible();
  await expect(page.getByText('Organizou')).toBeVisible();
  const interests = page.getByRole('region', { name: 'Interesses' });
  await expect(interests.getByRole('listitem').first()).toBeVisible();
  await expect(interests.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar perfil' })).toHaveCount(0);

  const text = await page.locator('body').innerText();
  expect(text).not.toContain(ELISA.phone);
  expect(text).not.toContain('1999');
  expect(text).not.toMatch(/acessibilidade|visual/i);
  await expectAccessible(page);
  await expectFits320(page);

  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Em desenvolvimento')).toBeVisible();

  await visit(page, '/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Perfil não encontrado' })).toBeVisible();
});

test('the owner sees the accessibility note on their own profile', async ({ page }) => {
  const me = await freshAthlete('Nina Nota');
  await apiClient('service_role').from('profiles').update({ accessibility_needs: ['motora'] }).eq('user_id', me.id);
  await loginAs(page, me.email);
  await visit(page, '/profile/current');
  await expect(page.getByText('Necessidades de acessibilidade: Motora')).toBeVisible();
});
