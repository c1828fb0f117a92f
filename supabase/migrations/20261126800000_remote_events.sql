-- Issue 31: what the shell saw of each remote release, so a failing canary is seen and stopped.
-- The shell reports loads of a canary and every failure (a load that failed or stalled, an error
-- caught by a remote's boundary), naming the remote, its release (entry URL and channel), the
-- route pattern (never a concrete path: no ids) and the kind. No user, no device, no address.
-- Visitors may only add rows, through report_remote_event; only the service role reads them
-- (remote_health), for the shell's server (canary gate, /status/remotes).

create table public.remote_events (
  id bigint generated always as identity primary key,
  remote text not null check (remote ~ '^mf_[a-z_]{1,40}$'),
  channel text not null check (channel in ('stable', 'canary', 'preview')),
  entry text not null check (char_length(entry) between 1 and 500 and entry ~ '^https?://'),
  route text check (char_length(route) <= 200),
  kind text not null check (kind in ('load', 'load-failed', 'stalled', 'render-error')),
  at timestamptz not null default now()
);
create index remote_events_entry_at on public.remote_events (entry, at);
create index remote_events_at on public.remote_events (at);
alter table public.remote_events enable row level security;
revoke all on table public.remote_events from public, anon, authenticated;

-- At most this many reports per release per minute are kept: a flood (a loop in a broken release,
-- or someone scripting the endpoint) cannot grow the table without bound. Beyond it the report is
-- dropped (false), not refused: the shell never retries.
create or replace function public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = public, pg_temp
as $$
begin
  if (select count(*) from public.remote_events
      where entry = p_entry and at > now() - interval '1 minute') >= 600 then
    return false;
  end if;
  insert into public.remote_events (remote, channel, entry, route, kind)
  values (p_remote, p_channel, p_entry, nullif(p_route, ''), p_kind);
  return true;
end;
$$;
revoke execute on function public.report_remote_event(text, text, text, text, text) from public;
grant execute on function public.report_remote_event(text, text, text, text, text) to anon, authenticated, service_role;

-- Loads and failures per remote release over the last p_window_minutes (1 to 1440).
create or replace function public.remote_health(p_window_minutes integer default 60)
returns table (
  remote text,
  channel text,
  entry text,
  loads bigint,
  failures bigint,
  failures_by_kind jsonb,
  last_failure_at timestamptz
)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with kinds as (
    select e.remote, e.channel, e.entry, e.kind, count(*) as n, max(e.at) as last_at
    from public.remote_events e
    where e.at > now() - make_interval(mins => least(greatest(p_window_minutes, 1), 1440))
    group by e.remote, e.channel, e.entry, e.kind
  )
  select k.remote, k.channel, k.entry,
         coalesce(sum(k.n) filter (where k.kind = 'load'), 0)::bigint,
         coalesce(sum(k.n) filter (where k.kind <> 'load'), 0)::bigint,
         coalesce(jsonb_object_agg(k.kind, k.n) filter (where k.kind <> 'load'), '{}'::jsonb),
         max(k.last_at) filter (where k.kind <> 'load')
  from kinds k
  group by k.remote, k.channel, k.entry
  order by k.remote, k.channel, k.entry;
$$;
revoke execute on function public.remote_health(integer) from public, anon, authenticated;
grant execute on function public.remote_health(integer) to service_role;
