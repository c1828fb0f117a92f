/**
 * Issue 46, points 1, 2 and 6 in real Chromium, by the pt-BR texts a person reads: a forgotten
 * password through the mailbox's link, the old password refused and the used link too (with
 * another one a tap away); the e-mail changed only after both links; 'Sair de todos os aparelhos'
 * signing out another browser; the terms asked once. Every new screen fits 320 and 390 px.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../../support/fixtures';
import { checkScreen } from '../../support/axe';
import { expectToFit } from '../../support/fit';
import { expectReadable } from '../../support/readable';
import { apiClient, loginAs, mailbox, settled, uniqueEmail, visit } from '../../support/helpers';
import { requires, stack } from '../../support/stack-env';

requires('mailbox', 'service role');

const PASSWORD = 'Jogador2026';
const NEW_PASSWORD = 'Quadra2027';
const SENT = 'Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada e o spam.';
const USED_LINK = 'Este link de redefinição de senha é inválido, expirou ou já foi usado.';

async function termsVersion(): Promise<string> {
  const { data, error } = await apiClient().rpc('current_terms_version');
  if (error) throw error;
  return data as string;
}

/** A confirmed athlete; `acceptedTerms: false` makes one who has not accepted the current terms. */
async function athlete(prefix: string, { acceptedTerms = true } = {}): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(prefix);
  const user_metadata = { full_name: 'Marina Costa', ...(acceptedTerms ? { terms_version: await termsVersion() } : {}) };
  const { data, error } = await apiClient('service_role').auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata });
  if (error) throw error;
  return { id: data.user.id, email };
}

async function subjects(email: string): Promise<string[]> {
  return (await mailbox(email)).map((m) => String(m.subject));
}

async function newestLink(email: string, subject: string): Promise<string> {
  await expect.poll(() => subjects(email)).toContain(subject);
  const found = (await mailbox(email)).find((m) => m.subject === subject);
  return String(found?.link ?? '');
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return !(await apiClient().auth.signInWithPassword({ email, password })).error;
}

/** Fits and reads well (targets >= 44 px), at 320 and 390 px; axe at both widths. */
async function expectGoodOnPhones(page: Page, where: string) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await checkScreen(page);
    await expectToFit(page, `${where} at ${width} px`);
    await expectReadable(page, `${where} at ${width} px`);
  }
}

test('a forgotten password: the neutral answer, the mailbox link, a new password, signed in; the old password and the used link refused', async ({
  page,
}) => {
  const { email } = await athlete('esqueci');
  const stranger = uniqueEmail('ninguem');

  await visit(page, '/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu a senha?' })).toBeVisible();
  await settled(page);

  // No account enumeration: an unknown address gets the same answer, and no mail.
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  await expectGoodOnPhones(page, '/forgot-password');
  const link = await newestLink(email, 'Redefina sua senha');
  expect(await mailbox(stranger)).toEqual([]);

  // The link opens 'Nova senha', with the sign-up's rules and messages.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password/);
  await settled(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('fraca');
  await expect(page.getByText(/^Senha fraca: .*Senha deve ter pelo menos 8 caracteres/)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill('Quadra2028');
  await page.getByLabel('Nova senha', { exact: true }).focus();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await expectGoodOnPhones(page, '/reset-password');
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  // Signed in, with a toast; the owner is told by e-mail.
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard|events)$/);
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-auth-token')))).toBe(true);
  await expect.poll(() => subjects(email)).toContain('Sua senha foi alterada');

  // The old password is refused, the new one works.
  expect(await canSignIn(email, PASSWORD)).toBe(false);
  expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);

  // The used link says so, and offers another.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: USED_LINK })).toBeVisible();
  await settled(page);
  await expectGoodOnPhones(page, '/reset-password (used link)');
  const before = (await mailbox(email)).length;
  await page.getByRole('button', { name: 'Enviar outro link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  await expect.poll(async () => (await mailbox(email)).length).toBe(before + 1);
  expect((await mailbox(email))[0]?.subject).toBe('Redefina sua senha');
});

test('the old password is refused on the login screen after a reset', async ({ page }) => {
  const { email } = await athlete('antiga');
  await apiClient().auth.resetPasswordForEmail(email, { redirectTo: `${stack.baseUrl}/reset-password` });
  const link = await newestLink(email, 'Redefina sua senha');
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();

  const other = await page.context().browser()!.newContext();
  const login = await other.newPage();
  await login.goto('/login');
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login.getByText('Email ou senha incorretos. Verifique suas credenciais.')).toBeVisible();
  await login.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login.getByText('Login realizado com sucesso!')).toBeVisible();
  await other.close();
});

test("'Alterar senha' asks the current one, refuses a wrong one, and tells the owner", async ({ page }) => {
  const { email } = await athlete('trocasenha');
  await loginAs(page, email, PASSWORD);
  await visit(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Conta e segurança' })).toBeVisible();
  await expectGoodOnPhones(page, '/settings');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await settled(page);
  await page.getByLabel('Senha atual').fill('Errada2026');
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha atual incorreta.')).toBeVisible();
  await expectGoodOnPhones(page, '/settings/password');
  expect(await canSignIn(email, PASSWORD)).toBe(true);

  await page.getByLabel('Senha atual').fill(PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  await expect.poll(() => subjects(email)).toContain('Sua senha foi alterada');
});

test("'Alterar e-mail': a link to each address, the new one active only after both", async ({ page }) => {
  const { email } = await athlete('trocaemail');
  const next = uniqueEmail('novoemail');
  await loginAs(page, email, PASSWORD);
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  await expect(page.getByText(`Seu email atual é ${email}.`)).toBeVisible();
  await settled(page);
  await page.getByLabel('Novo email').fill(email);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(page.getByText('Este já é o seu email.')).toBeVisible();
  await page.getByLabel('Novo email').fill(next);
  await page.getByRole('button', { name: 'Alterar e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Enviamos um link para ${email} e outro para ${next}.` })).toBeVisible();
  await expectGoodOnPhones(page, '/settings/email');

  const toOld = await newestLink(email, 'Confirme a troca de e-mail');
  const toNew = await newestLink(next, 'Confirme a troca de e-mail');

  // The first link: nothing changes yet.
  await page.goto(toNew);
  await expect(page.getByText('Confirmação recebida! Agora abra o link que enviamos para o outro endereço.')).toBeVisible();
  await settled(page);
  await expectGoodOnPhones(page, '/email-change');
  expect(await canSignIn(next, PASSWORD)).toBe(false);
  expect(await canSignIn(email, PASSWORD)).toBe(true);

  // The second: the new address is the account's; the old one is told.
  await page.goto(toOld);
  await expect(page.getByText(`Email alterado! Agora você entra com ${next}.`)).toBeVisible();
  expect(await canSignIn(next, PASSWORD)).toBe(true);
  expect(await canSignIn(email, PASSWORD)).toBe(false);
  await expect.poll(() => subjects(email)).toContain('Seu e-mail foi alterado');

  // A link followed again is refused in pt-BR.
  await page.goto(toOld);
  await expect(page.getByText('Este link de troca de email é inválido, expirou ou já foi usado.')).toBeVisible();
});

/** A second device: its own browser context, signed in, its clock under the test's control. */
async function secondDevice(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.install();
  await loginAs(page, email, PASSWORD);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Conta e segurança' })).toBeVisible();
  return { context, page };
}

test("'Sair de todos os aparelhos' signs out another browser within its access token's life", async ({ page, browser }) => {
  const { email } = await athlete('todos');
  const other = await secondDevice(browser, email);

  await loginAs(page, email, PASSWORD);
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair de todos os aparelhos?' });
  await expect(dialog).toBeVisible();
  await expectGoodOnPhones(page, '/settings (sair de todos)');
  await dialog.getByRole('button', { name: 'Sair de todos' }).click();
  await expect(page.getByText('Você saiu de todos os aparelhos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta.' })).toBeVisible();

  // The other device still holds an access token; when it is due for a refresh, the revoked
  // refresh token signs it out.
  await other.page.clock.fastForward('01:00:00');
  await expect(other.page).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(other.page.getByRole('heading', { name: 'Bem-vindo de volta.' })).toBeVisible();
  expect(await other.page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('-auth-token')))).toBe(false);
  await other.context.close();
});

test('terms: linked from sign-up and the landing; a new version is asked once, and the acceptance is recorded', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('link', { name: 'Termos de uso' })).toBeVisible();
  await expectGoodOnPhones(page, '/');
  await page.getByRole('link', { name: 'Política de privacidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por quanto tempo' })).toBeVisible();
  await settled(page);
  await expectGoodOnPhones(page, '/privacy');
  await visit(page, '/signup');
  await expect(page.getByText(/Ao tocar em "Aceitar e cadastrar", você aceita os/)).toBeVisible();
  await expectGoodOnPhones(page, '/signup');
  await page.getByRole('link', { name: 'Termos de uso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await settled(page);
  await expectGoodOnPhones(page, '/terms');

  // 'Aceitar e cadastrar' records the version shown, at that moment.
  await visit(page, '/signup');
  const signedUpAt = Date.now();
  await page.getByLabel('Email').fill(uniqueEmail('aceite'));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar senha').fill(PASSWORD);
  const answer = page.waitForResponse((r) => r.url().includes('/auth/v1/signup') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Aceitar e cadastrar' }).click();
  const newUser = (await (await answer).json()) as { id: string };
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  const recorded = await apiClient('service_role').from('terms_acceptances').select('version, accepted_at').eq('user_id', newUser.id);
  expect(recorded.data).toEqual([{ version: await termsVersion(), accepted_at: expect.any(String) }]);
  expect(Math.abs(Date.parse(recorded.data![0]!.accepted_at) - signedUpAt)).toBeLessThan(60_000);

  // An athlete who has not accepted the current version is asked, once.
  const { id, email } = await athlete('termos', { acceptedTerms: false });
  await loginAs(page, email, PASSWORD);
  await visit(page, '/events');
  const notice = page.getByRole('region', { name: 'Atualizamos os termos' });
  await expect(notice).toBeVisible();
  await expectGoodOnPhones(page, '/events (termos)');
  await notice.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(page.getByText('Obrigado! Termos aceitos.')).toBeVisible();
  await expect(notice).toBeHidden();
  const { data } = await apiClient('service_role').from('terms_acceptances').select('version, accepted_at').eq('user_id', id);
  expect(data).toEqual([{ version: await termsVersion(), accepted_at: expect.any(String) }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Eventos Disponíveis' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Atualizamos os termos' })).toBeHidden();
});
