import { test, expect, type Page } from '../../support/fixtures';
import { axeViolations } from '../../support/axe';
import { apiClient, uniqueEmail, visit } from '../../support/helpers';

const PASSWORD = 'Retorno2026';

/** A confirmed athlete who signed up but has not finished the onboarding. */
async function newAthlete(): Promise<string> {
  const email = uniqueEmail('retorno');
  const { error } = await apiClient('service_role').auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Usuário', onboarding_pending: true },
  });
  expect(error).toBeNull();
  return email;
}

async function login(page: Page, email: string) {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** WCAG A and AA, judged once the screen has settled (the sign-in toast fades in over step 1). */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
}

test('the onboarding checks each step, keeps saved answers on the way back and resumes after "Ir para Login"', async ({
  page,
}) => {
  const email = await newAthlete();
  await login(page, email);
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await expectAccessible(page);

  // Step 1 rules: upload limit, full name, profanity filter.
  await page.getByLabel('Adicionar foto de perfil').setInputFiles({
    name: 'enorme.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Arquivo muito grande. Máximo 5MB.')).toBeVisible();
  await page.getByRole('button', { name: /Data de nascimento/ }).click();
  // The caption as it is drawn (innerText applies CSS text-transform): pt-BR months are lower case.
  await expect(page.getByText(/^junho de 1996$/i)).toHaveText('junho de 1996', { useInnerText: true });
  await page.getByRole('combobox', { name: 'Ano' }).selectOption('1988');
  await page.getByRole('combobox', { name: 'Mês' }).selectOption({ label: 'março' });
  await page.getByRole('button', { name: '3 de março de 1988', exact: true }).click();
  await page.getByLabel('Nome completo').fill('Rafael');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Por favor, insira seu nome completo').first()).toBeVisible();
  await page.getByLabel('Nome completo').fill('Rafael Idiota');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('O nome contém linguagem inapropriada. Por favor, mantenha um ambiente respeitoso.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await page.getByLabel('Nome completo').fill('Rafael Lima');
  // The preferred name is marked required, and checked (the older version never checked it).
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Como prefere ser chamado?')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await page.getByLabel('Como prefere ser chamado?').fill('Rafa');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await expectAccessible(page);

  // Back to step 1: what was saved is shown again.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Lima');
  await expect(page.getByRole('button', { name: /Data de nascimento/ })).toContainText('03/03/1988');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2 saved, then back from step 3 shows it again.
  await page.getByRole('radio', { name: 'Masculino' }).check();
  await page.getByLabel('Você possui alguma necessidade de acessibilidade?').selectOption('none');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await expect(page.getByRole('button', { name: 'Futebol', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Não encontrou seu esporte? Sugira uma modalidade').fill('   ');
  await page.getByRole('button', { name: 'Sugerir' }).click();
  await expect(page.getByText('Campo vazio')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await expect(page.getByRole('radio', { name: 'Masculino' })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // "Ir para Login": finish later. The session ends; the next login resumes where the athlete stopped.
  await page.getByRole('button', { name: 'Ir para Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email);
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await visit(page, '/onboarding/step1');
  await expect(page.getByLabel('Nome completo')).toHaveValue('Rafael Lima');
  await expect(page.getByLabel('Como prefere ser chamado?')).toHaveValue('Rafa');

  const admin = apiClient('service_role');
  const { data: users } = await admin.auth.admin.listUsers();
  const id = users.users.find((u) => u.email === email)!.id;
  const { data: profile } = await admin
    .from('profiles')
    .select('full_name, birth_date, gender, accessibility_needs, profile_photo_url')
    .eq('user_id', id)
    .single();
  // Nothing of the refused photo was written; 'none' saved as an empty list.
  expect(profile).toEqual({
    full_name: 'Rafael Lima',
    birth_date: '1988-03-03',
    gender: 'masculino',
    accessibility_needs: [],
    profile_photo_url: null,
  });
});

test('the sign-up and login screens pass the accessibility checks', async ({ page }) => {
  for (const path of ['/', '/signup', '/login']) {
    await visit(page, path);
    await expectAccessible(page);
  }
});
