-- Issue 25: expected states answered as data, not HTTP errors; the organiser's list in sections;
-- one list of event genders; who does not match an event's criteria (shown, never enforced).

-- ---------------------------------------------------------------- evaluation: an answer, not a 400
-- Newest definition (20261123002000_reputation_evaluation.sql). An evaluation that is not (or no
-- longer) open is an expected state of the screen: answered as {available: false, reason, detail},
-- with the refusal evaluation_access raises, so the one rule keeps deciding (submit_evaluation still
-- refuses with an error). A malformed id or a missing session stay errors.
drop function public.get_evaluation(text);
create function public.get_evaluation(p_event_id text)
returns json
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_reason text;
  v_detail text;
begin
  begin
    v_event := public.evaluation_access(v_uid, v_event_id, false);
  exception when sqlstate 'P0001' then
    get stacked diagnostics v_reason = message_text, v_detail = pg_exception_detail;
    return json_build_object('available', false, 'event_id', v_event_id,
      'title', (select e.title from public.events e where e.id = v_event_id),
      'reason', v_reason, 'detail', nullif(v_detail, ''));
  end;
  return json_build_object(
    'available', true,
    'event_id', v_event.id,
    'title', v_event.title,
    'description', v_event.description,
    'players', coalesce((
      select json_agg(json_build_object(
               'user_id', p.user_id, 'full_name', p.full_name, 'preferred_name', p.preferred_name,
               'profile_photo_url', p.profile_photo_url)
             order by ep.joined_at, p.user_id)
      from public.event_participants ep
      join public.profiles p on p.user_id = ep.user_id
      where ep.event_id = v_event.id and ep.status = 'registered' and ep.user_id <> v_uid), '[]'::json));
end;
$$;
revoke execute on function public.get_evaluation(text) from public, anon, authenticated;
grant execute on function public.get_evaluation(text) to authenticated, service_role;

-- ---------------------------------------------------------------- waiting list of an unknown event
-- Newest definition (20261123003100_waiting_list.sql): an event that does not exist (deleted, or a
-- stale link) has nobody in line, which is what the screens show; no error for an expected state.
create or replace function public.get_waiting_list(p_event_id text)
returns table (
  user_id uuid, full_name text, preferred_name text, profile_photo_url text,
  "position" integer, created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_organiser boolean;
begin
  select e.created_by = v_uid into v_organiser from public.events e where e.id = v_event_id;
  if v_organiser is null then
    return;
  end if;
  return query
    select q.user_id, p.full_name, p.preferred_name, p.profile_photo_url, q.pos::integer, q.created_at
    from (
      select w.user_id, w.created_at, row_number() over (order by w.id) as pos
      from public.event_waiting_list w where w.event_id = v_event_id
    ) q
    join public.profiles p on p.user_id = q.user_id
    where v_organiser or q.user_id = v_uid
    order by q.pos;
end;
$$;

-- ---------------------------------------------------------------- 'Organizando' in two sections
-- Newest definition (20261123000100_event_windows.sql, plan mode of 20261123000300). Besides the
-- old sections, 'organizing_upcoming' = the caller's events not started yet (active or paused),
-- soonest first, and 'organizing_past' = the rest (started, finished or cancelled), newest first:
-- an organiser opens the tab on the next game, not on last January's. The keyset cursor follows
-- each section's order.
create or replace function public.list_my_events(
  p_section text,
  p_after_starts_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text
)
language sql
stable
security invoker
set search_path = public, pg_temp
set plan_cache_mode = force_custom_plan
as $$
  select x.id, x.title, x.location, x.date, x.time, x.starts_at, x.image_url, x.skill_level, x.status,
         coalesce(nullif(btrim(x.custom_sport_name), ''), sp.name), x.participant_count, x.max_participants,
         x.requires_approval, coalesce(x.created_by = (select auth.uid()), false), x.my_status, x.my_evaluation_status
  from (
    select e.*, me.status as my_status, me.evaluation_status as my_evaluation_status
    from public.event_participants me
    join public.events e on e.id = me.event_id
    where p_section in ('active', 'closed', 'paused_cancelled')
      and me.user_id = (select auth.uid())
      and e.status = any (case p_section when 'active' then array['active']
                                         when 'closed' then array['completed']
                                         else array['paused', 'cancelled'] end)
    union all
    select e.*, null, null
    from public.events e
    where e.created_by = (select auth.uid())
      and (p_section = 'organizing'
           or (p_section = 'organizing_upcoming' and e.status in ('active', 'paused') and e.starts_at > now())
           or (p_section = 'organizing_past' and not (e.status in ('active', 'paused') and e.starts_at > now())))
  ) x
  left join public.sports sp on sp.id = x.sport_id
  where p_after_starts_at is null
     or (p_section <> 'organizing_past' and (x.starts_at, x.id) > (p_after_starts_at, p_after_id))
     or (p_section = 'organizing_past' and (x.starts_at, x.id) < (p_after_starts_at, p_after_id))
  order by case when p_section = 'organizing_past' then x.starts_at end desc,
           case when p_section = 'organizing_past' then x.id end desc,
           x.starts_at, x.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

-- ---------------------------------------------------------------- one list of event genders
-- The wizard writes 'Masculino', 'Feminino' or 'Misto' (anyone); the edit screen offered 'Todos'
-- for the same meaning. One list now (libs/domain EVENT_GENDERS), kept by the database.
update public.events set gender = 'Misto' where gender is not null and gender not in ('Masculino', 'Feminino', 'Misto');
alter table public.events
  add constraint events_gender_allowed check (gender is null or gender in ('Masculino', 'Feminino', 'Misto'));

-- ---------------------------------------------------------------- criteria: shown, not enforced
-- An event's age and gender are the organiser's wish: joining never checks them. The organiser
-- (only) sees which participants and requesters fall outside them, computed here because birth
-- dates are private. A criterion the person has not told (no birth date, gender not said) is not
-- a mismatch. Ages are counted on the event's day.
create or replace function public.event_criteria_mismatches(p_event_id text)
returns table (user_id uuid, gender_mismatch boolean, age_mismatch boolean)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select m.user_id, m.gender_mismatch, m.age_mismatch
  from (
    select ep.user_id,
           coalesce(e.gender in ('Masculino', 'Feminino') and p.gender in ('masculino', 'feminino')
                    and lower(e.gender) <> p.gender, false) as gender_mismatch,
           coalesce(case e.age_group
                      when '18-25' then not (extract(year from age(e.date, p.birth_date)) between 18 and 25)
                      when '26-35' then not (extract(year from age(e.date, p.birth_date)) between 26 and 35)
                      when '36+' then extract(year from age(e.date, p.birth_date)) < 36
                    end, false) as age_mismatch
    from public.events e
    join public.event_participants ep on ep.event_id = e.id
    join public.profiles p on p.user_id = ep.user_id
    where e.id = public.parse_event_id(p_event_id) and e.created_by = (select auth.uid())
  ) m
  where m.gender_mismatch or m.age_mismatch;
$$;
revoke execute on function public.event_criteria_mismatches(text) from public, anon, authenticated;
grant execute on function public.event_criteria_mismatches(text) to authenticated, service_role;

-- ---------------------------------------------------------------- pause and resume
-- 'Pausar evento' closes an active event to new athletes; 'Retomar evento' opens a paused one
-- again (events_after_update tells its participants 'Evento reaberto'). Only the organiser may
-- (events_update_organiser); a cancelled or finished event changes no more (events_before_write);
-- and a game that has started is not reopened. Changes by other triggers or with no user (the
-- scheduler) pass.
create or replace function public.events_resume_before_start()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if pg_trigger_depth() = 1 and auth.uid() is not null
     and old.status = 'paused' and new.status = 'active' and old.starts_at <= now() then
    raise exception 'Este evento já aconteceu' using errcode = 'P0001';
  end if;
  return new;
end;
$$;
revoke execute on function public.events_resume_before_start() from public, anon, authenticated;

create trigger events_resume_before_start before update of status on public.events
  for each row execute function public.events_resume_before_start();
