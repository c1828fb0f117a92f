-- Waiting list for full events (issue 12). Joining a full event (or one with people already in
-- line) puts the athlete at the end of the event's waiting list. Whenever a place frees (a
-- participant leaves, is removed, a request is rejected, the organiser raises or removes the limit)
-- the first in line takes it, in order, under the event's row lock: registered on an open event,
-- a pending request on an approval-only one; each promoted person gets `spots_available`.
-- Starts from the newest join_event / event_participants_after_write (20261121000200_functions).

create table public.event_waiting_list (
  -- identity order = arrival order: rows are only added by join_event under the event's row lock
  id bigint generated always as identity primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint event_waiting_list_once unique (event_id, user_id)
);
create index event_waiting_list_order on public.event_waiting_list (event_id, id);
create index event_waiting_list_user on public.event_waiting_list (user_id);

-- Read: the person in line and the event's organiser. Write: only join_event (C), leaving the
-- list (D, own row, or the organiser's removal) — never an insert or update by a client.
alter table public.event_waiting_list enable row level security;
revoke all on public.event_waiting_list from public, anon, authenticated;
-- (hosted grants new tables to every role: the scheduler's bookkeeping stays closed too)
revoke all on public.event_reminders_sent from public, anon, authenticated;
grant select, delete on public.event_waiting_list to authenticated;
grant all on public.event_waiting_list to service_role;
create policy event_waiting_list_read on public.event_waiting_list for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );
create policy event_waiting_list_delete on public.event_waiting_list for delete to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- Nobody is both in line and a participant (join_event checks it; this keeps it true for any writer).
create or replace function public.event_waiting_list_before_insert()
returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if exists (select 1 from public.event_participants where event_id = new.event_id and user_id = new.user_id) then
    raise exception 'Você já está inscrito neste evento' using errcode = 'P0001';
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger event_waiting_list_before_insert before insert on public.event_waiting_list
  for each row execute function public.event_waiting_list_before_insert();

-- ---------------------------------------------------------------- promotion
-- Fills the free places of an event from its waiting list, first in line first. Takes the event's
-- row lock itself (callers usually hold it already), so promotions never interleave.
-- Open event: a free place = max - registered. Approval-only: max - (registered + pending), so the
-- list never hands out more requests than there are places.
create or replace function public.promote_waiting_list(p_event_id uuid)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_taken integer;
  v_next public.event_waiting_list;
  v_status text;
  v_count integer := 0;
begin
  loop
    select * into v_event from public.events where id = p_event_id for update;
    if not found or v_event.status not in ('active', 'paused') or v_event.starts_at <= now() then
      return v_count;
    end if;
    if v_event.requires_approval then
      select count(*) into v_taken from public.event_participants where event_id = p_event_id;
    else
      v_taken := v_event.participant_count;
    end if;
    exit when v_event.max_participants is not null and v_taken >= v_event.max_participants;

    delete from public.event_waiting_list w
    where w.id = (select id from public.event_waiting_list where event_id = p_event_id order by id limit 1)
    returning * into v_next;
    exit when not found;

    v_status := case when v_event.requires_approval then 'pending' else 'registered' end;
    insert into public.event_participants (event_id, user_id, status) values (p_event_id, v_next.user_id, v_status);
    perform public.notify_user(v_next.user_id, 'spots_available', 'Vaga disponível',
      case v_status
        when 'registered' then format('Abriu uma vaga no evento "%s" e você foi inscrito pela lista de espera.', v_event.title)
        else format('Abriu uma vaga no evento "%s": sua solicitação foi enviada ao organizador.', v_event.title)
      end,
      jsonb_build_object('event_id', p_event_id, 'status', v_status, 'from_waiting_list', true));
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------- participants (newest + promotion)
create or replace function public.event_participants_after_write()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_event public.events;
  v_name text;
  v_promoted integer := 0;
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

  -- DELETE: leaving, removal by the organiser, or rejection. The place goes to the waiting list
  -- first; only a place nobody was waiting for is announced to the organiser and pending requesters.
  if old.status = 'registered' then
    update public.events set participant_count = greatest(participant_count - 1, 0)
    where id = old.event_id;
  end if;
  v_promoted := public.promote_waiting_list(old.event_id);
  if old.status = 'registered' and v_promoted = 0 then
    select * into v_event from public.events where id = old.event_id;
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

-- Raising or removing the limit (or opening an approval-only event to everyone) frees places.
create or replace function public.events_after_capacity_change()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if new.max_participants is distinct from old.max_participants
     or new.requires_approval is distinct from old.requires_approval then
    perform public.promote_waiting_list(new.id);
  end if;
  return null;
end;
$$;

create trigger events_after_capacity_change
  after update of max_participants, requires_approval on public.events
  for each row execute function public.events_after_capacity_change();

-- ---------------------------------------------------------------- join (newest + waiting list)
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
  if exists (select 1 from public.event_waiting_list where event_id = v_event_id and user_id = v_uid) then
    raise exception 'Você já está na lista de espera' using errcode = 'P0001';
  end if;
  -- Full, or people already in line (a place being offered to them): join the end of the line.
  if (v_event.max_participants is not null and v_event.participant_count >= v_event.max_participants)
     or exists (select 1 from public.event_waiting_list where event_id = v_event_id) then
    insert into public.event_waiting_list (event_id, user_id) values (v_event_id, v_uid);
    return json_build_object('status', 'waiting', 'participant_count', v_event.participant_count,
      'waiting_position', (select count(*) from public.event_waiting_list where event_id = v_event_id));
  end if;
  v_status := case when v_event.requires_approval then 'pending' else 'registered' end;
  insert into public.event_participants (event_id, user_id, status) values (v_event_id, v_uid, v_status);
  return json_build_object('status', v_status,
    'participant_count', (select participant_count from public.events where id = v_event_id));
end;
$$;

create or replace function public.leave_waiting_list(p_event_id text)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  delete from public.event_waiting_list where event_id = v_event_id and user_id = v_uid;
  if not found then
    raise exception 'Você não está na lista de espera' using errcode = 'P0001';
  end if;
  return json_build_object('waiting_count',
    (select count(*) from public.event_waiting_list where event_id = v_event_id));
end;
$$;

-- The line of an event: the organiser sees everyone, anyone else only their own place (or nothing).
-- position = 1 for the first in line.
create or replace function public.get_waiting_list(p_event_id text)
returns table (
  user_id uuid, full_name text, preferred_name text, profile_photo_url text,
  "position" integer, created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_organiser boolean;
begin
  select e.created_by = v_uid into v_organiser from public.events e where e.id = v_event_id;
  if v_organiser is null then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  return query
    select q.user_id, p.full_name, p.preferred_name, p.profile_photo_url, q.pos::integer, q.created_at
    from (
      select w.user_id, w.created_at, row_number() over (order by w.id) as pos
      from public.event_waiting_list w where w.event_id = v_event_id
    ) q
    join public.profiles p on p.user_id = q.user_id
    where v_organiser or q.user_id = v_uid
    order by q.pos;
end;
$$;

revoke execute on function public.promote_waiting_list(uuid), public.events_after_capacity_change(),
  public.event_waiting_list_before_insert(), public.leave_waiting_list(text), public.get_waiting_list(text)
  from public, anon, authenticated;
grant execute on function public.leave_waiting_list(text), public.get_waiting_list(text) to authenticated;
grant execute on function public.promote_waiting_list(uuid), public.leave_waiting_list(text),
  public.get_waiting_list(text) to service_role;

alter publication supabase_realtime add table public.event_waiting_list;
