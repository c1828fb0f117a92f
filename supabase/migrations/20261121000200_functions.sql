-- Quadra server logic: triggers that keep derived data and write notifications, and the RPCs
-- of the database contract (supabase/CONTRACT.md). Functions that bypass RLS are SECURITY
-- DEFINER with a fixed search_path; who may execute what is set in the security migration.

-- ---------------------------------------------------------------- helpers
create or replace function public.notify_user(
  p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb default '{}'
) returns void
language sql
security definer
set search_path = public, pg_temp
as $$
  insert into public.notifications (user_id, type, title, message, data)
  values (p_user_id, p_type, p_title, p_message, coalesce(p_data, '{}'));
$$;

-- Event ids arrive as text so that a malformed id gets the spec's message, not a cast error.
create or replace function public.parse_event_id(p_event_id text)
returns uuid
language plpgsql
immutable
set search_path = public, pg_temp
as $$
begin
  if p_event_id is null
     or p_event_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'ID do evento inválido' using errcode = 'P0001';
  end if;
  return p_event_id::uuid;
end;
$$;

create or replace function public.require_user()
returns uuid
language plpgsql
stable
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Usuário não autenticado' using errcode = 'P0001';
  end if;
  return v_uid;
end;
$$;

create or replace function public.display_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce(nullif(btrim(p.preferred_name), ''), p.full_name, 'Usuário')
  from public.profiles p where p.user_id = p_user_id;
$$;

-- ---------------------------------------------------------------- profiles
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.profiles (user_id, full_name, preferred_name)
  values (
    new.id,
    coalesce(nullif(btrim(left(new.raw_user_meta_data ->> 'full_name', 100)), ''), 'Usuário'),
    nullif(btrim(left(new.raw_user_meta_data ->> 'preferred_name', 50)), '')
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch before update on public.profiles
  for each row execute function public.touch_updated_at();

-- ---------------------------------------------------------------- events
create or replace function public.events_before_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_sport text;
begin
  if tg_op = 'INSERT' then
    new.participant_count := 0;
    new.created_at := now();
    if auth.uid() is not null and new.date < (now() at time zone 'America/Sao_Paulo')::date then
      raise exception 'A data do evento não pode estar no passado' using errcode = 'P0001';
    end if;
  elsif pg_trigger_depth() = 1 then
    -- A change made by the organiser (counter updates come from deeper triggers).
    if old.status = 'cancelled' then
      raise exception 'Eventos cancelados não podem ser editados' using errcode = 'P0001';
    end if;
    -- 'completed' ('Encerrado') is final and only reached once the event is over (as
    -- open_due_evaluations sets it): the organiser can neither reopen nor close it early.
    if new.status is distinct from old.status then
      if old.status = 'completed' then
        raise exception 'Evento encerrado' using errcode = 'P0001';
      end if;
      if new.status = 'completed' and old.starts_at + interval '3 hours' > now() then
        raise exception 'O evento só pode ser encerrado depois de acontecer' using errcode = 'P0001';
      end if;
    end if;
    if auth.uid() is not null and new.date is distinct from old.date
       and new.date < (now() at time zone 'America/Sao_Paulo')::date then
      raise exception 'A data do evento não pode estar no passado' using errcode = 'P0001';
    end if;
    if new.max_participants is not null and new.max_participants < new.participant_count then
      raise exception 'O número máximo de participantes não pode ser menor que o número de inscritos'
        using errcode = 'P0001';
    end if;
  end if;
  new.starts_at := (new.date + new.time) at time zone 'America/Sao_Paulo';
  if tg_op = 'INSERT' or new.title is distinct from old.title or new.description is distinct from old.description
     or new.location is distinct from old.location or new.sport_id is distinct from old.sport_id
     or new.custom_sport_name is distinct from old.custom_sport_name then
    select s.name into v_sport from public.sports s where s.id = new.sport_id;
    new.search_text := public.normalize_search(concat_ws(' ', new.title, new.location, v_sport,
      new.custom_sport_name, new.description));
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger events_before_write before insert or update on public.events
  for each row execute function public.events_before_write();

create or replace function public.events_after_update()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_type text;
  v_title text;
  v_message text;
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    v_type := 'event_cancelled';
    v_title := 'Evento cancelado';
    v_message := format('O evento "%s" foi cancelado pelo organizador.', new.title);
  elsif new.status = 'paused' and old.status <> 'paused' then
    v_type := 'event_update';
    v_title := 'Evento pausado';
    v_message := format('O evento "%s" foi pausado pelo organizador.', new.title);
  elsif new.status = 'active' and old.status = 'paused' then
    v_type := 'event_update';
    v_title := 'Evento reaberto';
    v_message := format('O evento "%s" está aberto novamente.', new.title);
  elsif (new.title, new.description, new.location, new.location_reference, new.date, new.time)
        is distinct from (old.title, old.description, old.location, old.location_reference, old.date, old.time) then
    v_type := 'event_update';
    v_title := 'Evento atualizado';
    v_message := format('O evento "%s" foi atualizado. Confira as novidades.', new.title);
  else
    return null;
  end if;
  insert into public.notifications (user_id, type, title, message, data)
  select ep.user_id, v_type, v_title, v_message, jsonb_build_object('event_id', new.id)
  from public.event_participants ep
  where ep.event_id = new.id and ep.user_id <> new.created_by;
  return null;
end;
$$;

create trigger events_after_update after update on public.events
  for each row execute function public.events_after_update();

-- ---------------------------------------------------------------- participants
-- participant_count counts registered rows; the check constraint on events makes
-- overbooking impossible even if a caller skipped join_event's lock.
create or replace function public.event_participants_after_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_name text;
begin
  if tg_op = 'INSERT' then
    select * into v_event from public.events where id = new.event_id;
    if new.status = 'registered' then
      update public.events set participant_count = participant_count + 1 where id = new.event_id;
    end if;
    v_name := public.display_name(new.user_id);
    if new.status = 'registered' then
      perform public.notify_user(v_event.created_by, 'event_join', 'Novo participante',
        format('%s se inscreveu no seu evento "%s".', v_name, v_event.title),
        jsonb_build_object('event_id', new.event_id, 'participant_id', new.user_id, 'participant_name', v_name));
    else
      perform public.notify_user(v_event.created_by, 'participation_request', 'Nova solicitação de participação',
        format('%s quer participar do seu evento "%s".', v_name, v_event.title),
        jsonb_build_object('event_id', new.event_id, 'participant_id', new.user_id, 'participant_name', v_name));
    end if;
    return null;
  end if;

  if tg_op = 'UPDATE' then
    if old.status <> 'registered' and new.status = 'registered' then
      update public.events set participant_count = participant_count + 1 where id = new.event_id;
    elsif old.status = 'registered' and new.status <> 'registered' then
      update public.events set participant_count = greatest(participant_count - 1, 0) where id = new.event_id;
    end if;
    return null;
  end if;

  -- DELETE: leaving, removal by the organiser, or rejection.
  if old.status = 'registered' then
    update public.events set participant_count = greatest(participant_count - 1, 0)
    where id = old.event_id
    returning * into v_event;
    if found and v_event.max_participants is not null
       and v_event.participant_count = v_event.max_participants - 1
       and v_event.status in ('active', 'paused') and v_event.starts_at > now() then
      insert into public.notifications (user_id, type, title, message, data)
      select u.user_id, 'spots_available', 'Vaga disponível',
             format('Uma vaga foi liberada no evento "%s".', v_event.title),
             jsonb_build_object('event_id', v_event.id)
      from (
        select v_event.created_by as user_id
        union
        select ep.user_id from public.event_participants ep
        where ep.event_id = v_event.id and ep.status = 'pending'
      ) u
      where u.user_id is distinct from old.user_id;
    end if;
  end if;
  if old.status = 'registered' and auth.uid() is not null and auth.uid() <> old.user_id
     and pg_trigger_depth() = 1 then
    select * into v_event from public.events where id = old.event_id;
    if found and auth.uid() = v_event.created_by then
      perform public.notify_user(old.user_id, 'event_update', 'Você foi removido do evento',
        format('O organizador removeu sua participação no evento "%s".', v_event.title),
        jsonb_build_object('event_id', old.event_id));
    end if;
  end if;
  return null;
end;
$$;

create trigger event_participants_after_write
  after insert or update of status or delete on public.event_participants
  for each row execute function public.event_participants_after_write();

-- A completed event's roster is its history (evaluations, praise, counts): nobody leaves or is
-- removed afterwards. Deleting the whole event (a cascade, one trigger level deeper) still works.
create or replace function public.event_participants_before_delete()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if auth.uid() is not null and pg_trigger_depth() = 1
     and exists (select 1 from public.events where id = old.event_id and status = 'completed') then
    raise exception 'Evento encerrado' using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger event_participants_before_delete before delete on public.event_participants
  for each row execute function public.event_participants_before_delete();

create or replace function public.join_event(p_event_id text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_existing text;
  v_status text;
begin
  -- The row lock serialises joins of one event: capacity is checked and taken atomically.
  select * into v_event from public.events where id = v_event_id for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by = v_uid then
    raise exception 'Você é o organizador deste evento' using errcode = 'P0001';
  end if;
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  elsif v_event.status = 'completed' then
    raise exception 'Evento encerrado' using errcode = 'P0001';
  elsif v_event.status = 'paused' then
    raise exception 'As inscrições deste evento estão pausadas' using errcode = 'P0001';
  end if;
  if v_event.starts_at <= now() then
    raise exception 'Este evento já aconteceu' using errcode = 'P0001';
  end if;
  select status into v_existing from public.event_participants
  where event_id = v_event_id and user_id = v_uid;
  if v_existing = 'registered' then
    raise exception 'Você já está inscrito neste evento' using errcode = 'P0001';
  elsif v_existing = 'pending' then
    raise exception 'Sua solicitação já está aguardando aprovação' using errcode = 'P0001';
  end if;
  if v_event.max_participants is not null and v_event.participant_count >= v_event.max_participants then
    raise exception 'Evento está lotado' using errcode = 'P0001';
  end if;
  v_status := case when v_event.requires_approval then 'pending' else 'registered' end;
  insert into public.event_participants (event_id, user_id, status) values (v_event_id, v_uid, v_status);
  return json_build_object('status', v_status,
    'participant_count', (select participant_count from public.events where id = v_event_id));
end;
$$;

create or replace function public.leave_event(p_event_id text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  perform 1 from public.events where id = v_event_id for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  delete from public.event_participants where event_id = v_event_id and user_id = v_uid;
  if not found then
    raise exception 'Você não está inscrito neste evento' using errcode = 'P0001';
  end if;
  return json_build_object('participant_count',
    (select participant_count from public.events where id = v_event_id));
end;
$$;

-- Shared checks of approve/reject: the caller must organise the event.
create or replace function public.lock_own_event(p_event_id text)
returns public.events
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id) for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by <> v_uid then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador pode gerenciar participantes.';
  end if;
  return v_event;
end;
$$;

create or replace function public.approve_participant(p_event_id text, p_participant_id uuid)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.lock_own_event(p_event_id);
begin
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  end if;
  perform 1 from public.event_participants
  where event_id = v_event.id and user_id = p_participant_id and status = 'pending';
  if not found then
    raise exception 'Solicitação não encontrada' using errcode = 'P0001';
  end if;
  if v_event.max_participants is not null and v_event.participant_count >= v_event.max_participants then
    raise exception 'Evento está lotado' using errcode = 'P0001';
  end if;
  update public.event_participants set status = 'registered', joined_at = now()
  where event_id = v_event.id and user_id = p_participant_id;
  perform public.notify_user(p_participant_id, 'event_join', 'Participação aprovada',
    format('Sua participação no evento "%s" foi aprovada.', v_event.title),
    jsonb_build_object('event_id', v_event.id));
  return json_build_object('status', 'registered',
    'participant_count', (select participant_count from public.events where id = v_event.id));
end;
$$;

create or replace function public.reject_participant(p_event_id text, p_participant_id uuid)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events := public.lock_own_event(p_event_id);
begin
  delete from public.event_participants
  where event_id = v_event.id and user_id = p_participant_id and status = 'pending';
  if not found then
    raise exception 'Solicitação não encontrada' using errcode = 'P0001';
  end if;
  perform public.notify_user(p_participant_id, 'event_update', 'Participação recusada',
    format('Sua solicitação para o evento "%s" não foi aprovada.', v_event.title),
    jsonb_build_object('event_id', v_event.id));
  return json_build_object('status', 'rejected', 'participant_count', v_event.participant_count);
end;
$$;

-- ---------------------------------------------------------------- comments
create or replace function public.event_comments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  new.created_at := now();
  if auth.uid() is not null
     and exists (select 1 from public.events where id = new.event_id and status = 'cancelled') then
    raise exception 'Não é possível comentar em um evento cancelado' using errcode = 'P0001';
  end if;
  if new.parent_comment_id is not null and not exists (
    select 1 from public.event_comments c where c.id = new.parent_comment_id and c.event_id = new.event_id) then
    raise exception 'Comentário original não encontrado' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger event_comments_before_insert before insert on public.event_comments
  for each row execute function public.event_comments_before_insert();

create or replace function public.event_comments_after_insert()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_name text := public.display_name(new.user_id);
  v_parent_author uuid;
begin
  select * into v_event from public.events where id = new.event_id;
  select user_id into v_parent_author from public.event_comments where id = new.parent_comment_id;
  insert into public.notifications (user_id, type, title, message, data)
  select distinct u, 'new_comment', 'Novo comentário',
         format('%s comentou no evento "%s".', v_name, v_event.title),
         jsonb_build_object('event_id', new.event_id, 'comment_id', new.id)
  from unnest(array[v_event.created_by, v_parent_author]) u
  where u is not null and u <> new.user_id;
  return null;
end;
$$;

create trigger event_comments_after_insert after insert on public.event_comments
  for each row execute function public.event_comments_after_insert();

-- ---------------------------------------------------------------- search
-- Fast with 100k events / 50k profiles (npm run bench:db): a frequent term is ranked within a
-- bounded window in natural order (soonest events, names alphabetically), a rarer one goes through
-- the trigram index; 1-2 characters, too short for trigrams, match the start through a btree.
-- Ranked matches become an id list, then the page's rows are read by key.
create or replace function public.search_events_normalized(search_query text)
returns table (
  id uuid, title text, location text, description text, image_url text, date date,
  time_field time, participant_count integer, max_participants integer, skill_level text
)
language plpgsql
stable
set search_path = public, extensions, pg_temp
as $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_pattern text;
  v_ids uuid[];
begin
  if v_query = '' then
    return;
  end if;
  if char_length(v_query) < 3 then
    -- Too short for trigrams: titles starting with the text, soonest first.
    select array_agg(s.id order by s.starts_at, s.id) into v_ids from (
      select e.id, e.starts_at from public.events e
      where left(e.search_text, 100) like public.escape_like(v_query) || '%'
        and e.status in ('active', 'paused') and e.starts_at > now()
      order by e.starts_at, e.id
      limit 50
    ) s;
  else
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- Title matches (search_text starts with the title) first, then the soonest.
    select array_agg(s.id order by s.ord) into v_ids from (
      select w.id, row_number() over (order by strpos(w.search_text, v_query) <= char_length(w.title) desc, w.starts_at, w.id) as ord
      from (
        select e.id, e.search_text, e.title, e.starts_at from public.events e
        where e.status in ('active', 'paused') and e.starts_at > now()
        order by e.starts_at, e.id
        limit 2000
      ) w
      where w.search_text like v_pattern
      order by ord
      limit 50
    ) s;
    if coalesce(cardinality(v_ids), 0) < 50 then
      -- A rarer term: every match through the trigram index.
      select array_agg(s.id order by s.ord) into v_ids from (
        select e.id, row_number() over (order by strpos(e.search_text, v_query) <= char_length(e.title) desc, e.starts_at, e.id) as ord
        from public.events e
        where e.search_text like v_pattern
          and e.status in ('active', 'paused') and e.starts_at > now()
        order by ord
        limit 50
      ) s;
    end if;
  end if;
  return query
  select e.id, e.title, e.location, e.description, e.image_url, e.date, e.time,
         e.participant_count, e.max_participants, e.skill_level
  from unnest(v_ids) with ordinality u(id, ord)
  join public.events e on e.id = u.id
  order by u.ord;
end;
$$;

-- Reads search_text, which is not granted to clients: runs as its owner and returns public columns only.
-- A common first name fills the page from the prefix index alone; a common city from the window.
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

-- ---------------------------------------------------------------- profiles (read)
create or replace function public.get_my_profile()
returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select to_json(p) from public.profiles p where p.user_id = auth.uid();
$$;

create or replace function public.get_public_profile(target_user_id uuid)
returns json
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  with praise as (
    select tag, count(*)::int as n
    from public.reviews r, unnest(r.praise_tags) tag
    where r.reviewed_user_id = target_user_id and r.review_type = 'player_praise'
    group by tag
  ), totals as (
    select coalesce(sum(n), 0)::int as praise_count from praise
  )
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
    'rating', coalesce((select round(avg(r.rating)::numeric, 1) from public.reviews r
                        where r.reviewed_user_id = p.user_id and r.rating is not null), 5.0),
    'praise_count', t.praise_count,
    'praise_tags', json_build_object(
      'comunicativo', coalesce((select n from praise where tag = 'comunicativo'), 0),
      'trabalho_equipe', coalesce((select n from praise where tag = 'trabalho_equipe'), 0),
      'habilidoso', coalesce((select n from praise where tag = 'habilidoso'), 0),
      'amigavel', coalesce((select n from praise where tag = 'amigavel'), 0),
      'esforcado', coalesce((select n from praise where tag = 'esforcado'), 0)),
    'stars', case when t.praise_count >= 51 then 5 when t.praise_count >= 31 then 4
                  when t.praise_count >= 16 then 3 when t.praise_count >= 6 then 2 else 1 end
  )
  from public.profiles p, totals t
  where p.user_id = target_user_id;
$$;

-- ---------------------------------------------------------------- evaluation
-- Called when "Meus eventos" opens. Also closes the caller's finished events (as participant or
-- organiser): 'completed' ('Encerrado') when evaluation unlocks, so the card can offer 'Avaliar'.
create or replace function public.open_due_evaluations()
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_count integer;
begin
  update public.events e
  set status = 'completed'
  where e.status in ('active', 'paused')
    and e.starts_at + interval '3 hours' <= now()
    and (e.created_by = v_uid or exists (
      select 1 from public.event_participants ep where ep.event_id = e.id and ep.user_id = v_uid));

  with opened as (
    update public.event_participants ep
    set evaluation_status = 'evaluation_available'
    from public.events e
    where ep.event_id = e.id and ep.user_id = v_uid
      and ep.status = 'registered' and ep.evaluation_status = 'pending'
      and e.status <> 'cancelled' and e.starts_at + interval '3 hours' <= now()
    returning e.id, e.title
  ), reminded as (
    insert into public.notifications (user_id, type, title, message, data)
    select v_uid, 'evaluation_reminder', 'Avalie o evento',
           format('O evento "%s" terminou. Avalie e elogie os jogadores!', o.title),
           jsonb_build_object('event_id', o.id)
    from opened o
    returning 1
  )
  select count(*) into v_count from reminded;
  return v_count;
end;
$$;

create or replace function public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text default null)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_participation public.event_participants;
  v_praise jsonb;
  v_target uuid;
  v_tag text;
  v_players uuid[] := '{}';
  v_count integer := 0;
  v_name text := public.display_name(v_uid);
begin
  select * into v_event from public.events where id = v_event_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  select * into v_participation from public.event_participants
  where event_id = v_event_id and user_id = v_uid
  for update;
  if not found or v_participation.status <> 'registered' then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Você só pode avaliar eventos dos quais participou.';
  end if;
  if v_event.status = 'cancelled' or v_participation.evaluation_status = 'completed'
     or (v_participation.evaluation_status = 'pending' and v_event.starts_at + interval '3 hours' > now()) then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'A avaliação para este evento ainda não foi liberada ou já foi concluída.';
  end if;
  if p_praises is null then
    p_praises := '[]';
  end if;
  if jsonb_typeof(p_praises) <> 'array' then
    raise exception 'Elogio inválido' using errcode = 'P0001';
  end if;

  for v_praise in select * from jsonb_array_elements(p_praises) loop
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
    v_count := v_count + 1;
  end loop;

  if nullif(btrim(coalesce(p_comment, '')), '') is not null then
    insert into public.reviews (event_id, reviewer_user_id, review_type, comment)
    values (v_event_id, v_uid, 'event', left(btrim(p_comment), 2000));
  end if;

  update public.event_participants set evaluation_status = 'completed' where id = v_participation.id;

  insert into public.notifications (user_id, type, title, message, data)
  select t, 'new_review', 'Você recebeu um elogio!',
         format('%s elogiou você no evento "%s".', v_name, v_event.title),
         jsonb_build_object('event_id', v_event_id, 'reviewer_id', v_uid)
  from unnest(v_players) t;

  return json_build_object('praised_players', cardinality(v_players), 'praises', v_count);
end;
$$;

-- ---------------------------------------------------------------- sports
create or replace function public.suggest_sport(p_name text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_name text := btrim(coalesce(p_name, ''));
  v_status text;
begin
  if v_name = '' then
    raise exception 'Digite uma modalidade para sugerir' using errcode = 'P0001';
  end if;
  if char_length(v_name) > 100 then
    raise exception 'Nome da modalidade muito longo' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.sports where lower(name) = lower(v_name)) then
    return json_build_object('outcome', 'approved_duplicate');
  end if;
  insert into public.sport_suggestions (user_id, sport_name) values (v_uid, v_name)
  on conflict ((lower(btrim(sport_name)))) do nothing;
  if found then
    return json_build_object('outcome', 'created');
  end if;
  select status into v_status from public.sport_suggestions where lower(btrim(sport_name)) = lower(v_name);
  return json_build_object('outcome', case when v_status = 'approved' then 'approved_duplicate' else 'pending_duplicate' end);
end;
$$;

-- A duplicate (case-insensitive) suggestion from the wizard is skipped silently.
create or replace function public.suggested_sports_before_insert()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  new.name := btrim(new.name);
  if exists (select 1 from public.suggested_sports where lower(btrim(name)) = lower(new.name)) then
    return null;
  end if;
  return new;
end;
$$;

create trigger suggested_sports_before_insert before insert on public.suggested_sports
  for each row execute function public.suggested_sports_before_insert();
