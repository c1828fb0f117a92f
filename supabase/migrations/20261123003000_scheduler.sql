-- Time-driven work (issue 12): reminders before an event, evaluations opening 3 h after the start,
-- events becoming 'completed'. One function, public.run_scheduled_jobs(p_now), does everything
-- that is due at p_now and is safe to run twice or concurrently (an advisory lock serialises runs,
-- and event_reminders_sent remembers every reminder, so a repeat never sends one again).
-- pg_cron runs it every minute on hosted Supabase; the local server calls it every minute too.

-- ---------------------------------------------------------------- settings
-- 'Lembretes de eventos' (settings screen): off = no event_reminder for this athlete.
alter table public.profiles add column reminders_enabled boolean not null default true;
grant update (reminders_enabled) on public.profiles to authenticated;
-- Private like phone: read by the owner through get_my_profile(); profiles_update_own limits writes.

-- ---------------------------------------------------------------- reminders sent
create table public.event_reminders_sent (
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  kind text not null constraint event_reminders_sent_kind check (kind in ('24h', '2h')),
  sent_at timestamptz not null default now(),
  primary key (event_id, user_id, kind)
);
create index event_reminders_sent_user on public.event_reminders_sent (user_id);
-- Bookkeeping of the scheduler only: no client reads or writes it.
alter table public.event_reminders_sent enable row level security;
grant all on public.event_reminders_sent to service_role;

-- ---------------------------------------------------------------- closing events
-- An event is over 3 h after its start (the app has no end time; the same moment evaluations open
-- and events_before_write lets an organiser close it). Closing sets status 'completed' and opens the
-- evaluation of every registered participant, each with an `evaluation_reminder`.
-- p_user null = every due event (the scheduler); a user = that user's events as participant or
-- organiser, plus that user's own participations still pending (open_due_evaluations, 'Meus eventos').
create or replace function public.close_due_events(p_due timestamptz, p_user uuid default null)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  -- Never ahead of the real clock: events_before_write and submit_evaluation use now().
  v_cut timestamptz := least(p_due, now()) - interval '3 hours';
  v_closed uuid[];
  v_opened integer;
begin
  with closed as (
    update public.events e
    set status = 'completed'
    where e.status in ('active', 'paused')
      and e.starts_at <= v_cut
      and (p_user is null or e.created_by = p_user or exists (
        select 1 from public.event_participants ep where ep.event_id = e.id and ep.user_id = p_user))
    returning e.id
  )
  select coalesce(array_agg(id), '{}') into v_closed from closed;

  with opened as (
    update public.event_participants ep
    set evaluation_status = 'evaluation_available'
    from public.events e
    where ep.event_id = e.id
      and ep.status = 'registered' and ep.evaluation_status = 'pending'
      and e.status <> 'cancelled' and e.starts_at <= v_cut
      and (ep.event_id = any (v_closed) or ep.user_id = p_user)
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

  return json_build_object('events_completed', cardinality(v_closed), 'evaluations_opened', v_opened);
end;
$$;

-- 'Meus eventos' still calls it when it opens (the scheduler may not have run yet): the same rule
-- as the scheduler, for the caller. Returns how many of the caller's own evaluations it opened.
create or replace function public.open_due_evaluations()
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_before integer;
  v_after integer;
begin
  select count(*) into v_before from public.event_participants
  where user_id = v_uid and evaluation_status = 'evaluation_available';
  perform public.close_due_events(now(), v_uid);
  select count(*) into v_after from public.event_participants
  where user_id = v_uid and evaluation_status = 'evaluation_available';
  return v_after - v_before;
end;
$$;

-- ---------------------------------------------------------------- the scheduler
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
  -- One run at a time; a run that finds another one going leaves the work to it.
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;

  -- Reminders: '24h' for events starting in (now + 2 h, now + 24 h] (later the 2 h one is due
  -- instead), '2h' for (now, now + 2 h]; only to people registered that long before the start.
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
    'evaluations_opened', (v_closed ->> 'evaluations_opened')::integer);
end;
$$;

revoke execute on function public.close_due_events(timestamptz, uuid), public.run_scheduled_jobs(timestamptz)
  from public, anon, authenticated;
grant execute on function public.close_due_events(timestamptz, uuid), public.run_scheduled_jobs(timestamptz)
  to service_role;

-- ---------------------------------------------------------------- pg_cron (hosted)
-- Every minute where pg_cron exists (hosted Supabase); a no-op elsewhere. Any failure (extension
-- not preloaded, not allowed) leaves the migration working: the local server runs the job itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      execute $cron$select cron.schedule('quadra-run-scheduled-jobs', '* * * * *',
        'select public.run_scheduled_jobs()')$cron$;
    exception when others then
      raise notice 'pg_cron not scheduled: %', sqlerrm;
    end;
  end if;
end;
$$;
