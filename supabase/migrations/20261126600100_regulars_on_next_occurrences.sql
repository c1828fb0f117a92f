-- 'Tornar fixo' also registers the regular on the occurrences of the series that already exist and
-- have not started (the scheduler keeps four ahead, so "each new occurrence" alone would leave the
-- next three games without them): on each one with a free place, unless the person already has a
-- row there (registered, pending or rejected), leaving its waiting list if they were in it. They
-- are told once, for the soonest of them, in the words of a new occurrence's registration.
-- Removing someone from the regulars leaves their registrations as they are ('Não vou desta vez'
-- frees a place).
create or replace function public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode escolher os fixos.');
  v_count integer;
  v_next public.events;
  v_first public.events;
begin
  if p_regular then
    perform 1 from public.event_participants
    where event_id = v_event.id and user_id = p_user_id and status = 'registered';
    if not found then
      raise exception 'Só um participante inscrito pode ser fixo' using errcode = 'P0001';
    end if;
    select count(*) into v_count from public.event_series_regulars where series_id = v_event.series_id and user_id <> p_user_id;
    if v_event.max_participants is not null and v_count >= v_event.max_participants then
      raise exception 'Limite de fixos atingido'
        using errcode = 'P0001', detail = format('O evento tem %s vagas: não pode ter mais fixos que vagas.', v_event.max_participants);
    end if;
    insert into public.event_series_regulars (series_id, user_id) values (v_event.series_id, p_user_id)
    on conflict do nothing;
    for v_next in
      select e.* from public.events e
      where e.series_id = v_event.series_id and e.id <> v_event.id and e.status = 'active' and e.starts_at > now()
        and (e.max_participants is null or e.participant_count < e.max_participants)
        and not exists (select 1 from public.event_participants p where p.event_id = e.id and p.user_id = p_user_id)
      order by e.starts_at
      for update
    loop
      insert into public.event_participants (event_id, user_id, status) values (v_next.id, p_user_id, 'registered');
      delete from public.event_waiting_list where event_id = v_next.id and user_id = p_user_id;
      v_first := coalesce(v_first, v_next);
    end loop;
    if v_first.id is not null then
      insert into public.notifications (user_id, type, title, message, data)
      values (p_user_id, 'event_update', 'Você está confirmado',
              format('Você está confirmado em %s, %s. Não vai? Libere sua vaga.', v_first.title,
                     to_char(v_first.date, 'DD/MM') || ' às ' || to_char(v_first.time, 'HH24:MI')),
              jsonb_build_object('event_id', v_first.id, 'series_id', v_first.series_id, 'regular', true));
    end if;
  else
    delete from public.event_series_regulars where series_id = v_event.series_id and user_id = p_user_id;
  end if;
  select count(*) into v_count from public.event_series_regulars where series_id = v_event.series_id;
  return json_build_object('regular', p_regular, 'regulars', v_count);
end;
$$;
