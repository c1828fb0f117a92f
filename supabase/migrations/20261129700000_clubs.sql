-- Issue 47: 'Clubes'. A club is the group that plays every week: its members ('Dono', one;
-- 'Administrador'; 'Membro'), each 'Mensalista' or 'Avulso'; its invite link (switched off or
-- renewed by the admins), its join requests, its notices ('Avisos', one pinned) and its games.
--
-- - A private club is seen only by its members: the club, its people, its notices, its events and
--   everything hanging from them (participants, comments, line, game day, payments) — through REST,
--   RPC and realtime alike (restrictive policies below; realtime evaluates the same policies).
-- - The organiser's check is one function, public.event_organised_by(event, user): the event's
--   creator or an admin of its club. The organiser-only functions and policies use it, so a club's
--   admins edit its games, run game day, see payments and manage regulars; a removed admin loses it all
--   at once (the powers are read from the membership row, never copied).
-- - A club game registers the club's mensalistas first (as regulars). Avulsos take a place only from
--   'Avulsos confirmam a partir de' (clubs.avulsos_from_hours before the start, exact to the second:
--   events.starts_at is already in the event's time zone); before it they wait in line in request
--   order and no place is handed to the line; at that moment run_scheduled_jobs serves the line in
--   order. Non-members (public clubs only) join only from that moment, at the end of any line.
-- Hosted grants new public tables to anon/authenticated: each table revokes that before granting.

-- ---------------------------------------------------------------- tables
create table public.clubs (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint clubs_name_length check (char_length(btrim(name)) between 1 and 80),
  sport_ids uuid[] not null default '{}',
  city text constraint clubs_city_length check (char_length(city) <= 100),
  photo_url text constraint clubs_photo_length check (char_length(photo_url) <= 500),
  description text constraint clubs_description_length check (char_length(description) <= 1000),
  visibility text not null default 'public' constraint clubs_visibility check (visibility in ('public', 'private')),
  -- a public club: 'open' = anyone joins at once, 'request' = the admins approve
  join_policy text not null default 'request' constraint clubs_join_policy check (join_policy in ('open', 'request')),
  -- 'Avulsos confirmam a partir de': hours before a game's start (0 = at the start: never before)
  avulsos_from_hours integer not null default 24 constraint clubs_avulsos_from check (avulsos_from_hours between 0 and 336),
  invite_enabled boolean not null default true,
  created_by uuid references public.profiles (user_id) on delete set null,
  created_at timestamptz not null default now(),
  search_text text generated always as (public.normalize_search(name || ' ' || coalesce(city, ''))) stored
);
-- 'Já existe um clube com este nome': names compare without case, accents or outer spaces.
create unique index clubs_name_unique on public.clubs (public.normalize_search(btrim(name)));

create table public.club_members (
  id bigint generated always as identity primary key,
  club_id uuid not null references public.clubs (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  role text not null default 'member' constraint club_members_role check (role in ('owner', 'admin', 'member')),
  kind text not null default 'avulso' constraint club_members_kind check (kind in ('mensalista', 'avulso')),
  joined_at timestamptz not null default now(),
  constraint club_members_once unique (club_id, user_id)
);
create unique index club_members_one_owner on public.club_members (club_id) where role = 'owner';
create index club_members_user on public.club_members (user_id);

-- Who an admin removed: his old link no longer lets him in (an admin's approval does).
create table public.club_removals (
  club_id uuid not null references public.clubs (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  removed_at timestamptz not null default now(),
  primary key (club_id, user_id)
);
create index club_removals_user on public.club_removals (user_id);

-- Every link a club ever had: a renewed one is kept (replaced_at) to say why it no longer works.
create table public.club_invite_links (
  token text primary key default replace(gen_random_uuid()::text, '-', ''),
  club_id uuid not null references public.clubs (id) on delete cascade,
  created_at timestamptz not null default now(),
  replaced_at timestamptz
);
create unique index club_invite_links_current on public.club_invite_links (club_id) where replaced_at is null;

create table public.club_join_requests (
  id bigint generated always as identity primary key,
  club_id uuid not null references public.clubs (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint club_join_requests_once unique (club_id, user_id)
);
create index club_join_requests_user on public.club_join_requests (user_id);

create table public.club_notices (
  id bigint generated always as identity primary key,
  club_id uuid not null references public.clubs (id) on delete cascade,
  author_id uuid references public.profiles (user_id) on delete set null,
  body text not null constraint club_notices_body check (char_length(btrim(body)) between 1 and 2000),
  pinned boolean not null default false,
  created_at timestamptz not null default now()
);
create index club_notices_club on public.club_notices (club_id, created_at desc);
create unique index club_notices_one_pinned on public.club_notices (club_id) where pinned;

alter table public.events add column club_id uuid references public.clubs (id) on delete set null;
create index events_club on public.events (club_id, starts_at) where club_id is not null;
alter table public.event_series add column club_id uuid references public.clubs (id) on delete set null;
create index event_series_club on public.event_series (club_id) where club_id is not null;

alter table public.notifications drop constraint notifications_type;
alter table public.notifications add constraint notifications_type check (type in (
  'event_join', 'event_reminder', 'event_update', 'event_cancelled', 'new_review', 'evaluation_reminder',
  'new_comment', 'spots_available', 'participation_request', 'event_invite', 'payment_reminder',
  'club_new_game', 'club_update'));

-- ---------------------------------------------------------------- who is what
create or replace function public.club_role(p_club_id uuid, p_user uuid default auth.uid())
returns text language sql stable security definer set search_path = public, pg_temp
as $$ select role from public.club_members where club_id = p_club_id and user_id = p_user $$;

create or replace function public.is_club_member(p_club_id uuid, p_user uuid default auth.uid())
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select exists (select 1 from public.club_members where club_id = p_club_id and user_id = p_user) $$;

create or replace function public.is_club_admin(p_club_id uuid, p_user uuid default auth.uid())
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select exists (select 1 from public.club_members
                     where club_id = p_club_id and user_id = p_user and role in ('owner', 'admin')) $$;

-- A public club, or a private one the caller belongs to.
create or replace function public.can_see_club(p_club_id uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select exists (select 1 from public.clubs c where c.id = p_club_id
                     and (c.visibility = 'public' or public.is_club_member(c.id))) $$;

-- An event outside any club, or of a club the caller can see.
create or replace function public.can_see_event(p_event_id uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select coalesce((select e.club_id is null or public.can_see_club(e.club_id)
                       from public.events e where e.id = p_event_id), true) $$;

-- THE organiser's check: the event's creator, or an admin of the event's club.
create or replace function public.event_organised_by(p_event_id uuid, p_user uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select p_user is not null and exists (
         select 1 from public.events e where e.id = p_event_id
           and (e.created_by = p_user or (e.club_id is not null and public.is_club_admin(e.club_id, p_user)))) $$;

create or replace function public.is_event_organiser(p_event_id uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$ select public.event_organised_by(p_event_id, auth.uid()) $$;
revoke execute on function public.event_organised_by(uuid, uuid) from public, anon, authenticated;

-- When avulsos (and then non-members) may take a place on a club game; null outside a club.
create or replace function public.avulsos_from(p_event public.events)
returns timestamptz language sql stable security definer set search_path = public, pg_temp
as $$ select p_event.starts_at - make_interval(hours => c.avulsos_from_hours)
      from public.clubs c where c.id = p_event.club_id $$;

-- ---------------------------------------------------------------- RLS
alter table public.clubs enable row level security;
alter table public.club_members enable row level security;
alter table public.club_removals enable row level security;
alter table public.club_invite_links enable row level security;
alter table public.club_join_requests enable row level security;
alter table public.club_notices enable row level security;
revoke all on public.clubs, public.club_members, public.club_removals, public.club_invite_links,
  public.club_join_requests, public.club_notices from public, anon, authenticated;
grant all on public.clubs, public.club_members, public.club_removals, public.club_invite_links,
  public.club_join_requests, public.club_notices to service_role;
-- Every write goes through the RPCs below; reads by RLS. Invite links only through get_club_invite.
grant select on public.clubs, public.club_members to anon, authenticated;
grant select on public.club_join_requests, public.club_notices to authenticated;
grant delete on public.club_notices to authenticated;

create policy clubs_read on public.clubs for select to anon, authenticated using (public.can_see_club(id));
create policy club_members_read on public.club_members for select to anon, authenticated
  using (public.can_see_club(club_id));
create policy club_join_requests_read on public.club_join_requests for select to authenticated
  using (user_id = (select auth.uid()) or public.is_club_admin(club_id));
create policy club_notices_read on public.club_notices for select to authenticated
  using (public.is_club_member(club_id));
create policy club_notices_delete on public.club_notices for delete to authenticated
  using (public.is_club_admin(club_id));

-- A private club's games and all that hangs from them: restrictive, so added to every other policy.
drop policy events_read on public.events;
create policy events_read on public.events for select to anon, authenticated
  using (club_id is null or public.can_see_club(club_id));
create policy event_series_club_only on public.event_series as restrictive for select to anon, authenticated
  using (club_id is null or public.can_see_club(club_id));
do $$
declare
  t text;
begin
  foreach t in array array['event_participants', 'event_comments', 'event_waiting_list', 'event_attendance',
                           'event_teams', 'event_matches', 'event_costs', 'event_payment_shares',
                           'event_invitations', 'event_late_cancellations'] loop
    execute format('create policy %I on public.%I as restrictive for select to anon, authenticated
                    using (public.can_see_event(event_id))', t || '_club_only', t);
  end loop;
end;
$$;
create policy event_series_regulars_club_only on public.event_series_regulars as restrictive for select to anon, authenticated
  using (not exists (select 1 from public.event_series s where s.id = series_id
                     and s.club_id is not null and not public.can_see_club(s.club_id)));

-- The organiser's policies say yes to the club's admins too.
grant insert (club_id) on public.events to authenticated;
drop policy events_insert_own on public.events;
create policy events_insert_own on public.events for insert to authenticated
  with check (created_by = (select auth.uid()) and status = 'active'
              and (club_id is null or public.is_club_admin(club_id)));
drop policy events_update_organiser on public.events;
create policy events_update_organiser on public.events for update to authenticated
  using (created_by = (select auth.uid()) or (club_id is not null and public.is_club_admin(club_id)))
  with check (created_by = (select auth.uid()) or (club_id is not null and public.is_club_admin(club_id)));
drop policy event_attendance_read on public.event_attendance;
create policy event_attendance_read on public.event_attendance for select to authenticated
  using (user_id = (select auth.uid()) or public.is_event_organiser(event_id));
drop policy event_attendance_insert on public.event_attendance;
create policy event_attendance_insert on public.event_attendance for insert to authenticated
  with check (user_id = (select auth.uid()) or public.is_event_organiser(event_id));
drop policy event_attendance_update_organiser on public.event_attendance;
create policy event_attendance_update_organiser on public.event_attendance for update to authenticated
  using (public.is_event_organiser(event_id)) with check (public.is_event_organiser(event_id));
drop policy event_attendance_delete_organiser on public.event_attendance;
create policy event_attendance_delete_organiser on public.event_attendance for delete to authenticated
  using (public.is_event_organiser(event_id));
drop policy event_matches_insert_organiser on public.event_matches;
create policy event_matches_insert_organiser on public.event_matches for insert to authenticated
  with check (public.is_event_organiser(event_id));
drop policy event_matches_update_organiser on public.event_matches;
create policy event_matches_update_organiser on public.event_matches for update to authenticated
  using (public.is_event_organiser(event_id)) with check (public.is_event_organiser(event_id));
drop policy event_matches_delete_organiser on public.event_matches;
create policy event_matches_delete_organiser on public.event_matches for delete to authenticated
  using (public.is_event_organiser(event_id));
drop policy event_waiting_list_read on public.event_waiting_list;
create policy event_waiting_list_read on public.event_waiting_list for select to authenticated
  using (user_id = (select auth.uid()) or public.is_event_organiser(event_id));

-- ---------------------------------------------------------------- organiser functions, with the club
create or replace function public.is_event_member(p_event_id uuid)
returns boolean language sql stable security definer set search_path = public, pg_temp
as $$
  select public.is_event_organiser(p_event_id)
      or exists (select 1 from public.event_participants ep
                 where ep.event_id = p_event_id and ep.user_id = auth.uid() and ep.status = 'registered');
$$;

create or replace function public.game_day_event(p_event_id uuid, p_action text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id for share;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if auth.uid() is not null and not public.is_event_organiser(p_event_id) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = format('Apenas o organizador pode %s.', p_action);
  end if;
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  end if;
  if now() < public.game_day_opens_at(v_event.starts_at) then
    raise exception 'O Dia do jogo abre 2 h antes do início' using errcode = 'P0001';
  end if;
  if now() > public.game_day_final_at(v_event.starts_at) then
    raise exception 'O Dia do jogo deste evento já foi encerrado' using errcode = 'P0001',
      detail = 'Presença, times e placar podem ser corrigidos até 48 h depois do fim do evento.';
  end if;
  return v_event;
end;
$$;

create or replace function public.organised_event_for_payments(p_event_id text, p_denied text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.lock_event_for_payments(public.parse_event_id(p_event_id));
begin
  if not public.event_organised_by(v_event.id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_event;
end;
$$;
revoke execute on function public.organised_event_for_payments(text, text) from public, anon, authenticated;

create or replace function public.own_series_of(p_event_id text, p_details text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if not found or not public.can_see_event(v_event.id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_event.id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_details;
  end if;
  if v_event.series_id is null then
    raise exception 'Este evento não faz parte de uma série' using errcode = 'P0001';
  end if;
  perform 1 from public.event_series where id = v_event.series_id for update;
  return v_event;
end;
$$;

-- Game day's marks and the draw's strengths (20261126400000_game_day.sql), unchanged but for the
-- organiser's check.
create or replace function public.event_attendance_before_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
  v_row public.event_attendance := case when tg_op = 'DELETE' then old else new end;
  v_event public.events;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old; -- a cascade (event or profile deleted): the write that started it was checked
  end if;
  if tg_op = 'UPDATE' and (new.event_id, new.user_id) is distinct from (old.event_id, old.user_id) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Uma marcação não muda de evento nem de pessoa.';
  end if;
  select * into v_event from public.events where id = v_row.event_id;
  if found and v_uid is not null and not public.event_organised_by(v_event.id, v_uid) then
    -- A participant: only 'Cheguei' (himself, present), only in the window, only once.
    if tg_op <> 'INSERT' or v_row.user_id <> v_uid then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Apenas o organizador pode marcar a presença dos participantes.';
    end if;
    if v_row.status <> 'present' then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Você só pode confirmar a sua chegada.';
    end if;
    perform 1 from public.events where id = v_event.id for share;
    if v_event.status = 'cancelled' then
      raise exception 'Evento cancelado' using errcode = 'P0001';
    end if;
    if now() < public.game_day_opens_at(v_event.starts_at) then
      raise exception 'O Dia do jogo abre 2 h antes do início' using errcode = 'P0001';
    end if;
    if now() > public.game_day_closes_at(v_event.starts_at) then
      raise exception 'O Dia do jogo já terminou' using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.event_participants
                   where event_id = v_event.id and user_id = v_uid and status = 'registered') then
      raise exception 'Você não está inscrito neste evento' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.event_attendance where event_id = v_event.id and user_id = v_uid) then
      raise exception 'Sua presença já foi marcada' using errcode = 'P0001';
    end if;
  else
    -- The organiser (or the service role): anyone registered, until attendance is final.
    v_event := public.game_day_event(v_row.event_id, 'marcar a presença dos participantes');
    if tg_op <> 'DELETE' and not exists (
      select 1 from public.event_participants
      where event_id = v_event.id and user_id = v_row.user_id and status = 'registered') then
      raise exception 'Esta pessoa não está inscrita neste evento' using errcode = 'P0001';
    end if;
  end if;

  if tg_op = 'DELETE' then
    return old;
  end if;
  new.marked_by := v_uid;
  new.marked_at := now();
  return new;
end;
$$;

create or replace function public.get_team_strengths(p_event_id text)
returns table (user_id uuid, full_name text, preferred_name text, games integer, average_level numeric, praises integer)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  if not public.event_organised_by(v_event_id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador pode sortear ou editar os times.';
  end if;
  return query
  select ep.user_id, p.full_name, p.preferred_name,
         coalesce(h.games, 0)::integer, h.average_level,
         (select count(*)::integer from public.reviews r
           where r.reviewed_user_id = ep.user_id and r.review_type = 'player_praise')
  from public.event_participants ep
  join public.profiles p on p.user_id = ep.user_id
  left join lateral (
    select count(*) as games,
           round(avg(case pe.skill_level when 'Iniciante/Diversão' then 1
                                         when 'Intermediário/Casual' then 2 else 3 end), 2) as average_level
    from public.event_participants past
    join public.events pe on pe.id = past.event_id
    where past.user_id = ep.user_id and past.status = 'registered' and pe.status = 'completed'
      and pe.id <> v_event_id and not public.is_no_show(pe.id, past.user_id)
  ) h on true
  where ep.event_id = v_event_id and ep.status = 'registered'
  order by ep.joined_at, ep.user_id;
end;
$$;

-- The participants' removal by the organiser (REST delete): the club's admins too.
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
  where id = p_event_id and (p_user_id = v_uid or public.event_organised_by(p_event_id, v_uid))
  for update;
  return found;
end;
$$;

-- The payments' ledger (20261129500000_account_data.sql), unchanged but for the
-- organiser's check.
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
  if not public.event_organised_by(v_id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o organizador pode ver os pagamentos.';
  end if;
  select * into v_cost from public.event_costs where event_id = v_id;
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', s.user_id, 'full_name', coalesce(p.full_name, 'Conta excluída'), 'amount_cents', s.amount_cents, 'paid_cents', s.paid_cents,
           'status', s.status, 'txid', s.txid, 'is_organiser', s.user_id is not distinct from v_event.created_by,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at)
           order by s.user_id is distinct from v_event.created_by, p.full_name nulls last, s.id), '[]'),
         coalesce(sum(s.amount_cents), 0),
         coalesce(sum(s.paid_cents) filter (where s.confirmed_at is not null), 0),
         coalesce(sum(s.paid_cents), 0),
         coalesce(sum(greatest(s.paid_cents - s.amount_cents, 0)), 0)
    into v_shares, v_sum, v_received, v_paid, v_refund
  from public.event_payment_shares s
  left join public.profiles p on p.user_id = s.user_id
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

-- The detail screen (as the caller: RLS already hides a private club's game) names the club, and
-- says 'is_organizer' to the club's admins.
alter function public.get_event_detail(text) rename to get_event_detail_unchecked;
create function public.get_event_detail(p_event_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = public, pg_temp
as $$
declare
  v_detail jsonb := public.get_event_detail_unchecked(p_event_id);
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  if v_detail is null then
    return null;
  end if;
  return v_detail || jsonb_build_object(
    'club', (select jsonb_build_object('id', c.id, 'name', c.name) from public.clubs c
             join public.events e on e.club_id = c.id where e.id = v_event_id),
    'can_organise', public.is_event_organiser(v_event_id));
end;
$$;
grant execute on function public.get_event_detail(text) to anon, authenticated;

-- ---------------------------------------------------------------- a club game: mensalistas, news
-- A series' occurrence belongs to the series' club.
create or replace function public.events_club_from_series()
returns trigger language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if new.series_id is not null and new.club_id is null then
    select club_id into new.club_id from public.event_series where id = new.series_id;
  end if;
  return new;
end;
$$;
revoke execute on function public.events_club_from_series() from public, anon, authenticated;
create trigger events_club_from_series before insert on public.events
  for each row execute function public.events_club_from_series();

-- When an event becomes a club game: its mensalistas registered (oldest members first, up to the
-- places) and every other member told 'Novo jogo no {clube}: {título}, {dia} às {hora}'.
create or replace function public.events_became_club_game()
returns trigger language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_club public.clubs;
begin
  if new.club_id is null or (tg_op = 'UPDATE' and old.club_id is not distinct from new.club_id)
     or new.status <> 'active' then
    return null;
  end if;
  select * into v_club from public.clubs where id = new.club_id;
  insert into public.event_participants (event_id, user_id, status)
  select new.id, m.user_id, 'registered'
  from public.club_members m
  where m.club_id = new.club_id and m.kind = 'mensalista' and m.user_id <> new.created_by
  order by m.joined_at, m.id
  limit greatest(coalesce(new.max_participants, 2147483647)
                 - (select count(*) from public.event_participants where event_id = new.id), 0)
  on conflict (event_id, user_id) do nothing;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_new_game', 'Novo jogo',
         format('Novo jogo no %s: %s, %s às %s', v_club.name, new.title, to_char(new.date, 'DD/MM'),
                to_char(new.time, 'HH24:MI')),
         jsonb_build_object('event_id', new.id, 'club_id', new.club_id)
  from public.club_members m
  where m.club_id = new.club_id and m.user_id is distinct from coalesce(auth.uid(), new.created_by);
  return null;
end;
$$;
revoke execute on function public.events_became_club_game() from public, anon, authenticated;
create trigger events_became_club_game after insert or update of club_id on public.events
  for each row execute function public.events_became_club_game();

-- The wizard: create_event_with_cost reads p_event.club_id (an admin of that club only) and puts
-- the event and its series in the club.
alter function public.create_event_with_cost(jsonb, uuid[], jsonb) rename to create_event_with_cost_outside_club;
revoke execute on function public.create_event_with_cost_outside_club(jsonb, uuid[], jsonb) from public, anon, authenticated;
create function public.create_event_with_cost(p_event jsonb, p_invitees uuid[] default '{}', p_cost jsonb default null)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_club uuid;
  v_id uuid;
  v_series uuid;
begin
  if nullif(p_event ->> 'club_id', '') is not null then
    if p_event ->> 'club_id' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Clube não encontrado' using errcode = 'P0001';
    end if;
    v_club := (p_event ->> 'club_id')::uuid;
    if not public.is_club_admin(v_club, public.require_user()) then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Apenas os administradores do clube podem criar jogos do clube.';
    end if;
  end if;
  v_id := public.create_event_with_cost_outside_club(p_event - 'club_id', p_invitees, p_cost);
  if v_club is not null then
    update public.event_series set club_id = v_club
    where id = (select series_id from public.events where id = v_id)
    returning id into v_series;
    update public.events set club_id = v_club where id = v_id or (v_series is not null and series_id = v_series);
  end if;
  return v_id;
end;
$$;
revoke execute on function public.create_event_with_cost(jsonb, uuid[], jsonb) from public, anon;
grant execute on function public.create_event_with_cost(jsonb, uuid[], jsonb) to authenticated;

-- ---------------------------------------------------------------- joining a club game
-- The waiting list hands no place to the line of a club game before the avulsos' moment.
alter function public.promote_waiting_list(uuid) rename to promote_waiting_list_now;
revoke execute on function public.promote_waiting_list_now(uuid) from public, anon, authenticated;
create function public.promote_waiting_list(p_event_id uuid)
returns integer language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id;
  if v_event.club_id is not null and now() < public.avulsos_from(v_event) then
    return 0;
  end if;
  return public.promote_waiting_list_now(p_event_id);
end;
$$;
revoke execute on function public.promote_waiting_list(uuid) from public, anon, authenticated;
grant execute on function public.promote_waiting_list(uuid) to service_role;

alter function public.join_event(text) rename to join_event_now;
revoke execute on function public.join_event_now(text) from public, anon, authenticated;
create function public.join_event(p_event_id text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_club public.clubs;
  v_member public.club_members;
  v_from timestamptz;
begin
  select * into v_event from public.events where id = v_event_id for update;
  if not found or v_event.club_id is null then
    return public.join_event_now(p_event_id);
  end if;
  if not public.can_see_event(v_event_id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_event.club_id;
  select * into v_member from public.club_members where club_id = v_club.id and user_id = v_uid;
  v_from := public.avulsos_from(v_event);
  if now() >= v_from or v_member.kind = 'mensalista' or v_event.created_by = v_uid
     or v_event.status <> 'active' or v_event.starts_at <= now() then
    return public.join_event_now(p_event_id);
  end if;
  if v_member.id is null then
    raise exception 'Este jogo é dos membros do clube até %', to_char(v_from at time zone v_event.time_zone, 'DD/MM "às" HH24:MI')
      using errcode = 'P0001', detail = format('Quem não é membro do %s pode entrar a partir daí, depois da fila.', v_club.name);
  end if;
  -- An avulso before the moment: the line, in order of request (join_event_now's own checks first).
  if exists (select 1 from public.event_participants where event_id = v_event_id and user_id = v_uid and status in ('registered', 'pending')) then
    return public.join_event_now(p_event_id);  -- its own 'already' refusal
  end if;
  if exists (select 1 from public.event_waiting_list where event_id = v_event_id and user_id = v_uid) then
    raise exception 'Você já está na lista de espera' using errcode = 'P0001';
  end if;
  insert into public.event_waiting_list (event_id, user_id) values (v_event_id, v_uid);
  return json_build_object('status', 'waiting', 'participant_count', v_event.participant_count,
    'waiting_position', (select count(*) from public.event_waiting_list where event_id = v_event_id),
    'avulsos_from', v_from);
end;
$$;
revoke execute on function public.join_event(text) from public, anon;
grant execute on function public.join_event(text) to authenticated;

-- The avulsos' moment, by the scheduler's clock: every club game whose moment has come (p_now,
-- to the second) and whose line waits gets its line served in order. promote_waiting_list_now
-- locks the event's row: two runs at once never hand a place twice.
create or replace function public.serve_club_lines(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event record;
  v_served integer := 0;
begin
  for v_event in
    select e.id from public.events e join public.clubs c on c.id = e.club_id
    where e.status = 'active' and e.starts_at > p_now
      and e.starts_at - make_interval(hours => c.avulsos_from_hours) <= p_now
      and exists (select 1 from public.event_waiting_list w where w.event_id = e.id)
    order by e.starts_at, e.id
  loop
    -- Each game's line is a unit that fails alone (as the scheduler's other units): the rest goes on.
    begin
      v_served := v_served + public.promote_waiting_list_now(v_event.id);
    exception when others then
      raise warning 'serve_club_lines: event %: %', v_event.id, sqlerrm;
    end;
  end loop;
  return v_served;
end;
$$;
revoke execute on function public.serve_club_lines(timestamptz) from public, anon, authenticated;
grant execute on function public.serve_club_lines(timestamptz) to service_role;

alter function public.run_scheduled_jobs(timestamptz) rename to run_scheduled_jobs_without_clubs;
revoke execute on function public.run_scheduled_jobs_without_clubs(timestamptz) from public, anon, authenticated;
create function public.run_scheduled_jobs(p_now timestamptz default now())
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_served integer;
begin
  -- The same lock the jobs take (re-entrant within this transaction): one run at a time.
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;
  v_served := public.serve_club_lines(v_now);
  return (public.run_scheduled_jobs_without_clubs(v_now)::jsonb || jsonb_build_object('avulsos_served', v_served))::json;
end;
$$;
revoke execute on function public.run_scheduled_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_scheduled_jobs(timestamptz) to service_role;

-- ---------------------------------------------------------------- the club's RPCs
-- A member row the caller may act on as an admin, or the reason why not.
create or replace function public.require_club_admin(p_club_id uuid, p_denied text)
returns uuid language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
begin
  if not public.can_see_club(p_club_id) or not exists (select 1 from public.clubs where id = p_club_id) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  if not public.is_club_admin(p_club_id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_uid;
end;
$$;
revoke execute on function public.require_club_admin(uuid, text) from public, anon, authenticated;

create or replace function public.check_club_name(p_name text, p_club_id uuid default null)
returns text language plpgsql stable security definer set search_path = public, pg_temp
as $$
begin
  if p_name is null or btrim(p_name) = '' then
    raise exception 'Informe o nome do clube' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_name)) > 80 then
    raise exception 'O nome do clube pode ter até 80 caracteres' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.clubs where public.normalize_search(btrim(name)) = public.normalize_search(btrim(p_name))
             and id is distinct from p_club_id) then
    raise exception 'Já existe um clube com este nome' using errcode = 'P0001';
  end if;
  return btrim(p_name);
end;
$$;
revoke execute on function public.check_club_name(text, uuid) from public, anon, authenticated;

-- p_club: {name, sport_ids?, city?, photo_url?, description?, visibility?, join_policy?, avulsos_from_hours?}
create or replace function public.create_club(p_club jsonb)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_id uuid;
begin
  insert into public.clubs (name, sport_ids, city, photo_url, description, visibility, join_policy, avulsos_from_hours, created_by)
  values (public.check_club_name(p_club ->> 'name'),
          coalesce((select array_agg(x::uuid) from jsonb_array_elements_text(p_club -> 'sport_ids') x), '{}'),
          nullif(btrim(p_club ->> 'city'), ''), nullif(p_club ->> 'photo_url', ''), nullif(btrim(p_club ->> 'description'), ''),
          coalesce(p_club ->> 'visibility', 'public'), coalesce(p_club ->> 'join_policy', 'request'),
          coalesce((p_club ->> 'avulsos_from_hours')::integer, 24), v_uid)
  returning id into v_id;
  insert into public.club_members (club_id, user_id, role) values (v_id, v_uid, 'owner');  -- 'Avulso', as every new member
  insert into public.club_invite_links (club_id) values (v_id);
  return v_id;
exception
  when check_violation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
  when invalid_text_representation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
end;
$$;

create or replace function public.update_club(p_club_id uuid, p_changes jsonb)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem editar o clube.');
  update public.clubs set
    name = case when p_changes ? 'name' then public.check_club_name(p_changes ->> 'name', p_club_id) else name end,
    sport_ids = case when p_changes ? 'sport_ids'
                     then coalesce((select array_agg(x::uuid) from jsonb_array_elements_text(p_changes -> 'sport_ids') x), '{}')
                     else sport_ids end,
    city = case when p_changes ? 'city' then nullif(btrim(p_changes ->> 'city'), '') else city end,
    photo_url = case when p_changes ? 'photo_url' then nullif(p_changes ->> 'photo_url', '') else photo_url end,
    description = case when p_changes ? 'description' then nullif(btrim(p_changes ->> 'description'), '') else description end,
    visibility = coalesce(p_changes ->> 'visibility', visibility),
    join_policy = coalesce(p_changes ->> 'join_policy', join_policy),
    avulsos_from_hours = coalesce((p_changes ->> 'avulsos_from_hours')::integer, avulsos_from_hours)
  where id = p_club_id;
exception
  when check_violation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
end;
$$;

-- 'Convidar para o clube': the current link and whether it works (admins only).
create or replace function public.get_club_invite(p_club_id uuid)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  return (select jsonb_build_object('token', l.token, 'enabled', c.invite_enabled)
          from public.clubs c join public.club_invite_links l on l.club_id = c.id and l.replaced_at is null
          where c.id = p_club_id);
end;
$$;

create or replace function public.set_club_invite_enabled(p_club_id uuid, p_enabled boolean)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  update public.clubs set invite_enabled = coalesce(p_enabled, false) where id = p_club_id;
  return public.get_club_invite(p_club_id);
end;
$$;

-- 'Gerar novo link': the old one stops working at once; the new one is on.
create or replace function public.renew_club_invite(p_club_id uuid)
returns jsonb language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  perform 1 from public.clubs where id = p_club_id for update;
  update public.club_invite_links set replaced_at = now() where club_id = p_club_id and replaced_at is null;
  insert into public.club_invite_links (club_id) values (p_club_id);
  update public.clubs set invite_enabled = true where id = p_club_id;
  return public.get_club_invite(p_club_id);
end;
$$;

-- What an invite link shows before joining (name, photo, city; even of a private club).
create or replace function public.get_club_invite_preview(p_token text)
returns jsonb language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_link public.club_invite_links;
  v_club public.clubs;
begin
  select * into v_link from public.club_invite_links where token = p_token;
  if not found then
    raise exception 'Convite inválido' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_link.club_id;
  return jsonb_build_object('club_id', v_club.id, 'name', v_club.name, 'city', v_club.city, 'photo_url', v_club.photo_url,
    'members', (select count(*) from public.club_members where club_id = v_club.id),
    'valid', v_link.replaced_at is null and v_club.invite_enabled);
end;
$$;

create or replace function public.add_club_member(p_club_id uuid, p_user_id uuid)
returns void language sql security definer set search_path = public, pg_temp
as $$
  delete from public.club_join_requests where club_id = p_club_id and user_id = p_user_id;
  delete from public.club_removals where club_id = p_club_id and user_id = p_user_id;
  insert into public.club_members (club_id, user_id) values (p_club_id, p_user_id) on conflict do nothing;
$$;
revoke execute on function public.add_club_member(uuid, uuid) from public, anon, authenticated;

create or replace function public.join_club_by_invite(p_token text)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_link public.club_invite_links;
  v_club public.clubs;
begin
  select * into v_link from public.club_invite_links where token = p_token;
  if not found then
    raise exception 'Convite inválido' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_link.club_id for update;
  if public.is_club_member(v_club.id, v_uid) then
    raise exception 'Você já é membro deste clube' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.club_removals where club_id = v_club.id and user_id = v_uid) then
    raise exception 'Você foi removido deste clube' using errcode = 'P0001',
      detail = 'O convite não vale para quem foi removido. Peça para entrar a um administrador.';
  end if;
  if v_link.replaced_at is not null then
    raise exception 'Este convite foi renovado' using errcode = 'P0001',
      detail = 'Peça o link novo a um administrador do clube.';
  end if;
  if not v_club.invite_enabled then
    raise exception 'Este convite foi desativado' using errcode = 'P0001',
      detail = 'Os administradores do clube desligaram o link de convite.';
  end if;
  perform public.add_club_member(v_club.id, v_uid);
  return v_club.id;
end;
$$;

-- 'Entrar no clube' (public club): at once when open, else a request the admins approve.
create or replace function public.request_to_join_club(p_club_id uuid)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_club public.clubs;
begin
  select * into v_club from public.clubs where id = p_club_id for update;
  if not found or v_club.visibility <> 'public' then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  if public.is_club_member(p_club_id, v_uid) then
    raise exception 'Você já é membro deste clube' using errcode = 'P0001';
  end if;
  if v_club.join_policy = 'open' and not exists (select 1 from public.club_removals where club_id = p_club_id and user_id = v_uid) then
    perform public.add_club_member(p_club_id, v_uid);
    return 'member';
  end if;
  if exists (select 1 from public.club_join_requests where club_id = p_club_id and user_id = v_uid) then
    raise exception 'Sua solicitação já está aguardando aprovação' using errcode = 'P0001';
  end if;
  insert into public.club_join_requests (club_id, user_id) values (p_club_id, v_uid);
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', 'Pedido para entrar',
         format('%s pediu para entrar no %s.', coalesce((select full_name from public.profiles where user_id = v_uid), 'Alguém'), v_club.name),
         jsonb_build_object('club_id', p_club_id, 'user_id', v_uid)
  from public.club_members m where m.club_id = p_club_id and m.role in ('owner', 'admin');
  return 'requested';
end;
$$;

create or replace function public.answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem aprovar membros.');
  if not exists (select 1 from public.club_join_requests where club_id = p_club_id and user_id = p_user_id) then
    raise exception 'Solicitação não encontrada' using errcode = 'P0001';
  end if;
  if p_approve then
    perform public.add_club_member(p_club_id, p_user_id);
  else
    delete from public.club_join_requests where club_id = p_club_id and user_id = p_user_id;
  end if;
end;
$$;

-- An admin sets a member's role ('admin' | 'member') and kind ('mensalista' | 'avulso').
create or replace function public.set_club_member(p_club_id uuid, p_user_id uuid, p_role text default null, p_kind text default null)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem mudar os membros.');
  v_member public.club_members;
begin
  perform 1 from public.clubs where id = p_club_id for update;  -- one role change at a time
  select * into v_member from public.club_members where club_id = p_club_id and user_id = p_user_id;
  if not found then
    raise exception 'Membro não encontrado' using errcode = 'P0001';
  end if;
  if p_role is not null and p_role not in ('admin', 'member') then
    raise exception 'Papel inválido' using errcode = 'P0001', detail = 'Para passar a posse do clube, use "Passar a posse".';
  end if;
  if p_kind is not null and p_kind not in ('mensalista', 'avulso') then
    raise exception 'Tipo de membro inválido' using errcode = 'P0001';
  end if;
  if p_role is not null and v_member.role = 'owner' then
    raise exception 'O dono do clube não pode mudar de papel' using errcode = 'P0001',
      detail = 'Passe a posse a outro membro antes.';
  end if;
  if p_role = 'member' and v_member.role = 'admin'
     and not exists (select 1 from public.club_members where club_id = p_club_id and role in ('owner', 'admin') and user_id <> p_user_id) then
    raise exception 'O clube precisa de pelo menos um administrador' using errcode = 'P0001',
      detail = 'Promova outro membro a administrador antes de deixar de ser.';
  end if;
  update public.club_members set role = coalesce(p_role, role), kind = coalesce(p_kind, kind)
  where id = v_member.id;
end;
$$;

-- 'Passar a posse': the owner hands the club over to a member and stays as an admin.
create or replace function public.transfer_club_ownership(p_club_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
begin
  perform 1 from public.clubs where id = p_club_id for update;
  if public.club_role(p_club_id, v_uid) is distinct from 'owner' then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o dono pode passar a posse do clube.';
  end if;
  if p_user_id = v_uid or not public.is_club_member(p_club_id, p_user_id) then
    raise exception 'Escolha outro membro do clube' using errcode = 'P0001';
  end if;
  update public.club_members set role = 'admin' where club_id = p_club_id and user_id = v_uid;
  update public.club_members set role = 'owner' where club_id = p_club_id and user_id = p_user_id;
end;
$$;

create or replace function public.remove_club_member(p_club_id uuid, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem remover membros.');
  v_role text;
begin
  perform 1 from public.clubs where id = p_club_id for update;
  v_role := public.club_role(p_club_id, p_user_id);
  if v_role is null then
    raise exception 'Membro não encontrado' using errcode = 'P0001';
  end if;
  if v_role = 'owner' then
    raise exception 'O dono não pode ser removido do clube' using errcode = 'P0001';
  end if;
  if p_user_id = v_uid then
    raise exception 'Para sair, use "Sair do clube"' using errcode = 'P0001';
  end if;
  delete from public.club_members where club_id = p_club_id and user_id = p_user_id;
  insert into public.club_removals (club_id, user_id) values (p_club_id, p_user_id)
  on conflict (club_id, user_id) do update set removed_at = now();
end;
$$;

-- 'Sair do clube'. The owner hands over first; the last admin (not the owner) may leave: the
-- owner stays an admin.
create or replace function public.leave_club(p_club_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_role text;
begin
  perform 1 from public.clubs where id = p_club_id for update;
  v_role := public.club_role(p_club_id, v_uid);
  if v_role is null then
    raise exception 'Você não é membro deste clube' using errcode = 'P0001';
  end if;
  if v_role = 'owner' then
    raise exception 'Passe a posse do clube antes de sair' using errcode = 'P0001',
      detail = 'O clube precisa de um dono: escolha outro membro em "Passar a posse".';
  end if;
  delete from public.club_members where club_id = p_club_id and user_id = v_uid;
end;
$$;

-- 'Avisos': an admin posts; p_pinned pins it (unpinning the one before).
create or replace function public.post_club_notice(p_club_id uuid, p_body text, p_pinned boolean default false)
returns bigint
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem publicar avisos.');
  v_id bigint;
  v_club public.clubs;
begin
  if p_body is null or btrim(p_body) = '' then
    raise exception 'Escreva o aviso' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'O aviso pode ter até 2000 caracteres' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = p_club_id for update;
  if p_pinned then
    update public.club_notices set pinned = false where club_id = p_club_id and pinned;
  end if;
  insert into public.club_notices (club_id, author_id, body, pinned)
  values (p_club_id, v_uid, btrim(p_body), coalesce(p_pinned, false)) returning id into v_id;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', format('Aviso no %s', v_club.name), left(btrim(p_body), 200),
         jsonb_build_object('club_id', p_club_id, 'notice_id', v_id)
  from public.club_members m where m.club_id = p_club_id and m.user_id <> v_uid;
  return v_id;
end;
$$;

create or replace function public.pin_club_notice(p_notice_id bigint, p_pinned boolean)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_club uuid;
begin
  select club_id into v_club from public.club_notices where id = p_notice_id;
  if v_club is null or not public.is_club_member(v_club) then
    raise exception 'Aviso não encontrado' using errcode = 'P0001';
  end if;
  perform public.require_club_admin(v_club, 'Apenas os administradores podem fixar avisos.');
  perform 1 from public.clubs where id = v_club for update;
  if p_pinned then
    update public.club_notices set pinned = false where club_id = v_club and pinned and id <> p_notice_id;
  end if;
  update public.club_notices set pinned = coalesce(p_pinned, false) where id = p_notice_id;
end;
$$;

-- 'Clubes': my clubs first (any visibility), then public clubs, those in my city and of my sports
-- first; p_query filters by name (and city).
create or replace function public.search_clubs(p_query text default null, p_limit integer default 30)
returns table (id uuid, name text, city text, photo_url text, sport_ids uuid[], visibility text,
               members bigint, my_role text, near boolean)
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  with me as (
    select p.city, coalesce(array_agg(us.sport_id) filter (where us.sport_id is not null), '{}') as sports
    from public.profiles p left join public.user_sports us on us.user_id = p.user_id
    where p.user_id = auth.uid() group by p.city
  )
  select c.id, c.name, c.city, c.photo_url, c.sport_ids, c.visibility,
         (select count(*) from public.club_members m where m.club_id = c.id),
         public.club_role(c.id),
         coalesce(public.normalize_search(c.city) = public.normalize_search((select city from me)), false)
           or coalesce(c.sport_ids && (select sports from me), false)
  from public.clubs c
  where (nullif(btrim(p_query), '') is null or c.search_text like '%' || public.normalize_search(p_query) || '%')
  order by public.club_role(c.id) is null,
           coalesce(public.normalize_search(c.city) = public.normalize_search((select city from me)), false) desc,
           coalesce(c.sport_ids && (select sports from me), false) desc,
           c.name
  limit least(greatest(coalesce(p_limit, 30), 1), 100);
$$;

revoke execute on function public.create_club(jsonb), public.update_club(uuid, jsonb), public.get_club_invite(uuid),
  public.set_club_invite_enabled(uuid, boolean), public.renew_club_invite(uuid), public.get_club_invite_preview(text),
  public.join_club_by_invite(text), public.request_to_join_club(uuid), public.answer_club_request(uuid, uuid, boolean),
  public.set_club_member(uuid, uuid, text, text), public.transfer_club_ownership(uuid, uuid),
  public.remove_club_member(uuid, uuid), public.leave_club(uuid), public.post_club_notice(uuid, text, boolean),
  public.pin_club_notice(bigint, boolean), public.search_clubs(text, integer)
  from public, anon;
grant execute on function public.create_club(jsonb), public.update_club(uuid, jsonb), public.get_club_invite(uuid),
  public.set_club_invite_enabled(uuid, boolean), public.renew_club_invite(uuid), public.get_club_invite_preview(text),
  public.join_club_by_invite(text), public.request_to_join_club(uuid), public.answer_club_request(uuid, uuid, boolean),
  public.set_club_member(uuid, uuid, text, text), public.transfer_club_ownership(uuid, uuid),
  public.remove_club_member(uuid, uuid), public.leave_club(uuid), public.post_club_notice(uuid, text, boolean),
  public.pin_club_notice(bigint, boolean), public.search_clubs(text, integer)
  to authenticated, service_role;
grant execute on function public.search_clubs(text, integer) to anon;

alter publication supabase_realtime add table public.club_notices;

-- ---------------------------------------------------------------- 'Baixar meus dados' (issue 46)
-- The export (20261129500000_account_data.sql) with the clubs he created, belongs to, was removed
-- from, asked to join and the notices he wrote. Deleting an account cascades: his memberships,
-- removals and requests go; a club he created and his notices stay, with nobody named.
alter function public.export_my_data() rename to export_my_data_without_clubs;
revoke execute on function public.export_my_data_without_clubs() from public, anon, authenticated;
create function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_clubs() || jsonb_build_object(
    'clubs_created', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'created_at', c.created_at) order by c.created_at)
                from public.clubs c where c.created_by = v_uid), '[]'),
    'club_memberships', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'role', m.role, 'kind', m.kind,
                  'joined_at', m.joined_at) order by m.joined_at)
                from public.club_members m join public.clubs c on c.id = m.club_id where m.user_id = v_uid), '[]'),
    'club_removals', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'removed_at', r.removed_at) order by r.removed_at)
                from public.club_removals r join public.clubs c on c.id = r.club_id where r.user_id = v_uid), '[]'),
    'club_join_requests', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'created_at', q.created_at) order by q.created_at)
                from public.club_join_requests q join public.clubs c on c.id = q.club_id where q.user_id = v_uid), '[]'),
    'club_notices', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'body', n.body, 'pinned', n.pinned,
                  'created_at', n.created_at) order by n.created_at)
                from public.club_notices n join public.clubs c on c.id = n.club_id where n.author_id = v_uid), '[]'));
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
