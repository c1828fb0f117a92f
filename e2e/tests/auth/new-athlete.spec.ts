import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../../support/fixtures';
import { apiClient, mailbox, snap, uniqueEmail, visit } from '../../support/helpers';
import { requires } from '../../support/stack-env';

requires('mailbox', 'service role');

const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/avatar.png');
const PASSWORD = 'Jogador2026';
/**
 * The app tells a re-sent confirmation from a new account by the time between the account's
 * creation and the e-mail (RESENT_AFTER_MS in libs/data/src/auth/sign-up.ts): a person signs up
 * again seconds later, this test can do it within that second.
 */
const AGAIN_AFTER_MS = 1_500;

test('a new athlete signs up, goes on with the onboarding before confirming, confirms, and the first login saves every answer', async ({
  page,
}) => {
  const email = uniqueEmail('atleta');

  // Landing -> sign-up, with the toast and the short delay.
  await visit(page, '/');
  await expect(page.getByRole('img', { name: 'Sports Technology Platform Logo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tecnologia a favor do esporte' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar uma conta' }).click();
  await expect(page.getByText('Redirecionando para criação de conta...')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // Sign-up: gated, validated, then the confirmation e-mail is sent and the onboarding starts.
  await expect(page.getByRole('heading', { name: 'Boas-vindas à Quadra' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Aceitar e cadastrar' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page.getByText(`Enviamos um email de confirmação para ${email}.`)).toBeVisible();
  const created = Date.now();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await expect(page.getByRole('note')).toContainText(`Confirme seu email (${email})`);

  // Signing up again with the unconfirmed address sends the e-mail again (not a second account).
  await visit(page, '/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  await page.waitForTimeout(Math.max(0, AGAIN_AFTER_MS - (Date.now() - created)));
  await page.getByRole('button', { name: 'Aceitar e cadastrar' }).click();
  await expect(page.getByText(`Enviamos o email de confirmação novamente para ${email}.`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);

  // Step 1: photo, full name, birth date (picker opens at June 1996), preferred name; kept on the device.
  await page.getByLabel('Adicionar foto de perfil').setInputFiles(PHOTO);
  await expect(page.getByText('Trocar foto de perfil')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Por favor, preencha todos os campos obrigatórios').first()).toBeVisible();
  await page.getByLabel('Nome completo').fill('Marina Costa');
  await page.getByRole('button', { name: /Data de nascimento/ }).click();
  await expect(page.getByRole('dialog', { name: 'Escolher data de nascimento' })).toContainText(/junho de 1996/i);
  await page.getByRole('button', { name: '15 de junho de 1996' }).click();
  await page.getByLabel('Como prefere ser chamado?').fill('Mari');
  // A reload loses nothing typed, the photo included.
  await page.reload();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Marina Costa');
  await expect(page.getByLabel('Como prefere ser chamado?')).toHaveValue('Mari');
  await page.getByLabel('Adicionar foto de perfil').setInputFiles(PHOTO);
  await snap(page, 'onboarding-step1-filled');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Respostas guardadas neste aparelho.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/step2$/);

  // Step 2: gender is required; accessibility need saved as a one-item list.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Por favor, selecione seu gênero').first()).toBeVisible();
  await page.getByLabel('Você possui alguma necessidade de acessibilidade?').selectOption('visual');
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step3$/);

  // Step 3: at least one sport; suggestions wait for the confirmed account; picks survive a reload.
  await page.getByRole('button', { name: 'Finalizar cadastro' }).click();
  await expect(page.getByText('Selecione ao menos 1 esporte para continuar').first()).toBeVisible();
  await page.getByRole('button', { name: 'Futebol', exact: true }).click();
  await page.getByRole('button', { name: 'Corrida', exact: true }).click();
  await expect(page.getByLabel('Não encontrou seu esporte? Sugira uma modalidade')).toBeDisabled();
  await expect(page.getByText('Confirme seu email para sugerir uma modalidade.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Futebol', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'onboarding-step3-filled');
  await page.getByRole('button', { name: 'Finalizar cadastro' }).click();
  await expect(page.getByText('Cadastro guardado! Confirme seu email e faça login para salvá-lo.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Logging in before confirming is refused with the catalogue's text.
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByText('Confirme seu email antes de fazer login. Verifique sua caixa de entrada.').first(),
  ).toBeVisible();

  // The confirmation link from the local mailbox leads to /login?confirmed=true.
  const [message] = await mailbox(email);
  const link = String(message?.link ?? '');
  expect(link).toContain('/auth/v1/verify');
  expect(decodeURIComponent(link)).toContain('/login?confirmed=true');
  await page.goto(link);
  await expect(page.getByText('Email confirmado com sucesso! Agora você pode fazer login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-after-confirmation');
  // The link works once.
  await page.goto(link);
  await expect(page.getByText(/Link de confirmação inválido ou expirado\./)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The first login saves everything answered on this device and ends the onboarding.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Perfil completo! Redirecionando...')).toBeVisible();
  await expect(page).toHaveURL(/\/loading$/);
  await expect(page.getByRole('heading', { name: 'Aguarde um instante!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });

  // What was saved, read back as the database holds it.
  const admin = apiClient('service_role');
  const { data: users } = await admin.auth.admin.listUsers();
  const user = users.users.find((u) => u.email === email);
  expect(user?.user_metadata).toMatchObject({ full_name: 'Usuário', onboarding_pending: false });
  const { data: profile } = await admin
    .from('profiles')
    .select('full_name, preferred_name, birth_date, gender, accessibility_needs, profile_photo_url')
    .eq('user_id', user!.id)
    .single();
  expect(profile).toMatchObject({
    full_name: 'Marina Costa',
    preferred_name: 'Mari',
    birth_date: '1996-06-15',
    gender: 'feminino',
    accessibility_needs: ['visual'],
  });
  expect(profile?.profile_photo_url).toMatch(new RegExp(`/event-images/${user!.id}/${user!.id}-\\d+\\.png$`));
  const photo = await fetch(profile!.profile_photo_url as string);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toContain('image/png');
  const { data: sports } = await admin.from('user_sports').select('sports(name)').eq('user_id', user!.id);
  expect((sports ?? []).map((row) => (row.sports as unknown as { name: string }).name).sort()).toEqual(['Corrida', 'Futebol']);

  // The local keys of the onboarding are gone.
  expect(
    await page.evaluate(() => [localStorage.getItem('onboardingEmail'), localStorage.getItem('userSports'), JSON.parse(localStorage.getItem('onboardingDraft') ?? '{}').state?.email ?? null]),
  ).toEqual([null, null, null]);

  // A later login goes straight to the dashboard.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});
