// Issue 46, points 3 and 4: 'Baixar meus dados' (export_my_data) and 'Excluir minha conta' (the
// delete-account function over delete_account). The export and the deletion are checked against the
// catalogue: every column that references a user (a foreign key to auth.users or profiles, or a
// user-id column without one) must be in the export, and none may still name a deleted user. A new
// table that references users fails these tests until it is covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  anonClient, athletes, createEvent, createTestStack, dayOffset, join, moveEventToPast, type Athlete, type TestStack,
} from './fixtures.js';

const PASSWORD = 'Senha-forte-46';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A column that references a user: `schema.table.column`, and whether it holds an array of ids. */
type UserColumn = { schema: string; table: string; column: string; array: boolean };

/**
 * Every column that references a user, read from pg_catalog: foreign keys to auth.users(id) or
 * public.profiles(user_id), and uuid / uuid[] / text columns whose name says they hold a user's id
 * (user_id, *_by, owner, owner_id, actor_id, invitee_id, member_ids, *_user_id).
 */
async function userColumns(pool: pg.Pool, schemas: string[]): Promise<UserColumn[]> {
  const { rows } = await pool.query<UserColumn>(
    `select distinct n.nspname as schema, c.relname as "table", a.attname as column, t.typcategory = 'A' as array
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     where n.nspname = any ($1) and a.attnum > 0 and not a.attisdropped
       and (exists (select 1 from pg_constraint f
                    where f.contype = 'f' and f.conrelid = c.oid and a.attnum = any (f.conkey)
                      and f.confrelid in ('auth.users'::regclass, 'public.profiles'::regclass))
            or (t.typname in ('uuid', '_uuid', 'text', 'varchar')
                and a.attname ~ '^(user_id|owner|owner_id|actor_id|invitee_id|member_ids|[a-z_]+_by|[a-z_]+_user_id)$'))
     order by 1, 2, 3`,
    [schemas],
  );
  return rows;
}

async function rowsNaming(pool: pg.Pool, col: UserColumn, userId: string): Promise<number> {
  const ref = `"${col.schema}"."${col.table}"`;
  const where = col.array ? `$1::uuid = any ("${col.column}")` : `"${col.column}"::text = $1::text`;
  return (await pool.query(`select count(*)::int as n from ${ref} where ${where}`, [userId])).rows[0].n as number;
}

/**
 * Where the export holds each column's rows. `count` is the export key whose length must equal the
 * number of rows; a key alone must be present and non-empty. A table that references users and is
 * not listed here fails the coverage test: cover it in export_my_data, then list it.
 */
const EXPORT_COVERAGE: Record<string, { key: string; count?: boolean }> = {
  'public.profiles.user_id': { key: 'profile' },
  'public.user_sports.user_id': { key: 'sports', count: true },
  'public.sport_suggestions.user_id': { key: 'sport_suggestions' },
  'public.suggested_sports.suggested_by': { key: 'sport_suggestions' },
  'public.events.created_by': { key: 'events_organised', count: true },
  'public.event_series.created_by': { key: 'series_organised', count: true },
  'public.event_series_regulars.user_id': { key: 'series_regular_places', count: true },
  'public.event_participants.user_id': { key: 'participations', count: true },
  'public.event_waiting_list.user_id': { key: 'waiting_list', count: true },
  'public.event_late_cancellations.user_id': { key: 'late_cancellations', count: true },
  'public.event_invitations.invitee_id': { key: 'invitations_received', count: true },
  'public.event_invitations.invited_by': { key: 'invitations_sent', count: true },
  'public.event_comments.user_id': { key: 'comments', count: true },
  'public.reviews.reviewer_user_id': { key: 'evaluations_given', count: true },
  'public.reviews.reviewed_user_id': { key: 'evaluations_received', count: true },
  'public.event_attendance.user_id': { key: 'attendance', count: true },
  'public.event_attendance.marked_by': { key: 'attendance_marked_by_me' },
  'public.event_teams.member_ids': { key: 'teams', count: true },
  'public.event_payment_shares.user_id': { key: 'payments', count: true },
  'public.event_payment_history.user_id': { key: 'payment_history' },
  'public.event_payment_history.actor_id': { key: 'payment_history' },
  'public.event_reminders_sent.user_id': { key: 'reminders_sent' },
  'public.payment_reminders_sent.user_id': { key: 'reminders_sent' },
  'public.notifications.user_id': { key: 'notifications', count: true },
  'public.push_subscriptions.user_id': { key: 'push_devices', count: true },
  'public.calendar_feeds.user_id': { key: 'calendar_feed' },
  'storage.objects.owner': { key: 'files', count: true },
  'storage.objects.owner_id': { key: 'files', count: true },
  'public.terms_acceptances.user_id': { key: 'terms_accepted', count: true },
  'public.user_blocks.blocker_id': { key: 'blocks_made', count: true },
  'public.clubs.created_by': { key: 'clubs_created', count: true },
  'public.club_members.user_id': { key: 'club_memberships', count: true },
  'public.club_removals.user_id': { key: 'club_removals', count: true },
  'public.club_join_requests.user_id': { key: 'club_join_requests', count: true },
  'public.club_notices.author_id': { key: 'club_notices', count: true },
  'public.club_ledger.user_id': { key: 'club_ledger' },
  'public.club_ledger.created_by': { key: 'club_ledger' },
  'public.club_pix_codes.user_id': { key: 'club_pix_codes', count: true },
  'public.content_reports.reporter_id': { key: 'reports_made', count: true },
  'public.event_guests.host_id': { key: 'guests_added', count: true },
};

/**
 * Columns that name him but whose rows the export leaves out on purpose, and why. They still must
 * hold none of his rows after a deletion (the deletion test reads every column).
 */
const NOT_EXPORTED: Record<string, string> = {
  'public.user_blocks.blocked_id': 'who blocked him: the blocked person is never told (issue 46 point 5)',
  'public.content_reports.reported_user_id': 'reports about him: kept for the reviewers only, not even the reporter reads them',
  'public.event_teams.drawn_by': "who drew a game's teams (issue 53): the game's, shown to its members as 'Os times foram sorteados por …'; emptied when he is deleted",
};

/** Columns the catalogue names but that hold no athlete: storage buckets belong to the project. */
const NOT_A_PERSON = new Set(['storage.buckets.owner', 'storage.buckets.owner_id']);

type Export = Record<string, unknown>;

describe('account data: export and deletion', () => {
  let stack: TestStack;
  let zeca: Athlete;
  let olga: Athlete;
  let ana: Athlete;
  let bia: Athlete;
  let caio: Athlete;
  let duda: Athlete;
  const sql = async (text: string, args: unknown[] = []) => (await stack.pool.query(text, args)).rows;

  /** Rows whose triggers guard the app's own path (game day, reminders) are arranged as the owner would, triggers off. */
  async function arrange(statements: [string, unknown[]][]) {
    const client = await stack.pool.connect();
    try {
      await client.query('set session_replication_role = replica');
      for (const [text, args] of statements) await client.query(text, args);
    } finally {
      await client.query('set session_replication_role = origin');
      client.release();
    }
  }

  async function setPassword(a: Athlete) {
    await sql(`update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')) where id = $1`, [a.id, PASSWORD]);
  }

  async function deleteAccount(a: Athlete, body: object, token = a.token) {
    const res = await fetch(`${stack.url}/functions/v1/delete-account`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function exportOf(a: Athlete): Promise<Export> {
    const { data, error } = await a.sb.rpc('export_my_data');
    if (error) throw new Error(error.message);
    return data as Export;
  }

  /** Everything of the database a deletion could touch, as fingerprints per table. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables = await sql(
      `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage') order by 1`);
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      out[t] = (await sql(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${t} x`))[0].h;
    }
    return out;
  }

  /**
   * The subject, Zeca, with a row in every table that references a user: he organises a future game
   * (a participant and a waiting list) and a past one with a cost, plays in Olga's games (a confirmed
   * payment, attendance, a team, a place and a waiting place in future ones), comments, praises and
   * is praised, is invited and invites, has sports, a series, a feed, a push device and a photo.
   */
  async function arrangeZeca() {
    await sql(`update public.profiles set city = 'Niterói', phone = '21987654321', accessibility_needs = '{visual}' where user_id = $1`, [zeca.id]);
    const sport = (await sql(`insert into public.sports (name) values ('Futebol') returning id`))[0].id as string;
    await sql(`insert into public.user_sports (user_id, sport_id) values ($1, $2)`, [zeca.id, sport]);
    await sql(`insert into public.sport_suggestions (user_id, sport_name) values ($1, 'Futevôlei de areia')`, [zeca.id]);
    await sql(`insert into public.suggested_sports (suggested_by, name) values ($1, 'Peteca')`, [zeca.id]);

    // his own games: a future one with Ana in and Bia waiting, and a past one with a cost
    const future = await createEvent(zeca, { title: 'Racha do Zeca', max_participants: 2 });
    await join(ana, future);
    await join(caio, future);
    expect(await join(bia, future)).toMatchObject({ status: 'waiting' });
    const inviteFor = await createEvent(zeca, { title: 'Racha convidado', max_participants: 10 });
    expect((await zeca.sb.rpc('invite_to_event', { p_event_id: inviteFor, p_invitees: [caio.id] })).error).toBeNull();
    // a guest he brings (issue 52): his data, removed with his account
    expect((await zeca.sb.rpc('add_guest', { p_event_id: inviteFor, p_name: 'Primo do Zeca' })).error).toBeNull();
    const ownPast = await createEvent(zeca, { title: 'Racha pago do Zeca', max_participants: 10 });
    expect((await zeca.sb.rpc('set_event_cost', { p_event_id: ownPast, p_cost: { per_person_cents: 1500, pix_key_type: 'email', pix_key: 'zeca.pix@exemplo.com.br', recipient_name: 'Zeca Excluivel', recipient_city: 'Niteroi' } } as never)).error).toBeNull();
    await join(duda, ownPast);
    await moveEventToPast(stack, ownPast, 30);

    // Olga's paid game, now past: Zeca, Ana and Bia paid 3000 each; Zeca's payment confirmed
    const paid = await createEvent(olga, { title: 'Pelada paga de sábado', max_participants: 10 });
    expect((await olga.sb.rpc('set_event_cost', { p_event_id: paid, p_cost: { total_cents: 9000, pix_key_type: 'email', pix_key: 'olga@exemplo.com.br', recipient_name: 'Olga Souza', recipient_city: 'Sao Paulo' } } as never)).error).toBeNull();
    for (const p of [zeca, ana, bia]) await join(p, paid);
    await zeca.sb.rpc('report_payment', { p_event_id: paid });
    expect((await olga.sb.rpc('confirm_payment', { p_event_id: paid, p_user_id: zeca.id })).error).toBeNull();
    expect((await zeca.sb.from('event_comments').insert({ event_id: paid, user_id: zeca.id, comment_text: 'Golaço do Zeca hoje' })).error).toBeNull();
    await moveEventToPast(stack, paid, 30);
    await arrange([
      [`insert into public.event_attendance (event_id, user_id, status, marked_by) values ($1, $2, 'present', $3), ($1, $4, 'present', $2)`, [paid, zeca.id, olga.id, ana.id]],
      [`insert into public.event_teams (event_id, team_no, name, member_ids, drawn_by) values ($1, 1, 'Time Azul', array[$2, $3]::uuid[], $2)`, [paid, zeca.id, ana.id]],
      [`insert into public.event_reminders_sent (event_id, user_id, kind) values ($1, $2, '24h')`, [paid, zeca.id]],
      [`insert into public.payment_reminders_sent (event_id, user_id, kind) values ($1, $2, 'day_after')`, [paid, zeca.id]],
      [`insert into public.event_late_cancellations (event_id, user_id) values ($1, $2)`, [paid, zeca.id]],
      [`insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags) values
         ($1, $2, $3, 'player_praise', '{habilidoso,amigavel}'), ($1, $4, $2, 'player_praise', '{esforcado}')`, [paid, zeca.id, ana.id, bia.id]],
      [`insert into public.reviews (event_id, reviewer_user_id, review_type, rating, comment) values ($1, $2, 'event', 5, 'Ótimo jogo')`, [paid, zeca.id]],
    ]);

    // Olga's future games: Zeca holds a place in a full one (Duda waits) and waits in another; she invites him
    const full = await createEvent(olga, { title: 'Pelada lotada', max_participants: 2 });
    await join(zeca, full);
    await join(caio, full);
    expect(await join(duda, full)).toMatchObject({ status: 'waiting' });
    const other = await createEvent(olga, { title: 'Outra lotada', max_participants: 2 });
    await join(caio, other);
    await join(bia, other);
    expect(await join(zeca, other)).toMatchObject({ status: 'waiting' });
    expect((await olga.sb.rpc('invite_to_event', { p_event_id: other, p_invitees: [zeca.id] })).error).toBeNull();
    expect((await zeca.sb.from('event_comments').insert({ event_id: full, user_id: zeca.id, comment_text: 'Chego às 19h' })).error).toBeNull();

    // clubs (issue 47): his own with a notice, Olga's he belongs to, one he was removed from, one he asked to join
    const [own, olgas, removedFrom, asked] = (await sql(
      `insert into public.clubs (name, created_by, visibility) values ('Racha do Zeca FC', $1, 'public'), ('Clube do Parque', $2, 'public'),
         ('Clube que removeu', $2, 'public'), ('Clube pedido', $2, 'public') returning id`, [zeca.id, olga.id])).map((r) => r.id as string);
    await sql(`insert into public.club_members (club_id, user_id, role) values ($1, $2, 'owner'), ($3, $4, 'owner'), ($3, $2, 'member')`, [own, zeca.id, olgas, olga.id]);
    await sql(`insert into public.club_removals (club_id, user_id) values ($1, $2)`, [removedFrom, zeca.id]);
    await sql(`insert into public.club_join_requests (club_id, user_id) values ($1, $2)`, [asked, zeca.id]);
    await sql(`insert into public.club_notices (club_id, author_id, body) values ($1, $2, 'Jogo na quinta')`, [own, zeca.id]);
    // the caixa (issue 51): Olga's club charged him a month (his Pix code made for it); he entered his club's rent
    await sql(`insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, period, description, seq, cash_delta, member_delta, cash_after)
               values ($1, 'dues', $2, 8000, current_date, date_trunc('month', current_date), 'Mensalidade', 0, 0, 0, 0)`, [olgas, zeca.id]);
    await sql(`insert into public.club_ledger (club_id, kind, amount_cents, occurred_on, description, created_by, seq, cash_delta, member_delta, cash_after)
               values ($1, 'expense', 30000, current_date, 'Aluguel da quadra', $2, 0, 0, 0, 0)`, [own, zeca.id]);
    await sql(`select public.club_pix_code_for($1, $2)`, [olgas, zeca.id]);

    // a series he organises, and a regular place in Olga's
    const series = (await sql(
      `insert into public.event_series (created_by, frequency, rrule, first_date, time, time_zone, occurrence_count, template)
       values ($1, 'weekly', 'FREQ=WEEKLY;COUNT=4', $2, '19:00', 'America/Sao_Paulo', 4, '{"title": "Racha semanal", "location": "Quadra do Parque", "max_participants": 10, "min_participants": 2, "skill_level": "Iniciante/Diversão", "requires_approval": false}') returning id`, [zeca.id, dayOffset(10)]))[0].id;
    const olgaSeries = (await sql(
      `insert into public.event_series (created_by, frequency, rrule, first_date, time, time_zone, occurrence_count, template)
       values ($1, 'weekly', 'FREQ=WEEKLY;COUNT=4', $2, '19:00', 'America/Sao_Paulo', 4, '{"title": "Racha semanal", "location": "Quadra do Parque", "max_participants": 10, "min_participants": 2, "skill_level": "Iniciante/Diversão", "requires_approval": false}') returning id`, [olga.id, dayOffset(10)]))[0].id;
    await sql(`insert into public.event_series_regulars (series_id, user_id) values ($1, $2)`, [olgaSeries, zeca.id]);
    expect(series).toBeTruthy();

    // terms accepted; he blocks Duda and is blocked by Caio; he reports Bia's profile and Ana reports his comment
    await sql(`insert into public.terms_acceptances (user_id, version) values ($1, public.current_terms_version()) on conflict do nothing`, [zeca.id]);
    expect((await zeca.sb.rpc('block_user' as never, { p_user_id: duda.id } as never)).error).toBeNull();
    expect((await caio.sb.rpc('block_user' as never, { p_user_id: zeca.id } as never)).error).toBeNull();
    expect((await bia.sb.rpc('block_user' as never, { p_user_id: duda.id } as never)).error).toBeNull();
    expect((await zeca.sb.rpc('report_profile' as never, { p_user_id: bia.id, p_reason: 'spam' } as never)).error).toBeNull();
    const zecaComment = (await sql(`select id from public.event_comments where user_id = $1 and event_id = $2`, [zeca.id, full]))[0].id;
    expect((await ana.sb.rpc('report_comment' as never, { p_comment_id: zecaComment, p_reason: 'offensive' } as never)).error).toBeNull();

    expect((await zeca.sb.rpc('calendar_feed_token', {})).error).toBeNull();
    await sql(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, 'https://push.example.com/zeca', 'k', 'a')`, [zeca.id]);
    expect((await zeca.sb.storage.from('event-images').upload(`${zeca.id}/${zeca.id}-1.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
    await sql(`update public.profiles set profile_photo_url = $2 where user_id = $1`, [zeca.id, `${stack.url}/storage/v1/object/public/event-images/${zeca.id}/${zeca.id}-1.png`]);
    return { future, paid, full, other, ownPast };
  }

  let zecaEmail: string;
  let arranged: Awaited<ReturnType<typeof arrangeZeca>>;

  beforeAll(async () => {
    stack = await createTestStack();
    [zeca, olga, ana, bia, caio, duda] = await athletes(stack, ['Zeca Excluível', 'Olga Souza', 'Ana Lima', 'Bia Costa', 'Caio Rocha', 'Duda Alves']);
    await setPassword(zeca);
    zecaEmail = (await sql(`select email from auth.users where id = $1`, [zeca.id]))[0].email;
    expect((await anonClient(stack).auth.signInWithPassword({ email: zecaEmail, password: PASSWORD })).data.session).toBeTruthy();
    arranged = await arrangeZeca();
  });
  afterAll(() => stack?.stop());

  describe("'Baixar meus dados'", () => {
    it('covers every column that references a user, with every row of his', async () => {
      const exported = await exportOf(zeca);
      const missing: string[] = [];
      for (const col of await userColumns(stack.pool, ['public', 'storage'])) {
        const name = `${col.schema}.${col.table}.${col.column}`;
        if (NOT_A_PERSON.has(name)) continue;
        if (NOT_EXPORTED[name]) {
          expect(await rowsNaming(stack.pool, col, zeca.id), `${name}: the fixture gives Zeca a row here`).toBeGreaterThan(0);
          continue;
        }
        const cover = EXPORT_COVERAGE[name];
        if (!cover) {
          missing.push(name);
          continue;
        }
        const rows = await rowsNaming(stack.pool, col, zeca.id);
        expect(rows, `${name}: the fixture gives Zeca a row here`).toBeGreaterThan(0);
        const value = exported[cover.key];
        expect(value, `${name} -> export.${cover.key}`).toBeTruthy();
        if (cover.count) expect((value as unknown[]).length, `${name} -> export.${cover.key}`).toBe(rows);
      }
      expect(missing, 'tables that reference users but are not in export_my_data (cover them, then list them in EXPORT_COVERAGE)').toEqual([]);
    });

    it("holds his data and nothing of anyone else (the givers of his praise stay anonymous)", async () => {
      const exported = await exportOf(zeca);
      expect(exported).toMatchObject({
        format: 'quadra-export/1',
        account: { user_id: zeca.id },
        profile: { full_name: 'Zeca Excluível', city: 'Niterói', phone: '21987654321', accessibility_needs: ['visual'] },
        evaluations_received: [{ type: 'player_praise', praise_tags: ['esforcado'] }],
        payments: [{ amount_cents: 3000, status: 'confirmed' }],
        pix_keys: [{ pix_key: 'zeca.pix@exemplo.com.br' }],
      });
      const text = JSON.stringify(exported);
      for (const other of [olga, ana, bia, caio, duda]) {
        expect(text).not.toContain(other.id);
        expect(text).not.toContain(other.name);
        expect(text).not.toContain(other.name.split(' ')[0]);
      }
      // (a guest's stand-in account has no e-mail)
      const emails = await sql(`select email from auth.users where id <> $1 and email is not null`, [zeca.id]);
      for (const { email } of emails) expect(text).not.toContain(email);
    });

    it('is refused to a visitor', async () => {
      const { error } = await anonClient(stack).rpc('export_my_data');
      expect(error?.code).toBe('42501');
    });

    it('answers in seconds for a heavy user (1,000 events organised, 1,000 joined)', async () => {
      const [heavy] = await athletes(stack, ['Helena Pesada']);
      await sql(
        `insert into public.events (title, location, date, time, max_participants, created_by)
         select 'Jogo ' || g, 'Quadra ' || g, current_date + 5 + (g % 60), '19:00', 20, $1 from generate_series(1, 1000) g`, [heavy.id]);
      await sql(
        `insert into public.events (title, location, date, time, max_participants, created_by)
         select 'Jogo da Olga ' || g, 'Quadra ' || g, current_date + 5 + (g % 60), '20:00', 20, $1 from generate_series(1, 1000) g`, [olga.id]);
      await sql(
        `insert into public.event_participants (event_id, user_id)
         select id, $1 from public.events where created_by = $2 and title like 'Jogo da Olga %'`, [heavy.id, olga.id]);
      const started = performance.now();
      const exported = await exportOf(heavy);
      const ms = performance.now() - started;
      console.log(`export_my_data for 1,000 events organised and 1,000 joined: ${Math.round(ms)} ms, ${JSON.stringify(exported).length} bytes`);
      expect((exported.events_organised as unknown[]).length).toBe(1000);
      expect((exported.participations as unknown[]).length).toBe(1000);
      expect(ms).toBeLessThan(5000);
    });
  });

  describe("'Excluir minha conta'", () => {
    it('refuses without the password, the typed confirmation or a session, and changes nothing', async () => {
      const before = await snapshot();
      expect(await deleteAccount(zeca, { password: 'errada', confirmation: 'EXCLUIR' })).toEqual({
        status: 400, body: { error: 'password', message: 'Senha incorreta' },
      });
      expect(await deleteAccount(zeca, { password: PASSWORD, confirmation: 'excluir conta' })).toEqual({
        status: 400, body: { error: 'confirmation', message: 'Digite EXCLUIR para confirmar' },
      });
      expect((await deleteAccount(zeca, { password: PASSWORD, confirmation: 'EXCLUIR' }, stack.anonKey)).status).toBe(401);
      const after = await snapshot();
      // the wrong-password sign-in attempt is GoTrue's own (audit of attempts); everything else is as before
      for (const t of Object.keys(before)) if (!t.startsWith('auth.')) expect(after[t], t).toBe(before[t]);
      expect((await sql(`select count(*)::int as n from public.account_deletions`))[0].n).toBe(0);
    });

    it('is the service role\'s alone in the database', async () => {
      const { error } = await zeca.sb.rpc('delete_account' as never, { p_user_id: ana.id } as never);
      expect(error?.code).toBe('42501');
    });

    it('with a failure midway (the auth user cannot be deleted), leaves everything as before', async () => {
      await sql(`create function public.test_refuse_delete() returns trigger language plpgsql as $$
                 begin raise exception 'falha injetada'; end $$`);
      await sql(`create trigger test_refuse_delete before delete on auth.users for each row execute function public.test_refuse_delete()`);
      try {
        const before = await snapshot();
        // signing in to check the password writes a session: compare once it exists
        const failed = await deleteAccount(zeca, { password: PASSWORD, confirmation: 'EXCLUIR' });
        expect(failed).toEqual({ status: 400, body: { error: 'failed', message: 'Não foi possível excluir sua conta. Nada foi apagado; tente de novo.' } });
        const after = await snapshot();
        for (const t of Object.keys(before)) if (!['auth.sessions', 'auth.refresh_tokens', 'auth.users', 'auth.identities'].includes(t)) expect(after[t], t).toBe(before[t]);
        expect((await sql(`select count(*)::int as n from auth.users where id = $1`, [zeca.id]))[0].n).toBe(1);
        expect((await sql(`select status from public.events where id = $1`, [arranged.future]))[0].status).toBe('active');
        expect((await sql(`select count(*)::int as n from storage.objects where owner_id = $1`, [zeca.id]))[0].n).toBe(1);
      } finally {
        await sql(`drop trigger test_refuse_delete on auth.users`);
        await sql(`drop function public.test_refuse_delete()`);
      }
    });

    it('cancels his future games, frees his places, keeps what others need and leaves no row that names him', async () => {
      const anaReputation = async () => (await sql(`select praise_count, stars, habilidoso, amigavel from public.profile_reputation where user_id = $1`, [ana.id]))[0];
      const olgaPayments = async () => (await olga.sb.rpc('get_event_payments', { p_event_id: arranged.paid })).data as {
        totals: Record<string, number>; shares: { full_name: string; amount_cents: number; status: string; txid: string }[];
      };
      const reputationBefore = await anaReputation();
      const paymentsBefore = await olgaPayments();

      const done = await deleteAccount(zeca, { password: PASSWORD, confirmation: 'EXCLUIR' });
      expect(done).toEqual({ status: 200, body: { deleted: true, events_cancelled: 2, places_freed: 1, files_removed: 1, files_left: 0 } });

      // his future games are cancelled and their participants told; the past one stays, nobody's
      expect((await sql(`select status, created_by from public.events where id = $1`, [arranged.future]))[0]).toEqual({ status: 'cancelled', created_by: null });
      expect(await sql(`select type, title from public.notifications where user_id = $1 and data ->> 'event_id' = $2 and type = 'event_cancelled'`, [ana.id, arranged.future]))
        .toEqual([{ type: 'event_cancelled', title: 'Evento cancelado' }]);
      expect((await sql(`select status, created_by from public.events where id = $1`, [arranged.ownPast]))[0].created_by).toBeNull();
      // his place went to the first in line
      expect(await sql(`select user_id, status from public.event_participants where event_id = $1 order by user_id`, [arranged.full]))
        .toEqual([{ user_id: caio.id, status: 'registered' }, { user_id: duda.id, status: 'registered' }].sort((a, b) => a.user_id.localeCompare(b.user_id)));
      // his comments stay on the walls, by 'Conta excluída' (no author)
      const wall = await olga.sb.from('event_comments').select('comment_text, user_id, profiles(full_name)').eq('event_id', arranged.paid);
      expect(wall.data).toEqual([{ comment_text: 'Golaço do Zeca hoje', user_id: null, profiles: null }]);
      // the praise he gave still counts; the organiser's accounts still add up, his share anonymised
      expect(await anaReputation()).toEqual(reputationBefore);
      const paymentsAfter = await olgaPayments();
      expect(paymentsAfter.totals).toEqual(paymentsBefore.totals);
      expect(paymentsAfter.shares.map((s) => [s.amount_cents, s.status, s.txid]).sort())
        .toEqual(paymentsBefore.shares.map((s) => [s.amount_cents, s.status, s.txid]).sort());
      expect(paymentsAfter.shares.map((s) => s.full_name)).toContain('Conta excluída');
      // an audit row, without who
      expect(await sql(`select events_cancelled, places_freed from public.account_deletions`)).toEqual([{ events_cancelled: 2, places_freed: 1 }]);
      // his photo is gone through the Storage API
      expect((await fetch(`${stack.url}/storage/v1/object/public/event-images/${zeca.id}/${zeca.id}-1.png`)).status).toBe(404);
      // he cannot sign in again
      const signIn = await anonClient(stack).auth.signInWithPassword({ email: zecaEmail, password: PASSWORD });
      expect(signIn.data.session).toBeNull();
      expect(signIn.error?.message).toBe('Invalid login credentials');
    });

    // 20261129900100: the read policy's block check held a null for an author-less comment, which
    // hid it from every reader who had blocked anyone (Bia blocked Duda).
    it("a deleted author's comment stays on the wall for a reader who blocked someone", async () => {
      const wall = await bia.sb.from('event_comments').select('comment_text, user_id').eq('event_id', arranged.paid);
      expect(wall.data).toEqual([{ comment_text: 'Golaço do Zeca hoje', user_id: null }]);
    });

    it("a deleted author's comment can still be reported, and the report names nobody", async () => {
      const wall = await bia.sb.from('event_comments').select('id').eq('event_id', arranged.paid);
      const report = await bia.sb.rpc('report_comment' as never, { p_comment_id: wall.data?.[0]?.id, p_reason: 'spam' } as never);
      expect(report.error).toBeNull();
      expect(report.data).toEqual({ hidden: false });
      expect(await sql(`select reported_user_id, comment_text from public.content_reports where reporter_id = $1 and target_kind = 'comment'`, [bia.id]))
        .toEqual([{ reported_user_id: null, comment_text: 'Golaço do Zeca hoje' }]);
    });

    it('leaves no row in any table that names him (id, e-mail or name)', async () => {
      const leftovers: string[] = [];
      for (const col of await userColumns(stack.pool, ['public', 'auth', 'storage'])) {
        if ((await rowsNaming(stack.pool, col, zeca.id)) > 0) leftovers.push(`${col.schema}.${col.table}.${col.column}`);
      }
      const tables = await sql(
        `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname in ('public', 'auth', 'storage') order by 1`);
      for (const { t } of tables) {
        const named = await sql(`select count(*)::int as n from ${t} x where x::text ilike any ($1)`,
          [[`%${zeca.id}%`, '%Zeca Excluível%', '%zecaexcluvel-%', '%zeca.pix@%']]);
        if (named[0].n > 0) leftovers.push(t);
      }
      expect(leftovers).toEqual([]);
    });
  });
});
