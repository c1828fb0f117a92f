-- 'Eventos Inscritos' also keeps the caller's recently evaluated games (the card shows a disabled
-- 'Avaliado', spec section 4) for two weeks after the game: still a bounded window, never the whole
-- history. Newest definition: 20261123000100_event_windows.sql.
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
         or (me.evaluation_status = 'evaluation_available' and e.status <> 'cancelled')
         or (me.evaluation_status = 'completed' and e.date >= public.sao_paulo_today() - 14))
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;
