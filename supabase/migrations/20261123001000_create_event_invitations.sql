-- Issue 10: the create-event wizard creates an event and its invitations in one call, invitees get
-- an `event_invite` notification, step 5 lists the athletes of a sport, and "Meus eventos" shows
-- 'Indicados' (upcoming events the caller was invited to, with who invited them).
-- Invitations are written only by the functions below (never by a client), always by the event's
-- organiser, at most 50 per event (MAX_INVITEES_PER_EVENT in libs/domain).

-- ---------------------------------------------------------------- invitations
create table public.event_invitations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  invitee_id uuid not null references public.profiles (user_id) on delete cascade,
  invited_by uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint event_invitations_once unique (event_id, invitee_id),
  constraint event_invitations_not_self check (invitee_id <> invited_by)
);
-- 'Indicados' reads one invitee's invitations; the organiser's check reads one event's.
create index event_invitations_invitee on public.event_invitations (invitee_id, event_id);
create index event_invitations_invited_by on public.event_invitations (invited_by);

alter table public.event_invitations enable row level security;
revoke all on public.event_invitations from public, anon, authenticated;
grant select on public.event_invitations to authenticated;
grant all on public.event_invitations to service_role;
-- The invitee and the event's organiser read; nobody writes directly.
create policy event_invitations_read on public.event_invitations for select to authenticated
  using (
    invitee_id = (select auth.uid())
    or invited_by = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- ---------------------------------------------------------------- notification type
alter table public.notifications drop constraint notifications_type;
alter table public.notifications add constraint notifications_type check (type in (
  'event_join', 'event_reminder', 'event_update', 'event_cancelled', 'new_review',
  'evaluation_reminder', 'new_comment', 'spots_available', 'participation_request', 'event_invite'));

-- ---------------------------------------------------------------- the one invitation writer
-- Internal (no client may execute it): invites p_invitees into an event the caller organises and
-- already holds locked. Already-invited people are skipped (no second notification); an unknown
-- person, the organiser themselves or more than 50 invitations in total refuse everything.
create or replace function public.add_event_invitations(p_event public.events, p_invitees uuid[])
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_new uuid[];
  v_existing integer;
  v_inviter text := public.display_name(p_event.created_by);
begin
  select coalesce(array_agg(distinct i), '{}') into v_new
  from unnest(coalesce(p_invitees, '{}')) i
  where i is not null
    and not exists (select 1 from public.event_invitations x where x.event_id = p_event.id and x.invitee_id = i);
  if cardinality(v_new) = 0 then
    return 0;
  end if;
  if p_event.created_by = any (v_new) then
    raise exception 'Você não pode convidar a si mesmo' using errcode = 'P0001';
  end if;
  if exists (select 1 from unnest(v_new) i where not exists (select 1 from public.profiles p where p.user_id = i)) then
    raise exception 'Convidado não encontrado' using errcode = 'P0001';
  end if;
  select count(*) into v_existing from public.event_invitations where event_id = p_event.id;
  if v_existing + cardinality(v_new) > 50 then
    raise exception 'Limite de convites atingido' using errcode = 'P0001',
      detail = 'Um evento pode ter até 50 convidados.';
  end if;

  insert into public.event_invitations (event_id, invitee_id, invited_by)
  select p_event.id, i, p_event.created_by from unnest(v_new) i;

  insert into public.notifications (user_id, type, title, message, data)
  select i, 'event_invite', 'Convite para evento',
         format('%s convidou você para o evento "%s".', v_inviter, p_event.title),
         jsonb_build_object('event_id', p_event.id, 'invited_by', p_event.created_by, 'inviter_name', v_inviter)
  from unnest(v_new) i;
  return cardinality(v_new);
end;
$$;

-- ---------------------------------------------------------------- create_event
-- The wizard's one call: validates like the table and the spec, creates the event (status 'active',
-- created_by = caller) and its invitations in one transaction and returns the new id. Any refusal
-- (a bad invitee included) writes nothing. p_event keys: title, description, location,
-- location_reference, date, time, age_group, gender, skill_level, min_participants, max_participants
-- (null = no limit), sport_name (a sports row by name, case-insensitive; otherwise kept as
-- custom_sport_name and recorded in suggested_sports), requires_approval, has_pcd_structure,
-- pcd_types, image_url.
create or replace function public.create_event(p_event jsonb, p_invitees uuid[] default '{}')
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_title text := btrim(coalesce(p_event ->> 'title', ''));
  v_location text := btrim(coalesce(p_event ->> 'location', ''));
  v_sport text := btrim(coalesce(p_event ->> 'sport_name', ''));
  v_date_text text := btrim(coalesce(p_event ->> 'date', ''));
  v_missing text[] := '{}';
  v_date date;
  v_time time;
  v_min integer;
  v_max integer;
  v_approval boolean;
  v_pcd boolean;
  v_skill text := coalesce(nullif(btrim(p_event ->> 'skill_level'), ''), 'Iniciante/Diversão');
  v_sport_id uuid;
  v_custom text;
  v_event public.events;
begin
  if p_event is null or jsonb_typeof(p_event) <> 'object' then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end if;
  if v_title = '' then v_missing := array_append(v_missing, 'nome'); end if;
  if v_location = '' then v_missing := array_append(v_missing, 'local'); end if;
  if v_sport = '' then v_missing := array_append(v_missing, 'esporte'); end if;
  if v_date_text = '' then v_missing := array_append(v_missing, 'data'); end if;
  if cardinality(v_missing) > 0 then
    raise exception 'Campos obrigatórios faltando: %', array_to_string(v_missing, ', ') using errcode = 'P0001';
  end if;
  -- The texts of libs/domain's event-name schema.
  if char_length(v_title) < 3 then
    raise exception 'Nome do evento deve ter pelo menos 3 caracteres' using errcode = 'P0001';
  end if;
  if char_length(v_title) > 100 then
    raise exception 'Nome do evento muito longo (máximo 100 caracteres)' using errcode = 'P0001';
  end if;
  if v_title ~* '<[^>]*>|<\s*script|javascript\s*:|vbscript\s*:|data\s*:\s*text/html|\mon[a-z]+\s*=|eval\s*\(' then
    raise exception 'Nome do evento contém conteúdo não permitido' using errcode = 'P0001';
  end if;
  if char_length(v_location) > 200 then
    raise exception 'Local muito longo (máximo 200 caracteres)' using errcode = 'P0001';
  end if;
  if char_length(v_sport) > 100 then
    raise exception 'Nome da modalidade muito longo' using errcode = 'P0001';
  end if;
  if char_length(coalesce(p_event ->> 'description', '')) > 2000 then
    raise exception 'Informações do evento muito longas (máximo 2000 caracteres)' using errcode = 'P0001';
  end if;
  begin
    v_date := v_date_text::date;
    v_time := coalesce(nullif(btrim(p_event ->> 'time'), ''), '14:00:00')::time;
    v_min := coalesce(p_event ->> 'min_participants', '2')::integer;
    v_max := (p_event ->> 'max_participants')::integer;
    v_approval := coalesce((p_event ->> 'requires_approval')::boolean, false);
    v_pcd := coalesce((p_event ->> 'has_pcd_structure')::boolean, false);
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end;
  if v_min < 1 or v_max < 1 then
    raise exception 'O número de jogadores deve ser pelo menos 1.' using errcode = 'P0001';
  end if;
  if v_max is not null and v_min > v_max then
    raise exception 'O mínimo de jogadores não pode ser maior que o máximo.' using errcode = 'P0001';
  end if;
  if v_skill not in ('Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo') then
    raise exception 'Nível de habilidade inválido' using errcode = 'P0001';
  end if;

  select s.id into v_sport_id from public.sports s where lower(s.name) = lower(v_sport);
  if v_sport_id is null then
    v_custom := v_sport;
    -- Unknown sports are recorded for review (a duplicate is skipped by its trigger).
    insert into public.suggested_sports (name, suggested_by) values (v_sport, v_uid);
  end if;

  insert into public.events (
    title, description, location, location_reference, date, time, age_group, gender, skill_level,
    min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
    requires_approval, has_pcd_structure, pcd_types, image_url)
  values (
    v_title, nullif(btrim(p_event ->> 'description'), ''), v_location,
    nullif(btrim(p_event ->> 'location_reference'), ''), v_date, v_time,
    nullif(btrim(p_event ->> 'age_group'), ''), nullif(btrim(p_event ->> 'gender'), ''), v_skill,
    v_min, v_max, v_uid, v_sport_id, v_custom, 'active',
    v_approval, v_pcd,
    case when jsonb_typeof(p_event -> 'pcd_types') = 'array'
         then array(select jsonb_array_elements_text(p_event -> 'pcd_types')) end,
    nullif(btrim(p_event ->> 'image_url'), ''))
  returning * into v_event;

  perform public.add_event_invitations(v_event, p_invitees);
  return v_event.id;
end;
$$;

-- ---------------------------------------------------------------- invite_to_event
-- Later invitations by the organiser (same rules, same limit). Returns how many were new.
create or replace function public.invite_to_event(p_event_id text, p_invitees uuid[])
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  -- The row lock serialises invitations of one event, so the limit holds under concurrency.
  select * into v_event from public.events where id = public.parse_event_id(p_event_id) for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if v_event.created_by <> v_uid then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador pode convidar pessoas.';
  end if;
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  elsif v_event.status = 'completed' then
    raise exception 'Evento encerrado' using errcode = 'P0001';
  end if;
  if v_event.starts_at <= now() then
    raise exception 'Este evento já aconteceu' using errcode = 'P0001';
  end if;
  return public.add_event_invitations(v_event, p_invitees);
end;
$$;

-- ---------------------------------------------------------------- step 5: athletes of a sport
-- Athletes whose interests include the sport (name compared like sport_key: case, accents and the
-- filter aliases ignored), other than the caller, optionally filtered by a name fragment (accents
-- and case ignored), alphabetically, a page at a time. Public profile columns only.
create or replace function public.list_sport_athletes(
  p_sport text,
  p_query text default null,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (user_id uuid, full_name text, preferred_name text, city text, profile_photo_url text)
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select p.user_id, p.full_name, p.preferred_name, p.city, p.profile_photo_url
  from public.sports s
  join public.user_sports us on us.sport_id = s.id
  join public.profiles p on p.user_id = us.user_id
  where public.sport_key(s.name) = public.sport_key(p_sport)
    and p.user_id is distinct from (select auth.uid())
    and (nullif(btrim(coalesce(p_query, '')), '') is null
         or public.normalize_search(p.full_name || ' ' || coalesce(p.preferred_name, ''))
            like '%' || public.escape_like(public.normalize_search(btrim(left(p_query, 100)))) || '%')
  order by p.full_name, p.user_id
  limit least(greatest(coalesce(p_limit, 20), 1), 50)
  offset least(greatest(coalesce(p_offset, 0), 0), 1000);
$$;

-- ---------------------------------------------------------------- 'Indicados'
-- Upcoming events (not started, active or paused) the caller was invited to, with who invited them,
-- as card rows (list_my_events' columns) plus invited_by / invited_by_name; keyset paged by (starts_at, id).
create or replace function public.list_invited_events(
  p_after_starts_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, title text, location text, date date, "time" time, starts_at timestamptz, image_url text,
  skill_level text, status text, sport_name text, participant_count integer, max_participants integer,
  requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text,
  invited_by uuid, invited_by_name text
)
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status,
         inv.invited_by, coalesce(nullif(btrim(pr.preferred_name), ''), pr.full_name, 'Usuário')
  from public.event_invitations inv
  join public.events e on e.id = inv.event_id
  left join public.sports sp on sp.id = e.sport_id
  left join public.profiles pr on pr.user_id = inv.invited_by
  left join public.event_participants me on me.event_id = e.id and me.user_id = inv.invitee_id
  where inv.invitee_id = (select auth.uid())
    and e.status in ('active', 'paused') and e.starts_at > now()
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

-- ---------------------------------------------------------------- privileges
revoke execute on function public.add_event_invitations(public.events, uuid[]),
  public.create_event(jsonb, uuid[]), public.invite_to_event(text, uuid[]),
  public.list_sport_athletes(text, text, integer, integer), public.list_invited_events(timestamptz, uuid, integer)
  from public, anon, authenticated;
grant execute on function public.create_event(jsonb, uuid[]), public.invite_to_event(text, uuid[]),
  public.list_sport_athletes(text, text, integer, integer), public.list_invited_events(timestamptz, uuid, integer)
  to authenticated;
grant execute on all functions in schema public to service_role;
