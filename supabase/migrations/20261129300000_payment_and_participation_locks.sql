-- Issue 56, points 5, 8-12: payments and participation under attack and under load.
-- 5/12. One lock order everywhere: the event's row first (FOR UPDATE), then the participation or
--    share rows, then the history. 'Já paguei' used to lock its share first and reach the event only
--    through the history's foreign key, and an organiser's DELETE of a participation locked that row
--    before its triggers updated the event: both crossed the RPCs that lock the event first (40P01).
-- 8. The Pix key and the share are read by the organiser and the event's registered participants
--    only: someone who said 'Já paguei' and left no longer reads them.
-- 9. 'Já paguei' no longer freezes an amount. Every share follows the current split
--    (`amount_cents`, what is due); `paid_cents` is what the player said he paid. When the split
--    later asks more of him, the share is open again for the difference; when it asks less, the
--    organiser owes him the difference back (`get_event_payments` -> totals.refund_cents).
-- 10. Only a registration (joining an open event, or an approved request) clears a late
--    cancellation: a request withdrawn on an approval-only event no longer erases the no-show.
-- 11. The split follows attendance once someone other than the player himself marked it (the
--    organiser): one player's own 'Cheguei' changes nobody's share.

-- ---------------------------------------------------------------- one lock order
-- The event a payment action works on, locked before any share: every writer of shares (these
-- RPCs, and joins, leaves and removals through their triggers) queues on this row first.
create or replace function public.lock_event_for_payments(p_event_id uuid)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  return v_event;
end;
$$;
revoke execute on function public.lock_event_for_payments(uuid) from public, anon, authenticated;

create or replace function public.organised_event_for_payments(p_event_id text, p_denied text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.lock_event_for_payments(public.parse_event_id(p_event_id));
begin
  if v_event.created_by is distinct from public.require_user() then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_event;
end;
$$;
revoke execute on function public.organised_event_for_payments(text, text) from public, anon, authenticated;

-- Leaving or removing through REST (`event_participants.delete()`): the policy is evaluated before
-- the row is locked, so it takes the event's row first, as join_event and leave_event do, and
-- the triggers' update of participant_count never waits on a row held by one of them. Only for
-- a row the caller may delete (his own, or any of his event's).
create or replace function public.lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  perform 1 from public.events
  where id = p_event_id and (p_user_id = v_uid or created_by = v_uid)
  for update;
  return found;
end;
$$;
revoke execute on function public.lock_event_for_participant_removal(uuid, uuid) from public, anon;
grant execute on function public.lock_event_for_participant_removal(uuid, uuid) to authenticated;

drop policy event_participants_delete on public.event_participants;
create policy event_participants_delete on public.event_participants for delete to authenticated
  using (public.lock_event_for_participant_removal(event_id, user_id));

-- ---------------------------------------------------------------- what a player paid
alter table public.event_payment_shares add column paid_cents integer not null default 0
  constraint event_payment_shares_paid check (paid_cents between 0 and 1000000);
-- Shares reported or confirmed before this migration were paid at their amount. Not a change of
-- anyone's share: the history is left as it was.
alter table public.event_payment_shares disable trigger event_payment_shares_history;
update public.event_payment_shares set paid_cents = amount_cents where status in ('reported', 'confirmed');
alter table public.event_payment_shares enable trigger event_payment_shares_history;

-- The history line of a share also says what had been paid, when anything had.
create or replace function public.log_share_change()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_action text;
  v_row public.event_payment_shares := case when tg_op = 'DELETE' then old else new end;
begin
  if not exists (select 1 from public.events where id = v_row.event_id) then
    return null;
  end if;
  v_action := case
    when tg_op = 'INSERT' then 'share_created'
    when tg_op = 'DELETE' then 'share_removed'
    when new.status is distinct from old.status then
      case new.status when 'reported' then 'reported' when 'confirmed' then 'confirmed' else 'unconfirmed' end
    else 'share_changed'
  end;
  insert into public.event_payment_history (event_id, user_id, actor_id, action, amount_cents, status, details)
  values (v_row.event_id, v_row.user_id, auth.uid(), v_action, v_row.amount_cents, v_row.status,
          case when tg_op = 'UPDATE' and new.amount_cents <> old.amount_cents
               then jsonb_build_object('previous_amount_cents', old.amount_cents) else '{}'::jsonb end
          || case when v_row.paid_cents > 0 then jsonb_build_object('paid_cents', v_row.paid_cents) else '{}'::jsonb end);
  return null;
end;
$$;

-- ---------------------------------------------------------------- the split
-- A share's status once the split asks p_amount of it: 'pending' while what was paid falls short;
-- covered again (the split came back down), what it was before — 'confirmed' when the organiser's
-- confirmation was the last word (confirmed_at is cleared by a new 'Já paguei'), else 'reported'.
create or replace function public.share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamptz)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select case
    when p_paid < p_amount then 'pending'
    when p_status = 'pending' and p_paid > 0 then case when p_confirmed_at is not null then 'confirmed' else 'reported' end
    else p_status
  end;
$$;

-- Who pays: the registered participants; once the organiser has marked anyone's attendance (a
-- mark made by someone other than the person marked), the players marked 'present' — their own
-- 'Cheguei' included. The organiser only with include_organiser (and not when marked absent); his
-- share is always 'confirmed' and paid. How much: unchanged (see 20261126500000_event_payments.sql).
-- Every share follows the split, whatever its status: a reported or confirmed share whose amount
-- rises above what was paid is 'pending' again for the difference (and back to what it was when the
-- split comes down to what was paid); a share that was paid and is no
-- longer due (its player left or was absent) stays with amount 0 (the organiser owes it back);
-- an unpaid one goes.
create or replace function public.recompute_event_shares(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_cost public.event_costs;
  v_event public.events;
  v_by_attendance boolean;
begin
  -- The event first (every caller already holds it; the same order if one did not), then the
  -- cost row, which serialises recounts of one event.
  select * into v_event from public.events where id = p_event_id for share;
  if v_event.id is null then
    return;
  end if;
  select * into v_cost from public.event_costs where event_id = p_event_id for update;
  if v_cost.event_id is null then
    delete from public.event_payment_shares
    where event_id = p_event_id and (paid_cents = 0 or user_id = v_event.created_by);
    update public.event_payment_shares
    set amount_cents = 0, status = public.share_status(status, paid_cents, 0, confirmed_at), updated_at = now()
    where event_id = p_event_id and amount_cents <> 0;
    return;
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance
                             where event_id = p_event_id and marked_by is distinct from user_id);

  with payer as (
    select v_event.created_by as user_id, 0 as rank_group, v_event.created_at as since
    where v_cost.include_organiser and not exists (
      select 1 from public.event_attendance a
      where a.event_id = p_event_id and a.user_id = v_event.created_by and a.status = 'absent')
    union all
    select ep.user_id, 1, ep.joined_at
    from public.event_participants ep
    where not v_by_attendance and ep.event_id = p_event_id and ep.status = 'registered' and ep.user_id <> v_event.created_by
    union all
    select a.user_id, 1, coalesce(ep.joined_at, a.marked_at)
    from public.event_attendance a
    left join public.event_participants ep on ep.event_id = a.event_id and ep.user_id = a.user_id
    where v_by_attendance and a.event_id = p_event_id and a.status = 'present' and a.user_id <> v_event.created_by
  ), ranked as (
    select user_id, row_number() over (order by rank_group, since, user_id) as n, count(*) over () as payers
    from payer
  ), fair as (
    select user_id,
           coalesce(v_cost.per_person_cents,
                    v_cost.total_cents / payers + case when n <= v_cost.total_cents % payers then 1 else 0 end)::integer
             as amount_cents
    from ranked
  ), removed as (
    delete from public.event_payment_shares s
    where s.event_id = p_event_id
      and (s.paid_cents = 0 or s.user_id = v_event.created_by)
      and not exists (select 1 from fair f where f.user_id = s.user_id)
  ), refunded as (
    update public.event_payment_shares s
    set amount_cents = 0, status = public.share_status(s.status, s.paid_cents, 0, s.confirmed_at), updated_at = now()
    where s.event_id = p_event_id and s.paid_cents > 0 and s.user_id <> v_event.created_by and s.amount_cents <> 0
      and not exists (select 1 from fair f where f.user_id = s.user_id)
  )
  insert into public.event_payment_shares as s (event_id, user_id, amount_cents, paid_cents, status, confirmed_at)
  select p_event_id, f.user_id, f.amount_cents,
         case when f.user_id = v_event.created_by then f.amount_cents else 0 end,
         case when f.user_id = v_event.created_by then 'confirmed' else 'pending' end,
         case when f.user_id = v_event.created_by then now() end
  from fair f
  order by f.user_id
  on conflict (event_id, user_id) do update
    set amount_cents = excluded.amount_cents,
        paid_cents = case when s.user_id = v_event.created_by then excluded.amount_cents else s.paid_cents end,
        status = case when s.user_id = v_event.created_by then s.status
                      else public.share_status(s.status, s.paid_cents, excluded.amount_cents, s.confirmed_at) end,
        updated_at = now()
    where s.amount_cents <> excluded.amount_cents;
end;
$$;
revoke execute on function public.recompute_event_shares(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------- paying
-- 'Já paguei': the caller, registered in the event, says he paid what his share asks now
-- (paid_cents = amount_cents). Again with nothing left to pay: unchanged.
create or replace function public.report_payment(p_event_id text)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events := public.lock_event_for_payments(public.parse_event_id(p_event_id));
  v_share public.event_payment_shares;
begin
  select s.* into v_share from public.event_payment_shares s
  where s.event_id = v_event.id and s.user_id = v_uid
    and exists (select 1 from public.event_participants ep
                where ep.event_id = s.event_id and ep.user_id = s.user_id and ep.status = 'registered')
  for update of s;
  if not found then
    raise exception 'Você não tem pagamento neste evento' using errcode = 'P0001';
  end if;
  if v_share.status = 'confirmed' and v_share.paid_cents >= v_share.amount_cents then
    raise exception 'Pagamento já confirmado pelo organizador' using errcode = 'P0001';
  end if;
  if v_share.status = 'pending' or v_share.paid_cents < v_share.amount_cents then
    update public.event_payment_shares
    set status = 'reported', paid_cents = amount_cents, reported_at = now(), confirmed_at = null, updated_at = now()
    where id = v_share.id
    returning * into v_share;
  end if;
  return jsonb_build_object('status', v_share.status, 'amount_cents', v_share.amount_cents, 'paid_cents', v_share.paid_cents);
end;
$$;

-- 'Confirmar recebimento' (the whole share due reached the organiser) and 'Marcar como não
-- recebido' (nothing did: pending, nothing paid, and the share takes the current split).
create or replace function public.confirm_payment(p_event_id text, p_user_id uuid, p_received boolean default true)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.organised_event_for_payments(p_event_id,
    'Apenas o organizador pode confirmar pagamentos.');
  v_share public.event_payment_shares;
begin
  select * into v_share from public.event_payment_shares
  where event_id = v_event.id and user_id = p_user_id
  for update;
  if not found or p_user_id = v_event.created_by then
    raise exception 'Pagamento não encontrado' using errcode = 'P0001';
  end if;
  if p_received and (v_share.status <> 'confirmed' or v_share.paid_cents < v_share.amount_cents) then
    update public.event_payment_shares
    set status = 'confirmed', paid_cents = greatest(paid_cents, amount_cents), confirmed_at = now(), updated_at = now()
    where id = v_share.id;
  elsif not p_received and (v_share.status <> 'pending' or v_share.paid_cents > 0) then
    update public.event_payment_shares
    set status = 'pending', paid_cents = 0, reported_at = null, confirmed_at = null, updated_at = now()
    where id = v_share.id;
    perform public.recompute_event_shares(v_event.id);
  end if;
  select * into v_share from public.event_payment_shares where id = v_share.id;
  return jsonb_build_object('status', coalesce(v_share.status, 'pending'), 'amount_cents', coalesce(v_share.amount_cents, 0),
                            'paid_cents', coalesce(v_share.paid_cents, 0));
end;
$$;

-- The organiser's ledger: as before, each share with paid_cents; in the totals received_cents
-- (what he confirmed: paid_cents of shares whose last word was his 'Confirmar recebimento', even if a
-- later split asks more), paid_cents (all that players said they paid) and refund_cents (paid
-- beyond what is now due: he owes it back). balance_cents = shares - due, non-zero only when
-- nobody pays a total.
create or replace function public.get_event_payments(p_event_id text)
returns jsonb
language plpgsql
security definer
stable
set search_path = public, pg_temp
as $$
declare
  v_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_cost public.event_costs;
  v_shares jsonb;
  v_sum integer;
  v_received integer;
  v_paid integer;
  v_refund integer;
  v_due integer;
begin
  select * into v_event from public.events where id = v_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by is distinct from public.require_user() then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o organizador pode ver os pagamentos.';
  end if;
  select * into v_cost from public.event_costs where event_id = v_id;
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', s.user_id, 'full_name', p.full_name, 'amount_cents', s.amount_cents, 'paid_cents', s.paid_cents,
           'status', s.status, 'txid', s.txid, 'is_organiser', s.user_id = v_event.created_by,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at)
           order by s.user_id <> v_event.created_by, p.full_name, s.user_id), '[]'),
         coalesce(sum(s.amount_cents), 0),
         coalesce(sum(s.paid_cents) filter (where s.confirmed_at is not null), 0),
         coalesce(sum(s.paid_cents), 0),
         coalesce(sum(greatest(s.paid_cents - s.amount_cents, 0)), 0)
    into v_shares, v_sum, v_received, v_paid, v_refund
  from public.event_payment_shares s
  join public.profiles p on p.user_id = s.user_id
  where s.event_id = v_id;
  v_due := coalesce(v_cost.total_cents, v_sum);
  return jsonb_build_object(
    'cost', case when v_cost.event_id is null then null else to_jsonb(v_cost) end,
    'shares', v_shares,
    'totals', jsonb_build_object('due_cents', v_due, 'shares_cents', v_sum, 'received_cents', v_received,
                                 'paid_cents', v_paid, 'refund_cents', v_refund,
                                 'balance_cents', case when v_cost.event_id is null then 0 else v_sum - v_due end));
end;
$$;

-- The player's own share: what is due, what he paid and what is left (the BR Code's amount).
-- As the caller: RLS shows it to registered participants only.
create or replace function public.get_my_payment(p_event_id text)
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select jsonb_build_object('amount_cents', s.amount_cents, 'paid_cents', s.paid_cents,
           'owed_cents', greatest(s.amount_cents - s.paid_cents, 0), 'status', s.status, 'txid', s.txid,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at,
           'pix_key_type', c.pix_key_type, 'pix_key', c.pix_key,
           'recipient_name', c.recipient_name, 'recipient_city', c.recipient_city)
  from public.event_payment_shares s
  join public.event_costs c on c.event_id = s.event_id
  where s.event_id = public.parse_event_id(p_event_id) and s.user_id = auth.uid();
$$;

-- Reminders ask for what is left, not the whole share.
create or replace function public.send_payment_reminders(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_sent integer;
begin
  with kinds (kind, first_day) as (
    values ('day_after', 1), ('three_days_later', 4)
  ), due as (
    select k.kind, s.event_id, s.user_id, s.amount_cents - s.paid_cents as owed_cents, e.title
    from kinds k
    join public.events e on e.status <> 'cancelled'
      and (p_now at time zone e.time_zone) >= (e.date + k.first_day) + time '10:00'
      and (p_now at time zone e.time_zone) < (e.date + k.first_day + 3) + time '10:00'
    join public.event_payment_shares s on s.event_id = e.id and s.status = 'pending'
      and s.amount_cents > s.paid_cents and s.user_id <> e.created_by
  ), marked as (
    insert into public.payment_reminders_sent (event_id, user_id, kind)
    select event_id, user_id, kind from due
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'payment_reminder', 'Pagamento pendente',
           format('Falta pagar %s do evento "%s".', public.format_brl(d.owed_cents), d.title),
           jsonb_build_object('event_id', d.event_id, 'reminder', d.kind)
    from due d join marked m on m.event_id = d.event_id and m.user_id = d.user_id and m.kind = d.kind
    returning 1
  )
  select count(*) into v_sent from sent;
  return v_sent;
end;
$$;
revoke execute on function public.send_payment_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_payment_reminders(timestamptz) to service_role;

-- ---------------------------------------------------------------- who reads a share and the key
drop policy event_costs_read_members on public.event_costs;
create policy event_costs_read_members on public.event_costs for select to authenticated using (
  public.is_event_organiser(event_id)
  or exists (select 1 from public.event_participants ep
             where ep.event_id = event_costs.event_id and ep.user_id = (select auth.uid()) and ep.status = 'registered')
);
drop policy event_payment_shares_read on public.event_payment_shares;
create policy event_payment_shares_read on public.event_payment_shares for select to authenticated using (
  public.is_event_organiser(event_id)
  or (user_id = (select auth.uid()) and exists (
        select 1 from public.event_participants ep
        where ep.event_id = event_payment_shares.event_id and ep.user_id = (select auth.uid()) and ep.status = 'registered'))
);

-- ---------------------------------------------------------------- no-shows survive a withdrawn request
-- As in 20261126400000_game_day.sql, but only becoming registered (joining an open event, an
-- approved request, a place from the waiting list) clears a late cancellation; a request does not.
create or replace function public.event_participants_game_day()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_starts_at timestamptz;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    if new.status = 'registered' and (tg_op = 'INSERT' or old.status <> 'registered') then
      delete from public.event_late_cancellations where event_id = new.event_id and user_id = new.user_id;
    end if;
    return null;
  end if;
  select starts_at into v_starts_at from public.events where id = old.event_id and status <> 'cancelled';
  if found and old.status = 'registered' and old.user_id = auth.uid()
     and public.is_late_cancellation(v_starts_at, now()) then
    insert into public.event_late_cancellations (event_id, user_id) values (old.event_id, old.user_id)
    on conflict (event_id, user_id) do update set freed_at = excluded.freed_at;
  end if;
  update public.event_teams set member_ids = array_remove(member_ids, old.user_id), updated_at = now()
  where event_id = old.event_id and old.user_id = any (member_ids);
  return null;
end;
$$;
drop trigger event_participants_game_day on public.event_participants;
create trigger event_participants_game_day after insert or delete or update of status on public.event_participants
  for each row execute function public.event_participants_game_day();
