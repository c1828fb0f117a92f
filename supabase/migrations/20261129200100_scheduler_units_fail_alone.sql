-- Issue 56, point 2: one organiser could stop the scheduler for every user. update_series_from
-- wrote an invalid template when no occurrence was left to change (max_participants 0 after
-- cancelling the last one), and from then on the series' materialisation, and with it every job of
-- run_scheduled_jobs, failed every minute.
-- Now (1) a series' template is checked as an event's fields are, on every write, and (2) each unit
-- of work (one series, one event) runs alone: a failure rolls back that unit only, is recorded in
-- scheduled_job_failures and retried with a growing wait (1, 2, 4 … minutes, at most a day).

-- 1. The template: create_event's rules and messages, plus the events table's own checks.
create or replace function public.event_template_error(p_template jsonb)
returns text
language plpgsql stable
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
begin
  begin
    v_event := jsonb_populate_record(null::public.events, p_template);
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    return 'Dados do evento inválidos';
  end;
  return coalesce(
    case when char_length(btrim(coalesce(v_event.title, ''))) < 3 then 'Nome do evento deve ter pelo menos 3 caracteres' end,
    case when char_length(btrim(v_event.title)) > 100 then 'Nome do evento muito longo (máximo 100 caracteres)' end,
    case when btrim(coalesce(v_event.location, '')) = '' then 'Campos obrigatórios faltando: local' end,
    case when char_length(btrim(v_event.location)) > 200 then 'Local muito longo (máximo 200 caracteres)' end,
    case when char_length(v_event.custom_sport_name) > 100 then 'Nome da modalidade muito longo' end,
    case when char_length(v_event.description) > 2000 then 'Informações do evento muito longas (máximo 2000 caracteres)' end,
    public.event_texts_error(v_event),
    case when v_event.min_participants is null or v_event.min_participants < 1 or v_event.max_participants < 1
         then 'O número de jogadores deve ser pelo menos 1.' end,
    case when v_event.min_participants > v_event.max_participants
         then 'O mínimo de jogadores não pode ser maior que o máximo.' end,
    case when v_event.skill_level is null
              or v_event.skill_level not in ('Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo')
         then 'Nível de habilidade inválido' end,
    -- The table's remaining checks (the wizard offers only these values).
    case when char_length(v_event.location_reference) > 200 or char_length(v_event.image_url) > 1000
              or v_event.age_group not in ('Todas', '18-25', '26-35', '36+')
              or v_event.gender not in ('Masculino', 'Feminino', 'Misto')
              or v_event.requires_approval is null
         then 'Dados do evento inválidos' end);
end;
$$;

revoke execute on function public.event_template_error(jsonb) from public, anon, authenticated;
grant execute on function public.event_template_error(jsonb) to service_role;

create or replace function public.event_series_check_template()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_error text := public.event_template_error(new.template);
begin
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke execute on function public.event_series_check_template() from public, anon, authenticated;

create trigger event_series_check_template
  before insert or update of template on public.event_series
  for each row execute function public.event_series_check_template();

-- The template is written first, so a bad change gives the same message whether or not an
-- occurrence is left to change.
create or replace function public.update_series_from(p_event_id text, p_changes jsonb)
returns integer
language plpgsql security definer
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
  begin
    perform (v_changes ->> 'time')::time, (v_changes ->> 'max_participants')::integer,
      (v_changes ->> 'min_participants')::integer, (v_changes ->> 'requires_approval')::boolean;
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end;
  update public.event_series s set
    template = s.template || (v_changes - 'time'),
    time = coalesce((v_changes ->> 'time')::time, s.time)
  where s.id = v_event.series_id;
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
  return v_updated;
end;
$$;

-- 2. Failures, one row per unit still failing. Read by the service role (operators); written only
-- by the functions below.
create table public.scheduled_job_failures (
  job text not null,
  unit_id uuid not null,
  failures integer not null default 1,
  last_error text not null,
  first_failed_at timestamptz not null,
  last_failed_at timestamptz not null,
  retry_at timestamptz not null,
  primary key (job, unit_id),
  constraint scheduled_job_failures_job
    check (job in ('materialise_series', 'event_reminders', 'close_event', 'payment_reminders'))
);

alter table public.scheduled_job_failures enable row level security;
revoke all on table public.scheduled_job_failures from public, anon, authenticated;
grant select on table public.scheduled_job_failures to service_role;
create policy scheduled_job_failures_service_read on public.scheduled_job_failures
  for select to service_role using (true);

-- Whether a unit may be tried at p_now (never failed, or its wait is over).
create or replace function public.job_unit_due(p_job text, p_unit_id uuid, p_now timestamptz default now())
returns boolean
language sql stable security definer
set search_path = public, pg_temp
as $$
  select not exists (select 1 from public.scheduled_job_failures f
                     where f.job = p_job and f.unit_id = p_unit_id and f.retry_at > p_now);
$$;

create or replace function public.record_job_failure(p_job text, p_unit_id uuid, p_error text, p_now timestamptz default now())
returns void
language sql security definer
set search_path = public, pg_temp
as $$
  insert into public.scheduled_job_failures as f (job, unit_id, failures, last_error, first_failed_at, last_failed_at, retry_at)
  values (p_job, p_unit_id, 1, left(coalesce(p_error, ''), 1000), p_now, p_now, p_now + interval '1 minute')
  on conflict (job, unit_id) do update set
    failures = f.failures + 1,
    last_error = excluded.last_error,
    last_failed_at = p_now,
    retry_at = p_now + least(interval '1 minute' * power(2, least(f.failures, 20)), interval '1 day');
$$;

create or replace function public.clear_job_failure(p_job text, p_unit_id uuid)
returns void
language sql security definer
set search_path = public, pg_temp
as $$
  delete from public.scheduled_job_failures where job = p_job and unit_id = p_unit_id;
$$;

revoke execute on function public.job_unit_due(text, uuid, timestamptz), public.record_job_failure(text, uuid, text, timestamptz),
  public.clear_job_failure(text, uuid) from public, anon, authenticated;
grant execute on function public.job_unit_due(text, uuid, timestamptz), public.record_job_failure(text, uuid, text, timestamptz),
  public.clear_job_failure(text, uuid) to service_role;

-- A series whose materialisation keeps failing waits its turn (series.ts records the failure).
create or replace function public.series_to_materialise()
returns table (id uuid, rrule text, first_date date, occurrences integer)
language sql stable security definer
set search_path = public, pg_temp
as $$
  select s.id, s.rrule, s.first_date, count(e.id)::integer
  from public.event_series s
  left join public.events e on e.series_id = s.id
  where s.ended_at is null
    and (s.until_date is null or s.until_date >= current_date - 1)
    and public.job_unit_due('materialise_series', s.id)
  group by s.id
  having (s.occurrence_count is null or count(e.id) < s.occurrence_count)
     and count(e.id) filter (where e.starts_at > now() and e.status <> 'cancelled') < public.series_occurrences_ahead();
$$;

-- 3. The units: each the old set-wide statement narrowed to one event, answering its counts under
-- run_scheduled_jobs' own keys.

-- The 24 h and 2 h reminders due at p_now and not sent yet: events with status active starting in
-- (p_now + 2 h, p_now + 24 h] ('24h') or (p_now, p_now + 2 h] ('2h'), to each registered participant
-- who joined at least that long before the start and has reminders_enabled.
create or replace function public.event_reminders_due(p_now timestamptz)
returns table (kind text, event_id uuid, user_id uuid)
language sql stable security definer
set search_path = public, pg_temp
as $$
  select k.kind, e.id, ep.user_id
  from (values ('24h', interval '24 hours', interval '2 hours'), ('2h', interval '2 hours', interval '0')) k (kind, lead, floor)
  join public.events e on e.status = 'active'
    and e.starts_at > p_now + k.floor and e.starts_at <= p_now + k.lead
  join public.event_participants ep on ep.event_id = e.id and ep.status = 'registered'
    and ep.joined_at <= e.starts_at - k.lead
  join public.profiles p on p.user_id = ep.user_id and p.reminders_enabled
  where not exists (select 1 from public.event_reminders_sent r
                    where r.event_id = e.id and r.user_id = ep.user_id and r.kind = k.kind);
$$;

create or replace function public.send_event_reminders(p_event_id uuid, p_now timestamptz)
returns jsonb
language sql security definer
set search_path = public, pg_temp
as $$
  with due as (
    select d.kind, e.id, e.title, e.date, e.time, d.user_id
    from public.event_reminders_due(p_now) d join public.events e on e.id = d.event_id
    where d.event_id = p_event_id
  ), marked as (
    insert into public.event_reminders_sent (event_id, user_id, kind)
    select d.id, d.user_id, d.kind from due d
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'event_reminder',
           case d.kind when '24h' then 'Seu evento está chegando' else 'Seu evento começa em breve' end,
           case d.kind
             when '24h' then format('O evento "%s" começa em %s às %s.', d.title, to_char(d.date, 'DD/MM'), to_char(d.time, 'HH24:MI'))
             else format('O evento "%s" começa às %s. Não se atrase!', d.title, to_char(d.time, 'HH24:MI'))
           end,
           jsonb_build_object('event_id', d.id, 'reminder', d.kind)
    from due d join marked m on m.event_id = d.id and m.user_id = d.user_id and m.kind = d.kind
    returning data ->> 'reminder' as kind
  )
  select jsonb_build_object('reminders_24h', count(*) filter (where kind = '24h'),
                            'reminders_2h', count(*) filter (where kind = '2h'))
  from sent;
$$;

-- Completes one event 3 h after its start (p_cut) and opens its evaluations, with one
-- evaluation_reminder each.
create or replace function public.close_due_event(p_event_id uuid, p_cut timestamptz)
returns jsonb
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  v_opened integer;
begin
  update public.events e set status = 'completed'
  where e.id = p_event_id and e.status in ('active', 'paused') and e.starts_at <= p_cut;
  if not found then
    return '{}';
  end if;
  with opened as (
    update public.event_participants ep
    set evaluation_status = 'evaluation_available'
    from public.events e
    where ep.event_id = e.id and e.id = p_event_id
      and ep.status = 'registered' and ep.evaluation_status = 'pending'
    returning e.id, e.title, ep.user_id
  ), reminded as (
    insert into public.notifications (user_id, type, title, message, data)
    select o.user_id, 'evaluation_reminder', 'Avalie o evento',
           format('O evento "%s" terminou. Avalie e elogie os jogadores!', o.title),
           jsonb_build_object('event_id', o.id)
    from opened o
    returning user_id
  )
  select count(*) into v_opened from reminded;
  return jsonb_build_object('events_completed', 1, 'evaluations_opened', v_opened);
end;
$$;

-- The 'Pagamento pendente' reminders due at p_now and not sent yet ('day_after' from 10:00 of the
-- day after the game, 'three_days_later' three days on, each for three days, on the event's clock),
-- for what is left to pay. PL/pgSQL, so its body is bound when it runs: `paid_cents` comes with
-- 20261129300000_payment_and_participation_locks.sql, which runs after this one.
create or replace function public.payment_reminders_due(p_now timestamptz)
returns table (kind text, event_id uuid, user_id uuid, owed_cents integer, title text)
language plpgsql stable security definer
set search_path = public, pg_temp
as $$
#variable_conflict use_column
begin
  return query
  with kinds (kind, first_day) as (
    values ('day_after', 1), ('three_days_later', 4)
  )
  select k.kind, s.event_id, s.user_id, s.amount_cents - s.paid_cents, e.title
  from kinds k
  join public.events e on e.status <> 'cancelled'
    and (p_now at time zone e.time_zone) >= (e.date + k.first_day) + time '10:00'
    and (p_now at time zone e.time_zone) < (e.date + k.first_day + 3) + time '10:00'
  join public.event_payment_shares s on s.event_id = e.id and s.status = 'pending'
    and s.amount_cents > s.paid_cents and s.user_id <> e.created_by
  where not exists (select 1 from public.payment_reminders_sent r
                    where r.event_id = s.event_id and r.user_id = s.user_id and r.kind = k.kind);
end;
$$;

create or replace function public.send_event_payment_reminders(p_event_id uuid, p_now timestamptz)
returns jsonb
language sql security definer
set search_path = public, pg_temp
as $$
  with due as (
    select * from public.payment_reminders_due(p_now) d where d.event_id = p_event_id
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
  select jsonb_build_object('payment_reminders', count(*)) from sent;
$$;

-- The old set-wide version: run_scheduled_jobs now goes event by event. (20261129300000 defines it
-- again, for what is left to pay; nothing calls it: that migration's rule is payment_reminders_due's.)
drop function public.send_payment_reminders(timestamptz);

revoke execute on function public.event_reminders_due(timestamptz), public.send_event_reminders(uuid, timestamptz),
  public.close_due_event(uuid, timestamptz), public.payment_reminders_due(timestamptz),
  public.send_event_payment_reminders(uuid, timestamptz)
  from public, anon, authenticated;
grant execute on function public.event_reminders_due(timestamptz), public.send_event_reminders(uuid, timestamptz),
  public.close_due_event(uuid, timestamptz), public.payment_reminders_due(timestamptz),
  public.send_event_payment_reminders(uuid, timestamptz)
  to service_role;

-- 4. The run: every due unit (reminders, then closings, then payment reminders) in its own
-- subtransaction (begin … exception), so one that fails is rolled back, recorded and skipped until
-- its wait is over, and the others and the rest of the run go on. 'failures' counts the units that
-- failed in this run.
create or replace function public.run_scheduled_jobs(p_now timestamptz default now())
returns json
language plpgsql security definer
set search_path = public, pg_temp
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  -- Never ahead of the real clock: events_before_write and submit_evaluation use now().
  v_cut timestamptz := least(v_now, now()) - interval '3 hours';
  v_unit record;
  v_counts jsonb;
  v_totals jsonb := jsonb_build_object('reminders_24h', 0, 'reminders_2h', 0, 'events_completed', 0,
    'evaluations_opened', 0, 'payment_reminders', 0, 'failures', 0);
begin
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;

  for v_unit in
    select u.job, u.id from (
      select distinct 1 as step, 'event_reminders' as job, d.event_id as id, null::timestamptz as starts_at
      from public.event_reminders_due(v_now) d
      union all
      select 2, 'close_event', e.id, e.starts_at from public.events e
      where e.status in ('active', 'paused') and e.starts_at <= v_cut
      union all
      select distinct 3, 'payment_reminders', d.event_id, null::timestamptz from public.payment_reminders_due(v_now) d
    ) u
    where public.job_unit_due(u.job, u.id, v_now)
    order by u.step, u.starts_at, u.id
  loop
    begin
      v_counts := case v_unit.job
        when 'event_reminders' then public.send_event_reminders(v_unit.id, v_now)
        when 'close_event' then public.close_due_event(v_unit.id, v_cut)
        else public.send_event_payment_reminders(v_unit.id, v_now)
      end;
      perform public.clear_job_failure(v_unit.job, v_unit.id);
    exception when others then
      perform public.record_job_failure(v_unit.job, v_unit.id, sqlerrm, v_now);
      v_counts := jsonb_build_object('failures', 1);
    end;
    select jsonb_object_agg(t.key, t.value::integer + coalesce((v_counts ->> t.key)::integer, 0))
    into v_totals from jsonb_each_text(v_totals) t;
  end loop;

  return v_totals::json;
end;
$$;
