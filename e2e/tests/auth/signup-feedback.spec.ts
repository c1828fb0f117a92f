import { test, expect } from '../../support/fixtures';
import { visit } from '../../support/helpers';

test.use({ viewport: { width: 320, height: 640 } });

test('at 320 px sign-up says what is missing as it is typed, each problem once, with no toast over the social buttons', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Criar uma conta' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  // The landing's notice left with the landing: nothing covers the social buttons.
  await expect(page.getByText('Redirecionando para criação de conta...')).toHaveCount(0);
  for (const name of ['LinkedIn', 'Facebook', 'Google']) {
    const button = page.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toContain(name);
  }

  const submit = page.getByRole('button', { name: 'Aceitar e cadastrar' });
  await page.getByLabel('Email').fill('nova@exemplo.com');
  await page.getByLabel('Senha', { exact: true }).pressSequentially('abcdef');
  await expect(page.getByText('Senha fraca: Senha deve ter pelo menos 8 caracteres', { exact: false })).toHaveCount(1);
  await page.getByLabel('Confirmar senha').pressSequentially('abcdeg');
  await expect(submit).toBeDisabled();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill('Quadra2026');
  await page.getByLabel('Confirmar senha').fill('Quadra2026');
  await expect(page.getByText(/^Senha fraca/)).toHaveCount(0);
  await expect(page.getByText('As senhas não coincidem')).toHaveCount(0);
  await expect(submit).toBeEnabled();
});
