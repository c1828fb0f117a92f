import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, type TestStack } from '../testing/test-stack.js';
import { FIXTURES, client } from '../testing/clients.js';

/** Issue 46: recovery as hosted limits it, the secure password change, and the security notices. */

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack({ migrationsDir: FIXTURES, rateLimits: { perIp: 1000, perEmail: 3, emailSent: 50, verify: 1000 } });
});
afterAll(async () => stack?.stop());

type Mail = { subject: string; link: string | null; to: string; text: string };
const mailbox = async (to: string) => (await (await fetch(`${stack.url}/_mailbox/api/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
const subjects = async (to: string) => (await mailbox(to)).map((m) => m.subject);
const follow = async (link: string) => (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';
let n = 0;
const uniqueEmail = (p: string) => `${p}${Date.now()}${n++}@example.com`;

async function confirmedUser(email = uniqueEmail('u'), password = 'Segredo123') {
  const { data, error } = await client(stack, stack.serviceRoleKey).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { id: data.user.id, email, password };
}
async function signedIn(email: string, password = 'Segredo123') {
  const sb = client(stack);
  const r = await sb.auth.signInWithPassword({ email, password });
  if (r.error) throw r.error;
  return sb;
}

describe('password recovery', () => {
  it('answers the same for an unknown address, and mails only a known one', async () => {
    const unknown = uniqueEmail('ninguem');
    expect(await client(stack).auth.resetPasswordForEmail(unknown)).toMatchObject({ error: null });
    expect(await mailbox(unknown)).toEqual([]);
    const u = await confirmedUser();
    expect(await client(stack).auth.resetPasswordForEmail(u.email, { redirectTo: 'http://localhost:4200/reset-password' })).toMatchObject({ error: null });
    expect(await subjects(u.email)).toEqual(['Redefina sua senha']);
  });

  it('sends one mail a minute per user, as hosted (429 over_email_send_rate_limit)', async () => {
    const u = await confirmedUser();
    expect((await client(stack).auth.resetPasswordForEmail(u.email)).error).toBeNull();
    const again = await client(stack).auth.resetPasswordForEmail(u.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/only request this after \d+ seconds/);
    expect(await subjects(u.email)).toEqual(['Redefina sua senha']);
  });

  it("the link's session sets a new password without the old one; the old one is refused; the owner is told", async () => {
    const u = await confirmedUser();
    await client(stack).auth.resetPasswordForEmail(u.email, { redirectTo: 'http://localhost:4200/reset-password' });
    const location = await follow((await mailbox(u.email))[0]!.link!);
    expect(location).toMatch(/^http:\/\/localhost:4200\/reset-password#access_token=/);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    const sb = client(stack);
    await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await sb.auth.updateUser({ password: 'NovaSenha456' })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: u.password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: 'NovaSenha456' })).error).toBeNull();
    const [notice] = await mailbox(u.email);
    expect(notice).toMatchObject({ subject: 'Sua senha foi alterada', link: null });
    expect(notice!.text).toContain('Se não foi você');
    // the link works once
    expect(await follow((await mailbox(u.email))[1]!.link!)).toMatch(/#error=access_denied&error_code=otp_expired/);
  });
});

describe('secure password change (hosted: current_password on PUT /user)', () => {
  it('refuses a change without the current password, and with a wrong one', async () => {
    const u = await confirmedUser();
    const sb = await signedIn(u.email);
    expect((await sb.auth.updateUser({ password: 'OutraSenha789' })).error).toMatchObject({ status: 400, code: 'current_password_required' });
    expect((await sb.auth.updateUser({ password: 'OutraSenha789', current_password: 'Errada000' })).error).toMatchObject({
      status: 400,
      code: 'current_password_mismatch',
    });
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: u.password })).error).toBeNull();
    expect(await subjects(u.email)).toEqual([]);
  });

  it('wrong current passwords are limited like wrong sign-ins', async () => {
    const u = await confirmedUser();
    const sb = await signedIn(u.email);
    for (let i = 0; i < 3; i++) {
      expect((await sb.auth.updateUser({ password: 'OutraSenha789', current_password: `Errada${i}00` })).error).toMatchObject({ code: 'current_password_mismatch' });
    }
    expect((await sb.auth.updateUser({ password: 'OutraSenha789', current_password: u.password })).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    });
  });

  it('with the right one it changes, and mails the owner', async () => {
    const u = await confirmedUser();
    const sb = await signedIn(u.email);
    expect((await sb.auth.updateUser({ password: 'OutraSenha789', current_password: u.password })).error).toBeNull();
    expect((await client(stack).auth.signInWithPassword({ email: u.email, password: 'OutraSenha789' })).error).toBeNull();
    expect(await subjects(u.email)).toEqual(['Sua senha foi alterada']);
  });
});

describe('e-mail change', () => {
  it('changes only after both links, then tells the old address', async () => {
    const u = await confirmedUser();
    const next = uniqueEmail('novo');
    const sb = await signedIn(u.email);
    expect((await sb.auth.updateUser({ email: next }, { emailRedirectTo: 'http://localhost:4200/email-change' })).error).toBeNull();
    const toOld = (await mailbox(u.email))[0]!;
    const toNew = (await mailbox(next))[0]!;
    expect([toOld.subject, toNew.subject]).toEqual(['Confirme a troca de e-mail', 'Confirme a troca de e-mail']);
    expect(await follow(toNew.link!)).toContain('#message=Confirmation+link+accepted');
    expect((await client(stack).auth.signInWithPassword({ email: next, password: u.password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect(await follow(toOld.link!)).toMatch(/#access_token=.*type=email_change/);
    expect((await client(stack).auth.signInWithPassword({ email: next, password: u.password })).error).toBeNull();
    const [notice] = await mailbox(u.email);
    expect(notice).toMatchObject({ subject: 'Seu e-mail foi alterado' });
    expect(notice!.text).toContain(next);
  });
});

describe('sign out everywhere', () => {
  it("scope 'global' revokes every refresh token of the user", async () => {
    const u = await confirmedUser();
    const a = await signedIn(u.email);
    const b = await signedIn(u.email);
    const { data } = await b.auth.getSession();
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
    const other = await client(stack).auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(other.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await stack.pool.query('select count(*)::int as n from auth.refresh_tokens where user_id = $1', [u.id])).rows[0].n).toBe(0);
  });
});
