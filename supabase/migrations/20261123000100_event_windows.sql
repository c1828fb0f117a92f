-- Events at scale (issue 9): the dashboard's sections, "Meus eventos" and search are windows
-- computed and paged in the database, so a client never downloads past events or participant lists.
-- Every list function runs as the caller (SECURITY INVOKER): RLS decides what it sees, as for a
-- plain select. Rows carry only what a card shows plus a participation summary (the count and the
-- caller's own status). Lists page by keyset on (starts_at, id): pass the last row's pair back.

-- ---------------------------------------------------------------- helpers (pure)
-- One key per sport whatever its spelling: case, accents, blanks and the aliases the events filter
-- treats as the same sport ('Tennis' = 'Tênis', 'Voleibol' = 'Vôlei', 'Ping Pong' = 'Pingpong').
create or replace function public.sport_key(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select case k when 'tennis' then 'tenis' when 'voleibol' then 'volei' when 'ping pong' then 'pingpong' else k end
  from (select btrim(public.normalize_search(coalesce(value, ''))) as k) s;
end;

-- The named sports of the events filter (FILTER_SPORTS in libs/domain, without 'Outros', which means
-- "any other sport"); supabase/tests/event-windows.test.ts checks that both lists agree.
create or replace function public.filter_sport_keys()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select array(select public.sport_key(n) from unnest(array['Futebol', 'Basquete', 'Vôlei', 'Tennis', 'Natação',
    'Corrida', 'Ciclismo', 'Xadrez']) n);
end;

-- The days (São Paulo calendar) a set of date-filter keys covers, seen from p_today:
-- 'today', 'tomorrow', 'weekend' (the coming Saturday and Sunday; on a Sunday only that day) and
-- 'next-week' (next calendar week, Monday to Sunday). Unknown keys cover nothing.
create or replace function public.filter_days(p_keys text[], p_today date)
returns date[]
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select coalesce(array_agg(distinct d order by d), '{}')
  from unnest(p_keys) k
  cross join lateral (select extract(dow from p_today)::int as dow) w
  cross join lateral generate_series(
    case k when 'today' then p_today
           when 'tomorrow' then p_today + 1
           when 'weekend' then case when w.dow = 0 then p_today else p_today + (6 - w.dow) end
           when 'next-week' then p_today + (8 - case when w.dow = 0 then 7 else w.dow end)
    end::timestamp,
    case k when 'today' then p_today
           when 'tomorrow' then p_today + 1
           when 'weekend' then case when w.dow = 0 then p_today else p_today + (7 - w.dow) end
           when 'next-week' then p_today + (14 - case when w.dow = 0 then 7 else w.dow end)
    end::timestamp,
    interval '1 day') g(day)
  cross join lateral (select g.day::date as d) x;
end;

-- Today in São Paulo (the calendar every event date uses).
create or replace function public.sao_paulo_today()
returns date
language sql
stable
parallel safe
set search_path = ''
begin atomic
  select (now() at time zone 'America/Sao_Paulo')::date;
end;

-- Serve the windows by index: upcoming listed events by start (exists: events_upcoming), one sport's
-- upcoming events, an organiser's events by start, and a user's participations.
create index events_upcoming_sport on public.events (sport_id, starts_at, id) where status in ('active', 'paused');
create index events_created_by_start on public.events (created_by, starts_at, id);

-- ---------------------------------------------------------------- 'Eventos Disponíveis'
-- Events that have not started yet (so joining can still succeed), status active or paused, that the
-- caller has not joined (a pending request still shows, with my_status 'pending'), ordered by start.
-- p_sports: filter names ('Futebol', …, 'Outros' = a sport outside the named ones); p_dates: filter keys
-- ('today', 'tomorrow', 'weekend', 'next-week') on the São Paulo calendar. Null or empty = no filter.
create or replace function public.list_available_events(
  p_sports text[] default null,
  p_dates text[] default null,
  p_after_starts_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text
)
language plpgsql
stable
security invoker
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  v_days date[] := case when coalesce(cardinality(p_dates), 0) = 0 then null
                        else public.filter_days(p_dates, public.sao_paulo_today()) end;
  v_from timestamptz := '-infinity';
  v_until timestamptz := 'infinity';
  v_keys text[];
  v_other boolean := false;
  v_sport_ids uuid[];
begin
  if v_days is not null then
    if cardinality(v_days) = 0 then
      return;
    end if;
    -- Bound the index range by the chosen days (starts_at = date + time in São Paulo).
    v_from := v_days[1]::timestamp at time zone 'America/Sao_Paulo';
    v_until := (v_days[cardinality(v_days)] + 1)::timestamp at time zone 'America/Sao_Paulo';
  end if;
  if p_after_starts_at is not null then
    v_from := greatest(v_from, p_after_starts_at);
  end if;
  if coalesce(cardinality(p_sports), 0) > 0 then
    v_other := 'Outros' = any (p_sports);
    select array_agg(public.sport_key(s)) into v_keys from unnest(p_sports) s where s <> 'Outros';
    -- Sports rows matching the choice (the table is small); custom names are compared by key.
    select coalesce(array_agg(s.id), '{}') into v_sport_ids from public.sports s
    where public.sport_key(s.name) = any (coalesce(v_keys, '{}'))
       or (v_other and public.sport_key(s.name) <> all (public.filter_sport_keys()));
  end if;

  return query
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, coalesce(e.created_by = v_uid, false), me.status, me.evaluation_status
  from public.events e
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_participants me on me.event_id = e.id and me.user_id = v_uid
  where e.status in ('active', 'paused')
    and e.starts_at > now() and e.starts_at >= v_from and e.starts_at < v_until
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
    and (v_days is null or e.date = any (v_days))
    and (v_sport_ids is null or case
          when nullif(btrim(e.custom_sport_name), '') is not null then
            public.sport_key(e.custom_sport_name) = any (coalesce(v_keys, '{}'))
            or (v_other and public.sport_key(e.custom_sport_name) <> all (public.filter_sport_keys()))
          else e.sport_id = any (v_sport_ids) or (v_other and e.sport_id is null)
        end)
    and me.status is distinct from 'registered'
  order by e.starts_at, e.id
  limit v_limit;
end;
$$;

-- ---------------------------------------------------------------- 'Eventos Inscritos'
-- The caller's registered participations in events from today on (São Paulo calendar, active or
-- paused), plus past ones whose evaluation is open ('Avaliar'), ordered by start.
create or replace function public.list_joined_events(
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
as $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status
  from public.event_participants me
  join public.events e on e.id = me.event_id
  left join public.sports sp on sp.id = e.sport_id
  where me.user_id = (select auth.uid()) and me.status = 'registered'
    and ((e.status in ('active', 'paused') and e.date >= public.sao_paulo_today())
         or (me.evaluation_status = 'evaluation_available' and e.status <> 'cancelled'))
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

-- ---------------------------------------------------------------- 'Meus eventos'
-- One section of "Meus eventos" a page at a time, ordered by start:
-- 'active' | 'closed' | 'paused_cancelled' = the caller's participations (registered or pending) by
-- event status (active; completed; paused or cancelled); 'organizing' = events the caller created.
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
    where p_section = 'organizing' and e.created_by = (select auth.uid())
  ) x
  left join public.sports sp on sp.id = x.sport_id
  where p_after_starts_at is null or (x.starts_at, x.id) > (p_after_starts_at, p_after_id)
  order by x.starts_at, x.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

-- ---------------------------------------------------------------- search, paged
-- Same matching and ranking as before (see 20261121000200_functions.sql), now a page at a time:
-- p_limit rows (1–50; events default to 50 as before) after skipping p_offset (at most 1,000). Which
-- ranking a query uses is decided by the query alone, never by the page, so pages never overlap or skip.
drop function public.search_events_normalized(text);
create function public.search_events_normalized(search_query text, p_limit integer default 50, p_offset integer default 0)
returns table (
  id uuid, title text, location text, description text, image_url text, date date,
  time_field time, participant_count integer, max_participants integer, skill_level text
)
language plpgsql
stable
set search_path = public, extensions, pg_temp
as $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 1000);
  v_pattern text;
  v_ids uuid[];
begin
  if v_query = '' then
    return;
  end if;
  if char_length(v_query) < 3 then
    -- Too short for trigrams: titles starting with the text, soonest first.
    select array_agg(s.id order by s.starts_at, s.id) into v_ids from (
      select e.id, e.starts_at from public.events e
      where left(e.search_text, 100) like public.escape_like(v_query) || '%'
        and e.status in ('active', 'paused') and e.starts_at > now()
      order by e.starts_at, e.id
      offset v_offset limit v_limit
    ) s;
  else
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- A frequent term (50+ matches among the 2,000 soonest events) is ranked within that window:
    -- title matches (search_text starts with the title) first, then the soonest.
    select array_agg(w.id order by w.ord) into v_ids from (
      select w.id, row_number() over (order by strpos(w.search_text, v_query) <= char_length(w.title) desc, w.starts_at, w.id) as ord
      from (
        select e.id, e.search_text, e.title, e.starts_at from public.events e
        where e.status in ('active', 'paused') and e.starts_at > now()
        order by e.starts_at, e.id
        limit 2000
      ) w
      where w.search_text like v_pattern
    ) w;
    if coalesce(cardinality(v_ids), 0) >= 50 then
      v_ids := v_ids[v_offset + 1 : v_offset + v_limit];
    else
      -- A rarer term: every match through the trigram index.
      select array_agg(s.id order by s.ord) into v_ids from (
        select e.id, row_number() over (order by strpos(e.search_text, v_query) <= char_length(e.title) desc, e.starts_at, e.id) as ord
        from public.events e
        where e.search_text like v_pattern
          and e.status in ('active', 'paused') and e.starts_at > now()
        order by ord
        offset v_offset limit v_limit
      ) s;
    end if;
  end if;
  return query
  select e.id, e.title, e.location, e.description, e.image_url, e.date, e.time,
         e.participant_count, e.max_participants, e.skill_level
  from unnest(v_ids) with ordinality u(id, ord)
  join public.events e on e.id = u.id
  order by u.ord;
end;
$$;

-- Profiles, paged. search_profiles_normalized(text) stays as it is (max 50; 20261123002000 adds the
-- reputation to its rows and runs after this file), so the paged search is its own function with the
-- same matching and the same row shape. Reads search_text, which is not granted to clients: runs as
-- its owner and returns public columns only (plus profile_reputation, resolved when it runs).
-- Ranking: names starting with the text (index order), then the other matches (name matches first,
-- then city matches, alphabetically) — among the 2,000 first names when that window holds 50+ of
-- them together with the prefix matches (a frequent term), else all of them through the trigram index.
create function public.search_profiles_page(search_query text, p_limit integer default 20, p_offset integer default 0)
returns table (user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
language plpgsql
stable
security definer
set search_path = public, extensions, pg_temp
as $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 1000);
  v_want integer := v_offset + v_limit;
  v_prefix_pattern text := public.escape_like(v_query) || '%';
  v_pattern text;
  v_prefix uuid[];
  v_prefix_total integer;
  v_window uuid[];
  v_others uuid[];
begin
  if v_query = '' then
    return;
  end if;
  -- 1) Names starting with the text, in index order (also the only rule for 1-2 characters).
  select coalesce(array_agg(p.user_id order by p.ord), '{}') into v_prefix from (
    select p.user_id, row_number() over () as ord
    from (
      select p.user_id from public.profiles p
      where left(p.search_text, 100) like v_prefix_pattern
      order by left(p.search_text, 100) using ~<~, p.user_id
      limit v_want
    ) p
  ) p;
  v_others := '{}';
  if char_length(v_query) >= 3 and cardinality(v_prefix) < v_want then
    v_pattern := '%' || public.escape_like(v_query) || '%';
    select count(*) into v_prefix_total from (
      select 1 from public.profiles p where left(p.search_text, 100) like v_prefix_pattern limit 50
    ) c;
    -- 2) The other matches among the first 2,000 names.
    select coalesce(array_agg(w.user_id order by w.ord), '{}') into v_window from (
      select w.user_id, row_number() over (
               order by strpos(w.search_text, v_query) <= char_length(w.full_name) desc, w.full_name, w.user_id) as ord
      from (
        select p.user_id, p.search_text, p.full_name
        from public.profiles p order by p.full_name, p.user_id limit 2000
      ) w
      where w.search_text like v_pattern and left(w.search_text, 100) not like v_prefix_pattern
    ) w;
    if v_prefix_total + cardinality(v_window) >= 50 then
      v_others := v_window[1 : v_want - cardinality(v_prefix)];
    else
      -- 3) A rarer term: every other match through the trigram index.
      select coalesce(array_agg(s.user_id order by s.ord), '{}') into v_others from (
        select p.user_id,
               row_number() over (order by strpos(p.search_text, v_query) <= char_length(p.full_name) desc,
                                           p.full_name, p.user_id) as ord
        from public.profiles p
        where p.search_text like v_pattern and left(p.search_text, 100) not like v_prefix_pattern
        order by ord
        limit v_want - cardinality(v_prefix)
      ) s;
    end if;
  end if;
  return query
  select p.user_id, p.full_name, p.city, p.profile_photo_url, r.rating::numeric, r.stars
  from unnest((v_prefix || v_others)[v_offset + 1 : v_want]) with ordinality u(id, ord)
  join public.profiles p on p.user_id = u.id
  left join public.profile_reputation r on r.user_id = p.user_id
  order by u.ord;
end;
$$;

-- ---------------------------------------------------------------- privileges
-- The list functions run as the caller, so the pure helpers they call must be callable too.
revoke execute on function public.sport_key(text), public.filter_sport_keys(), public.filter_days(text[], date),
  public.sao_paulo_today(), public.list_available_events(text[], text[], timestamptz, uuid, integer),
  public.list_joined_events(timestamptz, uuid, integer), public.list_my_events(text, timestamptz, uuid, integer),
  public.search_events_normalized(text, integer, integer), public.search_profiles_page(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.sport_key(text), public.filter_sport_keys(), public.filter_days(text[], date),
  public.sao_paulo_today(), public.list_available_events(text[], text[], timestamptz, uuid, integer),
  public.list_joined_events(timestamptz, uuid, integer),
  public.search_events_normalized(text, integer, integer), public.search_profiles_page(text, integer, integer)
  to anon, authenticated;
grant execute on function public.list_my_events(text, timestamptz, uuid, integer) to authenticated;
grant execute on all functions in schema public to service_role;
