-- Search that stays fast with 100k events / 50k profiles (bench: npm run bench:db).
-- A frequent term ('parque', 'sao paulo') matches tens of thousands of rows: rechecking them all
-- through the trigram index is what made searches slow. The functions now count matches in a
-- bounded window in a natural order (soonest events, names alphabetically): with a full page
-- there, they rank within it; otherwise the term is rare and the trigram index finds every match. Queries of 1-2 characters,
-- which trigrams cannot serve, match the start of the title or name through a btree.

-- Profiles: a stored normalised copy of name + city (the recheck no longer runs unaccent per row).
alter table public.profiles
  add column search_text text generated always as (public.normalize_search(full_name || ' ' || coalesce(city, ''))) stored;
drop index public.profiles_search_trgm;
create index profiles_search_trgm on public.profiles using gin (search_text extensions.gin_trgm_ops);
create index profiles_search_prefix on public.profiles (left(search_text, 100) text_pattern_ops);
create index profiles_full_name on public.profiles (full_name, user_id);

-- Events: only listed statuses are searchable, so the indexes skip cancelled and completed ones.
drop index public.events_search_trgm;
create index events_search_trgm on public.events using gin (search_text extensions.gin_trgm_ops)
  where status in ('active', 'paused');
create index events_search_prefix on public.events (left(search_text, 100) text_pattern_ops, starts_at)
  where status in ('active', 'paused');
create index events_upcoming on public.events (starts_at, id) where status in ('active', 'paused');

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
  v_found integer;
begin
  if v_query = '' then
    return;
  end if;
  if char_length(v_query) < 3 then
    -- Too short for trigrams: titles starting with the text, soonest first.
    return query
    select e.id, e.title, e.location, e.description, e.image_url, e.date, e.time,
           e.participant_count, e.max_participants, e.skill_level
    from public.events e
    where left(e.search_text, 100) like public.escape_like(v_query) || '%'
      and e.status in ('active', 'paused') and e.starts_at > now()
    order by e.starts_at, e.id
    limit 50;
    return;
  end if;

  v_pattern := '%' || public.escape_like(v_query) || '%';
  -- A frequent term fills the page from the 2,000 soonest events; a rarer one is looked up in
  -- the trigram index. Either way: a match in the title first (search_text starts with it), then the soonest.
  select count(*) into v_found from (
    select e.search_text from public.events e
    where e.status in ('active', 'paused') and e.starts_at > now()
    order by e.starts_at, e.id
    limit 2000
  ) w
  where w.search_text like v_pattern;
  if v_found >= 50 then
    return query
    select w.id, w.title, w.location, w.description, w.image_url, w.date, w.time,
           w.participant_count, w.max_participants, w.skill_level
    from (
      select e.* from public.events e
      where e.status in ('active', 'paused') and e.starts_at > now()
      order by e.starts_at, e.id
      limit 2000
    ) w
    where w.search_text like v_pattern
    order by strpos(w.search_text, v_query) <= char_length(w.title) desc, w.starts_at, w.id
    limit 50;
  else
    return query
    select e.id, e.title, e.location, e.description, e.image_url, e.date, e.time,
           e.participant_count, e.max_participants, e.skill_level
    from public.events e
    where e.search_text like v_pattern
      and e.status in ('active', 'paused') and e.starts_at > now()
    order by strpos(e.search_text, v_query) <= char_length(e.title) desc, e.starts_at, e.id
    limit 50;
  end if;
end;
$$;

-- Reads search_text, which is not granted to clients: runs as its owner and returns public columns only.
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
  v_found integer;
begin
  if v_query = '' then
    return;
  end if;
  if char_length(v_query) < 3 then
    return query
    select p.user_id, p.full_name, p.city, p.profile_photo_url
    from public.profiles p
    where left(p.search_text, 100) like public.escape_like(v_query) || '%'
    order by p.full_name, p.user_id
    limit 50;
    return;
  end if;

  v_pattern := '%' || public.escape_like(v_query) || '%';
  -- As for events: a frequent term ranks within the first 2,000 names, a rarer one uses the
  -- trigram index. A name match before a city match, then alphabetically.
  select count(*) into v_found from (
    select p.search_text from public.profiles p order by p.full_name, p.user_id limit 2000
  ) w
  where w.search_text like v_pattern;
  if v_found >= 50 then
    return query
    select w.user_id, w.full_name, w.city, w.profile_photo_url
    from (select p.* from public.profiles p order by p.full_name, p.user_id limit 2000) w
    where w.search_text like v_pattern
    order by strpos(w.search_text, v_query) <= char_length(w.full_name) desc, w.full_name, w.user_id
    limit 50;
  else
    return query
    select p.user_id, p.full_name, p.city, p.profile_photo_url
    from public.profiles p
    where p.search_text like v_pattern
    order by strpos(p.search_text, v_query) <= char_length(p.full_name) desc, p.full_name, p.user_id
    limit 50;
  end if;
end;
$$;
