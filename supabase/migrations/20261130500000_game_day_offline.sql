-- Game day at the court with no signal (issue 53): the phone queues game day's changes and sends
-- them when the connection returns, in order, through apply_game_day_changes. Each change carries
-- its own id (a change sent twice is applied once: game_day_changes records the ids applied), the
-- moment it was made by the device's clock, and that clock's offset to the server's measured when
-- last online. The conflicts are decided here, not by arrival order alone:
--   - the organiser's attendance mark wins over a participant's 'Cheguei';
--   - two organisers' marks on the same player: the one made latest (corrected clock) wins;
--   - a draw made while another organiser drew: the one made first is kept; a swap or a rename of a
--     draw that is no longer the current one is not applied; the device is told who drew, and when;
--   - a score is per match, by the match's own id (made on the phone): sent again, no duplicate.
-- A change the rules refuse (the day closed, a player removed) comes back with its reason, and
-- nothing of it is written.

-- ---------------------------------------------------------------- when a mark was made
-- marked_at is when the database received it; made_at when it was made (the device's corrected
-- clock for a queued change, else the same moment).
alter table public.event_attendance add column made_at timestamptz;
update public.event_attendance set made_at = marked_at;
alter table public.event_attendance alter column made_at set default now(), alter column made_at set not null;

-- apply_game_day_changes names the moment for the write in a transaction-local setting; any other
-- write (no setting) was made now. A client cannot set it: it reaches no SQL but the API's.
create or replace function public.event_attendance_made_at()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.made_at := coalesce(nullif(current_setting('quadra.game_day_made_at', true), '')::timestamptz, now());
  return new;
end;
$$;

create trigger event_attendance_made_at before insert or update on public.event_attendance
  for each row execute function public.event_attendance_made_at();

-- ---------------------------------------------------------------- which draw the teams are
-- draw_id names one draw (kept by its swaps and renames); drawn_by and drawn_at say who drew it and
-- when it was made. Null for teams saved before this migration or by save_teams alone.
alter table public.event_teams
  add column draw_id uuid,
  add column drawn_by uuid references public.profiles (user_id) on delete set null,
  add column drawn_at timestamptz;

-- ---------------------------------------------------------------- the changes applied
-- One row per queued change the database decided (applied, or superseded by the rules above), so
-- the same change sent again is answered as before and applied once. Refused changes leave no row.
-- Read only through apply_game_day_changes.
create table public.game_day_changes (
  id uuid primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  kind text not null constraint game_day_changes_kind check (kind in ('mark', 'check_in', 'teams', 'score', 'remove_match')),
  made_at timestamptz not null,
  outcome text not null constraint game_day_changes_outcome check (outcome in ('applied', 'superseded')),
  message text,
  received_at timestamptz not null default now()
);
create index game_day_changes_event on public.game_day_changes (event_id);
alter table public.game_day_changes enable row level security;
revoke all on public.game_day_changes from anon, authenticated;
grant all on public.game_day_changes to service_role;

-- How a person is named in a message ('Bruno').
create or replace function public.game_day_person_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce((select coalesce(nullif(btrim(p.preferred_name), ''), split_part(p.full_name, ' ', 1))
                   from public.profiles p where p.user_id = p_user_id), 'outro organizador');
$$;

-- 'Presente' / 'Faltou' / 'Marcar todos como presentes' made at p_made_at. A player whose current
-- mark was made later by an organiser keeps it; the answer names them (null: all applied).
create or replace function public.game_day_apply_mark(p_event_id uuid, p_payload jsonb, p_made_at timestamptz)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_status text := p_payload ->> 'status';
  v_user uuid;
  v_current public.event_attendance;
  v_kept text[] := '{}';
  v_by uuid;
begin
  if v_status is null or v_status not in ('present', 'absent') or jsonb_typeof(p_payload -> 'user_ids') is distinct from 'array' then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  perform public.game_day_event(p_event_id, 'marcar a presença dos participantes');
  perform set_config('quadra.game_day_made_at', p_made_at::text, true);
  for v_user in select m::uuid from jsonb_array_elements_text(p_payload -> 'user_ids') m loop
    select * into v_current from public.event_attendance where event_id = p_event_id and user_id = v_user for update;
    if found and v_current.made_at > p_made_at and public.event_organised_by(p_event_id, v_current.marked_by) then
      v_kept := v_kept || public.game_day_person_name(v_user);
      v_by := v_current.marked_by;
      continue;
    end if;
    insert into public.event_attendance (event_id, user_id, status) values (p_event_id, v_user, v_status)
    on conflict (event_id, user_id) do update set status = excluded.status;
  end loop;
  perform set_config('quadra.game_day_made_at', '', true);
  if cardinality(v_kept) = 0 then
    return null;
  end if;
  return format('%s já tinha presença marcada depois por %s: vale a marcação mais recente',
                array_to_string(v_kept, ', '), public.game_day_person_name(v_by));
end;
$$;

-- 'Cheguei': the participant himself, present. An organiser's mark already there wins.
create or replace function public.game_day_apply_check_in(p_event_id uuid, p_made_at timestamptz)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_current public.event_attendance;
begin
  select * into v_current from public.event_attendance where event_id = p_event_id and user_id = v_uid for update;
  if found then
    if v_current.marked_by is distinct from v_uid and public.event_organised_by(p_event_id, v_current.marked_by) then
      return 'O organizador já marcou a sua presença: vale a marcação dele';
    end if;
    return null; -- already checked in
  end if;
  perform set_config('quadra.game_day_made_at', p_made_at::text, true);
  insert into public.event_attendance (event_id, user_id, status) values (p_event_id, v_uid, 'present');
  perform set_config('quadra.game_day_made_at', '', true);
  return null;
end;
$$;

-- A draw ('drawn': true, a new draw_id), or a swap or rename of the draw base_draw_id. When the
-- current draw is one this device did not know: its draw made earlier replaces it, anything else
-- is not applied and the answer says who drew the current teams, and when (event's wall clock).
create or replace function public.game_day_apply_teams(p_event_id uuid, p_payload jsonb, p_made_at timestamptz)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_drawn boolean := coalesce((p_payload ->> 'drawn')::boolean, false);
  v_draw_id uuid := (p_payload ->> 'draw_id')::uuid;
  v_base uuid := (p_payload ->> 'base_draw_id')::uuid;
  v_current public.event_teams;
  v_zone text;
begin
  if v_draw_id is null then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  perform public.game_day_event(p_event_id, 'sortear ou editar os times');
  select * into v_current from public.event_teams where event_id = p_event_id order by team_no limit 1 for update;
  if found and v_current.draw_id is distinct from v_base
     and not (v_drawn and v_current.drawn_at is not null and p_made_at < v_current.drawn_at) then
    select time_zone into v_zone from public.events where id = p_event_id;
    if v_current.drawn_at is null then
      return 'Os times foram alterados por outro organizador';
    end if;
    return format('Os times foram sorteados por %s às %s', public.game_day_person_name(v_current.drawn_by),
                  to_char(v_current.drawn_at at time zone v_zone, 'HH24:MI'));
  end if;
  perform public.save_teams(p_event_id::text, p_payload -> 'teams');
  if v_drawn then
    update public.event_teams set draw_id = v_draw_id, drawn_by = v_uid, drawn_at = p_made_at where event_id = p_event_id;
  else
    update public.event_teams set draw_id = v_draw_id where event_id = p_event_id and draw_id is distinct from v_draw_id;
  end if;
  return null;
end;
$$;

-- A match's score by its own id: recorded once, then corrected. 'Partida N' keeps the order the
-- matches were made in.
create or replace function public.game_day_apply_score(p_event_id uuid, p_payload jsonb, p_made_at timestamptz)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_match_id uuid := (p_payload ->> 'match_id')::uuid;
begin
  if v_match_id is null then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.event_matches where id = v_match_id and event_id <> p_event_id) then
    raise exception 'Partida inválida' using errcode = 'P0001';
  end if;
  insert into public.event_matches (id, event_id, team_a, team_b, score_a, score_b, created_at)
  values (v_match_id, p_event_id, (p_payload ->> 'team_a')::smallint, (p_payload ->> 'team_b')::smallint,
          (p_payload ->> 'score_a')::smallint, (p_payload ->> 'score_b')::smallint, p_made_at)
  on conflict (id) do update
    set team_a = excluded.team_a, team_b = excluded.team_b, score_a = excluded.score_a, score_b = excluded.score_b;
  return null;
end;
$$;

-- One change, in its own subtransaction: applied (or superseded) and recorded, or refused with its
-- reason and nothing written. The same id again gets the first answer back.
create or replace function public.apply_game_day_change(p_change jsonb)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_id uuid;
  v_event_id uuid;
  v_kind text := p_change ->> 'kind';
  v_made_at timestamptz;
  v_done public.game_day_changes;
  v_message text;
  v_detail text;
begin
  begin
    v_id := (p_change ->> 'id')::uuid;
    v_event_id := (p_change ->> 'event_id')::uuid;
    -- The device's clock corrected by its offset to the server; never later than now.
    v_made_at := least((p_change ->> 'made_at')::timestamptz
                       + make_interval(secs => coalesce((p_change ->> 'clock_offset_ms')::numeric, 0) / 1000), now());
  exception when others then
    v_id := null;
  end;
  if v_id is null or v_event_id is null or v_made_at is null then
    return jsonb_build_object('id', p_change -> 'id', 'status', 'refused', 'message', 'Alteração inválida');
  end if;
  -- One change of an event at a time: the rules compare with what the previous one left.
  perform pg_advisory_xact_lock(hashtextextended('game_day:' || v_event_id::text, 0));
  select * into v_done from public.game_day_changes where id = v_id;
  if found then
    return jsonb_build_object('id', v_id, 'status', 'duplicate', 'outcome', v_done.outcome, 'message', v_done.message);
  end if;
  begin
    if v_kind = 'mark' then
      v_message := public.game_day_apply_mark(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'check_in' then
      v_message := public.game_day_apply_check_in(v_event_id, v_made_at);
    elsif v_kind = 'teams' then
      v_message := public.game_day_apply_teams(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'score' then
      v_message := public.game_day_apply_score(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'remove_match' then
      -- Already gone (removed by another organiser) is what was asked: nothing to refuse.
      perform public.game_day_event(v_event_id, 'registrar o placar');
      delete from public.event_matches where id = (p_change -> 'payload' ->> 'match_id')::uuid and event_id = v_event_id;
    else
      raise exception 'Alteração inválida' using errcode = 'P0001';
    end if;
    insert into public.game_day_changes (id, event_id, kind, made_at, outcome, message)
    values (v_id, v_event_id, v_kind, v_made_at, case when v_message is null then 'applied' else 'superseded' end, v_message);
  exception when others then
    get stacked diagnostics v_detail = pg_exception_detail;
    return jsonb_build_object('id', v_id, 'status', 'refused', 'code', sqlstate, 'message', sqlerrm, 'detail', nullif(v_detail, ''));
  end;
  return jsonb_build_object('id', v_id, 'status', case when v_message is null then 'applied' else 'superseded' end, 'message', v_message);
end;
$$;

-- The queue of one device, in order: [{id, event_id, kind, made_at, clock_offset_ms, payload}].
-- Answers each change's fate in the same order, and the server's clock (the device's next offset).
create or replace function public.apply_game_day_changes(p_changes jsonb)
returns jsonb
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_results jsonb := '[]';
  v_change jsonb;
begin
  perform public.require_user();
  if jsonb_typeof(p_changes) is distinct from 'array' or jsonb_array_length(p_changes) > 500 then
    raise exception 'Alterações inválidas' using errcode = 'P0001';
  end if;
  for v_change in select value from jsonb_array_elements(p_changes) loop
    v_results := v_results || jsonb_build_array(public.apply_game_day_change(v_change));
  end loop;
  return jsonb_build_object('server_now', clock_timestamp(), 'results', v_results);
end;
$$;

-- The server's clock, read while online: the device's offset for the changes it makes offline.
create or replace function public.game_day_clock()
returns timestamptz
language sql
volatile
as $$ select clock_timestamp() $$;

revoke execute on function
  public.event_attendance_made_at(), public.game_day_person_name(uuid),
  public.game_day_apply_mark(uuid, jsonb, timestamptz), public.game_day_apply_check_in(uuid, timestamptz),
  public.game_day_apply_teams(uuid, jsonb, timestamptz), public.game_day_apply_score(uuid, jsonb, timestamptz),
  public.apply_game_day_change(jsonb), public.apply_game_day_changes(jsonb), public.game_day_clock()
  from public, anon, authenticated;
grant execute on function public.apply_game_day_changes(jsonb), public.game_day_clock() to authenticated;
grant execute on all functions in schema public to service_role;
