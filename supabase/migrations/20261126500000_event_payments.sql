-- Issue 28: the court's cost, split to the cent and paid with Pix. The organiser sets the cost of an
-- event (a total or a price per person) and a Pix key; the database splits it into one share per
-- payer, in integer cents, and keeps every change of a share in an append-only history. Quadra never
-- holds money: a share is 'pending' until its player says he paid ('reported') and the organiser
-- confirms he received it ('confirmed'). Writes go through the RPCs below (pt-BR errors); the tables
-- are read under RLS.

-- ---------------------------------------------------------------- Pix keys
-- The check digit of CPF and CNPJ (mod 11 over the given weights; 10 and 11 give 0).
create or replace function public.mod11_check_digit(p_digits text, p_weights integer[])
returns integer
language sql
immutable
set search_path = public, pg_temp
as $$
  select case when 11 - s % 11 >= 10 then 0 else 11 - s % 11 end
  from (
    select sum(substr(p_digits, i, 1)::integer * p_weights[i]) as s
    from generate_series(1, cardinality(p_weights)) as i
  ) t;
$$;

-- A Pix key as the app stores it: CPF/CNPJ digits only, e-mail in lower case, phone as +55DDNNNNNNNNN,
-- random key (EVP) as a lower-case UUID.
create or replace function public.normalise_pix_key(p_type text, p_key text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select case p_type
    when 'cpf' then regexp_replace(coalesce(p_key, ''), '[.\-\s]', '', 'g')
    when 'cnpj' then regexp_replace(coalesce(p_key, ''), '[./\-\s]', '', 'g')
    when 'email' then lower(btrim(coalesce(p_key, '')))
    when 'phone' then regexp_replace(coalesce(p_key, ''), '[\s()\-]', '', 'g')
    when 'random' then lower(btrim(coalesce(p_key, '')))
    else p_key
  end;
$$;

-- Null when the (normalised) key is valid for its type, else the pt-BR reason. The table's check and
-- set_event_cost both use it, so the rule is written once.
create or replace function public.pix_key_error(p_type text, p_key text)
returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
begin
  if p_type = 'cpf' then
    if p_key !~ '^[0-9]{11}$' or p_key ~ '^(.)\1{10}$'
       or public.mod11_check_digit(p_key, '{10,9,8,7,6,5,4,3,2}') <> substr(p_key, 10, 1)::integer
       or public.mod11_check_digit(p_key, '{11,10,9,8,7,6,5,4,3,2}') <> substr(p_key, 11, 1)::integer then
      return 'CPF inválido';
    end if;
  elsif p_type = 'cnpj' then
    if p_key !~ '^[0-9]{14}$' or p_key ~ '^(.)\1{13}$'
       or public.mod11_check_digit(p_key, '{5,4,3,2,9,8,7,6,5,4,3,2}') <> substr(p_key, 13, 1)::integer
       or public.mod11_check_digit(p_key, '{6,5,4,3,2,9,8,7,6,5,4,3,2}') <> substr(p_key, 14, 1)::integer then
      return 'CNPJ inválido';
    end if;
  elsif p_type = 'email' then
    -- 77 characters: the most a Pix key may have (BR Code field 26-01).
    if char_length(p_key) > 77 or p_key !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      return 'E-mail inválido';
    end if;
  elsif p_type = 'phone' then
    -- Pix phone keys are Brazilian mobiles: +55, a two-digit area code, 9 and eight digits.
    if p_key !~ '^\+55[1-9]{2}9[0-9]{8}$' then
      return 'Celular inválido: use +55, DDD e o número';
    end if;
  elsif p_type = 'random' then
    if p_key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return 'Chave aleatória inválida';
    end if;
  else
    return 'Tipo de chave Pix inválido';
  end if;
  return null;
end;
$$;

-- Money in a notification text, as the app shows it ('R$ 1.234,56'; the UI formats with Intl).
create or replace function public.format_brl(p_cents integer)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select 'R$ ' || translate(to_char(p_cents / 100.0, 'FM999,999,990.00'), ',.', '.,');
$$;

-- ---------------------------------------------------------------- the cost of an event
-- At most R$ 10.000,00, a total or a price per person. Recipient name and city as the BR Code
-- holds them (EMV fields 59 and 60: at most 25 and 15 characters).
create table public.event_costs (
  event_id uuid primary key references public.events (id) on delete cascade,
  total_cents integer constraint event_costs_total_range check (total_cents between 1 and 1000000),
  per_person_cents integer constraint event_costs_per_person_range check (per_person_cents between 1 and 1000000),
  include_organiser boolean not null default false,
  pix_key_type text not null
    constraint event_costs_pix_key_type check (pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  pix_key text not null,
  recipient_name text not null
    constraint event_costs_recipient_name check (char_length(btrim(recipient_name)) between 1 and 25),
  recipient_city text not null
    constraint event_costs_recipient_city check (char_length(btrim(recipient_city)) between 1 and 15),
  updated_at timestamptz not null default now(),
  constraint event_costs_one_amount check (num_nonnulls(total_cents, per_person_cents) = 1),
  constraint event_costs_pix_key_valid check (public.pix_key_error(pix_key_type, pix_key) is null)
);

-- ---------------------------------------------------------------- shares
-- One per payer. `txid` names the event and the player inside the BR Code (at most 25 alphanumeric
-- characters): 'Q' + 24 hex digits of md5(event id, user id) — ids may share long prefixes (the demo
-- ones do), a digest of both never does in practice, and the unique key would refuse it if it did.
-- A bank statement's txid leads back to its share.
create table public.event_payment_shares (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  amount_cents integer not null constraint event_payment_shares_amount check (amount_cents between 0 and 1000000),
  status text not null default 'pending'
    constraint event_payment_shares_status check (status in ('pending', 'reported', 'confirmed')),
  txid text generated always as (
    'Q' || upper(left(md5(event_id::text || ':' || user_id::text), 24))
  ) stored,
  reported_at timestamptz,
  confirmed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint event_payment_shares_once unique (event_id, user_id),
  constraint event_payment_shares_txid unique (txid)
);
create index event_payment_shares_user on public.event_payment_shares (user_id);

-- ---------------------------------------------------------------- history (append-only)
-- Every change of a cost or a share: who (actor_id; null = the database itself, e.g. a recount after
-- attendance), what (action, amount, status), when. Written only by triggers; nobody updates or
-- deletes a row, not even the table's owner — except the cascade of a deleted event.
create table public.event_payment_history (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid,
  actor_id uuid,
  action text not null constraint event_payment_history_action check (action in (
    'cost_set', 'cost_removed', 'share_created', 'share_changed', 'share_removed',
    'reported', 'confirmed', 'unconfirmed')),
  amount_cents integer,
  status text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index event_payment_history_event on public.event_payment_history (event_id, id);

create or replace function public.event_payment_history_append_only()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.events where id = old.event_id) then
    return old; -- the event itself was deleted: its history goes with it
  end if;
  raise exception 'O histórico de pagamentos não pode ser alterado' using errcode = 'P0001';
end;
$$;
create trigger event_payment_history_append_only before update or delete on public.event_payment_history
  for each row execute function public.event_payment_history_append_only();

create or replace function public.log_event_cost_change()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_row public.event_costs := case when tg_op = 'DELETE' then old else new end;
begin
  if not exists (select 1 from public.events where id = v_row.event_id) then
    return null; -- cascade of a deleted event
  end if;
  insert into public.event_payment_history (event_id, actor_id, action, amount_cents, details)
  values (v_row.event_id, auth.uid(), case when tg_op = 'DELETE' then 'cost_removed' else 'cost_set' end,
          coalesce(v_row.total_cents, v_row.per_person_cents),
          case when tg_op = 'DELETE' then '{}'::jsonb else jsonb_build_object(
            'mode', case when v_row.total_cents is null then 'per_person' else 'total' end,
            'include_organiser', v_row.include_organiser,
            'pix_key_type', v_row.pix_key_type) end);
  return null;
end;
$$;
create trigger event_costs_history after insert or update or delete on public.event_costs
  for each row execute function public.log_event_cost_change();

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
               then jsonb_build_object('previous_amount_cents', old.amount_cents) else '{}'::jsonb end);
  return null;
end;
$$;
create trigger event_payment_shares_history after insert or update or delete on public.event_payment_shares
  for each row execute function public.log_share_change();

-- ---------------------------------------------------------------- the split
-- Who pays: once any attendance of the event is marked, the players marked 'present'; before that,
-- the registered participants. The organiser only with 'Incluir organizador na divisão' (and not
-- when marked absent); his own share is 'confirmed' from the start (the money is already his).
-- How much: per person, the price; of a total T among n payers, T / n each and one cent more for
-- the first T mod n of them, in this order: the organiser, then by time of registration, then by
-- user id. Shares already 'reported' or 'confirmed' never change (the player may have paid that
-- amount): the difference between the shares and the total is the organiser's credit or debt
-- (`get_event_payments` -> totals.balance_cents), never moved silently onto other players.
create or replace function public.recompute_event_shares(p_event_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_cost public.event_costs;
  v_event public.events;
  v_marked boolean;
begin
  -- The cost row's lock serialises recounts of one event (two marks at once, a join and a mark).
  select * into v_cost from public.event_costs where event_id = p_event_id for update;
  select * into v_event from public.events where id = p_event_id;
  if v_event.id is null then
    return;
  end if;
  if v_cost.event_id is null then
    delete from public.event_payment_shares
    where event_id = p_event_id and (status = 'pending' or user_id = v_event.created_by);
    return;
  end if;
  v_marked := exists (select 1 from public.event_attendance where event_id = p_event_id);

  -- One statement: the fair amount of every payer, then open shares of people who no longer pay
  -- removed and the others written (frozen shares keep their amount).
  with payer as (
    select v_event.created_by as user_id, 0 as rank_group, v_event.created_at as since
    where v_cost.include_organiser and not exists (
      select 1 from public.event_attendance a
      where a.event_id = p_event_id and a.user_id = v_event.created_by and a.status = 'absent')
    union all
    select ep.user_id, 1, ep.joined_at
    from public.event_participants ep
    where not v_marked and ep.event_id = p_event_id and ep.status = 'registered' and ep.user_id <> v_event.created_by
    union all
    select a.user_id, 1, coalesce(ep.joined_at, a.marked_at)
    from public.event_attendance a
    left join public.event_participants ep on ep.event_id = a.event_id and ep.user_id = a.user_id
    where v_marked and a.event_id = p_event_id and a.status = 'present' and a.user_id <> v_event.created_by
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
      and (s.status = 'pending' or s.user_id = v_event.created_by)
      and not exists (select 1 from fair f where f.user_id = s.user_id)
  )
  insert into public.event_payment_shares as s (event_id, user_id, amount_cents, status, confirmed_at)
  select p_event_id, f.user_id, f.amount_cents,
         case when f.user_id = v_event.created_by then 'confirmed' else 'pending' end,
         case when f.user_id = v_event.created_by then now() end
  from fair f
  order by f.user_id
  on conflict (event_id, user_id) do update
    set amount_cents = excluded.amount_cents, updated_at = now()
    where (s.status = 'pending' or s.user_id = v_event.created_by)
      and s.amount_cents <> excluded.amount_cents;
end;
$$;
revoke execute on function public.recompute_event_shares(uuid) from public, anon, authenticated;

-- Recount when who pays may have changed: registrations, attendance, the cost itself.
create or replace function public.recompute_shares_after_change()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event_id uuid := case when tg_op = 'DELETE' then old.event_id else new.event_id end;
begin
  if exists (select 1 from public.event_costs where event_id = v_event_id) then
    perform public.recompute_event_shares(v_event_id);
  end if;
  return null;
end;
$$;
create trigger event_participants_recompute_shares
  after insert or delete or update of status on public.event_participants
  for each row execute function public.recompute_shares_after_change();
create trigger event_attendance_recompute_shares
  after insert or delete or update of status on public.event_attendance
  for each row execute function public.recompute_shares_after_change();

-- ---------------------------------------------------------------- RLS
alter table public.event_costs enable row level security;
alter table public.event_payment_shares enable row level security;
alter table public.event_payment_history enable row level security;

-- Whether the caller is the organiser of the event (the policies' common test).
create or replace function public.is_event_organiser(p_event_id uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (select 1 from public.events where id = p_event_id and created_by = auth.uid());
$$;

-- The Pix key: only the organiser, the event's registered participants and whoever has a share.
create policy event_costs_read_members on public.event_costs for select to authenticated using (
  public.is_event_organiser(event_id)
  or exists (select 1 from public.event_participants ep
             where ep.event_id = event_costs.event_id and ep.user_id = (select auth.uid()) and ep.status = 'registered')
  or exists (select 1 from public.event_payment_shares s
             where s.event_id = event_costs.event_id and s.user_id = (select auth.uid()))
);
create policy event_payment_shares_read on public.event_payment_shares for select to authenticated using (
  user_id = (select auth.uid()) or public.is_event_organiser(event_id)
);
create policy event_payment_history_read on public.event_payment_history for select to authenticated using (
  user_id = (select auth.uid()) or public.is_event_organiser(event_id)
);
-- Reads only: every write goes through the functions below (or the triggers above).
revoke all on public.event_costs, public.event_payment_shares, public.event_payment_history from anon, authenticated;
grant select on public.event_costs, public.event_payment_shares, public.event_payment_history to authenticated;
grant all on public.event_costs, public.event_payment_shares, public.event_payment_history to service_role;

-- ---------------------------------------------------------------- RPCs
-- The organiser's event, locked; the refusals every organiser call shares.
create or replace function public.organised_event_for_payments(p_event_id text, p_denied text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id) for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by is distinct from public.require_user() then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_event;
end;
$$;
revoke execute on function public.organised_event_for_payments(text, text) from public, anon, authenticated;

-- p_cost: {total_cents | per_person_cents, include_organiser, pix_key_type, pix_key, recipient_name,
-- recipient_city}; null removes the cost (open shares go, paid ones stay). Returns the stored cost.
create or replace function public.set_event_cost(p_event_id text, p_cost jsonb)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.organised_event_for_payments(p_event_id,
    'Apenas o organizador pode definir o custo e a chave Pix.');
  v_total text := p_cost ->> 'total_cents';
  v_per_person text := p_cost ->> 'per_person_cents';
  v_amount text := coalesce(v_total, v_per_person);
  v_type text := p_cost ->> 'pix_key_type';
  v_key text := public.normalise_pix_key(p_cost ->> 'pix_key_type', p_cost ->> 'pix_key');
  v_name text := btrim(coalesce(p_cost ->> 'recipient_name', ''));
  v_city text := btrim(coalesce(p_cost ->> 'recipient_city', ''));
  v_error text;
  v_row public.event_costs;
begin
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  end if;
  if p_cost is null or jsonb_typeof(p_cost) = 'null' then
    delete from public.event_costs where event_id = v_event.id;
    perform public.recompute_event_shares(v_event.id);
    return null;
  end if;
  if num_nonnulls(v_total, v_per_person) <> 1 then
    raise exception 'Informe o valor total ou o valor por pessoa' using errcode = 'P0001';
  end if;
  if v_amount !~ '^[0-9]{1,7}$' or v_amount::integer not between 1 and 1000000 then
    raise exception 'O valor deve ser de R$ 0,01 a R$ 10.000,00' using errcode = 'P0001';
  end if;
  v_error := public.pix_key_error(v_type, v_key);
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  if char_length(v_name) not between 1 and 25 then
    raise exception 'Nome de quem recebe: de 1 a 25 caracteres' using errcode = 'P0001';
  end if;
  if char_length(v_city) not between 1 and 15 then
    raise exception 'Cidade: de 1 a 15 caracteres' using errcode = 'P0001';
  end if;

  insert into public.event_costs as c (event_id, total_cents, per_person_cents, include_organiser,
    pix_key_type, pix_key, recipient_name, recipient_city)
  values (v_event.id, v_total::integer, v_per_person::integer, coalesce((p_cost ->> 'include_organiser')::boolean, false),
    v_type, v_key, v_name, v_city)
  on conflict (event_id) do update set
    total_cents = excluded.total_cents, per_person_cents = excluded.per_person_cents,
    include_organiser = excluded.include_organiser, pix_key_type = excluded.pix_key_type,
    pix_key = excluded.pix_key, recipient_name = excluded.recipient_name,
    recipient_city = excluded.recipient_city, updated_at = now()
  returning * into v_row;
  perform public.recompute_event_shares(v_event.id);
  return to_jsonb(v_row);
end;
$$;

-- The wizard's one transaction: the event (create_event, unchanged) and its cost; a refused cost
-- leaves no event behind.
create or replace function public.create_event_with_cost(p_event jsonb, p_invitees uuid[] default '{}', p_cost jsonb default null)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_id uuid := public.create_event(p_event, p_invitees);
begin
  if p_cost is not null and jsonb_typeof(p_cost) <> 'null' then
    perform public.set_event_cost(v_id::text, p_cost);
  end if;
  return v_id;
end;
$$;

-- 'Já paguei': the caller's own share becomes 'reported' (again: no change).
create or replace function public.report_payment(p_event_id text)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_share public.event_payment_shares;
begin
  select * into v_share from public.event_payment_shares
  where event_id = public.parse_event_id(p_event_id) and user_id = v_uid
  for update;
  if not found then
    raise exception 'Você não tem pagamento neste evento' using errcode = 'P0001';
  end if;
  if v_share.status = 'confirmed' then
    raise exception 'Pagamento já confirmado pelo organizador' using errcode = 'P0001';
  end if;
  if v_share.status = 'pending' then
    update public.event_payment_shares set status = 'reported', reported_at = now(), updated_at = now()
    where id = v_share.id
    returning * into v_share;
  end if;
  return jsonb_build_object('status', v_share.status, 'amount_cents', v_share.amount_cents);
end;
$$;

-- 'Confirmar recebimento' (p_received true) and 'Marcar como não recebido' (false, back to
-- 'pending': the share is open again and takes the current split).
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
  if p_received and v_share.status <> 'confirmed' then
    update public.event_payment_shares set status = 'confirmed', confirmed_at = now(), updated_at = now()
    where id = v_share.id;
  elsif not p_received and v_share.status <> 'pending' then
    update public.event_payment_shares
    set status = 'pending', reported_at = null, confirmed_at = null, updated_at = now()
    where id = v_share.id;
    perform public.recompute_event_shares(v_event.id);
  end if;
  select * into v_share from public.event_payment_shares where id = v_share.id;
  return jsonb_build_object('status', v_share.status, 'amount_cents', v_share.amount_cents);
end;
$$;

-- The organiser's 'Pagamentos' screen: the cost, each share with its player, and the totals.
-- due = the total (or the sum of the shares, per person); received = confirmed shares;
-- balance = shares - due (positive: the organiser collects more than the total; negative: he is
-- short), non-zero only when a paid share kept an older amount.
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
           'user_id', s.user_id, 'full_name', p.full_name, 'amount_cents', s.amount_cents, 'status', s.status, 'txid', s.txid,
           'is_organiser', s.user_id = v_event.created_by,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at)
           order by s.user_id <> v_event.created_by, p.full_name, s.user_id), '[]'),
         coalesce(sum(s.amount_cents), 0),
         coalesce(sum(s.amount_cents) filter (where s.status = 'confirmed'), 0)
    into v_shares, v_sum, v_received
  from public.event_payment_shares s
  join public.profiles p on p.user_id = s.user_id
  where s.event_id = v_id;
  v_due := coalesce(v_cost.total_cents, v_sum);
  return jsonb_build_object(
    'cost', case when v_cost.event_id is null then null else to_jsonb(v_cost) end,
    'shares', v_shares,
    'totals', jsonb_build_object('due_cents', v_due, 'shares_cents', v_sum, 'received_cents', v_received,
                                 'balance_cents', case when v_cost.event_id is null then 0 else v_sum - v_due end));
end;
$$;

-- The player's own share with what the BR Code needs, or null when he has none. As the caller:
-- RLS shows only his share and the key of events he takes part in.
create or replace function public.get_my_payment(p_event_id text)
returns jsonb
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select jsonb_build_object('amount_cents', s.amount_cents, 'status', s.status, 'txid', s.txid,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at,
           'pix_key_type', c.pix_key_type, 'pix_key', c.pix_key,
           'recipient_name', c.recipient_name, 'recipient_city', c.recipient_city)
  from public.event_payment_shares s
  join public.event_costs c on c.event_id = s.event_id
  where s.event_id = public.parse_event_id(p_event_id) and s.user_id = auth.uid();
$$;

revoke execute on function public.set_event_cost(text, jsonb), public.create_event_with_cost(jsonb, uuid[], jsonb),
  public.report_payment(text), public.confirm_payment(text, uuid, boolean), public.get_event_payments(text),
  public.get_my_payment(text) from public, anon;
grant execute on function public.set_event_cost(text, jsonb), public.create_event_with_cost(jsonb, uuid[], jsonb),
  public.report_payment(text), public.confirm_payment(text, uuid, boolean), public.get_event_payments(text),
  public.get_my_payment(text) to authenticated, service_role;

-- ---------------------------------------------------------------- 'Pagamento pendente'
alter table public.notifications drop constraint notifications_type;
alter table public.notifications add constraint notifications_type check (type in (
  'event_join', 'event_reminder', 'event_update', 'event_cancelled', 'new_review', 'evaluation_reminder',
  'new_comment', 'spots_available', 'participation_request', 'event_invite', 'payment_reminder'));

-- Each pending share is reminded at most twice: its unique key (event, user, kind) is the proof.
create table public.payment_reminders_sent (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  kind text not null constraint payment_reminders_sent_kind check (kind in ('day_after', 'three_days_later')),
  sent_at timestamptz not null default now(),
  constraint payment_reminders_sent_once unique (event_id, user_id, kind)
);
alter table public.payment_reminders_sent enable row level security;
grant all on public.payment_reminders_sent to service_role;

-- 'day_after': from 10:00 the day after the game (the event's date, on its own time zone's clock) for three
-- days; 'three_days_later': from 10:00 three days after that, for three days (a stopped clock
-- catches up, but never sends a reminder after its window). Only shares still 'pending' with
-- something to pay, of events not cancelled; never to the organiser.
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
    select k.kind, s.event_id, s.user_id, s.amount_cents, e.title
    from kinds k
    join public.events e on e.status <> 'cancelled'
      -- 10:00 on the event's own wall clock (its time zone, issue 26)
      and (p_now at time zone e.time_zone) >= (e.date + k.first_day) + time '10:00'
      and (p_now at time zone e.time_zone) < (e.date + k.first_day + 3) + time '10:00'
    join public.event_payment_shares s on s.event_id = e.id and s.status = 'pending'
      and s.amount_cents > 0 and s.user_id <> e.created_by
  ), marked as (
    insert into public.payment_reminders_sent (event_id, user_id, kind)
    select event_id, user_id, kind from due
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'payment_reminder', 'Pagamento pendente',
           format('Falta pagar %s do evento "%s".', public.format_brl(d.amount_cents), d.title),
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

-- The scheduler (20261123003000_scheduler.sql), unchanged but for the payment reminders it now sends.
create or replace function public.run_scheduled_jobs(p_now timestamptz default now())
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_24h integer;
  v_2h integer;
  v_closed json;
begin
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;

  with kinds (kind, lead, floor, title) as (
    values ('24h', interval '24 hours', interval '2 hours', 'Seu evento está chegando'),
           ('2h', interval '2 hours', interval '0', 'Seu evento começa em breve')
  ), due as (
    select k.kind, k.title as note, e.id, e.title, e.date, e.time, ep.user_id
    from kinds k
    join public.events e on e.status = 'active'
      and e.starts_at > v_now + k.floor and e.starts_at <= v_now + k.lead
    join public.event_participants ep on ep.event_id = e.id and ep.status = 'registered'
      and ep.joined_at <= e.starts_at - k.lead
    join public.profiles p on p.user_id = ep.user_id and p.reminders_enabled
  ), marked as (
    insert into public.event_reminders_sent (event_id, user_id, kind)
    select d.id, d.user_id, d.kind from due d
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'event_reminder', d.note,
           case d.kind
             when '24h' then format('O evento "%s" começa em %s às %s.', d.title, to_char(d.date, 'DD/MM'), to_char(d.time, 'HH24:MI'))
             else format('O evento "%s" começa às %s. Não se atrase!', d.title, to_char(d.time, 'HH24:MI'))
           end,
           jsonb_build_object('event_id', d.id, 'reminder', d.kind)
    from due d join marked m on m.event_id = d.id and m.user_id = d.user_id and m.kind = d.kind
    returning data ->> 'reminder' as kind
  )
  select count(*) filter (where kind = '24h'), count(*) filter (where kind = '2h') into v_24h, v_2h from sent;

  v_closed := public.close_due_events(v_now);

  return json_build_object(
    'reminders_24h', v_24h,
    'reminders_2h', v_2h,
    'events_completed', (v_closed ->> 'events_completed')::integer,
    'evaluations_opened', (v_closed ->> 'evaluations_opened')::integer,
    'payment_reminders', public.send_payment_reminders(v_now));
end;
$$;
