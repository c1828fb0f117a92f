// Terms acceptance (issue 46, point 6) in the database: recorded at sign-up, read by its owner only,
// accepted again only for the current version, never written directly.
import { CURRENT_TERMS_VERSION } from '@quadra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, athletes, createTestStack, type Athlete, type TestStack } from './fixtures.js';

const NOT_CURRENT = 'Esta não é a versão atual dos termos. Recarregue a página para ler a versão atual.';

describe('terms acceptance', () => {
  let stack: TestStack;
  let ana: Athlete;
  let bia: Athlete;

  beforeAll(async () => {
    stack = await createTestStack();
    [ana, bia] = await athletes(stack, ['Ana Lima', 'Bia Costa']);
  });
  afterAll(() => stack?.stop());

  const rows = async (userId: string) =>
    (await stack.pool.query<{ version: string; accepted_at: Date }>('select version, accepted_at from public.terms_acceptances where user_id = $1', [userId])).rows;

  it('the database and the screens name the same current version', async () => {
    const { data, error } = await anonClient(stack).rpc('current_terms_version');
    expect(error).toBeNull();
    expect(data).toBe(CURRENT_TERMS_VERSION);
  });

  it('a sign-up through the API records the version its screen showed, at the moment of the sign-up', async () => {
    const email = `termos-${Date.now()}@example.com`;
    const before = Date.now();
    const { data, error } = await anonClient(stack).auth.signUp({ email, password: 'Segredo123', options: { data: { terms_version: CURRENT_TERMS_VERSION } } });
    expect(error).toBeNull();
    const recorded = await rows(data.user!.id);
    expect(recorded.map((r) => r.version)).toEqual([CURRENT_TERMS_VERSION]);
    expect(recorded[0]!.accepted_at.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(recorded[0]!.accepted_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('a sign-up from a screen with an older version (or none) records nothing: the app asks at the next visit', async () => {
    const old = await anonClient(stack).auth.signUp({ email: `antigo-${Date.now()}@example.com`, password: 'Segredo123', options: { data: { terms_version: '2020-01-01' } } });
    expect(await rows(old.data.user!.id)).toEqual([]);
    // the seed's and the fixtures' accounts (made without the app) have accepted nothing either
    const { data } = await ana.sb.rpc('my_terms_status');
    expect(data).toEqual([{ current_version: CURRENT_TERMS_VERSION, accepted_at: null }]);
  });

  it('accept_terms records the current version once; the status then says when', async () => {
    const first = await ana.sb.rpc('accept_terms', { p_version: CURRENT_TERMS_VERSION });
    expect(first.error).toBeNull();
    const again = await ana.sb.rpc('accept_terms', { p_version: CURRENT_TERMS_VERSION });
    expect(again.data).toBe(first.data);
    expect((await rows(ana.id)).length).toBe(1);
    const { data } = await ana.sb.rpc('my_terms_status');
    expect(data).toEqual([{ current_version: CURRENT_TERMS_VERSION, accepted_at: first.data }]);
  });

  it('any other version is refused with its reason, and nothing is written', async () => {
    const { error } = await bia.sb.rpc('accept_terms', { p_version: '2099-01-01' });
    expect(error).toMatchObject({ code: 'P0001', message: NOT_CURRENT });
    expect(await rows(bia.id)).toEqual([]);
  });

  it('a visitor may not accept anything (42501)', async () => {
    const { error } = await anonClient(stack).rpc('accept_terms', { p_version: CURRENT_TERMS_VERSION });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('own rows only: nobody reads or writes another athlete’s acceptances, nor writes their own directly', async () => {
    await bia.sb.rpc('accept_terms', { p_version: CURRENT_TERMS_VERSION });
    const seen = await ana.sb.from('terms_acceptances').select('user_id, version');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([{ user_id: ana.id, version: CURRENT_TERMS_VERSION }]);
    expect((await anonClient(stack).from('terms_acceptances').select('user_id')).error).toMatchObject({ code: '42501' });
    const forged = await ana.sb.from('terms_acceptances').insert({ user_id: ana.id, version: '2030-01-01' });
    expect(forged.error).toMatchObject({ code: '42501' });
    const moved = await ana.sb.from('terms_acceptances').update({ accepted_at: '2020-01-01T00:00:00Z' }).eq('user_id', ana.id);
    expect(moved.error).toMatchObject({ code: '42501' });
    const erased = await bia.sb.from('terms_acceptances').delete().eq('user_id', bia.id);
    expect(erased.error).toMatchObject({ code: '42501' });
    expect((await rows(bia.id)).length).toBe(1);
  });
});
