// The world the privacy check reads private columns in: a value in every column privacy.ts decides
// `only(...)` on a table a signed-in athlete may select (row policies decide what he sees). Rows are
// arranged as the database's owner would, triggers off: the check is about reading, not writing.
// A new table or column with private data: add a row here with a value in each of its columns.
import type { TestStack } from '../fixtures.js';

export async function arrangePrivacyWorld(stack: TestStack, owner: string, organiser: string): Promise<void> {
  const client = await stack.pool.connect();
  const event = crypto.randomUUID();
  const perPersonEvent = crypto.randomUUID();
  const club = crypto.randomUUID();
  try {
    await client.query('set session_replication_role = replica');
    const run = (text: string, args: unknown[] = []) => client.query(text, args);
    await run(`insert into public.events (id, title, location, date, time, created_by, max_participants) values
      ($1, 'Pelada privada', 'Quadra', current_date + 3, '19:00', $3, 10), ($2, 'Pelada por pessoa', 'Quadra', current_date + 3, '19:00', $3, 10)`,
    [event, perPersonEvent, organiser]);
    await run(`insert into public.clubs (id, name, created_by, visibility) values ($1, 'Clube do mundo privado', $2, 'public')`, [club, organiser]);
    await run(`insert into public.club_join_requests (club_id, user_id) values ($1, $2)`, [club, owner]);
    await run(`insert into public.club_notices (club_id, author_id, body, pinned) values ($1, $2, 'Aviso só dos membros', true)`, [club, organiser]);
    // the club's caixa: its settings, a member's Pix code, and a statement's payment of his with its reversal
    await run(`insert into public.club_caixa (club_id, dues_cents, dues_day, game_price_cents, time_zone, only_paid_up, pix_key_type, pix_key, recipient_name, recipient_city)
      values ($1, 8000, 10, 2000, 'America/Manaus', true, 'email', 'clube.pix@exemplo.com.br', 'Olga Souza', 'Manaus')`, [club]);
    const payment = await run(`insert into public.club_ledger (club_id, seq, kind, user_id, amount_cents, cash_delta, member_delta, cash_after, member_after,
        occurred_on, description, period, event_id, bank_id, payer_name, created_by)
      values ($1, 1, 'payment', $2, 8000, 8000, 8000, 8000, 8000, current_date, 'Pix privado', date_trunc('month', current_date)::date, $3,
        'BANCO-PRIVADO-1', 'Pagador Privado', $4) returning id`, [club, owner, event, organiser]);
    await run(`insert into public.club_ledger (club_id, seq, kind, reverses_id, user_id, amount_cents, cash_delta, member_delta, cash_after, member_after,
        occurred_on, description, created_by)
      values ($1, 2, 'payment', $2, $3, 8000, -8000, -8000, 0, 0, current_date, 'Estorno: Pix privado', $4)`, [club, payment.rows[0].id, owner, organiser]);
    await run(`insert into public.club_pix_codes (club_id, txid, user_id, charge_ids, amount_cents, reported_at)
      values ($1, 'QCD20261210ABCDEF01234567', $2, '{1}', 8000, now())`, [club, owner]);
    await run(`insert into public.event_attendance (event_id, user_id, status, marked_by, marked_at) values ($1, $2, 'present', $3, now())`, [event, owner, organiser]);
    await run(`insert into public.event_costs (event_id, total_cents, per_person_cents, include_organiser, pix_key_type, pix_key, recipient_name, recipient_city, updated_at) values
      ($1, 12000, null, true, 'email', 'olga.pix@exemplo.com.br', 'Olga Souza', 'Manaus', now()),
      ($2, null, 1500, false, 'email', 'olga.pix@exemplo.com.br', 'Olga Souza', 'Manaus', now())`, [event, perPersonEvent]);
    await run(`insert into public.event_invitations (event_id, invitee_id, invited_by) values ($1, $2, $3)`, [event, owner, organiser]);
    await run(`insert into public.event_teams (event_id, team_no, name, member_ids, updated_at, draw_id, drawn_by, drawn_at) values
      ($1, 1, 'Azul', array[$2]::uuid[], now(), gen_random_uuid(), $3, now()), ($1, 2, 'Verde', array[$3]::uuid[], now(), gen_random_uuid(), $3, now())`,
      [event, owner, organiser]);
    await run(`insert into public.game_day_changes (id, event_id, kind, made_at, outcome, message) values (gen_random_uuid(), $1, 'teams', now(), 'superseded', 'Os times foram sorteados por Olga às 19:42')`, [event]);
    await run(`insert into public.event_matches (event_id, team_a, team_b, score_a, score_b, updated_at) values ($1, 1, 2, 3, 2, now())`, [event]);
    await run(`insert into public.event_payment_shares (event_id, user_id, amount_cents, paid_cents, status, txid, reported_at, confirmed_at, updated_at)
      values ($1, $2, 6000, 6000, 'confirmed', 'TXIDPRIVADO0000000000000A', now(), now(), now())`, [event, owner]);
    await run(`insert into public.event_payment_history (event_id, user_id, actor_id, action, amount_cents, status, details)
      values ($1, $2, $3, 'confirmed', 6000, 'confirmed', '{"note": "privado"}')`, [event, owner, organiser]);
    await run(`insert into public.event_waiting_list (event_id, user_id) values ($1, $2)`, [event, owner]);
    await run(`insert into public.notifications (user_id, type, title, message, read, data) values ($1, 'event_update', 'Só dele', 'Mensagem privada', true, '{"event_id": "x"}')`, [owner]);
    await run(`insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time) values ($1, 'https://fcm.googleapis.com/fcm/send/privado', 'chave', 'segredo', now() + interval '1 day')`, [owner]);
    await run(`insert into public.terms_acceptances (user_id, version) values ($1, public.current_terms_version()) on conflict do nothing`, [owner]);
    await run(`insert into public.user_blocks (blocker_id, blocked_id) values ($1, $2)`, [owner, organiser]);
    await run(`update public.profiles set phone = '92987654321', birth_date = '1990-01-01', accessibility_needs = '{visual}', quiet_hours = true,
      time_zone = 'America/Manaus', push_offer_answered = true where user_id = $1`, [owner]);
  } finally {
    await client.query('set session_replication_role = origin');
    client.release();
  }
}
