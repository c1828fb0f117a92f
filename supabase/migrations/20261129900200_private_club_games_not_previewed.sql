-- Link previews (20261129800000) answered for any event id: a private club's game (20261129700000)
-- showed its title, place and time to anyone holding the link. A preview now shows only what its
-- caller may see; the crawler, a visitor, gets nothing for a private club's game (the page keeps
-- its generic title).
create or replace function public.get_event_preview(p_event_id text)
returns jsonb
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select jsonb_build_object(
    'id', e.id, 'title', e.title,
    'sport_name', coalesce(nullif(btrim(e.custom_sport_name), ''), s.name),
    'date', e.date, 'time', e.time, 'time_zone', e.time_zone, 'location', e.location,
    'status', e.status, 'max_participants', e.max_participants, 'participant_count', e.participant_count,
    'waiting_count', (select count(*)::integer from public.event_waiting_list w where w.event_id = e.id))
  from public.events e
  left join public.sports s on s.id = e.sport_id
  where e.id = public.parse_event_id(p_event_id)
    and public.can_see_event(e.id);
$$;
