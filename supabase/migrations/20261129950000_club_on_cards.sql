-- Issue 47: the event card names its club ('Jogo do {clube}', as the detail does) and "Meus eventos"
-- filters by club. Every card list returns the row's club id and name. The functions stay security
-- invoker, so the join to clubs goes through clubs_read: a club the caller may not see gives nulls
-- (and a private club's events are hidden from non-members by the events' own policies anyway).
-- list_my_events takes p_club_id (null: every club and none). Bodies otherwise as
-- 20261126600000_series_on_cards.sql / 20261126300000_expected_states_and_lists.sql left them.

drop function public.list_available_events(text[], text[], timestamptz, uuid, integer);
drop function public.list_joined_events(timestamptz, uuid, integer);
drop function public.list_my_events(text, timestamptz, uuid, integer);
drop function public.list_invited_events(timestamptz, uuid, integer);

create function public.list_available_events(
  p_sports text[] default null, p_dates text[] default null,
  p_after_starts_at timestamptz default null, p_after_id uuid default null, p_limit integer default 20)
returns table (id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text,
  series_id uuid, series_frequency text, series_first_date date, series_time time,
  club_id uuid, club_name text)
language plpgsql stable
set search_path = public, pg_temp
set plan_cache_mode = force_custom_plan
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
    -- Bound the index range by the chosen days in any of Brazil's zones (UTC−2 to UTC−5).
    v_from := (v_days[1]::timestamp at time zone 'America/Sao_Paulo') - interval '1 hour';
    v_until := ((v_days[cardinality(v_days)] + 1)::timestamp at time zone 'America/Sao_Paulo') + interval '2 hours';
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
         e.requires_approval, coalesce(e.created_by = v_uid, false), me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time,
         e.club_id, cl.name
  from public.events e
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
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

create function public.list_joined_events(
  p_after_starts_at timestamptz default null, p_after_id uuid default null, p_limit integer default 20)
returns table (id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text,
  series_id uuid, series_frequency text, series_first_date date, series_time time,
  club_id uuid, club_name text)
language sql stable
set search_path = public, pg_temp
set plan_cache_mode = force_custom_plan
as $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time,
         e.club_id, cl.name
  from public.event_participants me
  join public.events e on e.id = me.event_id
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
  where me.user_id = (select auth.uid()) and me.status = 'registered'
    and ((e.status in ('active', 'paused') and e.date >= public.sao_paulo_today())
         or (me.evaluation_status = 'evaluation_available' and e.status <> 'cancelled')
         or (me.evaluation_status = 'completed' and e.date >= public.sao_paulo_today() - 14))
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

create function public.list_my_events(
  p_section text, p_after_starts_at timestamptz default null, p_after_id uuid default null,
  p_limit integer default 20, p_club_id uuid default null)
returns table (id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text,
  series_id uuid, series_frequency text, series_first_date date, series_time time,
  club_id uuid, club_name text)
language sql stable
set search_path = public, pg_temp
set plan_cache_mode = force_custom_plan
as $$
  select x.id, x.title, x.location, x.date, x.time, x.starts_at, x.image_url, x.skill_level, x.status,
         coalesce(nullif(btrim(x.custom_sport_name), ''), sp.name), x.participant_count, x.max_participants,
         x.requires_approval, coalesce(x.created_by = (select auth.uid()), false), x.my_status, x.my_evaluation_status,
         x.series_id, se.frequency, se.first_date, se.time,
         x.club_id, cl.name
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
    where e.created_by = (select auth.uid())
      and (p_section = 'organizing'
           or (p_section = 'organizing_upcoming' and e.status in ('active', 'paused') and e.starts_at > now())
           or (p_section = 'organizing_past' and not (e.status in ('active', 'paused') and e.starts_at > now())))
  ) x
  left join public.sports sp on sp.id = x.sport_id
  left join public.event_series se on se.id = x.series_id
  left join public.clubs cl on cl.id = x.club_id
  where (p_club_id is null or x.club_id = p_club_id)
    and (p_after_starts_at is null
     or (p_section <> 'organizing_past' and (x.starts_at, x.id) > (p_after_starts_at, p_after_id))
     or (p_section = 'organizing_past' and (x.starts_at, x.id) < (p_after_starts_at, p_after_id)))
  order by case when p_section = 'organizing_past' then x.starts_at end desc,
           case when p_section = 'organizing_past' then x.id end desc,
           x.starts_at, x.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

create function public.list_invited_events(
  p_after_starts_at timestamptz default null, p_after_id uuid default null, p_limit integer default 20)
returns table (id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text,
  series_id uuid, series_frequency text, series_first_date date, series_time time,
  club_id uuid, club_name text,
  invited_by uuid, invited_by_name text)
language sql stable
set search_path = public, pg_temp
as $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time, e.club_id, cl.name,
         inv.invited_by, coalesce(nullif(btrim(pr.preferred_name), ''), pr.full_name, 'Usuário')
  from public.event_invitations inv
  join public.events e on e.id = inv.event_id
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
  left join public.profiles pr on pr.user_id = inv.invited_by
  left join public.event_participants me on me.event_id = e.id and me.user_id = inv.invitee_id
  where inv.invitee_id = (select auth.uid())
    and e.status in ('active', 'paused') and e.starts_at > now()
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

revoke execute on function public.list_available_events(text[], text[], timestamptz, uuid, integer),
  public.list_joined_events(timestamptz, uuid, integer),
  public.list_my_events(text, timestamptz, uuid, integer, uuid),
  public.list_invited_events(timestamptz, uuid, integer) from public, anon;
grant execute on function public.list_available_events(text[], text[], timestamptz, uuid, integer),
  public.list_joined_events(timestamptz, uuid, integer) to anon, authenticated, service_role;
grant execute on function public.list_my_events(text, timestamptz, uuid, integer, uuid),
  public.list_invited_events(timestamptz, uuid, integer) to authenticated, service_role;
