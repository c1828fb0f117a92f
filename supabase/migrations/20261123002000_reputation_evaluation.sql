-- Reputation computed once by the database (spec sections 3 and 9) and the evaluation of a finished
-- game in one step (spec sections 2 'Evaluation', 4, 6 and 8).
--
-- profile_reputation is the single definition of a person's rating, praise counters and stars:
-- get_public_profile (profile, event organiser), search_profiles_normalized (search rows) and the
-- participants lists (embed `profile_reputation(rating, stars)` from event_participants) read it,
-- so the figure is the same everywhere and moves as soon as submit_evaluation commits.

-- ---------------------------------------------------------------- reputation
-- Stars from the total praise tags received: 1, or 2 from 6, 3 from 16, 4 from 31, 5 from 51.
create or replace function public.praise_stars(p_praise_count integer)
returns integer
language sql
immutable
parallel safe
set search_path = ''
begin atomic
  select case when p_praise_count >= 51 then 5 when p_praise_count >= 31 then 4
              when p_praise_count >= 16 then 3 when p_praise_count >= 6 then 2 else 1 end;
end;

-- security_invoker: read as the caller, who may read public profile columns and every review.
-- The lateral aggregate uses reviews_reviewed (reviewed_user_id, review_type) per person, so a
-- filter on user_id (one profile, a page of search results, a participant list) stays cheap.
create view public.profile_reputation with (security_invoker = true) as
select
  p.user_id,
  -- Average of the ratings of player reviews, one decimal; 5 when there are none.
  coalesce(r.rating, 5.0)::numeric(2, 1) as rating,
  r.praise_count,
  public.praise_stars(r.praise_count) as stars,
  r.comunicativo,
  r.trabalho_equipe,
  r.habilidoso,
  r.amigavel,
  r.esforcado
from public.profiles p
cross join lateral (
  select
    round(avg(x.rating) filter (where x.review_type = 'player_review'), 1) as rating,
    coalesce(sum(cardinality(x.praise_tags)) filter (where x.review_type = 'player_praise'), 0)::integer as praise_count,
    count(*) filter (where x.review_type = 'player_praise' and 'comunicativo' = any (x.praise_tags))::integer as comunicativo,
    count(*) filter (where x.review_type = 'player_praise' and 'trabalho_equipe' = any (x.praise_tags))::integer as trabalho_equipe,
    count(*) filter (where x.review_type = 'player_praise' and 'habilidoso' = any (x.praise_tags))::integer as habilidoso,
    count(*) filter (where x.review_type = 'player_praise' and 'amigavel' = any (x.praise_tags))::integer as amigavel,
    count(*) filter (where x.review_type = 'player_praise' and 'esforcado' = any (x.praise_tags))::integer as esforcado
  from public.reviews x
  where x.reviewed_user_id = p.user_id
) r;

revoke all on public.profile_reputation from public, anon, authenticated;
grant select on public.profile_reputation to anon, authenticated;
grant all on public.profile_reputation to service_role;
revoke execute on function public.praise_stars(integer) from public, anon, authenticated;
grant execute on function public.praise_stars(integer) to anon, authenticated, service_role;

-- Newest definition (20261121000200_functions.sql), now reading the one reputation view.
create or replace function public.get_public_profile(target_user_id uuid)
returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select json_build_object(
    'user_id', p.user_id,
    'full_name', p.full_name,
    'preferred_name', p.preferred_name,
    'city', p.city,
    'gender', p.gender,
    'profile_photo_url', p.profile_photo_url,
    'created_at', p.created_at,
    'events_created', (select count(*) from public.events e where e.created_by = p.user_id),
    'events_participated', (select count(*) from public.event_participants ep
                            where ep.user_id = p.user_id and ep.status = 'registered'),
    'rating', r.rating,
    'praise_count', r.praise_count,
    'praise_tags', json_build_object(
      'comunicativo', r.comunicativo,
      'trabalho_equipe', r.trabalho_equipe,
      'habilidoso', r.habilidoso,
      'amigavel', r.amigavel,
      'esforcado', r.esforcado),
    'stars', r.stars
  )
  from public.profiles p
  join public.profile_reputation r on r.user_id = p.user_id
  where p.user_id = target_user_id;
$$;

-- Newest definition (20261121000200_functions.sql) plus the reputation of each row. The result
-- type changes, so the function is dropped and created again (its grant follows).
drop function public.search_profiles_normalized(text);
create function public.search_profiles_normalized(search_query text)
returns table (user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
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
  select p.user_id, p.full_name, p.city, p.profile_photo_url, r.rating::numeric, r.stars
  from unnest(v_ids) with ordinality u(id, ord)
  join public.profiles p on p.user_id = u.id
  join public.profile_reputation r on r.user_id = p.user_id
  order by u.ord;
end;
$$;
revoke execute on function public.search_profiles_normalized(text) from public, anon, authenticated;
grant execute on function public.search_profiles_normalized(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- edit profile genders
-- Onboarding saves 'prefiro-nao-informar'; the edit-profile select offers the spec's four values.
alter table public.profiles drop constraint profiles_gender_values;
alter table public.profiles add constraint profiles_gender_values check (
  gender in ('masculino', 'feminino', 'outro', 'prefiro-nao-informar', 'prefiro_nao_dizer'));

-- ---------------------------------------------------------------- evaluation
-- The one access rule of the evaluation screen and of the submission: a registered participant
-- of a non-cancelled event, from 3 hours after its start, who has not evaluated it yet. Returns
-- the event; the caller's participation row is locked (a second submission waits, then fails).
create or replace function public.evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_participation public.event_participants;
begin
  select * into v_event from public.events where id = p_event_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if p_lock then
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid
    for update;
  else
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid;
  end if;
  if not found or v_participation.status <> 'registered' then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Você só pode avaliar eventos dos quais participou.';
  end if;
  if v_event.status = 'cancelled' or v_participation.evaluation_status = 'completed'
     or v_event.starts_at + interval '3 hours' > now() then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'A avaliação para este evento ainda não foi liberada ou já foi concluída.';
  end if;
  return v_event;
end;
$$;
revoke execute on function public.evaluation_access(uuid, uuid, boolean) from public, anon, authenticated;

-- What the evaluation screen shows, after the same checks as the submission: the event and the
-- other registered participants (public columns only).
create or replace function public.get_evaluation(p_event_id text)
returns json
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events := public.evaluation_access(v_uid, public.parse_event_id(p_event_id), false);
begin
  return json_build_object(
    'event_id', v_event.id,
    'title', v_event.title,
    'description', v_event.description,
    'players', coalesce((
      select json_agg(json_build_object(
               'user_id', p.user_id, 'full_name', p.full_name, 'preferred_name', p.preferred_name,
               'profile_photo_url', p.profile_photo_url)
             order by ep.joined_at, p.user_id)
      from public.event_participants ep
      join public.profiles p on p.user_id = ep.user_id
      where ep.event_id = v_event.id and ep.status = 'registered' and ep.user_id <> v_uid), '[]'::json));
end;
$$;
revoke execute on function public.get_evaluation(text) from public, anon, authenticated;
grant execute on function public.get_evaluation(text) to authenticated, service_role;

-- Newest definition (20261121000200_functions.sql), with the access rule above: the 3 hours are
-- checked against the event start whatever the stored status says. Every check runs before or
-- between the writes of this one call, so any refusal rolls all of them back.
create or replace function public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text default null)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events := public.evaluation_access(v_uid, v_event_id, true);
  v_praise jsonb;
  v_target uuid;
  v_tag text;
  v_players uuid[] := '{}';
  v_count integer := 0;
  v_name text := public.display_name(v_uid);
begin
  if p_praises is null then
    p_praises := '[]';
  end if;
  if jsonb_typeof(p_praises) <> 'array' then
    raise exception 'Elogio inválido' using errcode = 'P0001';
  end if;

  for v_praise in select * from jsonb_array_elements(p_praises) loop
    if jsonb_typeof(v_praise) <> 'object' then
      raise exception 'Elogio inválido' using errcode = 'P0001';
    end if;
    begin
      v_target := (v_praise ->> 'user_id')::uuid;
    exception when invalid_text_representation then
      raise exception 'Elogio inválido' using errcode = 'P0001';
    end;
    v_tag := v_praise ->> 'tag';
    if v_target is null or v_tag is null
       or v_tag not in ('comunicativo', 'trabalho_equipe', 'habilidoso', 'amigavel', 'esforcado') then
      raise exception 'Elogio inválido' using errcode = 'P0001';
    end if;
    if v_target = v_uid then
      raise exception 'Você não pode elogiar a si mesmo' using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.event_participants
                   where event_id = v_event_id and user_id = v_target and status = 'registered') then
      raise exception 'Só é possível elogiar jogadores que participaram do evento' using errcode = 'P0001';
    end if;
    if not v_target = any (v_players) then
      v_players := v_players || v_target;
      if cardinality(v_players) > 3 then
        raise exception 'Limite atingido' using errcode = 'P0001',
          detail = 'Você pode selecionar até 3 jogadores para elogiar.';
      end if;
    end if;
    insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags, comment)
    values (v_event_id, v_uid, v_target, 'player_praise', array[v_tag],
      case v_tag when 'comunicativo' then 'Comunicativo' when 'trabalho_equipe' then 'Trabalho em equipe'
                 when 'habilidoso' then 'Habilidoso' when 'amigavel' then 'Amigável' else 'Esforçado' end)
    on conflict do nothing;
    if found then
      v_count := v_count + 1;
    end if;
  end loop;

  if nullif(btrim(coalesce(p_comment, '')), '') is not null then
    insert into public.reviews (event_id, reviewer_user_id, review_type, comment)
    values (v_event_id, v_uid, 'event', left(btrim(p_comment), 2000));
  end if;

  update public.event_participants set evaluation_status = 'completed'
  where event_id = v_event_id and user_id = v_uid;

  insert into public.notifications (user_id, type, title, message, data)
  select t, 'new_review', 'Você recebeu um elogio!',
         format('%s elogiou você no evento "%s".', v_name, v_event.title),
         jsonb_build_object('event_id', v_event_id, 'reviewer_id', v_uid)
  from unnest(v_players) t;

  return json_build_object('praised_players', cardinality(v_players), 'praises', v_count);
end;
$$;
