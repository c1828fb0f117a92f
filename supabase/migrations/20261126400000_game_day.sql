-- Game day (issue 27): who came, the teams and the score of an event, and the no-shows that count.
--
-- Times, all from events.starts_at (the start instant, already in the event's time zone):
--   the 'Dia do jogo' opens 2 h before the start and closes 12 h after it (a participant's
--   'Cheguei' only inside it); the event is over (closed) 3 h after the start, and the organiser may
--   still correct attendance, teams and scores for 48 h after that: final at start + 51 h.
-- A no-show is a registered participant marked 'absent', or one who freed the place less than 2 h
-- before the start (a late cancellation). Freeing it 2 h before or earlier is never a no-show.

-- Hosted Supabase grants every new public table to anon/authenticated by default (see
-- 20261121000300_security.sql): each table below revokes that before granting what it allows.

-- ---------------------------------------------------------------- the clock of a game day
create or replace function public.game_day_opens_at(p_starts_at timestamptz)
returns timestamptz language sql immutable parallel safe
as $$ select p_starts_at - interval '2 hours' $$;

create or replace function public.game_day_closes_at(p_starts_at timestamptz)
returns timestamptz language sql immutable parallel safe
as $$ select p_starts_at + interval '12 hours' $$;

-- Closed 3 h after the start (close_due_events), then 48 h of corrections.
create or replace function public.game_day_final_at(p_starts_at timestamptz)
returns timestamptz language sql immutable parallel safe
as $$ select p_starts_at + interval '3 hours' + interval '48 hours' $$;

create or replace function public.is_late_cancellation(p_starts_at timestamptz, p_freed_at timestamptz)
returns boolean language sql immutable parallel safe
as $$ select p_freed_at > p_starts_at - interval '2 hours' $$;

-- The organiser or a registered participant: who sees the teams and the scores.
create or replace function public.is_event_member(p_event_id uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (select 1 from public.events e where e.id = p_event_id and e.created_by = auth.uid())
      or exists (select 1 from public.event_participants ep
                 where ep.event_id = p_event_id and ep.user_id = auth.uid() and ep.status = 'registered');
$$;

-- The checks every game-day write shares. Locks the event row against a concurrent leave (which
-- locks it for update) so a mark never lands on someone who just left. p_action names the
-- organiser-only action for the 'Acesso Negado' details.
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
  if auth.uid() is distinct from v_event.created_by and auth.uid() is not null then
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

-- ---------------------------------------------------------------- attendance
-- A surrogate key, with (event_id, user_id) unique: a composite primary key of two foreign keys
-- would make PostgREST take the table for a link between events and profiles, and every
-- events→profiles embed ambiguous (PGRST201), as 20261123003050_reminders_sent_key.sql found.
create table public.event_attendance (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  status text not null constraint event_attendance_status check (status in ('present', 'absent')),
  marked_by uuid references public.profiles (user_id) on delete set null,
  marked_at timestamptz not null default now(),
  constraint event_attendance_once unique (event_id, user_id)
);
create index event_attendance_user on public.event_attendance (user_id, status);

-- Who may write which mark, with the reason as the error (RLS below is the backstop).
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
  if found and v_uid is not null and v_uid <> v_event.created_by then
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

create trigger event_attendance_before_write before insert or update or delete on public.event_attendance
  for each row execute function public.event_attendance_before_write();

alter table public.event_attendance enable row level security;
revoke all on public.event_attendance from anon, authenticated;
grant select, delete on public.event_attendance to authenticated;
-- Upserts write the key columns too (PostgREST): granted, and the trigger keeps them unchanged.
grant insert (event_id, user_id, status), update (event_id, user_id, status) on public.event_attendance to authenticated;
grant all on public.event_attendance to service_role;

-- Individual marks: the organiser and the person only.
create policy event_attendance_read on public.event_attendance for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );
create policy event_attendance_insert on public.event_attendance for insert to authenticated
  with check (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );
create policy event_attendance_update_organiser on public.event_attendance for update to authenticated
  using (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())))
  with check (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())));
create policy event_attendance_delete_organiser on public.event_attendance for delete to authenticated
  using (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())));

-- ---------------------------------------------------------------- late cancellations
-- A registered participant who frees the place himself less than 2 h before the start (or later).
-- Written by the database only; read through get_attendance_record / is_no_show.
create table public.event_late_cancellations (
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  freed_at timestamptz not null default now(),
  constraint event_late_cancellations_once unique (event_id, user_id)
);
create index event_late_cancellations_user on public.event_late_cancellations (user_id);
alter table public.event_late_cancellations enable row level security;
revoke all on public.event_late_cancellations from anon, authenticated;
grant all on public.event_late_cancellations to service_role;

-- ---------------------------------------------------------------- teams
-- One row per team of an event's current draw: team_no 1..4 ('Time A'..'Time D' by default).
create table public.event_teams (
  event_id uuid not null references public.events (id) on delete cascade,
  team_no smallint not null constraint event_teams_team_no check (team_no between 1 and 4),
  name text not null constraint event_teams_name_length check (char_length(btrim(name)) between 1 and 30),
  member_ids uuid[] not null default '{}',
  updated_at timestamptz not null default now(),
  primary key (event_id, team_no)
);
alter table public.event_teams enable row level security;
revoke all on public.event_teams from anon, authenticated;
-- Written only by save_teams(); read by the event's organiser and registered participants.
grant select on public.event_teams to authenticated;
grant all on public.event_teams to service_role;
create policy event_teams_read on public.event_teams for select to authenticated
  using (public.is_event_member(event_id));

-- Saves the whole draw at once (a draw, a redraw, a swap, a rename): 2 to 4 teams
-- [{name, member_ids}], every member registered and in one team only. Teams beyond the new count
-- go, with their matches.
create or replace function public.save_teams(p_event_id text, p_teams jsonb)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events := public.game_day_event(public.parse_event_id(p_event_id), 'sortear ou editar os times');
  v_count integer;
  v_members uuid[];
begin
  if jsonb_typeof(p_teams) is distinct from 'array' or jsonb_array_length(p_teams) not between 2 and 4 then
    raise exception 'Escolha de 2 a 4 times' using errcode = 'P0001';
  end if;
  v_count := jsonb_array_length(p_teams);
  if exists (select 1 from jsonb_array_elements(p_teams) t
             where jsonb_typeof(t -> 'name') is distinct from 'string'
                or char_length(btrim(t ->> 'name')) not between 1 and 30
                or jsonb_typeof(t -> 'member_ids') is distinct from 'array') then
    raise exception 'Nome do time inválido' using errcode = 'P0001',
      detail = 'O nome do time deve ter de 1 a 30 caracteres.';
  end if;
  begin
    select coalesce(array_agg(m::uuid), '{}') into v_members
    from jsonb_array_elements(p_teams) t, jsonb_array_elements_text(t -> 'member_ids') m;
  exception when invalid_text_representation then
    raise exception 'Só participantes inscritos podem entrar nos times' using errcode = 'P0001';
  end;
  if cardinality(v_members) <> (select count(distinct m) from unnest(v_members) m) then
    raise exception 'Um jogador não pode estar em dois times' using errcode = 'P0001';
  end if;
  if exists (select 1 from unnest(v_members) m where not exists (
      select 1 from public.event_participants ep
      where ep.event_id = v_event.id and ep.user_id = m and ep.status = 'registered')) then
    raise exception 'Só participantes inscritos podem entrar nos times' using errcode = 'P0001';
  end if;

  insert into public.event_teams (event_id, team_no, name, member_ids)
  select v_event.id, t.ord::smallint, btrim(t.team ->> 'name'),
         array(select m::uuid from jsonb_array_elements_text(t.team -> 'member_ids') m)
  from jsonb_array_elements(p_teams) with ordinality as t(team, ord)
  on conflict (event_id, team_no) do update
    set name = excluded.name, member_ids = excluded.member_ids, updated_at = now()
    where (event_teams.name, event_teams.member_ids) is distinct from (excluded.name, excluded.member_ids);
  delete from public.event_teams where event_id = v_event.id and team_no > v_count;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------- matches
-- 'Partida N' = the N-th match of the event by creation; scores 0..99.
create table public.event_matches (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  team_a smallint not null,
  team_b smallint not null,
  score_a smallint not null default 0,
  score_b smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint event_matches_two_teams check (team_a <> team_b),
  constraint event_matches_score_range check (score_a between 0 and 99 and score_b between 0 and 99),
  constraint event_matches_team_a_fkey foreign key (event_id, team_a)
    references public.event_teams (event_id, team_no) on delete cascade,
  constraint event_matches_team_b_fkey foreign key (event_id, team_b)
    references public.event_teams (event_id, team_no) on delete cascade
);
create index event_matches_event on public.event_matches (event_id, created_at);

create or replace function public.event_matches_before_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_row public.event_matches := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old; -- a cascade (event deleted, team dropped by save_teams): already checked
  end if;
  perform public.game_day_event(v_row.event_id, 'registrar o placar');
  if tg_op = 'DELETE' then
    return old;
  end if;
  if tg_op = 'UPDATE' and new.event_id <> old.event_id then
    raise exception 'Partida inválida' using errcode = 'P0001';
  end if;
  if new.score_a not between 0 and 99 or new.score_b not between 0 and 99 then
    raise exception 'Placar inválido' using errcode = 'P0001', detail = 'O placar vai de 0 a 99.';
  end if;
  if new.team_a = new.team_b or not exists (
       select 1 from public.event_teams where event_id = new.event_id and team_no = new.team_a)
     or not exists (
       select 1 from public.event_teams where event_id = new.event_id and team_no = new.team_b) then
    raise exception 'Escolha dois times diferentes do sorteio' using errcode = 'P0001';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger event_matches_before_write before insert or update or delete on public.event_matches
  for each row execute function public.event_matches_before_write();

alter table public.event_matches enable row level security;
revoke all on public.event_matches from anon, authenticated;
grant select, delete on public.event_matches to authenticated;
grant insert (event_id, team_a, team_b, score_a, score_b), update (team_a, team_b, score_a, score_b)
  on public.event_matches to authenticated;
grant all on public.event_matches to service_role;
create policy event_matches_read on public.event_matches for select to authenticated
  using (public.is_event_member(event_id));
create policy event_matches_insert_organiser on public.event_matches for insert to authenticated
  with check (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())));
create policy event_matches_update_organiser on public.event_matches for update to authenticated
  using (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())))
  with check (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())));
create policy event_matches_delete_organiser on public.event_matches for delete to authenticated
  using (exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid())));

-- ---------------------------------------------------------------- leaving and rejoining
-- A participant who frees his own place late gets a late cancellation (a no-show); one who comes
-- back removes it (his mark decides again). Whoever leaves also leaves the teams.
create or replace function public.event_participants_game_day()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_starts_at timestamptz;
begin
  if tg_op = 'INSERT' then
    delete from public.event_late_cancellations where event_id = new.event_id and user_id = new.user_id;
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

create trigger event_participants_game_day after insert or delete on public.event_participants
  for each row execute function public.event_participants_game_day();

-- ---------------------------------------------------------------- no-shows and the profile
-- The one definition of a no-show, for the profile and for series (issue 26: regulars).
create or replace function public.is_no_show(p_event_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (select 1 from public.event_attendance a join public.events e on e.id = a.event_id
                 where a.event_id = p_event_id and a.user_id = p_user_id and a.status = 'absent'
                   and e.status <> 'cancelled')
      or exists (select 1 from public.event_late_cancellations l join public.events e on e.id = l.event_id
                 where l.event_id = p_event_id and l.user_id = p_user_id and e.status <> 'cancelled');
$$;

-- 'Presença 92%': games = events marked present; no_shows = marked absent or freed late.
-- percentage null while there is nothing to count. Public (the marks themselves are not).
create or replace function public.get_attendance_record(p_user_id uuid)
returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with counted as (
    select
      (select count(*) from public.event_attendance a join public.events e on e.id = a.event_id
        where a.user_id = p_user_id and a.status = 'present' and e.status <> 'cancelled') as games,
      (select count(*) from public.event_attendance a join public.events e on e.id = a.event_id
        where a.user_id = p_user_id and a.status = 'absent' and e.status <> 'cancelled')
      + (select count(*) from public.event_late_cancellations l join public.events e on e.id = l.event_id
        where l.user_id = p_user_id and e.status <> 'cancelled') as no_shows
  )
  select json_build_object(
    'games', games,
    'no_shows', no_shows,
    'percentage', case when games + no_shows > 0 then round(100.0 * games / (games + no_shows))::integer end)
  from counted;
$$;

-- What the balanced draw needs to know of each registered participant (libs/domain playerStrength
-- turns it into a strength): past events attended (completed, not marked absent), the mean of
-- their levels (1 'Iniciante/Diversão', 2 'Intermediário/Casual', 3 'Avançado/Competitivo'; null
-- without history) and the praises received. For the organiser.
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
  if not exists (select 1 from public.events e where e.id = v_event_id and e.created_by = public.require_user()) then
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

-- ---------------------------------------------------------------- evaluation: only who came
-- Newest definition (20261123002000_reputation_evaluation.sql) plus: a participant marked absent
-- never evaluates.
create or replace function public.evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_participation public.event_participants;
begin
  select * into v_event from public.events where id = p_event_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if p_lock then
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid
    for update;
  else
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid;
  end if;
  if not found or v_participation.status <> 'registered' then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Você só pode avaliar eventos dos quais participou.';
  end if;
  if exists (select 1 from public.event_attendance
             where event_id = p_event_id and user_id = p_uid and status = 'absent') then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'Só quem compareceu ao jogo pode avaliar.';
  end if;
  if v_event.status = 'cancelled' or v_participation.evaluation_status = 'completed'
     or v_event.starts_at + interval '3 hours' > now() then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'A avaliação para este evento ainda não foi liberada ou já foi concluída.';
  end if;
  return v_event;
end;
$$;

-- ---------------------------------------------------------------- privileges and realtime
revoke execute on function
  public.game_day_event(uuid, text), public.event_attendance_before_write(),
  public.event_matches_before_write(), public.event_participants_game_day(),
  public.is_no_show(uuid, uuid), public.evaluation_access(uuid, uuid, boolean),
  public.save_teams(text, jsonb), public.get_team_strengths(text),
  public.get_attendance_record(uuid), public.is_event_member(uuid),
  public.game_day_opens_at(timestamptz), public.game_day_closes_at(timestamptz),
  public.game_day_final_at(timestamptz), public.is_late_cancellation(timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function
  public.game_day_opens_at(timestamptz), public.game_day_closes_at(timestamptz),
  public.game_day_final_at(timestamptz), public.is_late_cancellation(timestamptz, timestamptz),
  public.get_attendance_record(uuid)
  to anon, authenticated;
grant execute on function public.save_teams(text, jsonb), public.get_team_strengths(text),
  public.is_event_member(uuid)
  to authenticated;
grant execute on all functions in schema public to service_role;

alter publication supabase_realtime add table public.event_attendance, public.event_teams, public.event_matches;
