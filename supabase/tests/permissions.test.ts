// The permission matrix of spec section 6: each table and function x visitor, athlete (a participant),
// organiser and another athlete x read, create, change, delete. Each refusal is checked for its
// reason: a missing privilege, a policy refusing the new row, or Row Level Security filtering the
// rows silently (no row touched, checked again in the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient, athletes, createEvent, createTestStack, dayOffset, join, type Athlete, type Db, type TestStack,
} from './fixtures.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** storage-api's answer when a policy refuses the object's row. */
const STORAGE_RLS_REFUSAL = { status: 403, message: 'new row violates row-level security policy' };

type Outcome = { error: { message: string; code?: string } | null; data?: unknown };
/**
 * Why a call was refused: 'no privilege on T' (42501, the role may not do this to the table at all),
 * 'row-level security on T' (42501, a policy refused the new row), 'no row' (RLS filtered the rows:
 * nothing read or touched); any other outcome as it came.
 */
function refusal(r: Outcome): string {
  if (!r.error) return Array.isArray(r.data) && r.data.length === 0 ? 'no row' : `allowed: ${JSON.stringify(r.data)}`;
  const { code, message } = r.error;
  const privilege = code === '42501' && /^permission denied for table (\w+)$/.exec(message);
  if (privilege) return `no privilege on ${privilege[1]}`;
  const policy = code === '42501' && /^new row violates row-level security policy for table "(\w+)"$/.exec(message);
  if (policy) return `row-level security on ${policy[1]}`;
  return `${code}: ${message}`;
}
function allowed(r: Outcome): boolean {
  return !r.error && (!Array.isArray(r.data) || r.data.length > 0);
}

describe('permission matrix', () => {
  let stack: TestStack;
  let visitor: Db;
  let organiser: Athlete;
  let athleteA: Athlete;
  let other: Athlete;
  let eventId: string;
  let approvalEventId: string;
  let commentId: string;
  let sportId: string;

  beforeAll(async () => {
    stack = await createTestStack();
    visitor = anonClient(stack);
    [organiser, athleteA, other] = await athletes(stack, ['Olga Organizadora', 'Ana Atleta', 'Otto Outro']);
    await stack.pool.query(
      `update public.profiles set phone = '11987654321', birth_date = '1995-05-05', accessibility_needs = '{visual}'
       where user_id = $1`, [athleteA.id]);
    eventId = await createEvent(organiser, { title: 'Futebol do matriz' });
    approvalEventId = await createEvent(organiser, { title: 'Vôlei com aprovação', requires_approval: true });
    await join(athleteA, eventId);
    await join(athleteA, approvalEventId);
    const c = await athleteA.sb.from('event_comments').insert({ event_id: eventId, user_id: athleteA.id, comment_text: 'Bora!' })
      .select('id').single();
    commentId = c.data!.id;
    sportId = (await stack.pool.query(`insert into public.sports (name) values ('Futebol') returning id`)).rows[0].id;
  });
  afterAll(() => stack?.stop());

  const count = async (sql: string, args: unknown[]) => (await stack.pool.query(sql, args)).rows[0].n as number;
  /** A visitor may not write the table at all; a signed-in user's change finds no row RLS lets them touch. */
  const filtered = (sb: Db, table: string) => (sb === visitor ? `no privilege on ${table}` : 'no row');

  describe('profiles', () => {
    it('everyone reads public fields; nobody reads private fields through the table', async () => {
      for (const sb of [visitor, athleteA.sb, organiser.sb, other.sb]) {
        expect(allowed(await sb.from('profiles').select('user_id, full_name, city, profile_photo_url').eq('user_id', athleteA.id))).toBe(true);
        for (const col of ['phone', 'birth_date', 'accessibility_needs', '*']) {
          expect((await sb.from('profiles').select(col).eq('user_id', athleteA.id)).error?.code).toBe('42501');
        }
      }
    });

    it('the owner reads the full row with get_my_profile; the visitor cannot call it', async () => {
      const mine = await athleteA.sb.rpc('get_my_profile');
      expect(mine.data).toMatchObject({ user_id: athleteA.id, phone: '11987654321', birth_date: '1995-05-05', accessibility_needs: ['visual'] });
      expect((await other.sb.rpc('get_my_profile')).data).toMatchObject({ user_id: other.id, phone: null });
      expect((await visitor.rpc('get_my_profile')).error?.code).toBe('42501');
    });

    it('get_public_profile gives public fields and counts to anyone, never private data', async () => {
      for (const sb of [visitor, other.sb]) {
        const { data, error } = await sb.rpc('get_public_profile', { target_user_id: athleteA.id });
        expect(error).toBeNull();
        expect(data).toMatchObject({ user_id: athleteA.id, full_name: 'Ana Atleta', events_participated: 1, events_created: 0, rating: 5, stars: 1 });
        expect(JSON.stringify(data)).not.toMatch(/11987654321|1995-05-05|visual|@test\.quadra\.dev/);
      }
    });

    it('only the owner changes a profile; nobody creates one for someone else or deletes one', async () => {
      expect(allowed(await athleteA.sb.from('profiles').update({ city: 'Campinas' }).eq('user_id', athleteA.id).select('city'))).toBe(true);
      for (const sb of [visitor, other.sb, organiser.sb]) {
        expect(refusal(await sb.from('profiles').update({ city: 'Hackeada' }).eq('user_id', athleteA.id).select('city'))).toBe(filtered(sb, 'profiles'));
        expect(refusal(await sb.from('profiles').delete().eq('user_id', athleteA.id).select('user_id'))).toBe('no privilege on profiles');
      }
      expect(refusal(await other.sb.from('profiles').insert({ user_id: organiser.id, full_name: 'Falso' }).select('user_id'))).toBe('row-level security on profiles');
      expect(refusal(await athleteA.sb.from('profiles').delete().eq('user_id', athleteA.id).select('user_id'))).toBe('no privilege on profiles');
      expect(await count(`select count(*)::int as n from public.profiles where user_id = $1 and city = 'Campinas'`, [athleteA.id])).toBe(1);
    });
  });

  describe('events', () => {
    it('everyone reads events with their registered participants', async () => {
      for (const sb of [visitor, athleteA.sb, organiser.sb, other.sb]) {
        const { data } = await sb.from('events').select('id, participant_count, event_participants(user_id, status)').eq('id', eventId).single();
        expect(data?.participant_count).toBe(1);
        expect(data?.event_participants).toEqual([{ user_id: athleteA.id, status: 'registered' }]);
      }
    });

    it('signed-in users create their own events; visitors and impersonation are refused', async () => {
      const base = { title: 'Novo evento', location: 'Quadra', date: dayOffset(60), time: '10:00:00' };
      expect(refusal(await visitor.from('events').insert(base).select('id'))).toBe('no privilege on events');
      expect(refusal(await other.sb.from('events').insert({ ...base, created_by: organiser.id }).select('id'))).toBe('row-level security on events');
      expect(refusal(await other.sb.from('events').insert({ ...base, status: 'completed' }).select('id'))).toBe('row-level security on events');
      expect((await other.sb.from('events').insert({ ...base, participant_count: 99 } as never)).error?.code).toBe('42501');
      const mine = await other.sb.from('events').insert(base).select('id, created_by, participant_count').single();
      expect(mine.data).toMatchObject({ created_by: other.id, participant_count: 0 });
    });

    it('only the organiser edits, pauses or deletes; nobody sets the counter', async () => {
      for (const sb of [visitor, athleteA.sb, other.sb]) {
        expect(refusal(await sb.from('events').update({ title: 'Invadido' }).eq('id', eventId).select('id'))).toBe(filtered(sb, 'events'));
        expect(refusal(await sb.from('events').update({ status: 'cancelled' }).eq('id', eventId).select('id'))).toBe(filtered(sb, 'events'));
        expect(refusal(await sb.from('events').delete().eq('id', eventId).select('id'))).toBe(filtered(sb, 'events'));
      }
      expect((await organiser.sb.from('events').update({ participant_count: 0 } as never).eq('id', eventId)).error?.code).toBe('42501');
      expect(allowed(await organiser.sb.from('events').update({ title: 'Futebol editado' }).eq('id', eventId).select('id'))).toBe(true);
      const throwaway = await createEvent(organiser);
      expect(allowed(await organiser.sb.from('events').delete().eq('id', throwaway).select('id'))).toBe(true);
      expect(await count(`select count(*)::int as n from public.events where id = $1 and title = 'Futebol editado' and status = 'active'`, [eventId])).toBe(1);
    });
  });

  describe('event_participants', () => {
    it('pending requests are visible only to the requester and the organiser', async () => {
      const q = (sb: Db) => sb.from('event_participants').select('user_id, status').eq('event_id', approvalEventId);
      expect((await q(visitor)).data).toEqual([]);
      expect((await q(other.sb)).data).toEqual([]);
      expect((await q(athleteA.sb)).data).toEqual([{ user_id: athleteA.id, status: 'pending' }]);
      expect((await q(organiser.sb)).data).toEqual([{ user_id: athleteA.id, status: 'pending' }]);
    });

    it('nobody inserts or updates participations directly', async () => {
      // the refusal meant is the missing INSERT privilege (joining goes through join_event), not a
      // duplicate or a policy: athleteA already takes part, so any error would have passed here
      for (const [sb, uid, status] of [[visitor, other.id, 401], [other.sb, other.id, 403], [organiser.sb, other.id, 403], [athleteA.sb, athleteA.id, 403]] as const) {
        const r = await sb.from('event_participants').insert({ event_id: eventId, user_id: uid, status: 'registered' });
        expect(r.status).toBe(status);
        expect(r.error).toMatchObject({ code: '42501', message: 'permission denied for table event_participants' });
      }
      for (const sb of [visitor, athleteA.sb, organiser.sb, other.sb]) {
        expect(refusal(await sb.from('event_participants').update({ evaluation_status: 'completed' }).eq('event_id', eventId).select('id'))).toBe('no privilege on event_participants');
      }
      expect(await count(`select count(*)::int as n from public.event_participants where event_id = $1`, [eventId])).toBe(1);
    });

    it('a participation is deleted only by its athlete or the organiser', async () => {
      for (const sb of [visitor, other.sb]) {
        expect(refusal(await sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', athleteA.id).select('id'))).toBe(filtered(sb, 'event_participants'));
      }
      expect(await count(`select participant_count as n from public.events where id = $1`, [eventId])).toBe(1);
      expect(allowed(await organiser.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', athleteA.id).select('id'))).toBe(true);
      expect(await count(`select participant_count as n from public.events where id = $1`, [eventId])).toBe(0);
      await join(athleteA, eventId);
      expect(allowed(await athleteA.sb.from('event_participants').delete().eq('event_id', eventId).eq('user_id', athleteA.id).select('id'))).toBe(true);
      expect(await count(`select participant_count as n from public.events where id = $1`, [eventId])).toBe(0);
      await join(athleteA, eventId);
    });
  });

  describe('event_comments', () => {
    it('everyone reads; signed-in users comment as themselves only', async () => {
      for (const sb of [visitor, athleteA.sb, organiser.sb, other.sb]) {
        expect(allowed(await sb.from('event_comments').select('id, comment_text').eq('id', commentId))).toBe(true);
      }
      expect(refusal(await visitor.from('event_comments').insert({ event_id: eventId, user_id: other.id, comment_text: 'oi' }).select('id'))).toBe('no privilege on event_comments');
      expect(refusal(await other.sb.from('event_comments').insert({ event_id: eventId, user_id: athleteA.id, comment_text: 'falso' }).select('id'))).toBe('row-level security on event_comments');
      expect(allowed(await other.sb.from('event_comments').insert({ event_id: eventId, user_id: other.id, comment_text: 'Estou dentro' }).select('id'))).toBe(true);
    });

    it('the author edits; the author or the organiser deletes', async () => {
      for (const sb of [visitor, other.sb, organiser.sb]) {
        expect(refusal(await sb.from('event_comments').update({ comment_text: 'mudado' }).eq('id', commentId).select('id'))).toBe(filtered(sb, 'event_comments'));
      }
      for (const sb of [visitor, other.sb]) {
        expect(refusal(await sb.from('event_comments').delete().eq('id', commentId).select('id'))).toBe(filtered(sb, 'event_comments'));
      }
      expect(allowed(await athleteA.sb.from('event_comments').update({ comment_text: 'Bora, galera!' }).eq('id', commentId).select('id'))).toBe(true);
      expect(allowed(await organiser.sb.from('event_comments').delete().eq('id', commentId).select('id'))).toBe(true);
      const own = await athleteA.sb.from('event_comments').insert({ event_id: eventId, user_id: athleteA.id, comment_text: 'De novo' }).select('id').single();
      expect(allowed(await athleteA.sb.from('event_comments').delete().eq('id', own.data!.id).select('id'))).toBe(true);
    });
  });

  describe('reviews, sports and suggestions', () => {
    it('reviews are public to read and written only by submit_evaluation', async () => {
      await stack.pool.query(
        `insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags) values ($1, $2, $3, 'player_praise', '{amigavel}')`,
        [eventId, other.id, athleteA.id]);
      for (const sb of [visitor, athleteA.sb, organiser.sb, other.sb]) {
        expect(allowed(await sb.from('reviews').select('praise_tags').eq('reviewed_user_id', athleteA.id))).toBe(true);
        expect(refusal(await sb.from('reviews').insert({ event_id: eventId, reviewer_user_id: other.id, reviewed_user_id: athleteA.id, review_type: 'player_praise' }))).toBe('no privilege on reviews');
        expect(refusal(await sb.from('reviews').update({ comment: 'x' }).eq('reviewed_user_id', athleteA.id).select('id'))).toBe('no privilege on reviews');
        expect(refusal(await sb.from('reviews').delete().eq('reviewed_user_id', athleteA.id).select('id'))).toBe('no privilege on reviews');
      }
    });

    it('sports are read-only; user_sports are public and changed only by their owner', async () => {
      for (const sb of [visitor, athleteA.sb]) {
        expect(allowed(await sb.from('sports').select('id, name').eq('id', sportId))).toBe(true);
        expect(refusal(await sb.from('sports').insert({ name: 'Bocha' }).select('id'))).toBe('no privilege on sports');
        expect(refusal(await sb.from('sports').update({ name: 'X' }).eq('id', sportId).select('id'))).toBe('no privilege on sports');
        expect(refusal(await sb.from('sports').delete().eq('id', sportId).select('id'))).toBe('no privilege on sports');
      }
      expect(refusal(await visitor.from('user_sports').insert({ user_id: athleteA.id, sport_id: sportId }).select('id'))).toBe('no privilege on user_sports');
      expect(refusal(await other.sb.from('user_sports').insert({ user_id: athleteA.id, sport_id: sportId }).select('id'))).toBe('row-level security on user_sports');
      expect(allowed(await athleteA.sb.from('user_sports').insert({ user_id: athleteA.id, sport_id: sportId }).select('id'))).toBe(true);
      expect(allowed(await visitor.from('user_sports').select('user_id').eq('sport_id', sportId))).toBe(true);
      expect(refusal(await other.sb.from('user_sports').delete().eq('user_id', athleteA.id).select('id'))).toBe('no row');
      expect(allowed(await athleteA.sb.from('user_sports').delete().eq('user_id', athleteA.id).select('id'))).toBe(true);
    });

    it('sport suggestions need a user, start pending and cannot be approved by users', async () => {
      expect(refusal(await visitor.from('sport_suggestions').insert({ user_id: athleteA.id, sport_name: 'Bocha', status: 'pending' }).select('id'))).toBe('no privilege on sport_suggestions');
      expect(refusal(await athleteA.sb.from('sport_suggestions').insert({ user_id: athleteA.id, sport_name: 'Bocha', status: 'approved' }).select('id'))).toBe('row-level security on sport_suggestions');
      expect(allowed(await athleteA.sb.from('sport_suggestions').insert({ user_id: athleteA.id, sport_name: 'Bocha', status: 'pending' }).select('id'))).toBe(true);
      expect(refusal(await athleteA.sb.from('sport_suggestions').update({ status: 'approved' }).eq('sport_name', 'Bocha').select('id'))).toBe('no privilege on sport_suggestions');
      expect(refusal(await athleteA.sb.from('sport_suggestions').delete().eq('sport_name', 'Bocha').select('id'))).toBe('no privilege on sport_suggestions');
      expect((await visitor.rpc('suggest_sport', { p_name: 'Bocha' })).error?.code).toBe('42501');
      expect(refusal(await visitor.from('suggested_sports').insert({ name: 'Peteca', suggested_by: athleteA.id }).select('id'))).toBe('no privilege on suggested_sports');
      expect(allowed(await other.sb.from('suggested_sports').insert({ name: 'Peteca', suggested_by: other.id }).select('id'))).toBe(true);
    });
  });

  describe('notifications', () => {
    it('are read, marked and deleted only by their owner, and never created by users', async () => {
      // Joining notified the organiser.
      const mine = await organiser.sb.from('notifications').select('id, type, read').order('created_at');
      expect(mine.data?.map((n) => n.type)).toContain('event_join');
      const id = mine.data![0]!.id;
      for (const sb of [visitor, athleteA.sb, other.sb]) {
        expect(refusal(await sb.from('notifications').select('id').eq('id', id))).toBe(filtered(sb, 'notifications'));
        expect(refusal(await sb.from('notifications').update({ read: true }).eq('id', id).select('id'))).toBe(filtered(sb, 'notifications'));
        expect(refusal(await sb.from('notifications').delete().eq('id', id).select('id'))).toBe(filtered(sb, 'notifications'));
        expect((await sb.from('notifications').insert({ user_id: organiser.id, type: 'event_join', title: 'x', message: 'y' })).error)
          .toMatchObject({ code: '42501', message: 'permission denied for table notifications' });
      }
      // nor for themselves: only the database's triggers write notifications
      for (const a of [organiser, athleteA, other]) {
        const own = await a.sb.from('notifications').insert({ user_id: a.id, type: 'event_join', title: 'x', message: 'y' }).select('id');
        expect(own.error).toMatchObject({ code: '42501', message: 'permission denied for table notifications' });
      }
      expect(await count(`select count(*)::int as n from public.notifications where title = 'x'`, [])).toBe(0);
      expect((await organiser.sb.from('notifications').update({ title: 'editado' }).eq('id', id)).error?.code).toBe('42501');
      expect(allowed(await organiser.sb.from('notifications').update({ read: true }).eq('id', id).select('id, read'))).toBe(true);
      expect(allowed(await organiser.sb.from('notifications').delete().eq('id', id).select('id'))).toBe(true);
    });
  });

  describe('functions', () => {
    it('visitors may only search and read public profiles', async () => {
      expect((await visitor.rpc('search_events_normalized', { search_query: 'futebol' })).error).toBeNull();
      expect((await visitor.rpc('search_profiles_normalized', { search_query: 'ana' })).error).toBeNull();
      const calls = [
        visitor.rpc('join_event', { p_event_id: eventId }),
        visitor.rpc('leave_event', { p_event_id: eventId }),
        visitor.rpc('approve_participant', { p_event_id: approvalEventId, p_participant_id: athleteA.id }),
        visitor.rpc('reject_participant', { p_event_id: approvalEventId, p_participant_id: athleteA.id }),
        visitor.rpc('open_due_evaluations'),
        visitor.rpc('submit_evaluation', { p_event_id: eventId, p_praises: [], p_comment: '' }),
      ];
      for (const r of await Promise.all(calls)) expect(r.error?.code).toBe('42501');
    });

    it('internal helpers cannot be called by anyone', async () => {
      for (const sb of [visitor, athleteA.sb]) {
        const r = await sb.rpc('notify_user' as never, { p_user_id: athleteA.id, p_type: 'event_join', p_title: 'x', p_message: 'y' } as never);
        expect(r.error?.code).toBe('42501');
        const lock = await sb.rpc('lock_own_event' as never, { p_event_id: eventId } as never);
        expect(lock.error?.code).toBe('42501');
        const name = await sb.rpc('display_name' as never, { p_user_id: athleteA.id } as never);
        expect(name.error?.code).toBe('42501');
      }
      expect(await count(`select count(*)::int as n from public.notifications where user_id = $1 and title = 'x'`, [athleteA.id])).toBe(0);
    });

    it('only the organiser approves or rejects; the organiser cannot join their own event', async () => {
      for (const sb of [athleteA.sb, other.sb]) {
        expect((await sb.rpc('reject_participant', { p_event_id: approvalEventId, p_participant_id: athleteA.id })).error?.message).toBe('Acesso Negado');
      }
      expect((await organiser.sb.rpc('join_event', { p_event_id: eventId })).error?.message).toBe('Você é o organizador deste evento');
      const ok = await organiser.sb.rpc('approve_participant', { p_event_id: approvalEventId, p_participant_id: athleteA.id });
      expect(ok.data).toEqual({ status: 'registered', participant_count: 1 });
    });

    it('storage: visitors read, users upload, only the owner replaces or deletes', async () => {
      const path = `${organiser.id}/events/${eventId}-1.png`;
      expect((await visitor.storage.from('event-images').upload(`x/${Date.now()}.png`, PNG, { contentType: 'image/png' })).error).toMatchObject(STORAGE_RLS_REFUSAL);
      expect((await organiser.sb.storage.from('event-images').upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
      expect((await visitor.storage.from('event-images').download(path)).error).toBeNull();
      expect((await other.sb.storage.from('event-images').upload(path, PNG, { contentType: 'image/png', upsert: true })).error).toMatchObject(STORAGE_RLS_REFUSAL);
      expect((await other.sb.storage.from('event-images').remove([path])).data ?? []).toHaveLength(0);
      expect((await organiser.sb.storage.from('event-images').upload(path, PNG, { contentType: 'image/png', upsert: true })).error).toBeNull();
      expect((await organiser.sb.storage.from('event-images').remove([path])).data).toHaveLength(1);
    });

    it("storage: a user writes only under their own first folder, never into another user's or a shared one", async () => {
      const images = (a: Athlete) => a.sb.storage.from('event-images');
      const intruder = await images(other).upload(`${organiser.id}/events/${eventId}-2.png`, PNG, { contentType: 'image/png' });
      expect(intruder.error).toMatchObject(STORAGE_RLS_REFUSAL);
      const shared = await images(organiser).upload(`events/${eventId}-2.png`, PNG, { contentType: 'image/png' });
      expect(shared.error).toMatchObject(STORAGE_RLS_REFUSAL);
      const own = `${organiser.id}/events/new-${Date.now()}.png`;
      expect((await images(organiser).upload(own, PNG, { contentType: 'image/png' })).error).toBeNull();
      // moving one's own object into another user's folder is refused too
      const moved = await images(organiser).move(own, `${other.id}/events/${eventId}-3.png`);
      expect(moved.error).toMatchObject(STORAGE_RLS_REFUSAL);
      expect((await images(organiser).remove([own])).data).toHaveLength(1);
    });
  });
});
