-- Each event in its own time zone (issue 26, item 6), and a start that is neither past nor absurdly
-- far ahead (issue 32, point 15).
--
-- `date` and `time` are the event's wall clock where it happens; `time_zone` (IANA, one of Brazil's
-- zones) says where that is, and `starts_at` is computed in it. Everything time-driven (reminders,
-- closing, evaluation, "já aconteceu") reads `starts_at`, so it follows the event's zone.

-- ---------------------------------------------------------------- Brazil's zones
-- The IANA zones in use in Brazil (tzdata's zone1970.tab for BR). A constant list rather than
-- pg_timezone_names so the check stays immutable and the same on every server.
create or replace function public.is_brazil_time_zone(p_zone text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select p_zone = any (array[
    'America/Noronha', 'America/Belem', 'America/Fortaleza', 'America/Recife', 'America/Araguaina',
    'America/Maceio', 'America/Bahia', 'America/Sao_Paulo', 'America/Campo_Grande', 'America/Cuiaba',
    'America/Santarem', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Manaus',
    'America/Eirunepe', 'America/Rio_Branco']);
end;
grant execute on function public.is_brazil_time_zone(text) to anon, authenticated, service_role;

alter table public.events
  add column time_zone text not null default 'America/Sao_Paulo'
    constraint events_time_zone check (public.is_brazil_time_zone(time_zone));

grant insert (time_zone), update (time_zone) on public.events to authenticated;

-- ---------------------------------------------------------------- the start's bounds
-- How far ahead an event may start (CONTRACT.md): a date beyond it is a typo, never a game.
create or replace function public.event_start_horizon()
returns interval
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select interval '2 years';
end;
grant execute on function public.event_start_horizon() to anon, authenticated, service_role;

-- A start a person sets (create, or a change of date, time or zone) is in the future and within the
-- horizon. Without a person (the scheduler, seed, the owner) nothing is checked: data kept as is.
create or replace function public.check_event_start(p_starts_at timestamptz)
returns void
language plpgsql
stable
set search_path = public, pg_temp
as $$
begin
  if p_starts_at <= now() then
    raise exception 'A data do evento não pode estar no passado' using errcode = 'P0001';
  end if;
  if p_starts_at > now() + public.event_start_horizon() then
    raise exception 'A data do evento não pode passar de 2 anos a partir de hoje' using errcode = 'P0001';
  end if;
end;
$$;

-- ---------------------------------------------------------------- events_before_write
-- As before, with the start computed in the event's zone and the bounds above in place of the
-- São Paulo-day check.
create or replace function public.events_before_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_sport text;
begin
  new.starts_at := (new.date + new.time) at time zone new.time_zone;
  if tg_op = 'INSERT' then
    new.participant_count := 0;
    new.created_at := now();
    if auth.uid() is not null then
      perform public.check_event_start(new.starts_at);
    end if;
  elsif pg_trigger_depth() = 1 then
    -- A change made by the organiser (counter updates come from deeper triggers).
    if old.status = 'cancelled' then
      raise exception 'Eventos cancelados não podem ser editados' using errcode = 'P0001';
    end if;
    -- 'completed' ('Encerrado') is final and only reached once the event is over (as
    -- open_due_evaluations sets it): the organiser can neither reopen nor close it early.
    if new.status is distinct from old.status then
      if old.status = 'completed' then
        raise exception 'Evento encerrado' using errcode = 'P0001';
      end if;
      if new.status = 'completed' and old.starts_at + interval '3 hours' > now() then
        raise exception 'O evento só pode ser encerrado depois de acontecer' using errcode = 'P0001';
      end if;
    end if;
    if auth.uid() is not null and new.starts_at is distinct from old.starts_at then
      perform public.check_event_start(new.starts_at);
    end if;
    if new.max_participants is not null and new.max_participants < new.participant_count then
      raise exception 'O número máximo de participantes não pode ser menor que o número de inscritos'
        using errcode = 'P0001';
    end if;
  end if;
  if tg_op = 'INSERT' or new.title is distinct from old.title or new.description is distinct from old.description
     or new.location is distinct from old.location or new.sport_id is distinct from old.sport_id
     or new.custom_sport_name is distinct from old.custom_sport_name then
    select s.name into v_sport from public.sports s where s.id = new.sport_id;
    new.search_text := public.normalize_search(concat_ws(' ', new.title, new.location, v_sport,
      new.custom_sport_name, new.description));
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- A change of zone moves the start: participants are told, as for a change of date or time.
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
begin
  if pg_trigger_depth() > 1 then
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
    v_message := format('O evento "%s" foi atualizado. Confira as novidades.', new.title);
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
