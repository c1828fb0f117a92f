-- The event detail says when its organiser blocked the caller (issue 46, point 5), so the screen shows
-- 'Não é possível participar deste evento' in place of the join button: the same neutral refusal
-- join_event gives (20261129600000_report_block_remove.sql), without the word block.

-- Did the organiser of this event block the caller? Only ever about the caller themselves.
create or replace function public.blocked_by_organiser(p_event_id uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (
    select 1 from public.events e
    join public.user_blocks b on b.blocker_id = e.created_by and b.blocked_id = auth.uid()
    where e.id = p_event_id);
$$;
revoke execute on function public.blocked_by_organiser(uuid) from public;
grant execute on function public.blocked_by_organiser(uuid) to anon, authenticated, service_role;

-- As 20261126100100_event_series.sql, with 'join_closed'.
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
  v_series jsonb;
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
      'updated_at', e.updated_at, 'sport_name', s.name, 'creator_name', p.full_name,
      'time_zone', e.time_zone, 'series_id', e.series_id
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

  if v_event ->> 'series_id' is not null then
    select jsonb_build_object(
      'id', sr.id, 'frequency', sr.frequency, 'rrule', sr.rrule, 'first_date', sr.first_date, 'time', sr.time,
      'time_zone', sr.time_zone, 'occurrence_count', sr.occurrence_count, 'until_date', sr.until_date,
      'ended', sr.ended_at is not null,
      'next', coalesce((
        select jsonb_agg(jsonb_build_object('id', o.id, 'date', o.date, 'time', o.time, 'status', o.status)
                         order by o.starts_at)
        from (select * from public.events o where o.series_id = sr.id and o.starts_at > now()
              order by o.starts_at limit public.series_occurrences_ahead()) o), '[]'::jsonb),
      'regulars', coalesce((select jsonb_agg(r.user_id order by r.created_at) from public.event_series_regulars r
                            where r.series_id = sr.id), '[]'::jsonb))
    into v_series
    from public.event_series sr where sr.id = (v_event ->> 'series_id')::uuid;
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
    'waiting_position', v_position,
    'series', v_series,
    'join_closed', public.blocked_by_organiser(v_event_id)
  );
end;
$$;
