-- People search ranks names starting with the text first (by normalised name), then other name
-- matches, then city matches (alphabetically). A common first name ('joao', 'ana') fills the page
-- from the prefix index alone, reading 50 rows instead of every match; a common city fills it from
-- the alphabetical window; only rarer terms go through the trigram index.
drop index public.profiles_search_prefix;
-- text_pattern_ops serves LIKE 'abc%' under any database collation, and ORDER BY ... USING ~<~.
create index profiles_search_prefix on public.profiles (left(search_text, 100) text_pattern_ops, user_id);

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
  v_prefix uuid[];
  v_ids uuid[];
begin
  if v_query = '' then
    return;
  end if;
  -- 1) Names starting with the text, in index order (also the only rule for 1-2 characters).
  select coalesce(array_agg(s.user_id order by s.ord), '{}') into v_prefix from (
    select p.user_id, row_number() over () as ord
    from (
      select p.user_id from public.profiles p
      where left(p.search_text, 100) like public.escape_like(v_query) || '%'
      order by left(p.search_text, 100) using ~<~, p.user_id
      limit 50
    ) p
  ) s;
  v_ids := v_prefix;
  if char_length(v_query) >= 3 and cardinality(v_prefix) < 50 then
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- 2) A frequent term: the other matches among the first 2,000 names.
    select v_prefix || coalesce(array_agg(s.user_id order by s.ord), '{}') into v_ids from (
      select w.user_id, row_number() over (
               order by strpos(w.search_text, v_query) <= char_length(w.full_name) desc, w.full_name, w.user_id) as ord
      from (
        select p.user_id, p.search_text, p.full_name
        from public.profiles p order by p.full_name, p.user_id limit 2000
      ) w
      where w.search_text like v_pattern and w.user_id <> all (v_prefix)
      order by ord
      limit 50 - cardinality(v_prefix)
    ) s;
    if cardinality(v_ids) < 50 then
      -- 3) A rarer term: every match through the trigram index.
      select coalesce(array_agg(s.user_id order by s.ord), '{}') into v_ids from (
        select p.user_id,
               row_number() over (order by strpos(p.search_text, v_query) = 1 desc,
                                           strpos(p.search_text, v_query) <= char_length(p.full_name) desc,
                                           p.full_name, p.user_id) as ord
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
