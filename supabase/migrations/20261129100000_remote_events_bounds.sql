-- Issue 56, point 3: anyone could halt or hide a canary through report_remote_event (12 invented
-- failures halted one; 600 fake loads filled its per-minute cap so real failures were dropped;
-- reports for invented entries were all kept, forever). Now:
-- - only releases the shell's server registered (its remotes.json, register_remote_releases) are
--   counted; a report for any other entry is dropped;
-- - each reporter (a hash of the client's address, as the API gateway gives it; never the address)
--   is kept to 30 reports a minute, and loads and failures have per-release caps of their own;
-- - reports are kept for a day (the longest window remote_health reads), then deleted;
-- - remote_health also answers how many distinct reporters loaded a release and how many saw it
--   fail: the canary gate decides on those, so one client's reports weigh as one device's.

create table public.remote_releases (
  entry text primary key check (char_length(entry) between 1 and 500 and entry ~ '^https?://'),
  remote text not null check (remote ~ '^mf_[a-z_]{1,40}$'),
  channel text not null check (channel in ('stable', 'canary', 'preview')),
  seen_at timestamptz not null default now()
);
alter table public.remote_releases enable row level security;
revoke all on table public.remote_releases from public, anon, authenticated;

alter table public.remote_events add column reporter text check (char_length(reporter) <= 32);
create index remote_events_reporter_at on public.remote_events (reporter, at);
create index remote_events_entry_kind_at on public.remote_events (entry, (kind = 'load'), at);

-- The shell's server registers the releases its remotes.json names (each read, at most once a
-- minute): p_releases is [{ "remote": "mf_events", "channel": "canary", "entry": "https://…" }, …].
create or replace function public.register_remote_releases(p_releases jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_releases) is distinct from 'array' or jsonb_array_length(p_releases) > 200 then
    raise exception 'Lista de versões inválida.' using errcode = 'P0001';
  end if;
  insert into public.remote_releases (entry, remote, channel)
  select r ->> 'entry', r ->> 'remote', r ->> 'channel'
  from jsonb_array_elements(p_releases) r
  on conflict (entry) do update set remote = excluded.remote, channel = excluded.channel, seen_at = now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke execute on function public.register_remote_releases(jsonb) from public, anon, authenticated;
grant execute on function public.register_remote_releases(jsonb) to service_role;

-- The client's address as the API gateway passes it (hosted: Cloudflare's cf-connecting-ip, else the
-- first X-Forwarded-For hop; the local server sets X-Forwarded-For to the socket's address), hashed.
create or replace function public.remote_reporter()
returns text
language sql
stable
set search_path = public, pg_temp
as $$
  select left(md5(coalesce(
    nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')), 16)
$$;
revoke execute on function public.remote_reporter() from public, anon, authenticated;

-- Dropped (false), not refused, as before: the shell never retries a report.
create or replace function public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
declare
  v_reporter text := public.remote_reporter();
begin
  -- the same checks as the table's, so what is not a report is refused before anything is counted
  if p_kind is null or p_kind not in ('load', 'load-failed', 'stalled', 'render-error')
     or p_channel is null or p_channel not in ('stable', 'canary', 'preview')
     or p_remote is null or p_remote !~ '^mf_[a-z_]{1,40}$'
     or p_entry is null or char_length(p_entry) > 500 or p_entry !~ '^https?://'
     or char_length(p_route) > 200 then
    raise exception 'Relatório inválido.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.remote_releases r where r.entry = p_entry and r.remote = p_remote and r.channel = p_channel) then
    return false;
  end if;
  if (select count(*) from public.remote_events where reporter = v_reporter and at > now() - interval '1 minute') >= 30 then
    return false;
  end if;
  -- loads and failures have caps of their own: a flood of loads cannot crowd failures out
  if (select count(*) from public.remote_events
      where entry = p_entry and (kind = 'load') = (p_kind = 'load') and at > now() - interval '1 minute') >= 600 then
    return false;
  end if;
  insert into public.remote_events (remote, channel, entry, route, kind, reporter)
  values (p_remote, p_channel, p_entry, nullif(p_route, ''), p_kind, v_reporter);
  -- retention: a day, the longest window remote_health reads; a few old rows go with each report
  delete from public.remote_events
  where id in (select id from public.remote_events where at < now() - interval '1 day' order by at limit 100);
  return true;
end;
$$;

-- Loads and failures per remote release over the last p_window_minutes (1 to 1440), and the distinct
-- reporters behind them: `reporters` sent anything for the release, `failing_reporters` a failure.
drop function public.remote_health(integer);
create function public.remote_health(p_window_minutes integer default 60)
returns table (
  remote text,
  channel text,
  entry text,
  loads bigint,
  failures bigint,
  failures_by_kind jsonb,
  last_failure_at timestamptz,
  reporters bigint,
  failing_reporters bigint
)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with recent as (
    select e.remote, e.channel, e.entry, e.kind, e.at, e.reporter
    from public.remote_events e
    where e.at > now() - make_interval(mins => least(greatest(p_window_minutes, 1), 1440))
  ), kinds as (
    select r.remote, r.channel, r.entry, r.kind, count(*) as n, max(r.at) as last_at
    from recent r
    group by r.remote, r.channel, r.entry, r.kind
  ), people as (
    select r.remote, r.channel, r.entry,
           count(distinct r.reporter) as reporters,
           count(distinct r.reporter) filter (where r.kind <> 'load') as failing_reporters
    from recent r
    group by r.remote, r.channel, r.entry
  )
  select k.remote, k.channel, k.entry,
         coalesce(sum(k.n) filter (where k.kind = 'load'), 0)::bigint,
         coalesce(sum(k.n) filter (where k.kind <> 'load'), 0)::bigint,
         coalesce(jsonb_object_agg(k.kind, k.n) filter (where k.kind <> 'load'), '{}'::jsonb),
         max(k.last_at) filter (where k.kind <> 'load'),
         max(p.reporters)::bigint,
         max(p.failing_reporters)::bigint
  from kinds k
  join people p using (remote, channel, entry)
  group by k.remote, k.channel, k.entry
  order by k.remote, k.channel, k.entry;
$$;
revoke execute on function public.remote_health(integer) from public, anon, authenticated;
grant execute on function public.remote_health(integer) to service_role;
