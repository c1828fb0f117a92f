-- Issue 51: 'O caixa do clube'. One append-only ledger per club, in integer cents:
--
-- - charges: each month's 'Mensalidade' per mensalista (kind 'dues', on the club's due day, in the
--   club's zone) and each game per avulso (kind 'game', when the game is completed, at the club's
--   'Valor por jogo'; a game with a cost of its own keeps today's per-event split, which no longer
--   charges the club's mensalistas);
-- - payments (kind 'payment'): an admin's confirmation ('Já paguei', or money in hand) or a Pix credit
--   of the bank statement; each pays whole charges, and a charge is paid at most once (the primary key
--   of club_settlements);
-- - the club's own movements: 'Entrada' (income) and 'Saída' (expense), with a description and a date.
-- A correction is a reversing line (reverses_id) of the same kind and amount with the opposite sign;
-- UPDATE and DELETE are refused to everyone (a trigger), except forgetting a deleted account and the
-- cascade of a deleted club.
--
-- Balances: 'Saldo do caixa' = the sum of cash_delta (payments + entradas - saídas); a member's
-- 'Saldo' = the sum of his member_delta (payments - charges): 0 'Em dia', negative 'Devendo'. Every
-- line carries the running balances after it (cash_after, member_after), computed under a per-club
-- lock, and a constraint trigger checks them against the sum of the lines: they always add up.
-- Every write goes through the RPCs below (admins only; the scheduler as the service role).

-- ---------------------------------------------------------------- settings
-- Members read them (the Pix key their code pays to); admins write them through set_club_caixa.
create table public.club_caixa (
  club_id uuid primary key references public.clubs (id) on delete cascade,
  dues_cents integer constraint club_caixa_dues check (dues_cents between 1 and 1000000),
  dues_day integer not null default 10 constraint club_caixa_dues_day check (dues_day between 1 and 28),
  game_price_cents integer constraint club_caixa_game_price check (game_price_cents between 1 and 1000000),
  time_zone text not null default 'America/Sao_Paulo' constraint club_caixa_time_zone check (public.is_time_zone(time_zone)),
  -- 'Só joga quem está em dia': who owes more than one month is kept out of new games
  only_paid_up boolean not null default false,
  pix_key_type text constraint club_caixa_pix_key_type check (pix_key_type in ('cpf', 'cnpj', 'email', 'phone', 'random')),
  pix_key text,
  recipient_name text constraint club_caixa_recipient_name check (char_length(btrim(recipient_name)) between 1 and 25),
  recipient_city text constraint club_caixa_recipient_city check (char_length(btrim(recipient_city)) between 1 and 15),
  -- charges start here: setting the caixa up never bills the months and games before it
  charges_from timestamptz not null default now(),
  constraint club_caixa_pix_key_valid check (pix_key is null or public.pix_key_error(pix_key_type, pix_key) is null)
);

-- ---------------------------------------------------------------- the ledger
create table public.club_ledger (
  id bigint generated always as identity primary key,
  club_id uuid not null references public.clubs (id) on delete cascade,
  seq integer not null,  -- the line's place in its club's ledger (1, 2, …), given under the club's lock
  kind text not null constraint club_ledger_kind check (kind in ('dues', 'game', 'payment', 'income', 'expense')),
  reverses_id bigint references public.club_ledger (id) on delete cascade
    constraint club_ledger_reversed_once unique,
  user_id uuid references public.profiles (user_id) on delete set null,
  amount_cents integer not null constraint club_ledger_amount check (amount_cents between 1 and 100000000),
  cash_delta integer not null,
  member_delta integer not null,
  cash_after bigint not null,
  member_after bigint,
  occurred_on date not null,
  description text constraint club_ledger_description check (char_length(description) between 1 and 120),
  period date constraint club_ledger_period check (period = date_trunc('month', period)::date),
  event_id uuid,  -- a game's charge: the event (no foreign key: the line outlives the event)
  bank_id text constraint club_ledger_bank_id check (char_length(bank_id) between 1 and 100),
  payer_name text constraint club_ledger_payer_name check (char_length(payer_name) between 1 and 100),
  created_by uuid references public.profiles (user_id) on delete set null,
  created_at timestamptz not null default now(),
  constraint club_ledger_seq unique (club_id, seq),
  -- the signs follow from the kind: a reversal mirrors its line
  constraint club_ledger_cash_delta check (cash_delta = (case when reverses_id is null then 1 else -1 end)
    * case kind when 'payment' then amount_cents when 'income' then amount_cents when 'expense' then -amount_cents else 0 end),
  constraint club_ledger_member_delta check (member_delta = (case when reverses_id is null then 1 else -1 end)
    * case kind when 'payment' then amount_cents when 'dues' then -amount_cents when 'game' then -amount_cents else 0 end),
  constraint club_ledger_movement_described check (kind not in ('income', 'expense') or description is not null),
  constraint club_ledger_dues_period check (kind <> 'dues' or period is not null),
  constraint club_ledger_game_event check (kind <> 'game' or event_id is not null)
);
create index club_ledger_club on public.club_ledger (club_id, occurred_on);
create index club_ledger_user on public.club_ledger (user_id, club_id);
-- Exactly once, whatever the scheduler does: one month's dues per member, one game per player.
create unique index club_ledger_dues_once on public.club_ledger (club_id, user_id, period) where kind = 'dues' and reverses_id is null;
create unique index club_ledger_game_once on public.club_ledger (event_id, user_id) where kind = 'game' and reverses_id is null;
-- A bank credit is recorded once: a statement uploaded twice changes nothing.
create unique index club_ledger_bank_once on public.club_ledger (club_id, bank_id) where bank_id is not null;

-- Which payment paid which charge. The primary key is the rule 'a charge is never paid twice'; a
-- reversed payment's rows go (the charges are open again), the ledger keeps both lines.
create table public.club_settlements (
  charge_id bigint primary key references public.club_ledger (id) on delete cascade,
  payment_id bigint not null references public.club_ledger (id) on delete cascade
);
create index club_settlements_payment on public.club_settlements (payment_id);

-- The member's Pix code for all he owes, and 'Já paguei' (reported_at). Its txid is the one the
-- statement matching reads first (libs/domain/src/caixa/statement/charge-txid.ts): 'QCD' + the last
-- due day it covers (yyyymmdd) + the first 14 hex digits of the member's id — everything he owes up
-- to that day. charge_ids: what it covered when last shown (a payment or reversal since rewrites it).
create table public.club_pix_codes (
  club_id uuid not null references public.clubs (id) on delete cascade,
  txid text not null constraint club_pix_codes_txid check (txid ~ '^QCD[0-9]{8}[0-9A-F]{14}$'),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  charge_ids bigint[] not null,
  amount_cents integer not null,
  created_at timestamptz not null default now(),
  reported_at timestamptz,
  primary key (club_id, txid)
);
create index club_pix_codes_member on public.club_pix_codes (club_id, user_id);
create index club_pix_codes_user on public.club_pix_codes (user_id);

-- Reminders of a charge: at most one of each kind ('due', '3_days', '7_days').
create table public.club_reminders_sent (
  charge_id bigint not null references public.club_ledger (id) on delete cascade,
  kind text not null constraint club_reminders_sent_kind check (kind in ('due', '3_days', '7_days')),
  sent_at timestamptz not null default now(),
  primary key (charge_id, kind)
);
-- The admins' weekly summary: once per club and week (the Monday it belongs to).
create table public.club_summaries_sent (
  club_id uuid not null references public.clubs (id) on delete cascade,
  week date not null,
  sent_at timestamptz not null default now(),
  primary key (club_id, week)
);

alter table public.club_caixa enable row level security;
alter table public.club_ledger enable row level security;
alter table public.club_settlements enable row level security;
alter table public.club_pix_codes enable row level security;
alter table public.club_reminders_sent enable row level security;
alter table public.club_summaries_sent enable row level security;
revoke all on public.club_caixa, public.club_ledger, public.club_settlements, public.club_pix_codes,
  public.club_reminders_sent, public.club_summaries_sent from public, anon, authenticated;
grant all on public.club_caixa, public.club_ledger, public.club_settlements, public.club_pix_codes,
  public.club_reminders_sent, public.club_summaries_sent to service_role;
grant select on public.club_caixa, public.club_ledger, public.club_pix_codes to authenticated;
create policy club_caixa_read on public.club_caixa for select to authenticated using (public.is_club_member(club_id));
-- A member reads his own lines; the admins read them all. Totals come from get_my_club_account.
create policy club_ledger_read on public.club_ledger for select to authenticated
  using (user_id = (select auth.uid()) or public.is_club_admin(club_id));
create policy club_pix_codes_read on public.club_pix_codes for select to authenticated
  using (user_id = (select auth.uid()) or public.is_club_admin(club_id));

-- ---------------------------------------------------------------- the ledger's rules
-- One writer per club's ledger at a time (the running balances and seq depend on it).
create or replace function public.lock_club_ledger(p_club_id uuid)
returns void language sql security definer set search_path = public, pg_temp
as $$ select pg_advisory_xact_lock(hashtextextended('quadra.club_ledger:' || p_club_id::text, 0)) $$;

-- A line: its mirror when it reverses one, its signs, its place and the balances after it.
create or replace function public.club_ledger_before_insert()
returns trigger language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_original public.club_ledger;
begin
  perform public.lock_club_ledger(new.club_id);
  if new.reverses_id is not null then
    select * into v_original from public.club_ledger where id = new.reverses_id and club_id = new.club_id;
    if not found then
      raise exception 'Lançamento não encontrado' using errcode = 'P0001';
    end if;
    if v_original.reverses_id is not null then
      raise exception 'Um estorno não pode ser estornado' using errcode = 'P0001',
        detail = 'Para desfazer um estorno, lance o valor de novo.';
    end if;
    if exists (select 1 from public.club_ledger where reverses_id = v_original.id) then
      raise exception 'Este lançamento já foi estornado' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.club_settlements where charge_id = v_original.id) then
      raise exception 'Esta cobrança já foi paga' using errcode = 'P0001',
        detail = 'Estorne o pagamento antes de estornar a cobrança.';
    end if;
    new.kind := v_original.kind;
    new.amount_cents := v_original.amount_cents;
    new.user_id := v_original.user_id;
    new.event_id := v_original.event_id;
    -- the reversed payment's charges are open again
    delete from public.club_settlements where payment_id = v_original.id;
  elsif new.kind in ('dues', 'game', 'payment') and new.user_id is null then
    raise exception 'Informe o membro' using errcode = 'P0001';
  end if;
  new.cash_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'income' then new.amount_cents
                    when 'expense' then -new.amount_cents else 0 end;
  new.member_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'dues' then -new.amount_cents
                    when 'game' then -new.amount_cents else 0 end;
  -- Each running balance follows from the line before it (not from a sum): club_ledger_adds_up then
  -- compares the chain with the sum of the lines, so a line written around this trigger shows.
  select coalesce(max(seq), 0) + 1 into new.seq from public.club_ledger where club_id = new.club_id;
  new.cash_after := coalesce((select cash_after from public.club_ledger where club_id = new.club_id
                              order by seq desc limit 1), 0) + new.cash_delta;
  new.member_after := case when new.user_id is null then null else
    coalesce((select member_after from public.club_ledger where club_id = new.club_id and user_id = new.user_id
              order by seq desc limit 1), 0) + new.member_delta end;
  new.created_at := now();
  return new;
end;
$$;
revoke execute on function public.club_ledger_before_insert() from public, anon, authenticated;
create trigger club_ledger_before_insert before insert on public.club_ledger
  for each row execute function public.club_ledger_before_insert();

-- The check that the balances add up: each line's running balances equal the sum of the lines up to it.
-- At the end of the statement that wrote them (not at commit: a scheduler's run checks each club's
-- charges in that club's own unit, so one broken ledger does not stop the others).
create or replace function public.club_ledger_adds_up()
returns trigger language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if new.cash_after is distinct from (select sum(cash_delta) from public.club_ledger where club_id = new.club_id and seq <= new.seq)
     or (new.user_id is not null and new.member_after is distinct from
         (select sum(member_delta) from public.club_ledger where club_id = new.club_id and user_id = new.user_id and seq <= new.seq)) then
    raise exception 'O caixa não fecha' using errcode = 'P0001',
      detail = format('Linha %s do clube %s: os saldos não somam os lançamentos.', new.seq, new.club_id);
  end if;
  return null;
end;
$$;
revoke execute on function public.club_ledger_adds_up() from public, anon, authenticated;
create trigger club_ledger_adds_up after insert on public.club_ledger
  for each row execute function public.club_ledger_adds_up();

-- Append-only: no update or delete, not even by the table's owner — except the cascade of a deleted
-- club and forgetting a deleted account (user_id / created_by of a profile that is gone become null).
create or replace function public.club_ledger_append_only()
returns trigger language plpgsql set search_path = public, pg_temp
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.clubs where id = old.club_id) then
    return old;
  end if;
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'user_id' - 'created_by') = (to_jsonb(old) - 'user_id' - 'created_by')
     and (new.user_id is not distinct from old.user_id
          or (new.user_id is null and not exists (select 1 from public.profiles where user_id = old.user_id)))
     and (new.created_by is not distinct from old.created_by
          or (new.created_by is null and not exists (select 1 from public.profiles where user_id = old.created_by))) then
    return new;
  end if;
  raise exception 'O caixa não pode ser alterado' using errcode = 'P0001',
    detail = 'Para corrigir um lançamento, estorne-o.';
end;
$$;
create trigger club_ledger_append_only before update or delete on public.club_ledger
  for each row execute function public.club_ledger_append_only();

-- A charge is open while it is neither reversed nor paid.
create or replace function public.club_open_charges(p_club_id uuid, p_user_id uuid default null)
returns setof public.club_ledger language sql stable security definer set search_path = public, pg_temp
as $$
  select l.* from public.club_ledger l
  where l.club_id = p_club_id and l.kind in ('dues', 'game') and l.reverses_id is null and l.user_id is not null
    and (p_user_id is null or l.user_id = p_user_id)
    and not exists (select 1 from public.club_ledger r where r.reverses_id = l.id)
    and not exists (select 1 from public.club_settlements s where s.charge_id = l.id)
  order by l.occurred_on, l.id
$$;
revoke execute on function public.club_open_charges(uuid, uuid) from public, anon, authenticated;

-- Today on the club's clock.
create or replace function public.club_today(p_club_id uuid, p_now timestamptz default now())
returns date language sql stable security definer set search_path = public, pg_temp
as $$ select (p_now at time zone coalesce((select time_zone from public.club_caixa where club_id = p_club_id), 'America/Sao_Paulo'))::date $$;
revoke execute on function public.club_today(uuid, timestamptz) from public, anon, authenticated;

-- A payment of whole charges of one member; null when its bank credit was already recorded.
create or replace function public.record_club_payment(p_club_id uuid, p_user_id uuid, p_charge_ids bigint[],
  p_amount_cents integer, p_occurred_on date, p_bank_id text default null, p_payer_name text default null)
returns bigint language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_open bigint[];
  v_sum bigint;
  v_id bigint;
begin
  perform public.lock_club_ledger(p_club_id);
  if p_bank_id is not null and exists (select 1 from public.club_ledger where club_id = p_club_id and bank_id = p_bank_id) then
    return null;
  end if;
  if coalesce(cardinality(p_charge_ids), 0) = 0 then
    raise exception 'Nada em aberto para pagar' using errcode = 'P0001';
  end if;
  select array_agg(id), sum(amount_cents) into v_open, v_sum
  from public.club_open_charges(p_club_id, p_user_id) where id = any (p_charge_ids);
  if coalesce(cardinality(v_open), 0) <> cardinality(array(select distinct unnest(p_charge_ids))) then
    raise exception 'Estas cobranças não estão mais em aberto' using errcode = 'P0001',
      detail = 'Alguma já foi paga ou estornada: confira o caixa.';
  end if;
  if v_sum <> p_amount_cents then
    raise exception 'O valor não confere com as cobranças' using errcode = 'P0001',
      detail = format('As cobranças somam %s.', public.format_brl(v_sum::integer));
  end if;
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, bank_id, payer_name, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (p_club_id, 'payment', p_user_id, p_amount_cents, p_occurred_on, p_bank_id, nullif(btrim(p_payer_name), ''), auth.uid(),
          0, 0, 0, 0)
  returning id into v_id;
  insert into public.club_settlements (charge_id, payment_id) select unnest(v_open), v_id;
  return v_id;
end;
$$;
revoke execute on function public.record_club_payment(uuid, uuid, bigint[], integer, date, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- the admins' RPCs
-- p_settings: {dues_cents, dues_day, game_price_cents, time_zone, only_paid_up, pix_key_type, pix_key,
-- recipient_name, recipient_city}; a missing key keeps its value, a null clears it.
create or replace function public.set_club_caixa(p_club_id uuid, p_settings jsonb)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_row public.club_caixa;
  v_key text;
  v_error text;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem mudar o caixa.');
  insert into public.club_caixa (club_id) values (p_club_id) on conflict do nothing;
  select * into v_row from public.club_caixa where club_id = p_club_id for update;
  foreach v_key in array array['dues_cents', 'game_price_cents'] loop
    if p_settings ? v_key and jsonb_typeof(p_settings -> v_key) <> 'null'
       and ((p_settings ->> v_key) !~ '^[0-9]{1,7}$' or (p_settings ->> v_key)::integer not between 1 and 1000000) then
      raise exception 'O valor deve ser de R$ 0,01 a R$ 10.000,00' using errcode = 'P0001';
    end if;
  end loop;
  if p_settings ? 'dues_day' and ((p_settings ->> 'dues_day') !~ '^[0-9]{1,2}$' or (p_settings ->> 'dues_day')::integer not between 1 and 28) then
    raise exception 'O vencimento deve ser um dia de 1 a 28' using errcode = 'P0001';
  end if;
  if p_settings ? 'time_zone' and not public.is_time_zone(p_settings ->> 'time_zone') then
    raise exception 'Fuso horário inválido' using errcode = 'P0001';
  end if;
  if p_settings ? 'pix_key' and jsonb_typeof(p_settings -> 'pix_key') <> 'null' then
    v_row.pix_key_type := p_settings ->> 'pix_key_type';
    v_row.pix_key := public.normalise_pix_key(v_row.pix_key_type, p_settings ->> 'pix_key');
    v_error := public.pix_key_error(v_row.pix_key_type, v_row.pix_key);
    if v_error is not null then
      raise exception '%', v_error using errcode = 'P0001';
    end if;
    if char_length(btrim(coalesce(p_settings ->> 'recipient_name', ''))) not between 1 and 25 then
      raise exception 'Nome de quem recebe: de 1 a 25 caracteres' using errcode = 'P0001';
    end if;
    if char_length(btrim(coalesce(p_settings ->> 'recipient_city', ''))) not between 1 and 15 then
      raise exception 'Cidade: de 1 a 15 caracteres' using errcode = 'P0001';
    end if;
    v_row.recipient_name := btrim(p_settings ->> 'recipient_name');
    v_row.recipient_city := btrim(p_settings ->> 'recipient_city');
  end if;
  update public.club_caixa set
    dues_cents = case when p_settings ? 'dues_cents' then (p_settings ->> 'dues_cents')::integer else dues_cents end,
    dues_day = coalesce((p_settings ->> 'dues_day')::integer, dues_day),
    game_price_cents = case when p_settings ? 'game_price_cents' then (p_settings ->> 'game_price_cents')::integer else game_price_cents end,
    time_zone = coalesce(p_settings ->> 'time_zone', time_zone),
    only_paid_up = coalesce((p_settings ->> 'only_paid_up')::boolean, only_paid_up),
    pix_key_type = v_row.pix_key_type, pix_key = v_row.pix_key,
    recipient_name = v_row.recipient_name, recipient_city = v_row.recipient_city
  where club_id = p_club_id
  returning * into v_row;
  return to_jsonb(v_row) - 'charges_from';
exception
  when invalid_text_representation then
    raise exception 'Dados do caixa inválidos' using errcode = 'P0001';
end;
$$;

-- 'Saída' (p_kind 'expense') or 'Entrada' ('income') of the club, with a description and a date.
create or replace function public.add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer,
  p_description text, p_occurred_on date default null)
returns bigint language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores lançam no caixa.');
  v_id bigint;
begin
  if p_kind is null or p_kind not in ('income', 'expense') then
    raise exception 'Escolha Entrada ou Saída' using errcode = 'P0001';
  end if;
  if p_amount_cents is null or p_amount_cents not between 1 and 100000000 then
    raise exception 'O valor deve ser de R$ 0,01 a R$ 1.000.000,00' using errcode = 'P0001';
  end if;
  if p_description is null or btrim(p_description) = '' then
    raise exception 'Informe a descrição' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_description)) > 120 then
    raise exception 'A descrição pode ter até 120 caracteres' using errcode = 'P0001';
  end if;
  if p_occurred_on > public.club_today(p_club_id) then
    raise exception 'A data não pode estar no futuro' using errcode = 'P0001';
  end if;
  insert into public.club_ledger (club_id, kind, amount_cents, description, occurred_on, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (p_club_id, p_kind, p_amount_cents, btrim(p_description), coalesce(p_occurred_on, public.club_today(p_club_id)), v_uid,
          0, 0, 0, 0)
  returning id into v_id;
  return v_id;
end;
$$;

-- 'Estornar': a new line mirroring the given one, dated today.
create or replace function public.reverse_club_entry(p_entry_id bigint)
returns bigint language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_line public.club_ledger;
  v_uid uuid;
  v_id bigint;
begin
  select * into v_line from public.club_ledger where id = p_entry_id;
  if not found then
    raise exception 'Lançamento não encontrado' using errcode = 'P0001';
  end if;
  v_uid := public.require_club_admin(v_line.club_id, 'Apenas os administradores estornam lançamentos.');
  insert into public.club_ledger (club_id, kind, reverses_id, amount_cents, description, occurred_on, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (v_line.club_id, v_line.kind, v_line.id, v_line.amount_cents,
          left('Estorno: ' || coalesce(v_line.description, v_line.kind), 120), public.club_today(v_line.club_id), v_uid,
          0, 0, 0, 0)
  returning id into v_id;
  return v_id;
end;
$$;

-- 'Confirmar recebimento' of a member: the charges of his reported Pix code when he said 'Já paguei',
-- else all his open charges (money in hand).
create or replace function public.confirm_club_payment(p_club_id uuid, p_user_id uuid)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_code public.club_pix_codes;
  v_ids bigint[];
  v_sum integer;
  v_id bigint;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores confirmam pagamentos.');
  perform public.lock_club_ledger(p_club_id);
  select * into v_code from public.club_pix_codes
  where club_id = p_club_id and user_id = p_user_id and reported_at is not null
    and charge_ids <@ array(select id from public.club_open_charges(p_club_id, p_user_id))
  order by reported_at desc limit 1;
  if v_code.txid is not null then
    v_ids := v_code.charge_ids;
    v_sum := v_code.amount_cents;
  else
    select array_agg(id), sum(amount_cents) into v_ids, v_sum from public.club_open_charges(p_club_id, p_user_id);
  end if;
  if v_ids is null then
    raise exception 'Este membro está em dia' using errcode = 'P0001';
  end if;
  v_id := public.record_club_payment(p_club_id, p_user_id, v_ids, v_sum, public.club_today(p_club_id));
  update public.club_pix_codes set reported_at = null where club_id = p_club_id and user_id = p_user_id and reported_at is not null;
  return jsonb_build_object('payment_id', v_id, 'amount_cents', v_sum);
end;
$$;

-- The bank statement's credits the browser matched (parseBankStatement and matchCredits read the
-- file; the file never comes here). p_credits: [{bank_id, posted_on, amount_cents, payer_name,
-- user_id?, charge_ids?, txid?}]: user_id + charge_ids name the charges (a sure match, or a doubtful
-- one the admin confirmed); without them, the txid of a member's Pix code pays that code's charges. Each credit is recorded once (by bank_id); only its
-- date, amount, payer name and bank id are kept. Answers each credit's fate, in order:
-- 'recorded', 'already' (recorded before) or 'not_open' (its charges were paid or reversed since).
create or replace function public.record_statement_credits(p_club_id uuid, p_credits jsonb)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_credit jsonb;
  v_code public.club_pix_codes;
  v_user uuid;
  v_ids bigint[];
  v_out jsonb := '[]';
  v_result text;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores importam o extrato.');
  if p_credits is null or jsonb_typeof(p_credits) <> 'array' then
    raise exception 'Extrato inválido' using errcode = 'P0001';
  end if;
  if jsonb_array_length(p_credits) > 1000 then
    raise exception 'Extrato grande demais: até 1000 créditos por vez' using errcode = 'P0001';
  end if;
  perform public.lock_club_ledger(p_club_id);
  for v_credit in select value from jsonb_array_elements(p_credits) loop
    if jsonb_typeof(v_credit) <> 'object' or coalesce(v_credit ->> 'bank_id', '') = ''
       or coalesce(v_credit ->> 'amount_cents', '') !~ '^[0-9]{1,9}$'
       or coalesce(v_credit ->> 'posted_on', '') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise exception 'Extrato inválido' using errcode = 'P0001', detail = 'Cada crédito precisa de identificação, data e valor.';
    end if;
    if exists (select 1 from public.club_ledger where club_id = p_club_id and bank_id = v_credit ->> 'bank_id') then
      v_out := v_out || to_jsonb('already'::text);
      continue;
    end if;
    v_code := null;
    if v_credit -> 'charge_ids' is null and nullif(v_credit ->> 'txid', '') is not null then
      select * into v_code from public.club_pix_codes where club_id = p_club_id and txid = upper(v_credit ->> 'txid');
    end if;
    if v_code.txid is not null then
      v_user := v_code.user_id;
      v_ids := v_code.charge_ids;
    else
      if coalesce(v_credit ->> 'user_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         or jsonb_typeof(v_credit -> 'charge_ids') is distinct from 'array' then
        raise exception 'Crédito sem cobrança' using errcode = 'P0001',
          detail = 'Escolha a quem pertence cada crédito antes de confirmar.';
      end if;
      v_user := (v_credit ->> 'user_id')::uuid;
      v_ids := array(select x::bigint from jsonb_array_elements_text(v_credit -> 'charge_ids') x);
    end if;
    if not (v_ids <@ array(select id from public.club_open_charges(p_club_id, v_user))) or cardinality(v_ids) = 0 then
      v_out := v_out || to_jsonb('not_open'::text);
      continue;
    end if;
    perform public.record_club_payment(p_club_id, v_user, v_ids, (v_credit ->> 'amount_cents')::integer,
      (v_credit ->> 'posted_on')::date, v_credit ->> 'bank_id', left(v_credit ->> 'payer_name', 100));
    update public.club_pix_codes set reported_at = null where club_id = p_club_id and user_id = v_user and reported_at is not null;
    v_out := v_out || to_jsonb('recorded'::text);
  end loop;
  return v_out;
exception
  when invalid_text_representation or datetime_field_overflow or numeric_value_out_of_range then
    raise exception 'Extrato inválido' using errcode = 'P0001', detail = sqlerrm;
end;
$$;

-- ---------------------------------------------------------------- reading the caixa
create or replace function public.club_cash_balance(p_club_id uuid)
returns bigint language sql stable security definer set search_path = public, pg_temp
as $$ select coalesce(sum(cash_delta), 0) from public.club_ledger where club_id = p_club_id $$;
revoke execute on function public.club_cash_balance(uuid) from public, anon, authenticated;

create or replace function public.club_ledger_line_json(p_line public.club_ledger)
returns jsonb language sql stable security definer set search_path = public, pg_temp
as $$
  select jsonb_build_object('id', p_line.id, 'kind', p_line.kind, 'reverses_id', p_line.reverses_id,
    'user_id', p_line.user_id, 'full_name', (select full_name from public.profiles where user_id = p_line.user_id),
    'amount_cents', p_line.amount_cents, 'cash_delta', p_line.cash_delta, 'member_delta', p_line.member_delta,
    'occurred_on', p_line.occurred_on, 'description', p_line.description, 'period', p_line.period,
    'event_id', p_line.event_id, 'payer_name', p_line.payer_name, 'bank_id', p_line.bank_id,
    'reversed', exists (select 1 from public.club_ledger r where r.reverses_id = p_line.id),
    'paid', exists (select 1 from public.club_settlements s where s.charge_id = p_line.id),
    'created_at', p_line.created_at)
$$;
revoke execute on function public.club_ledger_line_json(public.club_ledger) from public, anon, authenticated;

-- The month's figures (p_month: any day of it): entradas (payments and 'Entrada', less their
-- reversals), saídas, and the cash balance at its end.
create or replace function public.club_month_figures(p_club_id uuid, p_month date)
returns jsonb language sql stable security definer set search_path = public, pg_temp
as $$
  with m as (select date_trunc('month', p_month)::date as first, (date_trunc('month', p_month) + interval '1 month')::date as next)
  select jsonb_build_object('month', m.first,
    'income_cents', coalesce(sum(l.cash_delta) filter (where l.kind in ('payment', 'income') and l.occurred_on >= m.first and l.occurred_on < m.next), 0),
    'expense_cents', coalesce(-sum(l.cash_delta) filter (where l.kind = 'expense' and l.occurred_on >= m.first and l.occurred_on < m.next), 0),
    'balance_cents', coalesce(sum(l.cash_delta) filter (where l.occurred_on < m.next), 0))
  from m left join public.club_ledger l on l.club_id = p_club_id
  group by m.first
$$;
revoke execute on function public.club_month_figures(uuid, date) from public, anon, authenticated;

-- The member's Pix code for all he owes now, or null when 'Em dia'. The same txid for the same last
-- due day: when what it covers changed, the code follows (and an old 'Já paguei' no longer holds).
create or replace function public.club_pix_code_for(p_club_id uuid, p_user_id uuid)
returns public.club_pix_codes language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_ids bigint[];
  v_sum integer;
  v_txid text;
  v_code public.club_pix_codes;
begin
  select array_agg(id order by id), sum(amount_cents) into v_ids, v_sum from public.club_open_charges(p_club_id, p_user_id);
  if v_ids is null then
    return null;
  end if;
  v_txid := 'QCD' || to_char((select max(occurred_on) from public.club_ledger where id = any (v_ids)), 'YYYYMMDD')
            || upper(left(replace(p_user_id::text, '-', ''), 14));
  insert into public.club_pix_codes as x (txid, club_id, user_id, charge_ids, amount_cents)
  values (v_txid, p_club_id, p_user_id, v_ids, v_sum)
  on conflict (club_id, txid) do update
    set charge_ids = excluded.charge_ids, amount_cents = excluded.amount_cents, reported_at = null
    where x.charge_ids is distinct from excluded.charge_ids;
  select * into v_code from public.club_pix_codes where club_id = p_club_id and txid = v_txid;
  return v_code;
end;
$$;
revoke execute on function public.club_pix_code_for(uuid, uuid) from public, anon, authenticated;

-- A member's own account: his 'Saldo', his lines, what he owes and the one Pix code that pays it,
-- and the club's totals ('Saldo do caixa', this month's entradas and saídas). Volatile: it makes the
-- Pix code the first time.
create or replace function public.get_my_club_account(p_club_id uuid)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_caixa public.club_caixa;
  v_code public.club_pix_codes;
begin
  if not public.is_club_member(p_club_id, v_uid) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  select * into v_caixa from public.club_caixa where club_id = p_club_id;
  v_code := public.club_pix_code_for(p_club_id, v_uid);
  return jsonb_build_object(
    'balance_cents', (select coalesce(sum(member_delta), 0) from public.club_ledger where club_id = p_club_id and user_id = v_uid),
    'lines', coalesce((select jsonb_agg(public.club_ledger_line_json(l) order by l.occurred_on desc, l.seq desc)
                       from public.club_ledger l where l.club_id = p_club_id and l.user_id = v_uid), '[]'),
    'open_charges', coalesce((select jsonb_agg(public.club_ledger_line_json(c) order by c.occurred_on, c.id)
                              from public.club_open_charges(p_club_id, v_uid) c), '[]'),
    'pix', case when v_code.txid is null or v_caixa.pix_key is null then null else jsonb_build_object(
             'txid', v_code.txid, 'amount_cents', v_code.amount_cents, 'reported_at', v_code.reported_at,
             'pix_key_type', v_caixa.pix_key_type, 'pix_key', v_caixa.pix_key,
             'recipient_name', v_caixa.recipient_name, 'recipient_city', v_caixa.recipient_city) end,
    'reported', v_code.reported_at is not null,
    'settings', jsonb_build_object('dues_cents', v_caixa.dues_cents, 'dues_day', v_caixa.dues_day,
                                   'game_price_cents', v_caixa.game_price_cents, 'only_paid_up', coalesce(v_caixa.only_paid_up, false)),
    'cash_cents', public.club_cash_balance(p_club_id),
    'month', public.club_month_figures(p_club_id, public.club_today(p_club_id)));
end;
$$;

-- 'Já paguei': the member's current Pix code is reported to the admins.
create or replace function public.report_club_payment(p_club_id uuid)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_code public.club_pix_codes;
begin
  if not public.is_club_member(p_club_id, v_uid) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  perform public.lock_club_ledger(p_club_id);
  v_code := public.club_pix_code_for(p_club_id, v_uid);
  if v_code.txid is null then
    raise exception 'Você está em dia' using errcode = 'P0001';
  end if;
  update public.club_pix_codes set reported_at = coalesce(reported_at, now()) where club_id = p_club_id and txid = v_code.txid
  returning * into v_code;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', 'Pagamento informado',
         format('%s informou que pagou %s.', coalesce((select full_name from public.profiles where user_id = v_uid), 'Alguém'),
                public.format_brl(v_code.amount_cents)),
         jsonb_build_object('club_id', p_club_id, 'caixa', true)
  from public.club_members m where m.club_id = p_club_id and m.role in ('owner', 'admin') and m.user_id <> v_uid;
  return jsonb_build_object('txid', v_code.txid, 'amount_cents', v_code.amount_cents, 'reported_at', v_code.reported_at);
end;
$$;

-- The admins' 'Caixa': the month (p_month: any day of it; default this month), its lines, every
-- member's 'Saldo', who owes and what each has open (with his Pix code's txid, for the statement's
-- matching), the reported payments, and the last 12 months' figures.
create or replace function public.get_club_caixa(p_club_id uuid, p_month date default null)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_month date;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores veem o caixa do clube.');
  v_month := date_trunc('month', coalesce(p_month, public.club_today(p_club_id)))::date;
  return jsonb_build_object(
    'settings', (select to_jsonb(c) - 'club_id' - 'charges_from' from public.club_caixa c where c.club_id = p_club_id),
    'cash_cents', public.club_cash_balance(p_club_id),
    'month', public.club_month_figures(p_club_id, v_month),
    'lines', coalesce((select jsonb_agg(public.club_ledger_line_json(l) order by l.occurred_on desc, l.seq desc)
                       from public.club_ledger l where l.club_id = p_club_id
                         and l.occurred_on >= v_month and l.occurred_on < (v_month + interval '1 month')::date), '[]'),
    'members', coalesce((select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'full_name', p.full_name, 'kind', m.kind,
                   'balance_cents', coalesce(b.balance, 0),
                   'open_charges', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'amount_cents', c.amount_cents,
                                       'occurred_on', c.occurred_on, 'description', c.description, 'period', c.period) order by c.occurred_on, c.id)
                                     from public.club_open_charges(p_club_id, m.user_id) c), '[]'),
                   'pix_txid', (select x.txid from public.club_pix_codes x where x.club_id = p_club_id and x.user_id = m.user_id
                                order by x.created_at desc limit 1),
                   'reported_at', (select max(x.reported_at) from public.club_pix_codes x where x.club_id = p_club_id and x.user_id = m.user_id))
                 order by coalesce(b.balance, 0), p.full_name)
               from public.club_members m
               join public.profiles p on p.user_id = m.user_id
               left join lateral (select sum(member_delta) as balance from public.club_ledger
                                  where club_id = p_club_id and user_id = m.user_id) b on true
               where m.club_id = p_club_id), '[]'),
    -- the statement's lines already recorded: a second upload matches nothing new
    'bank_ids', coalesce((select jsonb_agg(bank_id order by id) from public.club_ledger
                          where club_id = p_club_id and bank_id is not null), '[]'),
    'chart', (select jsonb_agg(public.club_month_figures(p_club_id, (v_month - make_interval(months => 11 - i))::date) order by i)
              from generate_series(0, 11) i));
end;
$$;

-- ---------------------------------------------------------------- the scheduler's charges
-- Each month's dues, from the due day (the club's clock), to each mensalista; the month's line once.
create or replace function public.charge_club_dues(p_club_id uuid, p_now timestamptz)
returns integer language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_caixa public.club_caixa;
  v_today date;
  v_due date;
  v_count integer;
begin
  select * into v_caixa from public.club_caixa where club_id = p_club_id;
  if v_caixa.dues_cents is null then
    return 0;
  end if;
  v_today := (p_now at time zone v_caixa.time_zone)::date;
  v_due := date_trunc('month', v_today)::date + (v_caixa.dues_day - 1);
  if v_today < v_due or v_due < (v_caixa.charges_from at time zone v_caixa.time_zone)::date then
    return 0;
  end if;
  perform public.lock_club_ledger(p_club_id);
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, period, description,
                                  seq, cash_delta, member_delta, cash_after)
  select p_club_id, 'dues', m.user_id, v_caixa.dues_cents, v_due, date_trunc('month', v_due)::date,
         'Mensalidade ' || to_char(v_due, 'MM/YYYY'), 0, 0, 0, 0
  from public.club_members m
  where m.club_id = p_club_id and m.kind = 'mensalista'
    and not exists (select 1 from public.club_ledger l where l.club_id = p_club_id and l.user_id = m.user_id
                    and l.kind = 'dues' and l.reverses_id is null and l.period = date_trunc('month', v_due)::date)
  order by m.joined_at, m.id
  on conflict (club_id, user_id, period) where kind = 'dues' and reverses_id is null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- A completed game of the club, without a cost of its own: each player who is not a mensalista (the
-- ones marked present once attendance is marked; else the registered), but its organiser, owes the
-- 'Valor por jogo'; the game's line once per player.
create or replace function public.charge_club_game(p_event_id uuid)
returns integer language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_caixa public.club_caixa;
  v_by_attendance boolean;
  v_count integer;
begin
  select * into v_event from public.events where id = p_event_id;
  select * into v_caixa from public.club_caixa where club_id = v_event.club_id;
  if v_event.club_id is null or v_caixa.game_price_cents is null or v_event.status <> 'completed'
     or v_event.starts_at < v_caixa.charges_from
     or exists (select 1 from public.event_costs where event_id = p_event_id) then
    return 0;
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance where event_id = p_event_id);
  perform public.lock_club_ledger(v_event.club_id);
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, event_id, description,
                                  seq, cash_delta, member_delta, cash_after)
  select v_event.club_id, 'game', p.user_id, v_caixa.game_price_cents, v_event.date, p_event_id,
         left('Jogo ' || to_char(v_event.date, 'DD/MM') || ': ' || v_event.title, 120), 0, 0, 0, 0
  from (
    select ep.user_id from public.event_participants ep
    where not v_by_attendance and ep.event_id = p_event_id and ep.status = 'registered'
    union
    select a.user_id from public.event_attendance a
    where v_by_attendance and a.event_id = p_event_id and a.status = 'present'
  ) p
  where p.user_id is distinct from v_event.created_by
    and not exists (select 1 from public.club_members m where m.club_id = v_event.club_id and m.user_id = p.user_id and m.kind = 'mensalista')
    and not exists (select 1 from public.club_ledger l where l.event_id = p_event_id and l.user_id = p.user_id
                    and l.kind = 'game' and l.reverses_id is null)
  order by p.user_id
  on conflict (event_id, user_id) where kind = 'game' and reverses_id is null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- A charge's reminders: on its due day, 3 and 7 days after, each from 10:00 on the club's clock
-- and for three days (a stopped clock catches up, never later), while it is open.
create or replace function public.club_reminders_due(p_now timestamptz)
returns table (charge_id bigint, kind text)
language sql stable security definer set search_path = public, pg_temp
as $$
  select l.id, k.kind
  from (values ('due', 0), ('3_days', 3), ('7_days', 7)) k (kind, days)
  join public.club_caixa c on true
  join public.club_ledger l on l.club_id = c.club_id and l.kind in ('dues', 'game') and l.reverses_id is null and l.user_id is not null
  where (p_now at time zone c.time_zone) >= (l.occurred_on + k.days) + time '10:00'
    and (p_now at time zone c.time_zone) < (l.occurred_on + k.days + 3) + time '10:00'
    and not exists (select 1 from public.club_ledger r where r.reverses_id = l.id)
    and not exists (select 1 from public.club_settlements s where s.charge_id = l.id)
    and not exists (select 1 from public.club_reminders_sent x where x.charge_id = l.id and x.kind = k.kind)
$$;

create or replace function public.send_club_reminders(p_now timestamptz)
returns integer language sql security definer set search_path = public, pg_temp
as $$
  with marked as (
    insert into public.club_reminders_sent (charge_id, kind)
    select charge_id, kind from public.club_reminders_due(p_now)
    on conflict do nothing
    returning charge_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select l.user_id, 'payment_reminder', 'Pagamento pendente',
           format('Falta pagar %s no %s: %s.', public.format_brl(l.amount_cents), c.name, l.description),
           jsonb_build_object('club_id', l.club_id, 'charge_id', l.id, 'reminder', m.kind)
    from marked m join public.club_ledger l on l.id = m.charge_id join public.clubs c on c.id = l.club_id
    returning 1
  )
  select count(*)::integer from sent
$$;

-- The admins' weekly summary, from Monday 10:00 on the club's clock: '3 mensalidades em aberto: R$ 240,00'
-- (and the games, when any), once per club and week, when something is open.
create or replace function public.send_club_summaries(p_now timestamptz)
returns integer language sql security definer set search_path = public, pg_temp
as $$
  with due as (
    select c.club_id, date_trunc('week', p_now at time zone c.time_zone)::date as week,
           count(*) filter (where l.kind = 'dues') as dues, coalesce(sum(l.amount_cents) filter (where l.kind = 'dues'), 0) as dues_cents,
           count(*) filter (where l.kind = 'game') as games, coalesce(sum(l.amount_cents) filter (where l.kind = 'game'), 0) as games_cents
    from public.club_caixa c
    join lateral public.club_open_charges(c.club_id) l on true
    where (p_now at time zone c.time_zone) >= date_trunc('week', p_now at time zone c.time_zone) + time '10:00'
    group by c.club_id, c.time_zone
  ), marked as (
    insert into public.club_summaries_sent (club_id, week)
    select club_id, week from due
    on conflict do nothing
    returning club_id
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select m.user_id, 'club_update', format('Caixa do %s', cl.name),
           concat_ws('; ',
             case when d.dues > 0 then format('%s %s em aberto: %s', d.dues, case when d.dues = 1 then 'mensalidade' else 'mensalidades' end,
                                              public.format_brl(d.dues_cents::integer)) end,
             case when d.games > 0 then format('%s %s em aberto: %s', d.games, case when d.games = 1 then 'jogo' else 'jogos' end,
                                               public.format_brl(d.games_cents::integer)) end),
           jsonb_build_object('club_id', d.club_id, 'caixa', true)
    from marked x join due d on d.club_id = x.club_id join public.clubs cl on cl.id = d.club_id
    join public.club_members m on m.club_id = d.club_id and m.role in ('owner', 'admin')
    returning 1
  )
  select count(*)::integer from sent
$$;

-- Every club's charges, one club (or game) at a time: one that fails is skipped and warned about,
-- the others go on.
create or replace function public.run_caixa_jobs(p_now timestamptz)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_id uuid;
  v_dues integer := 0;
  v_games integer := 0;
begin
  for v_id in select club_id from public.club_caixa where dues_cents is not null order by club_id loop
    begin
      v_dues := v_dues + public.charge_club_dues(v_id, p_now);
    exception when others then
      raise warning 'charge_club_dues: club %: %', v_id, sqlerrm;
    end;
  end loop;
  for v_id in
    select e.id from public.events e join public.club_caixa c on c.club_id = e.club_id
    where e.status = 'completed' and c.game_price_cents is not null and e.starts_at >= c.charges_from
      and e.starts_at > p_now - interval '60 days'
      and not exists (select 1 from public.club_ledger l where l.event_id = e.id and l.kind = 'game')
    order by e.starts_at, e.id
  loop
    begin
      v_games := v_games + public.charge_club_game(v_id);
    exception when others then
      raise warning 'charge_club_game: event %: %', v_id, sqlerrm;
    end;
  end loop;
  return jsonb_build_object('dues_charged', v_dues, 'games_charged', v_games,
    'caixa_reminders', public.send_club_reminders(p_now), 'caixa_summaries', public.send_club_summaries(p_now));
end;
$$;

revoke execute on function public.charge_club_dues(uuid, timestamptz), public.charge_club_game(uuid),
  public.club_reminders_due(timestamptz), public.send_club_reminders(timestamptz), public.send_club_summaries(timestamptz),
  public.run_caixa_jobs(timestamptz), public.lock_club_ledger(uuid)
  from public, anon, authenticated;
grant execute on function public.charge_club_dues(uuid, timestamptz), public.charge_club_game(uuid),
  public.club_reminders_due(timestamptz), public.send_club_reminders(timestamptz), public.send_club_summaries(timestamptz),
  public.run_caixa_jobs(timestamptz)
  to service_role;

-- The scheduler: the clubs' run (unchanged, now run_scheduled_jobs_without_caixa), then the caixa's
-- jobs (after it: the games it completes are charged in the same run).
alter function public.run_scheduled_jobs(timestamptz) rename to run_scheduled_jobs_without_caixa;
revoke execute on function public.run_scheduled_jobs_without_caixa(timestamptz) from public, anon, authenticated;
create function public.run_scheduled_jobs(p_now timestamptz default now())
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_result jsonb;
begin
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;
  v_result := public.run_scheduled_jobs_without_caixa(v_now)::jsonb;
  return (v_result || public.run_caixa_jobs(v_now))::json;
end;
$$;
revoke execute on function public.run_scheduled_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_scheduled_jobs(timestamptz) to service_role;

-- ---------------------------------------------------------------- 'Só joga quem está em dia'
-- A member of a club with the rule who has charges open from more than one month is refused from its
-- new games, told how much pays it all.
create or replace function public.club_debt_refusal(p_club_id uuid, p_user_id uuid)
returns void language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_months integer;
  v_owed integer;
begin
  if not coalesce((select only_paid_up from public.club_caixa where club_id = p_club_id), false) then
    return;
  end if;
  select count(distinct date_trunc('month', occurred_on)), sum(amount_cents) into v_months, v_owed
  from public.club_open_charges(p_club_id, p_user_id);
  if v_months > 1 then
    raise exception 'Só joga quem está em dia' using errcode = 'P0001',
      detail = format('Você deve %s ao caixa do %s. Pague pelo Pix no Caixa do clube e depois entre no jogo.',
                      public.format_brl(v_owed), (select name from public.clubs where id = p_club_id)),
      hint = 'club_caixa:' || p_club_id::text;
  end if;
end;
$$;
revoke execute on function public.club_debt_refusal(uuid, uuid) from public, anon, authenticated;

alter function public.join_event(text) rename to join_event_without_caixa;
revoke execute on function public.join_event_without_caixa(text) from public, anon, authenticated;
create function public.join_event(p_event_id text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if v_event.club_id is not null and v_event.created_by is distinct from v_uid and public.can_see_event(v_event.id)
     and not exists (select 1 from public.event_participants where event_id = v_event.id and user_id = v_uid and status in ('registered', 'pending')) then
    perform public.club_debt_refusal(v_event.club_id, v_uid);
  end if;
  return public.join_event_without_caixa(p_event_id);
end;
$$;
revoke execute on function public.join_event(text) from public, anon;
grant execute on function public.join_event(text) to authenticated;

-- ---------------------------------------------------------------- the split of a club game's cost
-- Today's split (recompute_event_shares) charges a club's mensalistas nothing: their dues pay.
create or replace function public.is_club_mensalista_of_event(p_event_id uuid, p_user_id uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select exists (select 1 from public.events e join public.club_members m on m.club_id = e.club_id
                     where e.id = p_event_id and m.user_id = p_user_id and m.kind = 'mensalista') $$;
revoke execute on function public.is_club_mensalista_of_event(uuid, uuid) from public, anon, authenticated;

-- recompute_event_shares as 20261129300000 left it, but for the mensalistas (`payer` filtered).
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

  with every_payer as (
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
  ), payer as (
    select * from every_payer p
    where v_event.club_id is null or p.user_id is not distinct from v_event.created_by
       or not public.is_club_mensalista_of_event(p_event_id, p.user_id)
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

-- ---------------------------------------------------------------- grants
revoke execute on function public.set_club_caixa(uuid, jsonb), public.add_club_movement(uuid, text, integer, text, date),
  public.reverse_club_entry(bigint), public.confirm_club_payment(uuid, uuid), public.record_statement_credits(uuid, jsonb),
  public.get_my_club_account(uuid), public.report_club_payment(uuid), public.get_club_caixa(uuid, date)
  from public, anon;
grant execute on function public.set_club_caixa(uuid, jsonb), public.add_club_movement(uuid, text, integer, text, date),
  public.reverse_club_entry(bigint), public.confirm_club_payment(uuid, uuid), public.record_statement_credits(uuid, jsonb),
  public.get_my_club_account(uuid), public.report_club_payment(uuid), public.get_club_caixa(uuid, date)
  to authenticated, service_role;

-- ---------------------------------------------------------------- 'Baixar meus dados'
-- The export with his caixa lines (what he was charged and paid; the club's own movements he
-- entered) and his Pix codes. Deleting an account: his lines stay for the club's accounts, naming
-- nobody (user_id and created_by set null); his Pix codes go.
alter function public.export_my_data() rename to export_my_data_without_caixa;
revoke execute on function public.export_my_data_without_caixa() from public, anon, authenticated;
create function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_caixa() || jsonb_build_object(
    'club_ledger', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'kind', l.kind, 'reversal', l.reverses_id is not null,
                  'amount_cents', l.amount_cents, 'occurred_on', l.occurred_on, 'description', l.description,
                  'payer_name', l.payer_name, 'mine', l.user_id = v_uid, 'created_at', l.created_at) order by l.id)
                from public.club_ledger l join public.clubs c on c.id = l.club_id
                where l.user_id = v_uid or l.created_by = v_uid), '[]'),
    'club_pix_codes', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'txid', x.txid, 'amount_cents', x.amount_cents,
                  'created_at', x.created_at, 'reported_at', x.reported_at) order by x.created_at)
                from public.club_pix_codes x join public.clubs c on c.id = x.club_id where x.user_id = v_uid), '[]'));
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
