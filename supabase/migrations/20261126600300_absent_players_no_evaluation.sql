-- Game day (issue 27) and the evaluation: nothing offers an evaluation that can only be refused.
-- A participant marked 'Faltou' has no 'Avaliar' on the lists (evaluation_status is not opened for
-- them, or goes back to 'pending' when the mark comes after the closing, and opens again if the
-- organiser corrects it to 'Presente' on a closed event), is not among the players others evaluate,
-- and cannot be praised.

create or replace function public.marked_absent(p_event_id uuid, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (select 1 from public.event_attendance
                 where event_id = p_event_id and user_id = p_user_id and status = 'absent');
$$;
revoke execute on function public.marked_absent(uuid, uuid) from public, anon, authenticated;

-- The closing (close_due_events) opens the evaluation of every registered participant: not of one
-- marked absent.
create or replace function public.event_participants_keep_absent_closed()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if new.evaluation_status = 'evaluation_available' and public.marked_absent(new.event_id, new.user_id) then
    new.evaluation_status := old.evaluation_status;
  end if;
  return new;
end;
$$;
revoke execute on function public.event_participants_keep_absent_closed() from public, anon, authenticated;
create trigger event_participants_keep_absent_closed
  before update of evaluation_status on public.event_participants
  for each row execute function public.event_participants_keep_absent_closed();

-- A mark after the closing: 'Faltou' closes an open evaluation; 'Presente' reopens it.
create or replace function public.event_attendance_evaluation()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if new.status = 'absent' then
    update public.event_participants set evaluation_status = 'pending'
    where event_id = new.event_id and user_id = new.user_id and evaluation_status = 'evaluation_available';
  else
    update public.event_participants p set evaluation_status = 'evaluation_available'
    from public.events e
    where p.event_id = new.event_id and p.user_id = new.user_id and p.status = 'registered'
      and p.evaluation_status = 'pending' and e.id = p.event_id and e.status = 'completed';
  end if;
  return null;
end;
$$;
revoke execute on function public.event_attendance_evaluation() from public, anon, authenticated;
create trigger event_attendance_evaluation
  after insert or update of status on public.event_attendance
  for each row execute function public.event_attendance_evaluation();

-- The players to evaluate (20261126300000_expected_states_and_lists.sql), without those marked absent.
create or replace function public.get_evaluation(p_event_id text)
returns json
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_reason text;
  v_detail text;
begin
  begin
    v_event := public.evaluation_access(v_uid, v_event_id, false);
  exception when sqlstate 'P0001' then
    get stacked diagnostics v_reason = message_text, v_detail = pg_exception_detail;
    return json_build_object('available', false, 'event_id', v_event_id,
      'title', (select e.title from public.events e where e.id = v_event_id),
      'reason', v_reason, 'detail', nullif(v_detail, ''));
  end;
  return json_build_object(
    'available', true,
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
      where ep.event_id = v_event.id and ep.status = 'registered' and ep.user_id <> v_uid
        and not public.marked_absent(v_event.id, ep.user_id)), '[]'::json));
end;
$$;

-- 20261123002000_reputation_evaluation.sql's, refusing praise for a player marked absent.
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
                   where event_id = v_event_id and user_id = v_target and status = 'registered')
       or public.marked_absent(v_event_id, v_target) then
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

