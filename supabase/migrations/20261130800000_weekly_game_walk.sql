-- Issue 48 (a walk through the weekly game's screens), the database's part:
--  * 'Encerrar série' opened from a later date ends the series from that date: the dates before it
--    stay as they are (end_series cancels only occurrence_date >= the opened date, and remembers it in
--    event_series.ended_from, which cuts the calendar's rule there).
--  * One notification per action on a series, naming the dates and the change ('horário 19:30 →
--    20:00'), instead of one 'Evento cancelado' / 'Evento atualizado … Confira as novidades.' per date:
--    end_series and update_series_from mute the per-event notice (events_after_update) while they
--    write, then tell each participant once.
--  * The cost preview divides by whom the app will charge: event_split_preview counts the payers as
--    recompute_event_shares does (supabase/tests/weekly-game-walk.test.ts holds the two together).

alter table public.event_series add column ended_from date;
comment on column public.event_series.ended_from is
  'The first date ''Encerrar série'' cancelled: the series ends before it (calendar_event cuts the rule there).';

-- Series ended before this column: the first date their end cancelled.
update public.event_series s set ended_from = (
  select min(e.occurrence_date) from public.events e
  where e.series_id = s.id and e.status = 'cancelled' and e.starts_at > s.ended_at)
where s.ended_at is not null;

-- 'dd/MM' dates as pt-BR lists them: '03/12', '03/12 e 10/12', '03/12, 10/12 e 17/12'.
create or replace function public.pt_br_date_list(p_dates date[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when coalesce(cardinality(p_dates), 0) = 0 then ''
    when cardinality(p_dates) = 1 then to_char(p_dates[1], 'DD/MM')
    else (select string_agg(to_char(d, 'DD/MM'), ', ' order by d) from unnest(p_dates[1:cardinality(p_dates) - 1]) d)
         || ' e ' || to_char(p_dates[cardinality(p_dates)], 'DD/MM')
  end;
$$;

-- What an edit changed, as a participant reads it: 'horário 19:30 → 20:00; local Quadra A → Arena B'.
-- Empty when only what needs no before/after changed (the description, the levels, …).
create or replace function public.event_change_summary(p_old public.events, p_new public.events)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
  select concat_ws('; ',
    case when p_old.date is distinct from p_new.date
         then format('data %s → %s', to_char(p_old.date, 'DD/MM'), to_char(p_new.date, 'DD/MM')) end,
    case when p_old.time is distinct from p_new.time
         then format('horário %s → %s', to_char(p_old.time, 'HH24:MI'), to_char(p_new.time, 'HH24:MI')) end,
    case when p_old.location is distinct from p_new.location
         then format('local %s → %s', p_old.location, p_new.location) end,
    case when p_old.max_participants is distinct from p_new.max_participants
         then format('vagas %s → %s', p_old.max_participants, p_new.max_participants) end);
$$;

-- The per-event notice of events_after_update, unchanged but for two things: a series action
-- (quadra.series_notice = 'on', set by end_series / update_series_from for their own statement) is
-- told once by that action, and 'Evento atualizado' names what changed when it can.
create or replace function public.events_after_update()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_type text;
  v_title text;
  v_message text;
  v_change text;
begin
  if pg_trigger_depth() > 1 or current_setting('quadra.series_notice', true) = 'on' then
    return null;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    v_type := 'event_cancelled';
    v_title := 'Evento cancelado';
    v_message := format('O evento "%s" foi cancelado pelo organizador.', new.title);
  elsif new.status = 'paused' and old.status <> 'paused' then
    v_type := 'event_update';
    v_title := 'Evento pausado';
    v_message := format('O evento "%s" foi pausado pelo organizador.', new.title);
  elsif new.status = 'active' and old.status = 'paused' then
    v_type := 'event_update';
    v_title := 'Evento reaberto';
    v_message := format('O evento "%s" está aberto novamente.', new.title);
  elsif (new.title, new.description, new.location, new.location_reference, new.date, new.time, new.time_zone)
        is distinct from (old.title, old.description, old.location, old.location_reference, old.date, old.time, old.time_zone) then
    v_type := 'event_update';
    v_title := 'Evento atualizado';
    v_change := public.event_change_summary(old, new);
    v_message := case when v_change = ''
                      then format('O evento "%s" foi atualizado. Confira as novidades.', new.title)
                      else format('O evento "%s" de %s mudou: %s.', new.title, to_char(new.date, 'DD/MM'), v_change) end;
  else
    return null;
  end if;
  insert into public.notifications (user_id, type, title, message, data)
  select ep.user_id, v_type, v_title, v_message, jsonb_build_object('event_id', new.id)
  from public.event_participants ep
  where ep.event_id = new.id and ep.user_id <> new.created_by;
  return null;
end;
$$;
revoke all on function public.events_after_update() from public;
grant all on function public.events_after_update() to service_role;

-- 'Encerrar série' from an occurrence: that date and the later ones to come are cancelled, a date
-- before it is never touched; nothing new is made (ended_at). Each participant of a cancelled date
-- is told once, with his dates. Returns how many dates were cancelled.
create or replace function public.end_series(p_event_id text)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode encerrar a série.');
  v_cancelled uuid[];
begin
  update public.event_series
  set ended_at = coalesce(ended_at, now()), ended_from = least(ended_from, v_event.occurrence_date) -- least() skips a null
  where id = v_event.series_id;

  perform set_config('quadra.series_notice', 'on', true);
  with cancelled as (
    update public.events set status = 'cancelled'
    where series_id = v_event.series_id and occurrence_date >= v_event.occurrence_date
      and starts_at > now() and status in ('active', 'paused')
    returning id
  )
  select coalesce(array_agg(id), '{}') into v_cancelled from cancelled;
  perform set_config('quadra.series_notice', 'off', true);

  insert into public.notifications (user_id, type, title, message, data)
  select ep.user_id, 'event_cancelled', 'Série encerrada',
         format('A série "%s" foi encerrada pelo organizador. %s: %s.', v_event.title,
                case when count(*) = 1 then 'Data cancelada' else 'Datas canceladas' end,
                public.pt_br_date_list(array_agg(e.date order by e.date))),
         jsonb_build_object('event_id', (array_agg(e.id order by e.date))[1], 'series_id', v_event.series_id,
                            'dates', to_jsonb(array_agg(e.date order by e.date)))
  from public.events e
  join public.event_participants ep on ep.event_id = e.id
  where e.id = any (v_cancelled) and ep.user_id <> e.created_by
  group by ep.user_id;
  return cardinality(v_cancelled);
end;
$$;

-- 'Este e os próximos': as before (20261126100100), with one 'Série atualizada' per participant of
-- the changed dates naming them and the change, instead of one notice per date.
create or replace function public.update_series_from(p_event_id text, p_changes jsonb)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode editar a série.');
  v_allowed constant text[] := array['time', 'location', 'location_reference', 'max_participants', 'min_participants',
    'description', 'age_group', 'gender', 'skill_level', 'image_url', 'requires_approval'];
  v_changes jsonb;
  v_changed uuid[];
  v_change text;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object'
     or exists (select 1 from jsonb_object_keys(p_changes) k where k <> all (v_allowed)) then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end if;
  v_changes := p_changes;
  begin
    perform (v_changes ->> 'time')::time, (v_changes ->> 'max_participants')::integer,
      (v_changes ->> 'min_participants')::integer, (v_changes ->> 'requires_approval')::boolean;
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end;
  v_change := public.event_change_summary(v_event, jsonb_populate_record(v_event, v_changes));
  update public.event_series s set
    template = s.template || (v_changes - 'time'),
    time = coalesce((v_changes ->> 'time')::time, s.time)
  where s.id = v_event.series_id;
  perform set_config('quadra.series_notice', 'on', true);
  with changed as (
    update public.events e set
      time = case when v_changes ? 'time' then (v_changes ->> 'time')::time else e.time end,
      location = case when v_changes ? 'location' then v_changes ->> 'location' else e.location end,
      location_reference = case when v_changes ? 'location_reference' then v_changes ->> 'location_reference' else e.location_reference end,
      max_participants = case when v_changes ? 'max_participants' then (v_changes ->> 'max_participants')::integer else e.max_participants end,
      min_participants = case when v_changes ? 'min_participants' then (v_changes ->> 'min_participants')::integer else e.min_participants end,
      description = case when v_changes ? 'description' then v_changes ->> 'description' else e.description end,
      age_group = case when v_changes ? 'age_group' then v_changes ->> 'age_group' else e.age_group end,
      gender = case when v_changes ? 'gender' then v_changes ->> 'gender' else e.gender end,
      skill_level = case when v_changes ? 'skill_level' then v_changes ->> 'skill_level' else e.skill_level end,
      image_url = case when v_changes ? 'image_url' then v_changes ->> 'image_url' else e.image_url end,
      requires_approval = case when v_changes ? 'requires_approval' then (v_changes ->> 'requires_approval')::boolean else e.requires_approval end
    where e.series_id = v_event.series_id and e.occurrence_date >= v_event.occurrence_date
      and e.status in ('active', 'paused') and e.starts_at > now()
    returning e.id
  )
  select coalesce(array_agg(id), '{}') into v_changed from changed;
  perform set_config('quadra.series_notice', 'off', true);

  -- Told only of what they would notice (as events_after_update: place, time, text).
  if v_changes ?| array['time', 'location', 'location_reference', 'description'] then
    insert into public.notifications (user_id, type, title, message, data)
    select ep.user_id, 'event_update', 'Série atualizada',
           case when v_change = ''
                then format('A série "%s" foi atualizada em %s. Confira as novidades.', v_event.title,
                            public.pt_br_date_list(array_agg(e.date order by e.date)))
                else format('A série "%s" mudou em %s: %s.', v_event.title,
                            public.pt_br_date_list(array_agg(e.date order by e.date)), v_change) end,
           jsonb_build_object('event_id', (array_agg(e.id order by e.date))[1], 'series_id', v_event.series_id,
                              'dates', to_jsonb(array_agg(e.date order by e.date)))
    from public.events e
    join public.event_participants ep on ep.event_id = e.id
    where e.id = any (v_changed) and ep.user_id <> e.created_by
    group by ep.user_id;
  end if;
  return cardinality(v_changed);
end;
$$;

-- The calendar's view of an occurrence's series, as before (20261126100200), cut where the series
-- ended: 'until' is the instant before the first date 'Encerrar série' cancelled (and the count
-- gives way to it: RFC 5545 allows one of the two), the cancelled dates are those before the cut.
create or replace function public.calendar_event(p_event_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
    'location_reference', e.location_reference, 'date', e.date, 'time', e.time, 'time_zone', e.time_zone,
    'status', e.status, 'updated_at', e.updated_at,
    'series', (
      select jsonb_build_object(
        'id', s.id, 'frequency', s.frequency, 'first_date', s.first_date, 'time', s.time, 'time_zone', s.time_zone,
        'occurrence_count', case when s.ended_from is null then s.occurrence_count end,
        'until', case when s.ended_from is not null
                      then ((s.ended_from + s.time) at time zone s.time_zone) - interval '1 second'
                      else ((s.until_date + s.time) at time zone s.time_zone) end,
        'ended_at', s.ended_at,
        'ended_from', s.ended_from,
        'cancelled_dates', coalesce((select jsonb_agg(o.occurrence_date order by o.occurrence_date) from public.events o
                                      where o.series_id = s.id and o.status = 'cancelled'
                                        and o.occurrence_date < coalesce(s.ended_from, 'infinity'::date)), '[]'::jsonb))
      from public.event_series s where s.id = e.series_id))
  from public.events e where e.id = p_event_id;
$$;

-- The edit screen's cost preview: how many the app would charge now (as recompute_event_shares
-- counts them: the registered players, or once attendance is marked those present, and the
-- organiser when included and not absent), and whether that number can still grow (open places
-- on a game to come, before attendance). The organiser's only.
create or replace function public.event_split_preview(p_event_id text, p_include_organiser boolean)
returns jsonb
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
  v_by_attendance boolean;
  v_players integer;
  v_organiser integer;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if not found or not public.can_see_event(v_event.id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_event.id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o organizador pode ver os pagamentos.';
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance
                             where event_id = v_event.id and marked_by is distinct from user_id);
  if v_by_attendance then
    select count(*) into v_players from public.event_attendance a
    where a.event_id = v_event.id and a.status = 'present' and a.user_id <> v_event.created_by;
  else
    select count(*) into v_players from public.event_participants ep
    where ep.event_id = v_event.id and ep.status = 'registered' and ep.user_id <> v_event.created_by;
  end if;
  v_organiser := case when coalesce(p_include_organiser, false) and not exists (
                   select 1 from public.event_attendance a
                   where a.event_id = v_event.id and a.user_id = v_event.created_by and a.status = 'absent')
                 then 1 else 0 end;
  return jsonb_build_object(
    'payers', v_players + v_organiser,
    'can_grow', not v_by_attendance and v_event.status = 'active' and v_event.starts_at > now()
                and (v_event.max_participants is null or v_event.participant_count < v_event.max_participants));
end;
$$;
revoke execute on function public.event_split_preview(text, boolean) from public, anon;
grant execute on function public.event_split_preview(text, boolean) to authenticated;
revoke execute on function public.event_change_summary(public.events, public.events) from public, anon, authenticated;
grant execute on function public.pt_br_date_list(date[]) to anon, authenticated, service_role;
