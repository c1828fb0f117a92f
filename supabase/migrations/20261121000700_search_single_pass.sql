-- Search in one pass over the window: rank the window's matches into an id list, fall back to the
-- trigram index only when the window holds less than a page, then read the 50 rows by key.
-- Same results as before (see 20261121000500_search_performance.sql), about half the work.

create or replace function public.search_events_normalized(search_query text)
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
      limit 50
    ) s;
  else
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- Title matches (search_text starts with the title) first, then the soonest.
    select array_agg(s.id order by s.ord) into v_ids from (
      select w.id, row_number() over (order by strpos(w.search_text, v_query) <= char_length(w.title) desc, w.starts_at, w.id) as ord
      from (
        select e.id, e.search_text, e.title, e.starts_at from public.events e
        where e.status in ('active', 'paused') and e.starts_at > now()
        order by e.starts_at, e.id
        limit 2000
      ) w
      where w.search_text like v_pattern
      order by ord
      limit 50
    ) s;
    if coalesce(cardinality(v_ids), 0) < 50 then
      -- A rarer term: every match through the trigram index.
      select array_agg(s.id order by s.ord) into v_ids from (
        select e.id, row_number() over (order by strpos(e.search_text, v_query) <= char_length(e.title) desc, e.starts_at, e.id) as ord
        from public.events e
        where e.search_text like v_pattern
          and e.status in ('active', 'paused') and e.starts_at > now()
        order by ord
        limit 50
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

create or replace function public.search_profiles_normalized(search_query text)
returns table (user_id uuid, full_name text, city text, profile_photo_url text)
language plpgsql
stable
security definer
set search_path = public, extensions, pg_temp
as $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_pattern text;
  v_ids uuid[];
begin
  if v_query = '' then
    return;
  end if;
  if char_length(v_query) < 3 then
    select array_agg(s.user_id order by s.full_name, s.user_id) into v_ids from (
      select p.user_id, p.full_name from public.profiles p
      where left(p.search_text, 100) like public.escape_like(v_query) || '%'
      order by p.full_name, p.user_id
      limit 50
    ) s;
  else
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- A name match before a city match, then alphabetically.
    select array_agg(s.user_id order by s.ord) into v_ids from (
      select w.user_id, row_number() over (order by strpos(w.search_text, v_query) <= char_length(w.full_name) desc, w.full_name, w.user_id) as ord
      from (
        select p.user_id, p.search_text, p.full_name from public.profiles p order by p.full_name, p.user_id limit 2000
      ) w
      where w.search_text like v_pattern
      order by ord
      limit 50
    ) s;
    if coalesce(cardinality(v_ids), 0) < 50 then
      select array_agg(s.user_id order by s.ord) into v_ids from (
        select p.user_id, row_number() over (order by strpos(p.search_text, v_query) <= char_length(p.full_name) desc, p.full_name, p.user_id) as ord
        from public.profiles p
        where p.search_text like v_pattern
        order by ord
        limit 50
      ) s;
    end if;
  end if;
  return query
  select p.user_id, p.full_name, p.city, p.profile_photo_url
  from unnest(v_ids) with ordinality u(id, ord)
  join public.profiles p on p.user_id = u.id
  order by u.ord;
end;
$$;
