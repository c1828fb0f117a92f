-- Link previews and 'Copiar lista' (issue 52).
--
-- get_event_preview: what a shared link shows of an event to anyone, a crawler included (the
-- events row is public already): title, sport, day and time in the event's zone, place, status,
-- the places and how many wait in line — a count, never who. No names, no payments, no Pix key.
--
-- get_event_list: the list as the WhatsApp group pastes it, for the organiser and the registered
-- participants only: the confirmed players in the order they joined (with whether their payment
-- is confirmed, where the event has a cost) and the waiting list in its order. Anyone else gets
-- 'Só quem participa do evento pode copiar a lista.'

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
  where e.id = public.parse_event_id(p_event_id);
$$;

revoke all on function public.get_event_preview(text) from public;
grant execute on function public.get_event_preview(text) to anon, authenticated, service_role;

create or replace function public.get_event_list(p_event_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_has_cost boolean;
begin
  select * into v_event from public.events where id = v_event_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.is_event_member(v_event_id) then
    raise exception 'Só quem participa do evento pode copiar a lista.' using errcode = 'P0001';
  end if;
  v_has_cost := exists (select 1 from public.event_costs c where c.event_id = v_event_id);
  return jsonb_build_object(
    'id', v_event.id, 'title', v_event.title,
    'sport_name', coalesce(nullif(btrim(v_event.custom_sport_name), ''),
                           (select s.name from public.sports s where s.id = v_event.sport_id)),
    'date', v_event.date, 'time', v_event.time, 'time_zone', v_event.time_zone,
    'location', v_event.location, 'status', v_event.status,
    'max_participants', v_event.max_participants, 'has_cost', v_has_cost,
    'confirmed', coalesce((
      select jsonb_agg(jsonb_build_object(
               'name', coalesce(nullif(btrim(p.preferred_name), ''), p.full_name, 'Usuário'),
               'paid', v_has_cost and coalesce(sh.status = 'confirmed', false))
             order by ep.joined_at, ep.id)
      from public.event_participants ep
      left join public.profiles p on p.user_id = ep.user_id
      left join public.event_payment_shares sh on sh.event_id = ep.event_id and sh.user_id = ep.user_id
      where ep.event_id = v_event_id and ep.status = 'registered'), '[]'::jsonb),
    'waiting', coalesce((
      select jsonb_agg(jsonb_build_object('name', coalesce(nullif(btrim(p.preferred_name), ''), p.full_name, 'Usuário'))
             order by w.id)
      from public.event_waiting_list w
      left join public.profiles p on p.user_id = w.user_id
      where w.event_id = v_event_id), '[]'::jsonb));
end;
$$;

revoke all on function public.get_event_list(text) from public, anon;
grant execute on function public.get_event_list(text) to authenticated, service_role;
