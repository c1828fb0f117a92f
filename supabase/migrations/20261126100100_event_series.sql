-- The weekly game (issue 26): a series repeats an event by a recurrence rule; each occurrence is an
-- ordinary `events` row (join, waiting list, approval, comments, reminders, closing, evaluation,
-- invitations and search work on it unchanged) carrying `series_id` and the rule's date it stands
-- for (`occurrence_date`). Regulars ('Fixos') are registered on each new occurrence.
--
-- Who writes what (every rule here, none in the browser):
-- - a series is created only with its first event, by create_event; only its organiser changes it
--   (update_series_from, end_series) or its regulars (set_series_regular);
-- - occurrences are created only by the materialiser (materialise_series_occurrences, service_role:
--   the scheduler), never by hand: series_id and occurrence_date are in no client grant;
-- - the unique key (series_id, occurrence_date) makes a second, concurrent run a no-op, and a
--   cancelled occurrence keeps its date, so it is never created again.

-- ---------------------------------------------------------------- event_series
create table public.event_series (
  id uuid primary key default gen_random_uuid(),
  created_by uuid not null references public.profiles (user_id) on delete cascade,
  frequency text not null constraint event_series_frequency check (frequency in ('weekly', 'biweekly', 'monthly')),
  -- RFC 5545 RRULE over the wall-clock dates (DTSTART = first_date): what the scheduler's `rrule`
  -- expands. Kept by the database from the columns below.
  rrule text not null,
  first_date date not null,
  time time not null,
  time_zone text not null constraint event_series_time_zone check (public.is_brazil_time_zone(time_zone)),
  occurrence_count integer constraint event_series_count check (occurrence_count between 2 and 52),
  until_date date,
  -- The fields each new occurrence is created with (an events row as json); 'Este e os próximos' updates it.
  template jsonb not null,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  constraint event_series_one_end check ((occurrence_count is null) <> (until_date is null)),
  constraint event_series_until_after_start check (until_date is null or until_date > first_date)
);
create index event_series_created_by on public.event_series (created_by);

alter table public.events
  add column series_id uuid references public.event_series (id) on delete set null,
  add column occurrence_date date,
  add constraint events_occurrence_of_series check ((series_id is null) = (occurrence_date is null));
-- No duplicate occurrence, ever, whoever runs the materialiser and however often.
create unique index events_series_occurrence on public.events (series_id, occurrence_date) where series_id is not null;

alter table public.event_series enable row level security;
revoke all on public.event_series from anon, authenticated;
grant select on public.event_series to anon, authenticated;
grant all on public.event_series to service_role;
-- Readable as its events are (public); written only by the functions below.
create policy event_series_read on public.event_series for select to anon, authenticated using (true);

-- ---------------------------------------------------------------- regulars ('Fixos')
create table public.event_series_regulars (
  series_id uuid not null references public.event_series (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (series_id, user_id)
);
create index event_series_regulars_user on public.event_series_regulars (user_id);
alter table public.event_series_regulars enable row level security;
revoke all on public.event_series_regulars from anon, authenticated;
grant select on public.event_series_regulars to anon, authenticated;
grant all on public.event_series_regulars to service_role;
-- Who plays every week is shown on the participants screen, as the participants are.
create policy event_series_regulars_read on public.event_series_regulars for select to anon, authenticated using (true);

-- ---------------------------------------------------------------- the rule
create or replace function public.series_rrule(p_frequency text, p_count integer, p_until date)
returns text
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select concat(
    case p_frequency when 'monthly' then 'FREQ=MONTHLY;INTERVAL=1' when 'biweekly' then 'FREQ=WEEKLY;INTERVAL=2'
      else 'FREQ=WEEKLY;INTERVAL=1' end,
    case when p_count is not null then ';COUNT=' || p_count
      else ';UNTIL=' || to_char(p_until, 'YYYYMMDD') || 'T235959Z' end);
end;

-- ---------------------------------------------------------------- materialising
-- The regulars of a series are registered on a new occurrence, as many as it has places (the oldest
-- regulars first), and told so. Internal: only the materialiser calls it.
create or replace function public.register_series_regulars(p_event public.events)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_count integer;
begin
  with regulars as (
    select r.user_id from public.event_series_regulars r
    where r.series_id = p_event.series_id and r.user_id <> p_event.created_by
    order by r.created_at, r.user_id
    limit coalesce(p_event.max_participants, 2147483647)
  ), registered as (
    insert into public.event_participants (event_id, user_id, status)
    select p_event.id, user_id, 'registered' from regulars
    on conflict (event_id, user_id) do nothing
    returning user_id
  ), told as (
    insert into public.notifications (user_id, type, title, message, data)
    select r.user_id, 'event_update', 'Você está confirmado',
           format('Você está confirmado em %s, %s. Não vai? Libere sua vaga.', p_event.title,
                  to_char(p_event.date, 'DD/MM') || ' às ' || to_char(p_event.time, 'HH24:MI')),
           jsonb_build_object('event_id', p_event.id, 'series_id', p_event.series_id, 'regular', true)
    from registered r
    returning 1
  )
  select count(*) into v_count from told;
  return v_count;
end;
$$;

-- How many occurrences of a series are kept ahead.
create or replace function public.series_occurrences_ahead()
returns integer
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select 4;
end;

-- Creates the occurrences of a series for the dates given (the rule's dates, expanded by the
-- scheduler with `rrule` in the series' wall clock), in order, until SERIES_AHEAD upcoming ones
-- exist. A date already taken (even by a cancelled occurrence), one before the first, one past the
-- end, one whose start is not in the future, or a series that has ended: skipped. Safe to run
-- concurrently: the series row is locked, and the unique key would refuse a duplicate anyway.
-- Returns how many occurrences it created.
create or replace function public.materialise_series_occurrences(p_series_id uuid, p_dates date[])
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_series public.event_series;
  v_date date;
  v_ahead integer;
  v_total integer;
  v_event public.events;
  v_created integer := 0;
begin
  select * into v_series from public.event_series where id = p_series_id for update;
  if not found or v_series.ended_at is not null then
    return 0;
  end if;
  foreach v_date in array (select coalesce(array_agg(d order by d), '{}') from unnest(p_dates) d) loop
    select count(*) filter (where e.starts_at > now() and e.status <> 'cancelled'), count(*)
    into v_ahead, v_total
    from public.events e where e.series_id = p_series_id;
    exit when v_ahead >= public.series_occurrences_ahead();
    continue when v_date <= v_series.first_date
      or (v_series.until_date is not null and v_date > v_series.until_date)
      or (v_series.occurrence_count is not null and v_total >= v_series.occurrence_count)
      or ((v_date + v_series.time) at time zone v_series.time_zone) <= now()
      or ((v_date + v_series.time) at time zone v_series.time_zone) > now() + public.event_start_horizon();

    v_event := jsonb_populate_record(null::public.events, v_series.template);
    insert into public.events (
      title, description, location, location_reference, date, time, time_zone, age_group, gender, skill_level,
      min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
      requires_approval, has_pcd_structure, pcd_types, image_url, series_id, occurrence_date)
    values (
      v_event.title, v_event.description, v_event.location, v_event.location_reference, v_date, v_series.time,
      v_series.time_zone, v_event.age_group, v_event.gender, v_event.skill_level,
      v_event.min_participants, v_event.max_participants, v_series.created_by, v_event.sport_id,
      v_event.custom_sport_name, 'active', v_event.requires_approval, v_event.has_pcd_structure,
      v_event.pcd_types, v_event.image_url, p_series_id, v_date)
    on conflict (series_id, occurrence_date) where series_id is not null do nothing
    returning * into v_event;
    if v_event.id is not null then
      v_created := v_created + 1;
      perform public.register_series_regulars(v_event);
    end if;
  end loop;
  return v_created;
end;
$$;

-- The series the scheduler should look at: not ended, with fewer than SERIES_AHEAD upcoming
-- occurrences, and dates left before their end. With what it needs to expand the rule.
create or replace function public.series_to_materialise()
returns table (id uuid, rrule text, first_date date, occurrences integer)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select s.id, s.rrule, s.first_date, count(e.id)::integer
  from public.event_series s
  left join public.events e on e.series_id = s.id
  where s.ended_at is null
    and (s.until_date is null or s.until_date >= current_date - 1)
  group by s.id
  having (s.occurrence_count is null or count(e.id) < s.occurrence_count)
     and count(e.id) filter (where e.starts_at > now() and e.status <> 'cancelled') < public.series_occurrences_ahead();
$$;

revoke execute on function public.register_series_regulars(public.events), public.materialise_series_occurrences(uuid, date[]),
  public.series_to_materialise() from public, anon, authenticated;
grant execute on function public.materialise_series_occurrences(uuid, date[]), public.series_to_materialise()
  to service_role;
grant execute on function public.series_rrule(text, integer, date), public.series_occurrences_ahead() to anon, authenticated, service_role;

-- ---------------------------------------------------------------- the organiser's functions
-- The series of an occurrence the caller organises (locked), or the reason why not.
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
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by <> v_uid then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_details;
  end if;
  if v_event.series_id is null then
    raise exception 'Este evento não faz parte de uma série' using errcode = 'P0001';
  end if;
  perform 1 from public.event_series where id = v_event.series_id for update;
  return v_event;
end;
$$;

-- 'Tornar fixo' / 'Remover dos fixos' on an occurrence's participants screen. A regular must be
-- registered on this occurrence; there are never more regulars than places.
create or replace function public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode escolher os fixos.');
  v_count integer;
begin
  if p_regular then
    perform 1 from public.event_participants
    where event_id = v_event.id and user_id = p_user_id and status = 'registered';
    if not found then
      raise exception 'Só um participante inscrito pode ser fixo' using errcode = 'P0001';
    end if;
    select count(*) into v_count from public.event_series_regulars where series_id = v_event.series_id and user_id <> p_user_id;
    if v_event.max_participants is not null and v_count >= v_event.max_participants then
      raise exception 'Limite de fixos atingido'
        using errcode = 'P0001', detail = format('O evento tem %s vagas: não pode ter mais fixos que vagas.', v_event.max_participants);
    end if;
    insert into public.event_series_regulars (series_id, user_id) values (v_event.series_id, p_user_id)
    on conflict do nothing;
  else
    delete from public.event_series_regulars where series_id = v_event.series_id and user_id = p_user_id;
  end if;
  select count(*) into v_count from public.event_series_regulars where series_id = v_event.series_id;
  return json_build_object('regular', p_regular, 'regulars', v_count);
end;
$$;

-- 'Este e os próximos': the changes on this occurrence, every later one not cancelled nor over, and
-- the occurrences still to come. Keys: time, location, location_reference, max_participants,
-- min_participants, description, age_group, gender, skill_level, image_url, requires_approval.
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
  v_updated integer;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object'
     or exists (select 1 from jsonb_object_keys(p_changes) k where k <> all (v_allowed)) then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end if;
  v_changes := p_changes;
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
    returning 1
  )
  select count(*) into v_updated from changed;
  update public.event_series s set
    template = s.template || (v_changes - 'time'),
    time = coalesce((v_changes ->> 'time')::time, s.time)
  where s.id = v_event.series_id;
  return v_updated;
end;
$$;

-- 'Encerrar série': no occurrence is created any more, and every one still to come is cancelled
-- (its participants are told, as for any cancelled event). Returns how many were cancelled.
create or replace function public.end_series(p_event_id text)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode encerrar a série.');
  v_cancelled integer;
begin
  update public.event_series set ended_at = coalesce(ended_at, now()) where id = v_event.series_id;
  with cancelled as (
    update public.events set status = 'cancelled'
    where series_id = v_event.series_id and starts_at > now() and status in ('active', 'paused')
    returning 1
  )
  select count(*) into v_cancelled from cancelled;
  return v_cancelled;
end;
$$;

revoke execute on function public.own_series_of(text, text) from public, anon, authenticated;
grant execute on function public.set_series_regular(text, uuid, boolean), public.update_series_from(text, jsonb),
  public.end_series(text) to authenticated;

-- ---------------------------------------------------------------- create_event
-- As before, with p_event's 'time_zone' (default 'America/Sao_Paulo'; the start's bounds come from
-- events_before_write) and, for a series, 'repeat' ('weekly' | 'biweekly' | 'monthly') with
-- 'repeat_count' (2–52) or 'repeat_until' ('yyyy-MM-dd', after the date, within the horizon): the
-- event is then the series' first occurrence, and the scheduler creates the next ones.
create or replace function public.create_event(p_event jsonb, p_invitees uuid[] default '{}')
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_title text := btrim(coalesce(p_event ->> 'title', ''));
  v_location text := btrim(coalesce(p_event ->> 'location', ''));
  v_sport text := btrim(coalesce(p_event ->> 'sport_name', ''));
  v_date_text text := btrim(coalesce(p_event ->> 'date', ''));
  v_zone text := coalesce(nullif(btrim(p_event ->> 'time_zone'), ''), 'America/Sao_Paulo');
  v_missing text[] := '{}';
  v_date date;
  v_time time;
  v_min integer;
  v_max integer;
  v_approval boolean;
  v_pcd boolean;
  v_skill text := coalesce(nullif(btrim(p_event ->> 'skill_level'), ''), 'Iniciante/Diversão');
  v_sport_id uuid;
  v_custom text;
  v_event public.events;
  v_repeat text := nullif(btrim(coalesce(p_event ->> 'repeat', '')), '');
  v_count integer;
  v_until date;
  v_series_id uuid;
begin
  if p_event is null or jsonb_typeof(p_event) <> 'object' then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end if;
  if v_title = '' then v_missing := array_append(v_missing, 'nome'); end if;
  if v_location = '' then v_missing := array_append(v_missing, 'local'); end if;
  if v_sport = '' then v_missing := array_append(v_missing, 'esporte'); end if;
  if v_date_text = '' then v_missing := array_append(v_missing, 'data'); end if;
  if cardinality(v_missing) > 0 then
    raise exception 'Campos obrigatórios faltando: %', array_to_string(v_missing, ', ') using errcode = 'P0001';
  end if;
  -- The texts of libs/domain's event-name schema.
  if char_length(v_title) < 3 then
    raise exception 'Nome do evento deve ter pelo menos 3 caracteres' using errcode = 'P0001';
  end if;
  if char_length(v_title) > 100 then
    raise exception 'Nome do evento muito longo (máximo 100 caracteres)' using errcode = 'P0001';
  end if;
  if v_title ~* '<[^>]*>|<\s*script|javascript\s*:|vbscript\s*:|data\s*:\s*text/html|\mon[a-z]+\s*=|eval\s*\(' then
    raise exception 'Nome do evento contém conteúdo não permitido' using errcode = 'P0001';
  end if;
  if char_length(v_location) > 200 then
    raise exception 'Local muito longo (máximo 200 caracteres)' using errcode = 'P0001';
  end if;
  if char_length(v_sport) > 100 then
    raise exception 'Nome da modalidade muito longo' using errcode = 'P0001';
  end if;
  if char_length(coalesce(p_event ->> 'description', '')) > 2000 then
    raise exception 'Informações do evento muito longas (máximo 2000 caracteres)' using errcode = 'P0001';
  end if;
  begin
    v_date := v_date_text::date;
    v_time := coalesce(nullif(btrim(p_event ->> 'time'), ''), '14:00:00')::time;
    v_min := coalesce(p_event ->> 'min_participants', '2')::integer;
    v_max := (p_event ->> 'max_participants')::integer;
    v_approval := coalesce((p_event ->> 'requires_approval')::boolean, false);
    v_pcd := coalesce((p_event ->> 'has_pcd_structure')::boolean, false);
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end;
  if v_min < 1 or v_max < 1 then
    raise exception 'O número de jogadores deve ser pelo menos 1.' using errcode = 'P0001';
  end if;
  if v_max is not null and v_min > v_max then
    raise exception 'O mínimo de jogadores não pode ser maior que o máximo.' using errcode = 'P0001';
  end if;
  if v_repeat = 'none' then
    v_repeat := null;
  end if;
  if v_repeat is not null then
    if v_repeat not in ('weekly', 'biweekly', 'monthly') then
      raise exception 'Repetição inválida' using errcode = 'P0001';
    end if;
    begin
      v_count := (p_event ->> 'repeat_count')::integer;
      v_until := (p_event ->> 'repeat_until')::date;
    exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                    or numeric_value_out_of_range then
      raise exception 'Dados do evento inválidos' using errcode = 'P0001';
    end;
    if (v_count is null) = (v_until is null) then
      raise exception 'Escolha quando a série termina' using errcode = 'P0001';
    end if;
    if v_count is not null and v_count not between 2 and 52 then
      raise exception 'Escolha entre 2 e 52 vezes' using errcode = 'P0001';
    end if;
    if v_until is not null and v_until <= v_date then
      raise exception 'A série deve terminar depois do primeiro evento' using errcode = 'P0001';
    end if;
    if v_until is not null and (v_until + v_time) at time zone v_zone > now() + public.event_start_horizon() then
      raise exception 'A data do evento não pode passar de 2 anos a partir de hoje' using errcode = 'P0001';
    end if;
  end if;
  if not public.is_brazil_time_zone(v_zone) then
    raise exception 'Fuso horário inválido' using errcode = 'P0001';
  end if;
  if v_skill not in ('Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo') then
    raise exception 'Nível de habilidade inválido' using errcode = 'P0001';
  end if;

  select s.id into v_sport_id from public.sports s where lower(s.name) = lower(v_sport);
  if v_sport_id is null then
    v_custom := v_sport;
    -- Unknown sports are recorded for review (a duplicate is skipped by its trigger).
    insert into public.suggested_sports (name, suggested_by) values (v_sport, v_uid);
  end if;

  insert into public.events (
    title, description, location, location_reference, date, time, time_zone, age_group, gender, skill_level,
    min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
    requires_approval, has_pcd_structure, pcd_types, image_url)
  values (
    v_title, nullif(btrim(p_event ->> 'description'), ''), v_location,
    nullif(btrim(p_event ->> 'location_reference'), ''), v_date, v_time, v_zone,
    nullif(btrim(p_event ->> 'age_group'), ''), nullif(btrim(p_event ->> 'gender'), ''), v_skill,
    v_min, v_max, v_uid, v_sport_id, v_custom, 'active',
    v_approval, v_pcd,
    case when jsonb_typeof(p_event -> 'pcd_types') = 'array'
         then array(select jsonb_array_elements_text(p_event -> 'pcd_types')) end,
    nullif(btrim(p_event ->> 'image_url'), ''))
  returning * into v_event;

  if v_repeat is not null then
    insert into public.event_series (created_by, frequency, rrule, first_date, time, time_zone, occurrence_count,
                                     until_date, template)
    values (v_uid, v_repeat, public.series_rrule(v_repeat, v_count, v_until), v_date, v_time, v_zone, v_count,
            v_until, to_jsonb(v_event) - array['id', 'date', 'time', 'time_zone', 'starts_at', 'participant_count',
              'search_text', 'created_at', 'updated_at', 'status', 'series_id', 'occurrence_date'])
    returning id into v_series_id;
    update public.events set series_id = v_series_id, occurrence_date = v_date where id = v_event.id
    returning * into v_event;
  end if;

  perform public.add_event_invitations(v_event, p_invitees);
  return v_event.id;
end;
$$;

-- ---------------------------------------------------------------- the detail
-- As before, with the event's zone and, for an occurrence, its series: the rule, the next dates
-- (upcoming occurrences, cancelled ones included) and the regulars.
create or replace function public.get_event_detail(p_event_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event jsonb;
  v_organiser uuid;
  v_participation jsonb;
  v_position integer;
  v_series jsonb;
begin
  select
    jsonb_build_object(
      'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
      'location_reference', e.location_reference, 'date', e.date, 'time', e.time,
      'age_group', e.age_group, 'gender', e.gender, 'skill_level', e.skill_level,
      'min_participants', e.min_participants, 'max_participants', e.max_participants,
      'participant_count', e.participant_count, 'created_by', e.created_by, 'sport_id', e.sport_id,
      'custom_sport_name', e.custom_sport_name, 'status', e.status,
      'requires_approval', e.requires_approval, 'has_pcd_structure', e.has_pcd_structure,
      'pcd_types', e.pcd_types, 'image_url', e.image_url, 'starts_at', e.starts_at,
      'updated_at', e.updated_at, 'sport_name', s.name, 'creator_name', p.full_name,
      'time_zone', e.time_zone, 'series_id', e.series_id
    ),
    e.created_by
  into v_event, v_organiser
  from public.events e
  left join public.sports s on s.id = e.sport_id
  left join public.profiles p on p.user_id = e.created_by
  where e.id = v_event_id;

  if v_event is null then
    return null;
  end if;

  if v_event ->> 'series_id' is not null then
    select jsonb_build_object(
      'id', sr.id, 'frequency', sr.frequency, 'rrule', sr.rrule, 'first_date', sr.first_date, 'time', sr.time,
      'time_zone', sr.time_zone, 'occurrence_count', sr.occurrence_count, 'until_date', sr.until_date,
      'ended', sr.ended_at is not null,
      'next', coalesce((
        select jsonb_agg(jsonb_build_object('id', o.id, 'date', o.date, 'time', o.time, 'status', o.status)
                         order by o.starts_at)
        from (select * from public.events o where o.series_id = sr.id and o.starts_at > now()
              order by o.starts_at limit public.series_occurrences_ahead()) o), '[]'::jsonb),
      'regulars', coalesce((select jsonb_agg(r.user_id order by r.created_at) from public.event_series_regulars r
                            where r.series_id = sr.id), '[]'::jsonb))
    into v_series
    from public.event_series sr where sr.id = (v_event ->> 'series_id')::uuid;
  end if;

  if v_uid is not null then
    select jsonb_build_object('status', ep.status, 'evaluation_status', ep.evaluation_status)
    into v_participation
    from public.event_participants ep
    where ep.event_id = v_event_id and ep.user_id = v_uid;

    -- Only someone not taking part can be in line.
    if v_participation is null and v_organiser is distinct from v_uid then
      select w."position" into v_position from public.get_waiting_list(p_event_id) w where w.user_id = v_uid;
    end if;
  end if;

  return jsonb_build_object(
    'event', v_event,
    'participation', v_participation,
    'reputation', (
      select jsonb_build_object('rating', r.rating, 'stars', r.stars)
      from public.profile_reputation r
      where r.user_id = v_organiser
    ),
    'waiting_position', v_position,
    'series', v_series
  );
end;
$$;
