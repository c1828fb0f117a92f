-- An event's detail screen in one call (issue 14): the event with its sport and organiser names,
-- the organiser's reputation, and the caller's participation and place in line. It was four
-- requests in two rounds; on a phone each round trip is ~150 ms before the title can show.
--
-- security invoker: everything is read as the caller, through the same row-level security as the
-- table reads it replaces (an event the caller may not see is null, a hidden name is null). The
-- place in line comes from get_waiting_list, which answers a caller only their own place.
-- Returns null when there is no such event (or none the caller may see).
create or replace function public.get_event_detail(p_event_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event jsonb;
  v_organiser uuid;
  v_participation jsonb;
  v_position integer;
begin
  select
    jsonb_build_object(
      'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
      'location_reference', e.location_reference, 'date', e.date, 'time', e.time,
      'age_group', e.age_group, 'gender', e.gender, 'skill_level', e.skill_level,
      'min_participants', e.min_participants, 'max_participants', e.max_participants,
      'participant_count', e.participant_count, 'created_by', e.created_by, 'sport_id', e.sport_id,
      'custom_sport_name', e.custom_sport_name, 'status', e.status,
      'requires_approval', e.requires_approval, 'has_pcd_structure', e.has_pcd_structure,
      'pcd_types', e.pcd_types, 'image_url', e.image_url, 'starts_at', e.starts_at,
      'updated_at', e.updated_at, 'sport_name', s.name, 'creator_name', p.full_name
    ),
    e.created_by
  into v_event, v_organiser
  from public.events e
  left join public.sports s on s.id = e.sport_id
  left join public.profiles p on p.user_id = e.created_by
  where e.id = v_event_id;

  if v_event is null then
    return null;
  end if;

  if v_uid is not null then
    select jsonb_build_object('status', ep.status, 'evaluation_status', ep.evaluation_status)
    into v_participation
    from public.event_participants ep
    where ep.event_id = v_event_id and ep.user_id = v_uid;

    -- Only someone not taking part can be in line.
    if v_participation is null and v_organiser is distinct from v_uid then
      select w."position" into v_position from public.get_waiting_list(p_event_id) w where w.user_id = v_uid;
    end if;
  end if;

  return jsonb_build_object(
    'event', v_event,
    'participation', v_participation,
    'reputation', (
      select jsonb_build_object('rating', r.rating, 'stars', r.stars)
      from public.profile_reputation r
      where r.user_id = v_organiser
    ),
    'waiting_position', v_position
  );
end;
$$;

-- A security invoker function calls parse_event_id as its caller: the check reads nothing.
grant execute on function public.parse_event_id(text) to anon, authenticated;

revoke execute on function public.get_event_detail(text) from public, anon, authenticated;
grant execute on function public.get_event_detail(text) to anon, authenticated, service_role;
