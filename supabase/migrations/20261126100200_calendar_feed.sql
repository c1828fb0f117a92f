-- Calendars (issue 26, item 7): an event (or a whole series) as an .ics, and each athlete's private
-- feed of upcoming games, both served by the calendar function (supabase/server/calendar: the local
-- server's /functions/v1/calendar; on hosted Supabase an Edge Function of the same name, README).
-- The function reads through the two functions below as service_role; no client reads a token of
-- anyone else's or the feed's table.

create table public.calendar_feeds (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  -- 256 bits from two random uuids: the feed's URL is its only key.
  token text not null unique,
  created_at timestamptz not null default now()
);
alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from anon, authenticated;
grant all on public.calendar_feeds to service_role;

-- 'Assinar minha agenda': the caller's feed token (made on first use); p_renew = 'Gerar novo link':
-- a new token, after which the old URL answers 404.
create or replace function public.calendar_feed_token(p_renew boolean default false)
returns text
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_new text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_token text;
begin
  if not p_renew then
    select token into v_token from public.calendar_feeds where user_id = v_uid;
    if found then
      return v_token;
    end if;
  end if;
  insert into public.calendar_feeds (user_id, token) values (v_uid, v_new)
  on conflict (user_id) do update set token = excluded.token, created_at = now()
  returning token into v_token;
  return v_token;
end;
$$;
revoke execute on function public.calendar_feed_token(boolean) from public, anon;
grant execute on function public.calendar_feed_token(boolean) to authenticated;

-- One event as a calendar entry; for an occurrence, its series (the rule, the end as an instant,
-- and the cancelled occurrences' dates for EXDATE). Null when there is no such event.
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
        'occurrence_count', s.occurrence_count,
        'until', ((s.until_date + s.time) at time zone s.time_zone),
        'ended_at', s.ended_at,
        'cancelled_dates', coalesce((select jsonb_agg(o.occurrence_date order by o.occurrence_date) from public.events o
                                      where o.series_id = s.id and o.status = 'cancelled'), '[]'::jsonb))
      from public.event_series s where s.id = e.series_id))
  from public.events e where e.id = p_event_id;
$$;

-- The feed behind a token: the athlete's games to come (registered, not cancelled), each one
-- entry; nothing about anyone else. Null for an unknown (or renewed) token.
create or replace function public.calendar_feed(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
      'location_reference', e.location_reference, 'date', e.date, 'time', e.time, 'time_zone', e.time_zone,
      'status', e.status, 'updated_at', e.updated_at) order by e.starts_at)
    from public.event_participants ep
    join public.events e on e.id = ep.event_id
    where ep.user_id = f.user_id and ep.status = 'registered'
      and e.status in ('active', 'paused') and e.starts_at > now() - interval '3 hours'), '[]'::jsonb)
  from public.calendar_feeds f where f.token = p_token;
$$;

revoke execute on function public.calendar_event(uuid), public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_event(uuid), public.calendar_feed(text) to service_role;
