-- Issue 52 point 1: guests ('Convidados') — a friend without an account who takes a place.
--
-- The model: each guest is a stand-in account, made by the database and never signed in (an
-- auth.users row with no e-mail and no password, banned for ever) whose profile is named
-- 'Zé Goleiro (convidado de Ana)'. Every rule keyed by a user id then holds for him unchanged: he
-- joins through join_event (limit, waiting list, approval, the clubs' line, the same lock order),
-- is marked in game day, drawn into teams, owes a share, and shows with his host everywhere a
-- participant shows. event_guests holds what is his as a guest: the event, the host, the name typed
-- and the private claim token. Claiming moves his rows to the account that claims, in one
-- transaction, and deletes the stand-in. Guests never get notifications (a trigger drops them) and
-- never appear in search or on profiles (the search and profile functions leave them out).

-- How many guests each participant may bring (the organiser's own are not counted).
alter table public.events add column guests_per_participant smallint not null default 0
  constraint events_guests_per_participant check (guests_per_participant between 0 and 10);

create table public.event_guests (
  -- The stand-in's user id while he is a guest; after a claim or removal it names nobody.
  id uuid primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  host_id uuid not null references public.profiles (user_id) on delete cascade,
  name text not null,
  claim_token text not null unique
    default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  status text not null default 'active',
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  constraint event_guests_status check (status in ('active', 'claimed', 'removed')),
  constraint event_guests_name check (char_length(btrim(name)) between 1 and 50 and name !~ '[<>[:cntrl:]]'),
  constraint event_guests_ended check ((status = 'active') = (ended_at is null))
);
create index event_guests_event on public.event_guests (event_id);
create index event_guests_host on public.event_guests (host_id);

-- Read and written only through the functions below (the token is the organiser's and the host's).
alter table public.event_guests enable row level security;
revoke all on public.event_guests from public, anon, authenticated;
grant all on public.event_guests to service_role;

create function public.is_guest(p_user_id uuid) returns boolean
language sql stable security definer set search_path = public, pg_temp
as $$ select exists (select 1 from public.event_guests where id = p_user_id and status = 'active') $$;
revoke execute on function public.is_guest(uuid) from public, anon, authenticated;

create function public.guest_label(p_name text, p_host uuid) returns text
language sql stable security definer set search_path = public, pg_temp
as $$ select left(format('%s (convidado de %s)', btrim(p_name), public.display_name(p_host)), 100) $$;
revoke execute on function public.guest_label(text, uuid) from public, anon, authenticated;

-- The reason a guest's name is refused, or null.
create function public.guest_name_error(p_name text) returns text
language sql immutable set search_path = public, pg_temp
as $$
  select case
    when p_name is null or btrim(p_name) = '' then 'Informe o nome do convidado'
    when p_name ~ '[<>]' then 'O nome do convidado não pode ter < ou >'
    when p_name ~ '[[:cntrl:]]' then 'O nome do convidado não pode ter quebras de linha nem caracteres de controle'
    when char_length(btrim(p_name)) > 50 then 'O nome do convidado pode ter até 50 caracteres'
  end
$$;

-- The guest a claim link names (locked when asked), or the link's refusal.
create function public.guest_by_token(p_token text, p_lock boolean default false) returns public.event_guests
language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_guest public.event_guests;
begin
  select * into v_guest from public.event_guests where claim_token = btrim(coalesce(p_token, ''));
  if not found then
    raise exception 'Link de convidado inválido' using errcode = 'P0001',
      detail = 'Confira o link com quem convidou você.';
  end if;
  if p_lock then
    -- join_event's lock order: the event, then the rest.
    perform 1 from public.events where id = v_guest.event_id for update;
    select * into v_guest from public.event_guests where id = v_guest.id for update;
  end if;
  return v_guest;
end;
$$;
revoke execute on function public.guest_by_token(text, boolean) from public, anon, authenticated;

-- Where someone stands in an event: 'registered', 'pending', 'waiting' (in line) or null.
create function public.place_in_event(p_event_id uuid, p_user_id uuid) returns text
language sql stable security definer set search_path = public, pg_temp
as $$
  select coalesce(
    (select status from public.event_participants where event_id = p_event_id and user_id = p_user_id),
    (select 'waiting' from public.event_waiting_list where event_id = p_event_id and user_id = p_user_id))
$$;
revoke execute on function public.place_in_event(uuid, uuid) from public, anon, authenticated;

-- Guests never get notifications: whatever would notify a stand-in (approval, promotion, reminders,
-- cancellations) is dropped before it is written, and so never pushed.
create function public.notifications_skip_guests() returns trigger
language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if public.is_guest(new.user_id) then
    return null;
  end if;
  return new;
end;
$$;
revoke execute on function public.notifications_skip_guests() from public, anon, authenticated;
create trigger notifications_skip_guests before insert on public.notifications
  for each row execute function public.notifications_skip_guests();

-- The host renamed: his guests' labels follow.
create function public.guests_follow_host_name() returns trigger
language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  update public.profiles p set full_name = public.guest_label(g.name, new.user_id)
  from public.event_guests g
  where g.host_id = new.user_id and g.status = 'active' and p.user_id = g.id;
  return null;
end;
$$;
revoke execute on function public.guests_follow_host_name() from public, anon, authenticated;
create trigger profiles_guests_follow_host_name after update of full_name, preferred_name on public.profiles
  for each row when (old.full_name is distinct from new.full_name or old.preferred_name is distinct from new.preferred_name)
  execute function public.guests_follow_host_name();

-- A guest row that goes (the host's account deleted, the event deleted) takes the stand-in with it:
-- his place is freed by the participants' own triggers (the first in line promoted).
create function public.event_guests_after_delete() returns trigger
language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  if old.status = 'active' then
    perform public.drop_guest_stand_in(old.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.event_guests_after_delete() from public, anon, authenticated;

-- Deletes a stand-in account; his payment history (append-only) forgets the id, as for a deleted account.
create function public.drop_guest_stand_in(p_guest_id uuid) returns void
language plpgsql security definer set search_path = public, pg_temp
as $$
begin
  delete from auth.users where id = p_guest_id;
  update public.event_payment_history set user_id = null where user_id = p_guest_id;
end;
$$;
revoke execute on function public.drop_guest_stand_in(uuid) from public, anon, authenticated;
create trigger event_guests_after_delete after delete on public.event_guests
  for each row execute function public.event_guests_after_delete();

-- 'Adicionar convidado': the organiser, or a confirmed participant within the event's allowance.
create function public.add_guest(p_event_id text, p_name text) returns json
language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_organiser boolean;
  v_error text := public.guest_name_error(p_name);
  v_brought integer;
  v_guest uuid := gen_random_uuid();
  v_claims text := current_setting('request.jwt.claims', true);
  v_joined json;
  v_status text;
begin
  -- The same lock as join_event, first: capacity and the allowance are counted under it.
  select * into v_event from public.events where id = v_event_id for update;
  if not found or not public.can_see_event(v_event_id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  v_organiser := public.event_organised_by(v_event_id, v_uid);
  if not v_organiser then
    if public.place_in_event(v_event_id, v_uid) is distinct from 'registered' then
      raise exception 'Só quem está confirmado no evento pode trazer convidados' using errcode = 'P0001';
    end if;
    if v_event.guests_per_participant = 0 then
      raise exception 'O organizador não liberou convidados neste evento' using errcode = 'P0001';
    end if;
    select count(*) into v_brought from public.event_guests
    where event_id = v_event_id and host_id = v_uid and status = 'active';
    if v_brought >= v_event.guests_per_participant then
      raise exception 'Você já trouxe % neste evento, o máximo que o organizador liberou',
        case when v_event.guests_per_participant = 1 then '1 convidado'
             else v_event.guests_per_participant || ' convidados' end
        using errcode = 'P0001';
    end if;
  end if;

  -- The stand-in: no e-mail, no password, banned: nobody can sign in as him.
  insert into auth.users (id, aud, role, raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
  values (v_guest, 'authenticated', 'authenticated', '{"provider": "quadra_guest", "providers": []}',
          jsonb_build_object('full_name', public.guest_label(p_name, v_uid)), 'infinity', now(), now());
  insert into public.event_guests (id, event_id, host_id, name) values (v_guest, v_event_id, v_uid, btrim(p_name));

  -- He takes a place as he would himself: join_event as the stand-in (its rules, its refusals).
  perform set_config('request.jwt.claims', json_build_object('sub', v_guest, 'role', 'authenticated')::text, true);
  v_joined := public.join_event(v_event_id::text);
  perform set_config('request.jwt.claims', coalesce(v_claims, ''), true);
  v_status := v_joined ->> 'status';
  -- The organiser's own guest needs no approval from himself.
  if v_status = 'pending' and v_organiser then
    update public.event_participants set status = 'registered', joined_at = now()
    where event_id = v_event_id and user_id = v_guest;
    v_status := 'registered';
  end if;
  return json_build_object('guest_id', v_guest, 'status', v_status,
    'claim_token', (select claim_token from public.event_guests where id = v_guest),
    'participant_count', (select participant_count from public.events where id = v_event_id));
end;
$$;
revoke execute on function public.add_guest(text, text) from public, anon;
grant execute on function public.add_guest(text, text) to authenticated;

-- The organiser or the host takes a guest out: his place (or place in line) is freed, his link dies.
create function public.remove_guest(p_guest_id uuid) returns json
language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_guest public.event_guests;
  v_event public.events;
begin
  select * into v_guest from public.event_guests where id = p_guest_id;
  if not found then
    raise exception 'Convidado não encontrado' using errcode = 'P0001';
  end if;
  select * into v_event from public.events where id = v_guest.event_id for update;
  select * into v_guest from public.event_guests where id = p_guest_id for update;
  if v_guest.host_id <> v_uid and not public.event_organised_by(v_event.id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Só o organizador ou quem trouxe o convidado pode removê-lo.';
  end if;
  if v_guest.status = 'claimed' then
    raise exception 'Este convidado já assumiu a vaga com a própria conta' using errcode = 'P0001';
  elsif v_guest.status = 'removed' then
    raise exception 'Este convidado já foi removido' using errcode = 'P0001';
  end if;
  if v_event.status = 'completed' then
    raise exception 'Evento encerrado' using errcode = 'P0001';
  end if;
  update public.event_guests set status = 'removed', ended_at = now() where id = p_guest_id;
  perform public.drop_guest_stand_in(p_guest_id);
  return json_build_object('participant_count', (select participant_count from public.events where id = v_event.id));
end;
$$;
revoke execute on function public.remove_guest(uuid) from public, anon;
grant execute on function public.remove_guest(uuid) to authenticated;

-- The organiser allows each participant up to N guests (0 to 10; 0: only the organiser adds them).
create function public.set_guest_allowance(p_event_id text, p_per_participant integer) returns integer
language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  perform 1 from public.events where id = v_event_id for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_event_id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador pode liberar convidados.';
  end if;
  if p_per_participant is null or p_per_participant not between 0 and 10 then
    raise exception 'Escolha de 0 a 10 convidados por participante' using errcode = 'P0001';
  end if;
  update public.events set guests_per_participant = p_per_participant where id = v_event_id;
  return p_per_participant;
end;
$$;
revoke execute on function public.set_guest_allowance(text, integer) from public, anon;
grant execute on function public.set_guest_allowance(text, integer) to authenticated;

-- The guests the caller may manage: all of them for the organiser, his own for a participant; each
-- with its place and private link. Also the allowance and whether the caller may add one now.
create function public.get_event_guests(p_event_id text) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_organiser boolean;
  v_registered boolean;
  v_mine integer;
begin
  select * into v_event from public.events where id = v_event_id;
  if not found or not public.can_see_event(v_event_id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  v_organiser := public.event_organised_by(v_event_id, v_uid);
  v_registered := public.place_in_event(v_event_id, v_uid) is not distinct from 'registered';
  select count(*) into v_mine from public.event_guests
  where event_id = v_event_id and host_id = v_uid and status = 'active';
  return jsonb_build_object(
    'per_participant', v_event.guests_per_participant,
    'is_organizer', v_organiser,
    'can_add', v_event.status = 'active' and v_event.starts_at > now()
               and (v_organiser or (v_registered and v_mine < v_event.guests_per_participant)),
    'guests', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', g.id, 'name', g.name, 'host_id', g.host_id, 'host_name', public.display_name(g.host_id),
               'place', public.place_in_event(g.event_id, g.id),
               'claim_token', g.claim_token, 'created_at', g.created_at)
             order by g.created_at, g.id)
      from public.event_guests g
      where g.event_id = v_event_id and g.status = 'active' and (v_organiser or g.host_id = v_uid)), '[]'::jsonb));
end;
$$;
revoke execute on function public.get_event_guests(text) from public, anon;
grant execute on function public.get_event_guests(text) to authenticated;

-- What a claim link shows before signing in: whose guest, which event, and whether it can still be claimed.
create function public.get_guest_claim(p_token text) returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_guest public.event_guests := public.guest_by_token(p_token);
  v_event public.events;
begin
  select * into v_event from public.events where id = v_guest.event_id;
  return jsonb_build_object(
    'guest_name', v_guest.name, 'host_name', public.display_name(v_guest.host_id), 'status', v_guest.status,
    'event_id', v_event.id, 'title', v_event.title, 'location', v_event.location,
    'date', v_event.date, 'time', v_event.time, 'starts_at', v_event.starts_at, 'time_zone', v_event.time_zone, 'event_status', v_event.status,
    'place', public.place_in_event(v_event.id, v_guest.id));
end;
$$;
revoke execute on function public.get_guest_claim(text) from public;
grant execute on function public.get_guest_claim(text) to anon, authenticated;

-- Game day keeps a mark's person fixed; a claim alone may move the stand-in's marks to the account
-- that claims (claim_guest_place sets this for its own transaction, for that stand-in only).
drop trigger event_attendance_before_write on public.event_attendance;
create trigger event_attendance_before_write before insert or delete on public.event_attendance
  for each row execute function public.event_attendance_before_write();
create trigger event_attendance_before_update before update on public.event_attendance
  for each row when (current_setting('quadra.claiming_guest', true) is distinct from old.user_id::text)
  execute function public.event_attendance_before_write();

-- The guest, signed in, takes his place as himself: the same place, mark, team and share.
create function public.claim_guest_place(p_token text) returns json
language plpgsql security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_guest public.event_guests := public.guest_by_token(p_token, true);
  v_event public.events;
  v_existing text;
begin
  select * into v_event from public.events where id = v_guest.event_id;
  if v_guest.status = 'claimed' then
    raise exception 'Este link já foi usado: a vaga já foi assumida' using errcode = 'P0001';
  elsif v_guest.status = 'removed' then
    raise exception 'Este convidado foi removido do evento' using errcode = 'P0001',
      detail = 'Fale com quem convidou você.';
  end if;
  if v_event.created_by = v_uid then
    raise exception 'Você é o organizador deste evento' using errcode = 'P0001';
  end if;
  v_existing := public.place_in_event(v_event.id, v_uid);
  if v_existing = 'registered' then
    raise exception 'Você já está inscrito neste evento' using errcode = 'P0001';
  elsif v_existing = 'pending' then
    raise exception 'Sua solicitação já está aguardando aprovação' using errcode = 'P0001';
  elsif v_existing = 'waiting' then
    raise exception 'Você já está na lista de espera' using errcode = 'P0001';
  end if;
  if public.has_blocked(v_event.created_by, v_uid) then
    raise exception 'Não é possível participar deste evento' using errcode = 'P0001';
  end if;

  -- Everything of the stand-in becomes his, in place (position, mark, team, share, praise).
  update public.event_participants set user_id = v_uid where user_id = v_guest.id;
  update public.event_waiting_list set user_id = v_uid where user_id = v_guest.id;
  perform set_config('quadra.claiming_guest', v_guest.id::text, true);
  update public.event_attendance set user_id = v_uid where user_id = v_guest.id;
  perform set_config('quadra.claiming_guest', '', true);
  update public.event_teams set member_ids = array_replace(member_ids, v_guest.id, v_uid)
  where event_id = v_event.id and v_guest.id = any (member_ids);
  update public.event_payment_shares set user_id = v_uid where user_id = v_guest.id;
  update public.event_late_cancellations set user_id = v_uid where user_id = v_guest.id;
  update public.event_reminders_sent set user_id = v_uid where user_id = v_guest.id;
  update public.payment_reminders_sent set user_id = v_uid where user_id = v_guest.id;
  update public.reviews set reviewed_user_id = v_uid where reviewed_user_id = v_guest.id;
  update public.reviews set reviewer_user_id = v_uid where reviewer_user_id = v_guest.id;

  -- The organiser's 'Zé (convidado de Ana) se inscreveu' now points to him (not to 'Conta excluída').
  update public.notifications set data = replace(data::text, v_guest.id::text, v_uid::text)::jsonb
  where data::text like '%' || v_guest.id::text || '%';

  update public.event_guests set status = 'claimed', ended_at = now() where id = v_guest.id;
  perform public.drop_guest_stand_in(v_guest.id);
  return json_build_object('event_id', v_event.id, 'status', public.place_in_event(v_event.id, v_uid));
end;
$$;
revoke execute on function public.claim_guest_place(text) from public, anon;
grant execute on function public.claim_guest_place(text) to authenticated;

-- Guests never appear in search or on profiles: the profile functions answer around them.
alter function public.search_profiles_normalized(text) rename to search_profiles_normalized_with_guests;
revoke execute on function public.search_profiles_normalized_with_guests(text) from public, anon, authenticated;
create function public.search_profiles_normalized(search_query text)
returns table (user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
language sql stable security definer set search_path = public, pg_temp
as $$
  select s.* from public.search_profiles_normalized_with_guests(search_query) s
  where not public.is_guest(s.user_id)
$$;
grant execute on function public.search_profiles_normalized(text) to anon, authenticated;

alter function public.search_profiles_page(text, integer, integer) rename to search_profiles_page_with_guests;
revoke execute on function public.search_profiles_page_with_guests(text, integer, integer) from public, anon, authenticated;
create function public.search_profiles_page(search_query text, p_limit integer default 20, p_offset integer default 0)
returns table (user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
language sql stable security definer set search_path = public, pg_temp
as $$
  select s.* from public.search_profiles_page_with_guests(search_query, p_limit, p_offset) s
  where not public.is_guest(s.user_id)
$$;
grant execute on function public.search_profiles_page(text, integer, integer) to anon, authenticated;

alter function public.get_public_profile(uuid) rename to get_public_profile_with_guests;
revoke execute on function public.get_public_profile_with_guests(uuid) from public, anon, authenticated;
create function public.get_public_profile(target_user_id uuid) returns json
language sql stable security definer set search_path = public, pg_temp
as $$
  select public.get_public_profile_with_guests(target_user_id) where not public.is_guest(target_user_id)
$$;
grant execute on function public.get_public_profile(uuid) to anon, authenticated;

-- 'Baixar meus dados': the guests he brought are his data (the name he typed, the event, what became of them).
alter function public.export_my_data() rename to export_my_data_without_guests;
revoke execute on function public.export_my_data_without_guests() from public, anon, authenticated;
create function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_guests() || jsonb_build_object(
    'guests_added', coalesce((select jsonb_agg(jsonb_build_object('event_id', g.event_id, 'name', g.name,
                  'status', g.status, 'created_at', g.created_at, 'ended_at', g.ended_at) order by g.created_at)
                from public.event_guests g where g.host_id = v_uid), '[]'));
end;
$$;
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
