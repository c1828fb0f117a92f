-- Generated from the migrations (sha256:7c3ab26cd32e2507). Do not edit by hand; regenerate: npm run gen -w @quadra/local-supabase
-- pg_dump --schema-only --no-owner --exclude-schema=_quadra (PostgreSQL 15) of a database with every migration applied.
-- auth, storage and extensions are what a hosted project already has (server/db/bootstrap.sql);
-- public, and the policies and triggers on storage and auth tables, come from migrations/.
--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: auth; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA auth;

--
-- Name: extensions; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA extensions;

--
-- Name: realtime; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA realtime;

--
-- Name: storage; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA storage;

--
-- Name: citext; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA extensions;

--
-- Name: EXTENSION citext; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION citext IS 'data type for case-insensitive character strings';

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: pgcrypto; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;

--
-- Name: EXTENSION pgcrypto; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pgcrypto IS 'cryptographic functions';

--
-- Name: unaccent; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA extensions;

--
-- Name: EXTENSION unaccent; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION unaccent IS 'text search dictionary that removes accents';

--
-- Name: uuid-ossp; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA extensions;

--
-- Name: EXTENSION "uuid-ossp"; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION "uuid-ossp" IS 'generate universally unique identifiers (UUIDs)';

--
-- Name: email(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.email() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''), auth.jwt() ->> 'email')::text
$$;

--
-- Name: jwt(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.jwt() RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select coalesce(nullif(current_setting('request.jwt.claim', true), ''), nullif(current_setting('request.jwt.claims', true), ''))::jsonb
$$;

--
-- Name: role(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.role() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role')::text
$$;

--
-- Name: uid(); Type: FUNCTION; Schema: auth; Owner: -
--

CREATE FUNCTION auth.uid() RETURNS uuid
    LANGUAGE sql STABLE
    AS $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), auth.jwt() ->> 'sub')::uuid
$$;

--
-- Name: accept_terms(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.accept_terms(p_version text) RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_user uuid := auth.uid();
  v_at timestamptz;
begin
  if v_user is null then
    raise exception 'Faça login para aceitar os termos.' using errcode = '42501';
  end if;
  if p_version is distinct from public.current_terms_version() then
    raise exception 'Esta não é a versão atual dos termos. Recarregue a página para ler a versão atual.' using errcode = 'P0001';
  end if;
  insert into public.terms_acceptances (user_id, version) values (v_user, p_version)
  on conflict (user_id, version) do nothing;
  select accepted_at into v_at from public.terms_acceptances where user_id = v_user and version = p_version;
  return v_at;
end;
$$;

--
-- Name: add_club_member(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_club_member(p_club_id uuid, p_user_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  delete from public.club_join_requests where club_id = p_club_id and user_id = p_user_id;
  delete from public.club_removals where club_id = p_club_id and user_id = p_user_id;
  insert into public.club_members (club_id, user_id) values (p_club_id, p_user_id) on conflict do nothing;
$$;

--
-- Name: add_club_movement(uuid, text, integer, text, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer, p_description text, p_occurred_on date DEFAULT NULL::date) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores lançam no caixa.');
  v_id bigint;
begin
  if p_kind is null or p_kind not in ('income', 'expense') then
    raise exception 'Escolha Entrada ou Saída' using errcode = 'P0001';
  end if;
  if p_amount_cents is null or p_amount_cents not between 1 and 100000000 then
    raise exception 'O valor deve ser de R$ 0,01 a R$ 1.000.000,00' using errcode = 'P0001';
  end if;
  if p_description is null or btrim(p_description) = '' then
    raise exception 'Informe a descrição' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_description)) > 120 then
    raise exception 'A descrição pode ter até 120 caracteres' using errcode = 'P0001';
  end if;
  if p_occurred_on > public.club_today(p_club_id) then
    raise exception 'A data não pode estar no futuro' using errcode = 'P0001';
  end if;
  insert into public.club_ledger (club_id, kind, amount_cents, description, occurred_on, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (p_club_id, p_kind, p_amount_cents, btrim(p_description), coalesce(p_occurred_on, public.club_today(p_club_id)), v_uid,
          0, 0, 0, 0)
  returning id into v_id;
  return v_id;
end;
$_$;

--
-- Name: is_brazil_time_zone(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_brazil_time_zone(p_zone text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT (p_zone = ANY (ARRAY['America/Noronha'::text, 'America/Belem'::text, 'America/Fortaleza'::text, 'America/Recife'::text, 'America/Araguaina'::text, 'America/Maceio'::text, 'America/Bahia'::text, 'America/Sao_Paulo'::text, 'America/Campo_Grande'::text, 'America/Cuiaba'::text, 'America/Santarem'::text, 'America/Porto_Velho'::text, 'America/Boa_Vista'::text, 'America/Manaus'::text, 'America/Eirunepe'::text, 'America/Rio_Branco'::text]));
END;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text,
    location text NOT NULL,
    location_reference text,
    date date NOT NULL,
    "time" time without time zone DEFAULT '14:00:00'::time without time zone NOT NULL,
    age_group text,
    gender text,
    skill_level text DEFAULT 'Iniciante/Diversão'::text NOT NULL,
    min_participants integer DEFAULT 2 NOT NULL,
    max_participants integer,
    participant_count integer DEFAULT 0 NOT NULL,
    created_by uuid DEFAULT auth.uid(),
    sport_id uuid,
    custom_sport_name text,
    status text DEFAULT 'active'::text NOT NULL,
    requires_approval boolean DEFAULT false NOT NULL,
    has_pcd_structure boolean DEFAULT false NOT NULL,
    pcd_types text[],
    image_url text,
    starts_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    time_zone text DEFAULT 'America/Sao_Paulo'::text NOT NULL,
    series_id uuid,
    occurrence_date date,
    club_id uuid,
    guests_per_participant smallint DEFAULT 0 NOT NULL,
    CONSTRAINT events_age_group_allowed CHECK (((age_group IS NULL) OR (age_group = ANY (ARRAY['Todas'::text, '18-25'::text, '26-35'::text, '36+'::text])))),
    CONSTRAINT events_age_group_length CHECK ((char_length(age_group) <= 50)),
    CONSTRAINT events_count_range CHECK (((participant_count >= 0) AND ((max_participants IS NULL) OR (participant_count <= max_participants)))),
    CONSTRAINT events_custom_sport_length CHECK ((char_length(custom_sport_name) <= 100)),
    CONSTRAINT events_description_length CHECK ((char_length(description) <= 2000)),
    CONSTRAINT events_gender_allowed CHECK (((gender IS NULL) OR (gender = ANY (ARRAY['Masculino'::text, 'Feminino'::text, 'Misto'::text])))),
    CONSTRAINT events_gender_length CHECK ((char_length(gender) <= 50)),
    CONSTRAINT events_guests_per_participant CHECK (((guests_per_participant >= 0) AND (guests_per_participant <= 10))),
    CONSTRAINT events_image_url_length CHECK ((char_length(image_url) <= 1000)),
    CONSTRAINT events_location_length CHECK (((char_length(btrim(location)) >= 1) AND (char_length(btrim(location)) <= 200))),
    CONSTRAINT events_location_reference_length CHECK ((char_length(location_reference) <= 200)),
    CONSTRAINT events_max_participants CHECK ((max_participants >= 1)),
    CONSTRAINT events_min_le_max CHECK (((max_participants IS NULL) OR (min_participants <= max_participants))),
    CONSTRAINT events_min_participants CHECK ((min_participants >= 1)),
    CONSTRAINT events_occurrence_of_series CHECK (((series_id IS NULL) = (occurrence_date IS NULL))),
    CONSTRAINT events_skill_level CHECK ((skill_level = ANY (ARRAY['Iniciante/Diversão'::text, 'Intermediário/Casual'::text, 'Avançado/Competitivo'::text]))),
    CONSTRAINT events_status CHECK ((status = ANY (ARRAY['active'::text, 'paused'::text, 'cancelled'::text, 'completed'::text]))),
    CONSTRAINT events_time_zone CHECK (public.is_brazil_time_zone(time_zone)),
    CONSTRAINT events_title_length CHECK (((char_length(btrim(title)) >= 3) AND (char_length(btrim(title)) <= 100)))
);

--
-- Name: add_event_invitations(public.events, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_event_invitations(p_event public.events, p_invitees uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: add_guest(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.add_guest(p_event_id text, p_name text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: answer_club_request(uuid, uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem aprovar membros.');
  if not exists (select 1 from public.club_join_requests where club_id = p_club_id and user_id = p_user_id) then
    raise exception 'Solicitação não encontrada' using errcode = 'P0001';
  end if;
  if p_approve then
    perform public.add_club_member(p_club_id, p_user_id);
  else
    delete from public.club_join_requests where club_id = p_club_id and user_id = p_user_id;
  end if;
end;
$$;

--
-- Name: apply_game_day_change(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_game_day_change(p_change jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_id uuid;
  v_event_id uuid;
  v_kind text := p_change ->> 'kind';
  v_made_at timestamptz;
  v_done public.game_day_changes;
  v_message text;
  v_detail text;
begin
  begin
    v_id := (p_change ->> 'id')::uuid;
    v_event_id := (p_change ->> 'event_id')::uuid;
    -- The device's clock corrected by its offset to the server; never later than now.
    v_made_at := least((p_change ->> 'made_at')::timestamptz
                       + make_interval(secs => coalesce((p_change ->> 'clock_offset_ms')::numeric, 0) / 1000), now());
  exception when others then
    v_id := null;
  end;
  if v_id is null or v_event_id is null or v_made_at is null then
    return jsonb_build_object('id', p_change -> 'id', 'status', 'refused', 'message', 'Alteração inválida');
  end if;
  -- One change of an event at a time: the rules compare with what the previous one left.
  perform pg_advisory_xact_lock(hashtextextended('game_day:' || v_event_id::text, 0));
  select * into v_done from public.game_day_changes where id = v_id;
  if found then
    return jsonb_build_object('id', v_id, 'status', 'duplicate', 'outcome', v_done.outcome, 'message', v_done.message);
  end if;
  begin
    if v_kind = 'mark' then
      v_message := public.game_day_apply_mark(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'check_in' then
      v_message := public.game_day_apply_check_in(v_event_id, v_made_at);
    elsif v_kind = 'teams' then
      v_message := public.game_day_apply_teams(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'score' then
      v_message := public.game_day_apply_score(v_event_id, p_change -> 'payload', v_made_at);
    elsif v_kind = 'remove_match' then
      -- Already gone (removed by another organiser) is what was asked: nothing to refuse.
      perform public.game_day_event(v_event_id, 'registrar o placar');
      delete from public.event_matches where id = (p_change -> 'payload' ->> 'match_id')::uuid and event_id = v_event_id;
    else
      raise exception 'Alteração inválida' using errcode = 'P0001';
    end if;
    insert into public.game_day_changes (id, event_id, kind, made_at, outcome, message)
    values (v_id, v_event_id, v_kind, v_made_at, case when v_message is null then 'applied' else 'superseded' end, v_message);
  exception when others then
    get stacked diagnostics v_detail = pg_exception_detail;
    return jsonb_build_object('id', v_id, 'status', 'refused', 'code', sqlstate, 'message', sqlerrm, 'detail', nullif(v_detail, ''));
  end;
  return jsonb_build_object('id', v_id, 'status', case when v_message is null then 'applied' else 'superseded' end, 'message', v_message);
end;
$$;

--
-- Name: apply_game_day_changes(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_game_day_changes(p_changes jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_results jsonb := '[]';
  v_change jsonb;
begin
  perform public.require_user();
  if jsonb_typeof(p_changes) is distinct from 'array' or jsonb_array_length(p_changes) > 500 then
    raise exception 'Alterações inválidas' using errcode = 'P0001';
  end if;
  for v_change in select value from jsonb_array_elements(p_changes) loop
    v_results := v_results || jsonb_build_array(public.apply_game_day_change(v_change));
  end loop;
  return jsonb_build_object('server_now', clock_timestamp(), 'results', v_results);
end;
$$;

--
-- Name: approve_participant(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.approve_participant(p_event_id text, p_participant_id uuid) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: avulsos_from(public.events); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.avulsos_from(p_event public.events) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select p_event.starts_at - make_interval(hours => c.avulsos_from_hours)
      from public.clubs c where c.id = p_event.club_id $$;

--
-- Name: block_user(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.block_user(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  if p_user_id = v_uid then
    raise exception 'Você não pode bloquear a si mesmo' using errcode = 'P0001';
  end if;
  if p_user_id is null or not exists (select 1 from public.profiles where user_id = p_user_id) then
    raise exception 'Usuário não encontrado' using errcode = 'P0001';
  end if;
  insert into public.user_blocks (blocker_id, blocked_id) values (v_uid, p_user_id) on conflict do nothing;
  if not found then
    raise exception 'Você já bloqueou esta pessoa' using errcode = 'P0001';
  end if;
  -- Out of the line and the pending requests of the blocker's upcoming events: promotion or an
  -- approval would otherwise hand them a place the block refuses.
  delete from public.event_waiting_list w
  using public.events e
  where w.event_id = e.id and e.created_by = v_uid and e.starts_at > now() and w.user_id = p_user_id;
  delete from public.event_participants p
  using public.events e
  where p.event_id = e.id and e.created_by = v_uid and e.starts_at > now()
    and p.user_id = p_user_id and p.status = 'pending';
end;
$$;

--
-- Name: blocked_by_me(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.blocked_by_me() RETURNS uuid[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select coalesce(array_agg(b.blocked_id), '{}') from public.user_blocks b where b.blocker_id = auth.uid();
$$;

--
-- Name: blocked_by_organiser(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.blocked_by_organiser(p_event_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select exists (
    select 1 from public.events e
    join public.user_blocks b on b.blocker_id = e.created_by and b.blocked_id = auth.uid()
    where e.id = p_event_id);
$$;

--
-- Name: calendar_event(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.calendar_event(p_event_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select jsonb_build_object(
    'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
    'location_reference', e.location_reference, 'date', e.date, 'time', e.time, 'time_zone', e.time_zone,
    'status', e.status, 'updated_at', e.updated_at,
    'series', (
      select jsonb_build_object(
        'id', s.id, 'frequency', s.frequency, 'first_date', s.first_date, 'time', s.time, 'time_zone', s.time_zone,
        'occurrence_count', case when s.ended_from is null then s.occurrence_count end,
        'until', case when s.ended_from is not null
                      then ((s.ended_from + s.time) at time zone s.time_zone) - interval '1 second'
                      else ((s.until_date + s.time) at time zone s.time_zone) end,
        'ended_at', s.ended_at,
        'ended_from', s.ended_from,
        'cancelled_dates', coalesce((select jsonb_agg(o.occurrence_date order by o.occurrence_date) from public.events o
                                      where o.series_id = s.id and o.status = 'cancelled'
                                        and o.occurrence_date < coalesce(s.ended_from, 'infinity'::date)), '[]'::jsonb))
      from public.event_series s where s.id = e.series_id))
  from public.events e where e.id = p_event_id;
$$;

--
-- Name: calendar_feed(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.calendar_feed(p_token text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
      'location_reference', e.location_reference, 'date', e.date, 'time', e.time, 'time_zone', e.time_zone,
      'status', e.status, 'updated_at', e.updated_at) order by e.starts_at)
    from public.event_participants ep
    join public.events e on e.id = ep.event_id
    where ep.user_id = f.user_id and ep.status = 'registered'
      and e.status in ('active', 'paused') and e.starts_at > now() - interval '3 hours'), '[]'::jsonb)
  from public.calendar_feeds f where f.token = p_token;
$$;

--
-- Name: calendar_feed_token(boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.calendar_feed_token(p_renew boolean DEFAULT false) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_new text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_token text;
begin
  if not p_renew then
    select token into v_token from public.calendar_feeds where user_id = v_uid;
    if found then
      return v_token;
    end if;
  end if;
  insert into public.calendar_feeds (user_id, token) values (v_uid, v_new)
  on conflict (user_id) do update set token = excluded.token, created_at = now()
  returning token into v_token;
  return v_token;
end;
$$;

--
-- Name: can_see_club(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_see_club(p_club_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select exists (select 1 from public.clubs c where c.id = p_club_id
                     and (c.visibility = 'public' or public.is_club_member(c.id))) $$;

--
-- Name: can_see_event(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.can_see_event(p_event_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select coalesce((select e.club_id is null or public.can_see_club(e.club_id)
                       from public.events e where e.id = p_event_id), true) $$;

--
-- Name: charge_club_dues(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.charge_club_dues(p_club_id uuid, p_now timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_caixa public.club_caixa;
  v_today date;
  v_due date;
  v_count integer;
begin
  select * into v_caixa from public.club_caixa where club_id = p_club_id;
  if v_caixa.dues_cents is null then
    return 0;
  end if;
  v_today := (p_now at time zone v_caixa.time_zone)::date;
  v_due := date_trunc('month', v_today)::date + (v_caixa.dues_day - 1);
  if v_today < v_due or v_due < (v_caixa.charges_from at time zone v_caixa.time_zone)::date then
    return 0;
  end if;
  perform public.lock_club_ledger(p_club_id);
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, period, description,
                                  seq, cash_delta, member_delta, cash_after)
  select p_club_id, 'dues', m.user_id, v_caixa.dues_cents, v_due, date_trunc('month', v_due)::date,
         'Mensalidade ' || to_char(v_due, 'MM/YYYY'), 0, 0, 0, 0
  from public.club_members m
  where m.club_id = p_club_id and m.kind = 'mensalista'
    and not exists (select 1 from public.club_ledger l where l.club_id = p_club_id and l.user_id = m.user_id
                    and l.kind = 'dues' and l.reverses_id is null and l.period = date_trunc('month', v_due)::date)
  order by m.joined_at, m.id
  on conflict (club_id, user_id, period) where kind = 'dues' and reverses_id is null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

--
-- Name: charge_club_game(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.charge_club_game(p_event_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
  v_caixa public.club_caixa;
  v_by_attendance boolean;
  v_count integer;
begin
  select * into v_event from public.events where id = p_event_id;
  select * into v_caixa from public.club_caixa where club_id = v_event.club_id;
  if v_event.club_id is null or v_caixa.game_price_cents is null or v_event.status <> 'completed'
     or v_event.starts_at < v_caixa.charges_from
     or exists (select 1 from public.event_costs where event_id = p_event_id) then
    return 0;
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance where event_id = p_event_id);
  perform public.lock_club_ledger(v_event.club_id);
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, event_id, description,
                                  seq, cash_delta, member_delta, cash_after)
  select v_event.club_id, 'game', p.user_id, v_caixa.game_price_cents, v_event.date, p_event_id,
         left('Jogo ' || to_char(v_event.date, 'DD/MM') || ': ' || v_event.title, 120), 0, 0, 0, 0
  from (
    select ep.user_id from public.event_participants ep
    where not v_by_attendance and ep.event_id = p_event_id and ep.status = 'registered'
    union
    select a.user_id from public.event_attendance a
    where v_by_attendance and a.event_id = p_event_id and a.status = 'present'
  ) p
  where p.user_id is distinct from v_event.created_by
    and not exists (select 1 from public.club_members m where m.club_id = v_event.club_id and m.user_id = p.user_id and m.kind = 'mensalista')
    and not exists (select 1 from public.club_ledger l where l.event_id = p_event_id and l.user_id = p.user_id
                    and l.kind = 'game' and l.reverses_id is null)
  order by p.user_id
  on conflict (event_id, user_id) where kind = 'game' and reverses_id is null do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

--
-- Name: check_club_fields(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_club_fields(p_club jsonb) RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_sports jsonb := p_club -> 'sport_ids';
  v_hours text := p_club ->> 'avulsos_from_hours';
  v_error text;
begin
  if jsonb_typeof(p_club) is distinct from 'object' then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001';
  end if;
  v_error := coalesce(public.event_text_error('Nome do clube', p_club ->> 'name'),
                      public.event_text_error('Cidade', p_club ->> 'city'),
                      public.event_text_error('Descrição', p_club ->> 'description', true));
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  if v_sports is not null and jsonb_typeof(v_sports) <> 'null' then
    if jsonb_typeof(v_sports) <> 'array'
       or exists (select 1 from jsonb_array_elements(v_sports) x
                  where jsonb_typeof(x) <> 'string'
                     or x #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                     or not exists (select 1 from public.sports s where s.id = (x #>> '{}')::uuid)) then
      raise exception 'Escolha os esportes da lista' using errcode = 'P0001';
    end if;
    if (select count(distinct x) from jsonb_array_elements_text(v_sports) x) > 5 then
      raise exception 'Escolha até 5 esportes' using errcode = 'P0001';
    end if;
  end if;
  if char_length(btrim(p_club ->> 'city')) > 100 then
    raise exception 'A cidade pode ter até 100 caracteres' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_club ->> 'description')) > 1000 then
    raise exception 'A descrição pode ter até 1000 caracteres' using errcode = 'P0001';
  end if;
  if nullif(p_club ->> 'photo_url', '') is not null
     and (char_length(p_club ->> 'photo_url') > 500 or p_club ->> 'photo_url' !~ '^https?://[^\s]+$') then
    raise exception 'Foto do clube inválida' using errcode = 'P0001', detail = 'Envie a foto outra vez.';
  end if;
  if p_club ? 'visibility' and (p_club ->> 'visibility') is distinct from 'public' and (p_club ->> 'visibility') is distinct from 'private' then
    raise exception 'Escolha se o clube é Público ou Privado' using errcode = 'P0001';
  end if;
  if p_club ? 'join_policy' and (p_club ->> 'join_policy') is distinct from 'open' and (p_club ->> 'join_policy') is distinct from 'request' then
    raise exception 'Escolha como se entra no clube' using errcode = 'P0001';
  end if;
  if p_club ? 'avulsos_from_hours'
     and (v_hours is null or v_hours !~ '^\d{1,3}$' or v_hours::integer > 336) then
    raise exception 'Avulsos confirmam a partir de: escolha de 0 a 336 horas antes do jogo' using errcode = 'P0001';
  end if;
end;
$_$;

--
-- Name: check_club_name(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_club_name(p_name text, p_club_id uuid DEFAULT NULL::uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if p_name is null or btrim(p_name) = '' then
    raise exception 'Informe o nome do clube' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_name)) > 80 then
    raise exception 'O nome do clube pode ter até 80 caracteres' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.clubs where public.normalize_search(btrim(name)) = public.normalize_search(btrim(p_name))
             and id is distinct from p_club_id) then
    raise exception 'Já existe um clube com este nome' using errcode = 'P0001';
  end if;
  return btrim(p_name);
end;
$$;

--
-- Name: check_event_start(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.check_event_start(p_starts_at timestamp with time zone) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if p_starts_at <= now() then
    raise exception 'A data do evento não pode estar no passado' using errcode = 'P0001';
  end if;
  if p_starts_at > now() + public.event_start_horizon() then
    raise exception 'A data do evento não pode passar de 2 anos a partir de hoje' using errcode = 'P0001';
  end if;
end;
$$;

--
-- Name: claim_guest_place(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_guest_place(p_token text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: clear_job_failure(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.clear_job_failure(p_job text, p_unit_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  delete from public.scheduled_job_failures where job = p_job and unit_id = p_unit_id;
$$;

--
-- Name: close_due_event(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.close_due_event(p_event_id uuid, p_cut timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_opened integer;
begin
  update public.events e set status = 'completed'
  where e.id = p_event_id and e.status in ('active', 'paused') and e.starts_at <= p_cut;
  if not found then
    return '{}';
  end if;
  with opened as (
    update public.event_participants ep
    set evaluation_status = 'evaluation_available'
    from public.events e
    where ep.event_id = e.id and e.id = p_event_id
      and ep.status = 'registered' and ep.evaluation_status = 'pending'
    returning e.id, e.title, ep.user_id
  ), reminded as (
    insert into public.notifications (user_id, type, title, message, data)
    select o.user_id, 'evaluation_reminder', 'Avalie o evento',
           format('O evento "%s" terminou. Avalie e elogie os jogadores!', o.title),
           jsonb_build_object('event_id', o.id)
    from opened o
    returning user_id
  )
  select count(*) into v_opened from reminded;
  return jsonb_build_object('events_completed', 1, 'evaluations_opened', v_opened);
end;
$$;

--
-- Name: close_due_events(timestamp with time zone, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.close_due_events(p_due timestamp with time zone, p_user uuid DEFAULT NULL::uuid) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  -- Never ahead of the real clock: events_before_write and submit_evaluation use now().
  v_cut timestamptz := least(p_due, now()) - interval '3 hours';
  v_closed uuid[];
  v_opened integer;
begin
  with closed as (
    update public.events e
    set status = 'completed'
    where e.status in ('active', 'paused')
      and e.starts_at <= v_cut
      and (p_user is null or e.created_by = p_user or exists (
        select 1 from public.event_participants ep where ep.event_id = e.id and ep.user_id = p_user))
    returning e.id
  )
  select coalesce(array_agg(id), '{}') into v_closed from closed;

  with opened as (
    update public.event_participants ep
    set evaluation_status = 'evaluation_available'
    from public.events e
    where ep.event_id = e.id
      and ep.status = 'registered' and ep.evaluation_status = 'pending'
      and e.status <> 'cancelled' and e.starts_at <= v_cut
      and (ep.event_id = any (v_closed) or ep.user_id = p_user)
    returning e.id, e.title, ep.user_id
  ), reminded as (
    insert into public.notifications (user_id, type, title, message, data)
    select o.user_id, 'evaluation_reminder', 'Avalie o evento',
           format('O evento "%s" terminou. Avalie e elogie os jogadores!', o.title),
           jsonb_build_object('event_id', o.id)
    from opened o
    returning user_id
  )
  select count(*) into v_opened from reminded;

  return json_build_object('events_completed', cardinality(v_closed), 'evaluations_opened', v_opened);
end;
$$;

--
-- Name: club_cash_balance(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_cash_balance(p_club_id uuid) RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select coalesce(sum(cash_delta), 0) from public.club_ledger where club_id = p_club_id $$;

--
-- Name: club_debt_refusal(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_debt_refusal(p_club_id uuid, p_user_id uuid) RETURNS void
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_months integer;
  v_owed integer;
begin
  if not coalesce((select only_paid_up from public.club_caixa where club_id = p_club_id), false) then
    return;
  end if;
  select count(distinct date_trunc('month', occurred_on)), sum(amount_cents) into v_months, v_owed
  from public.club_open_charges(p_club_id, p_user_id);
  if v_months > 1 then
    raise exception 'Só joga quem está em dia' using errcode = 'P0001',
      detail = format('Você deve %s ao caixa do %s. Pague pelo Pix no Caixa do clube e depois entre no jogo.',
                      public.format_brl(v_owed), (select name from public.clubs where id = p_club_id)),
      hint = 'club_caixa:' || p_club_id::text;
  end if;
end;
$$;

--
-- Name: club_ledger_adds_up(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_ledger_adds_up() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if new.cash_after is distinct from (select sum(cash_delta) from public.club_ledger where club_id = new.club_id and seq <= new.seq)
     or (new.user_id is not null and new.member_after is distinct from
         (select sum(member_delta) from public.club_ledger where club_id = new.club_id and user_id = new.user_id and seq <= new.seq)) then
    raise exception 'O caixa não fecha' using errcode = 'P0001',
      detail = format('Linha %s do clube %s: os saldos não somam os lançamentos.', new.seq, new.club_id);
  end if;
  return null;
end;
$$;

--
-- Name: club_ledger_append_only(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_ledger_append_only() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.clubs where id = old.club_id) then
    return old;
  end if;
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - 'user_id' - 'created_by') = (to_jsonb(old) - 'user_id' - 'created_by')
     and (new.user_id is not distinct from old.user_id
          or (new.user_id is null and not exists (select 1 from public.profiles where user_id = old.user_id)))
     and (new.created_by is not distinct from old.created_by
          or (new.created_by is null and not exists (select 1 from public.profiles where user_id = old.created_by))) then
    return new;
  end if;
  raise exception 'O caixa não pode ser alterado' using errcode = 'P0001',
    detail = 'Para corrigir um lançamento, estorne-o.';
end;
$$;

--
-- Name: club_ledger_before_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_ledger_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_original public.club_ledger;
begin
  perform public.lock_club_ledger(new.club_id);
  if new.reverses_id is not null then
    select * into v_original from public.club_ledger where id = new.reverses_id and club_id = new.club_id;
    if not found then
      raise exception 'Lançamento não encontrado' using errcode = 'P0001';
    end if;
    if v_original.reverses_id is not null then
      raise exception 'Um estorno não pode ser estornado' using errcode = 'P0001',
        detail = 'Para desfazer um estorno, lance o valor de novo.';
    end if;
    if exists (select 1 from public.club_ledger where reverses_id = v_original.id) then
      raise exception 'Este lançamento já foi estornado' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.club_settlements where charge_id = v_original.id) then
      raise exception 'Esta cobrança já foi paga' using errcode = 'P0001',
        detail = 'Estorne o pagamento antes de estornar a cobrança.';
    end if;
    new.kind := v_original.kind;
    new.amount_cents := v_original.amount_cents;
    new.user_id := v_original.user_id;
    new.event_id := v_original.event_id;
    new.period := v_original.period;
    -- the reversed payment's charges are open again
    delete from public.club_settlements where payment_id = v_original.id;
  elsif new.kind in ('dues', 'game', 'payment') and new.user_id is null then
    raise exception 'Informe o membro' using errcode = 'P0001';
  end if;
  new.cash_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'income' then new.amount_cents
                    when 'expense' then -new.amount_cents else 0 end;
  new.member_delta := (case when new.reverses_id is null then 1 else -1 end)
    * case new.kind when 'payment' then new.amount_cents when 'dues' then -new.amount_cents
                    when 'game' then -new.amount_cents else 0 end;
  -- Each running balance follows from the line before it (not from a sum): club_ledger_adds_up then
  -- compares the chain with the sum of the lines, so a line written around this trigger shows.
  select coalesce(max(seq), 0) + 1 into new.seq from public.club_ledger where club_id = new.club_id;
  new.cash_after := coalesce((select cash_after from public.club_ledger where club_id = new.club_id
                              order by seq desc limit 1), 0) + new.cash_delta;
  new.member_after := case when new.user_id is null then null else
    coalesce((select member_after from public.club_ledger where club_id = new.club_id and user_id = new.user_id
              order by seq desc limit 1), 0) + new.member_delta end;
  new.created_at := now();
  return new;
end;
$$;

--
-- Name: club_ledger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_ledger (
    id bigint NOT NULL,
    club_id uuid NOT NULL,
    seq integer NOT NULL,
    kind text NOT NULL,
    reverses_id bigint,
    user_id uuid,
    amount_cents integer NOT NULL,
    cash_delta integer NOT NULL,
    member_delta integer NOT NULL,
    cash_after bigint NOT NULL,
    member_after bigint,
    occurred_on date NOT NULL,
    description text,
    period date,
    event_id uuid,
    bank_id text,
    payer_name text,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT club_ledger_amount CHECK (((amount_cents >= 1) AND (amount_cents <= 100000000))),
    CONSTRAINT club_ledger_bank_id CHECK (((char_length(bank_id) >= 1) AND (char_length(bank_id) <= 100))),
    CONSTRAINT club_ledger_cash_delta CHECK ((cash_delta = (
CASE
    WHEN (reverses_id IS NULL) THEN 1
    ELSE '-1'::integer
END *
CASE kind
    WHEN 'payment'::text THEN amount_cents
    WHEN 'income'::text THEN amount_cents
    WHEN 'expense'::text THEN (- amount_cents)
    ELSE 0
END))),
    CONSTRAINT club_ledger_description CHECK (((char_length(description) >= 1) AND (char_length(description) <= 120))),
    CONSTRAINT club_ledger_dues_period CHECK (((kind <> 'dues'::text) OR (period IS NOT NULL))),
    CONSTRAINT club_ledger_game_event CHECK (((kind <> 'game'::text) OR (event_id IS NOT NULL))),
    CONSTRAINT club_ledger_kind CHECK ((kind = ANY (ARRAY['dues'::text, 'game'::text, 'payment'::text, 'income'::text, 'expense'::text]))),
    CONSTRAINT club_ledger_member_delta CHECK ((member_delta = (
CASE
    WHEN (reverses_id IS NULL) THEN 1
    ELSE '-1'::integer
END *
CASE kind
    WHEN 'payment'::text THEN amount_cents
    WHEN 'dues'::text THEN (- amount_cents)
    WHEN 'game'::text THEN (- amount_cents)
    ELSE 0
END))),
    CONSTRAINT club_ledger_movement_described CHECK (((kind <> ALL (ARRAY['income'::text, 'expense'::text])) OR (description IS NOT NULL))),
    CONSTRAINT club_ledger_payer_name CHECK (((char_length(payer_name) >= 1) AND (char_length(payer_name) <= 100))),
    CONSTRAINT club_ledger_period CHECK ((period = (date_trunc('month'::text, (period)::timestamp with time zone))::date))
);

--
-- Name: club_ledger_line_json(public.club_ledger); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_ledger_line_json(p_line public.club_ledger) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select jsonb_build_object('id', p_line.id, 'kind', p_line.kind, 'reverses_id', p_line.reverses_id,
    'user_id', p_line.user_id, 'full_name', (select full_name from public.profiles where user_id = p_line.user_id),
    'amount_cents', p_line.amount_cents, 'cash_delta', p_line.cash_delta, 'member_delta', p_line.member_delta,
    'occurred_on', p_line.occurred_on, 'description', p_line.description, 'period', p_line.period,
    'event_id', p_line.event_id, 'payer_name', p_line.payer_name, 'bank_id', p_line.bank_id,
    'reversed', exists (select 1 from public.club_ledger r where r.reverses_id = p_line.id),
    'paid', exists (select 1 from public.club_settlements s where s.charge_id = p_line.id),
    'created_at', p_line.created_at)
$$;

--
-- Name: club_members_keep_an_owner(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_members_keep_an_owner() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_club public.clubs;
  v_next uuid;
begin
  select * into v_club from public.clubs where id = old.club_id for update;
  if not found or exists (select 1 from public.club_members where club_id = old.club_id and role = 'owner') then
    return null;
  end if;
  v_next := public.club_successor(old.club_id, old.user_id);
  if v_next is null then
    delete from public.clubs where id = old.club_id;
    return null;
  end if;
  update public.club_members set role = 'owner' where club_id = old.club_id and user_id = v_next;
  insert into public.notifications (user_id, type, title, message, data)
  values (v_next, 'club_update', format('Você agora é o dono do %s', v_club.name),
          format('Quem era o dono do %s excluiu a conta: o clube passou para você.', v_club.name),
          jsonb_build_object('club_id', old.club_id));
  return null;
end;
$$;

--
-- Name: club_month_figures(uuid, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_month_figures(p_club_id uuid, p_month date) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with m as (select date_trunc('month', p_month)::date as first, (date_trunc('month', p_month) + interval '1 month')::date as next)
  select jsonb_build_object('month', m.first,
    'income_cents', coalesce(sum(l.cash_delta) filter (where l.kind in ('payment', 'income') and l.occurred_on >= m.first and l.occurred_on < m.next), 0),
    'expense_cents', coalesce(-sum(l.cash_delta) filter (where l.kind = 'expense' and l.occurred_on >= m.first and l.occurred_on < m.next), 0),
    'balance_cents', coalesce(sum(l.cash_delta) filter (where l.occurred_on < m.next), 0))
  from m left join public.club_ledger l on l.club_id = p_club_id
  group by m.first
$$;

--
-- Name: club_open_charges(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_open_charges(p_club_id uuid, p_user_id uuid DEFAULT NULL::uuid) RETURNS SETOF public.club_ledger
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select l.* from public.club_ledger l
  where l.club_id = p_club_id and l.kind in ('dues', 'game') and l.reverses_id is null and l.user_id is not null
    and (p_user_id is null or l.user_id = p_user_id)
    and not exists (select 1 from public.club_ledger r where r.reverses_id = l.id)
    and not exists (select 1 from public.club_settlements s where s.charge_id = l.id)
  order by l.occurred_on, l.id
$$;

--
-- Name: club_pix_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_pix_codes (
    club_id uuid NOT NULL,
    txid text NOT NULL,
    user_id uuid NOT NULL,
    charge_ids bigint[] NOT NULL,
    amount_cents integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reported_at timestamp with time zone,
    CONSTRAINT club_pix_codes_txid CHECK ((txid ~ '^QCD[0-9]{8}[0-9A-F]{14}$'::text))
);

--
-- Name: club_pix_code_for(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_pix_code_for(p_club_id uuid, p_user_id uuid) RETURNS public.club_pix_codes
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_ids bigint[];
  v_sum integer;
  v_txid text;
  v_code public.club_pix_codes;
begin
  select array_agg(id order by id), sum(amount_cents) into v_ids, v_sum from public.club_open_charges(p_club_id, p_user_id);
  if v_ids is null then
    return null;
  end if;
  v_txid := 'QCD' || to_char((select max(occurred_on) from public.club_ledger where id = any (v_ids)), 'YYYYMMDD')
            || upper(left(replace(p_user_id::text, '-', ''), 14));
  insert into public.club_pix_codes as x (txid, club_id, user_id, charge_ids, amount_cents)
  values (v_txid, p_club_id, p_user_id, v_ids, v_sum)
  on conflict (club_id, txid) do update
    set charge_ids = excluded.charge_ids, amount_cents = excluded.amount_cents, reported_at = null
    where x.charge_ids is distinct from excluded.charge_ids;
  select * into v_code from public.club_pix_codes where club_id = p_club_id and txid = v_txid;
  return v_code;
end;
$$;

--
-- Name: club_reminders_due(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_reminders_due(p_now timestamp with time zone) RETURNS TABLE(charge_id bigint, kind text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select l.id, k.kind
  from (values ('due', 0), ('3_days', 3), ('7_days', 7)) k (kind, days)
  join public.club_caixa c on true
  join public.club_ledger l on l.club_id = c.club_id and l.kind in ('dues', 'game') and l.reverses_id is null and l.user_id is not null
  where (p_now at time zone c.time_zone) >= (l.occurred_on + k.days) + time '10:00'
    and (p_now at time zone c.time_zone) < (l.occurred_on + k.days + 3) + time '10:00'
    and not exists (select 1 from public.club_ledger r where r.reverses_id = l.id)
    and not exists (select 1 from public.club_settlements s where s.charge_id = l.id)
    and not exists (select 1 from public.club_reminders_sent x where x.charge_id = l.id and x.kind = k.kind)
$$;

--
-- Name: club_role(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_role(p_club_id uuid, p_user uuid DEFAULT auth.uid()) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select role from public.club_members where club_id = p_club_id and user_id = p_user $$;

--
-- Name: club_successor(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_successor(p_club_id uuid, p_leaving uuid) RETURNS uuid
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select user_id from public.club_members
      where club_id = p_club_id and user_id <> p_leaving
      order by role = 'admin' desc, joined_at, id
      limit 1 $$;

--
-- Name: club_today(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.club_today(p_club_id uuid, p_now timestamp with time zone DEFAULT now()) RETURNS date
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select (p_now at time zone coalesce((select time_zone from public.club_caixa where club_id = p_club_id), 'America/Sao_Paulo'))::date $$;

--
-- Name: comment_reports_to_hide(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.comment_reports_to_hide() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select 3 $$;

--
-- Name: confirm_club_payment(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirm_club_payment(p_club_id uuid, p_user_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_code public.club_pix_codes;
  v_ids bigint[];
  v_sum integer;
  v_id bigint;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores confirmam pagamentos.');
  perform public.lock_club_ledger(p_club_id);
  select * into v_code from public.club_pix_codes
  where club_id = p_club_id and user_id = p_user_id and reported_at is not null
    and charge_ids <@ array(select id from public.club_open_charges(p_club_id, p_user_id))
  order by reported_at desc limit 1;
  if v_code.txid is not null then
    v_ids := v_code.charge_ids;
    v_sum := v_code.amount_cents;
  else
    select array_agg(id), sum(amount_cents) into v_ids, v_sum from public.club_open_charges(p_club_id, p_user_id);
  end if;
  if v_ids is null then
    raise exception 'Este membro está em dia' using errcode = 'P0001';
  end if;
  v_id := public.record_club_payment(p_club_id, p_user_id, v_ids, v_sum, public.club_today(p_club_id));
  update public.club_pix_codes set reported_at = null where club_id = p_club_id and user_id = p_user_id and reported_at is not null;
  return jsonb_build_object('payment_id', v_id, 'amount_cents', v_sum);
end;
$$;

--
-- Name: confirm_payment(text, uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirm_payment(p_event_id text, p_user_id uuid, p_received boolean DEFAULT true) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events := public.organised_event_for_payments(p_event_id,
    'Apenas o organizador pode confirmar pagamentos.');
  v_share public.event_payment_shares;
begin
  select * into v_share from public.event_payment_shares
  where event_id = v_event.id and user_id = p_user_id
  for update;
  if not found or p_user_id = v_event.created_by then
    raise exception 'Pagamento não encontrado' using errcode = 'P0001';
  end if;
  if p_received and (v_share.status <> 'confirmed' or v_share.paid_cents < v_share.amount_cents) then
    update public.event_payment_shares
    set status = 'confirmed', paid_cents = greatest(paid_cents, amount_cents), confirmed_at = now(), updated_at = now()
    where id = v_share.id;
  elsif not p_received and (v_share.status <> 'pending' or v_share.paid_cents > 0) then
    update public.event_payment_shares
    set status = 'pending', paid_cents = 0, reported_at = null, confirmed_at = null, updated_at = now()
    where id = v_share.id;
    perform public.recompute_event_shares(v_event.id);
  end if;
  select * into v_share from public.event_payment_shares where id = v_share.id;
  return jsonb_build_object('status', coalesce(v_share.status, 'pending'), 'amount_cents', coalesce(v_share.amount_cents, 0),
                            'paid_cents', coalesce(v_share.paid_cents, 0));
end;
$$;

--
-- Name: create_club(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_club(p_club jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_id uuid;
begin
  perform public.check_club_fields(p_club);
  insert into public.clubs (name, sport_ids, city, photo_url, description, visibility, join_policy, avulsos_from_hours, created_by)
  values (public.check_club_name(p_club ->> 'name'),
          coalesce((select array_agg(x::uuid) from jsonb_array_elements_text(p_club -> 'sport_ids') x), '{}'),
          nullif(btrim(p_club ->> 'city'), ''), nullif(p_club ->> 'photo_url', ''), nullif(btrim(p_club ->> 'description'), ''),
          coalesce(p_club ->> 'visibility', 'public'), coalesce(p_club ->> 'join_policy', 'request'),
          coalesce((p_club ->> 'avulsos_from_hours')::integer, 24), v_uid)
  returning id into v_id;
  insert into public.club_members (club_id, user_id, role) values (v_id, v_uid, 'owner');  -- 'Avulso', as every new member
  insert into public.club_invite_links (club_id) values (v_id);
  return v_id;
exception
  when check_violation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
  when invalid_text_representation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
end;
$$;

--
-- Name: create_event(jsonb, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_event(p_event jsonb, p_invitees uuid[] DEFAULT '{}'::uuid[]) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_title text := btrim(coalesce(p_event ->> 'title', ''));
  v_location text := btrim(coalesce(p_event ->> 'location', ''));
  v_sport text := btrim(coalesce(p_event ->> 'sport_name', ''));
  v_date_text text := btrim(coalesce(p_event ->> 'date', ''));
  v_zone text := coalesce(nullif(btrim(p_event ->> 'time_zone'), ''), 'America/Sao_Paulo');
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
  v_repeat text := nullif(btrim(coalesce(p_event ->> 'repeat', '')), '');
  v_count integer;
  v_until date;
  v_series_id uuid;
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
  if v_repeat = 'none' then
    v_repeat := null;
  end if;
  if v_repeat is not null then
    if v_repeat not in ('weekly', 'biweekly', 'monthly') then
      raise exception 'Repetição inválida' using errcode = 'P0001';
    end if;
    begin
      v_count := (p_event ->> 'repeat_count')::integer;
      v_until := (p_event ->> 'repeat_until')::date;
    exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                    or numeric_value_out_of_range then
      raise exception 'Dados do evento inválidos' using errcode = 'P0001';
    end;
    if (v_count is null) = (v_until is null) then
      raise exception 'Escolha quando a série termina' using errcode = 'P0001';
    end if;
    if v_count is not null and v_count not between 2 and 52 then
      raise exception 'Escolha entre 2 e 52 vezes' using errcode = 'P0001';
    end if;
    if v_until is not null and v_until <= v_date then
      raise exception 'A série deve terminar depois do primeiro evento' using errcode = 'P0001';
    end if;
    if v_until is not null and (v_until + v_time) at time zone v_zone > now() + public.event_start_horizon() then
      raise exception 'A data do evento não pode passar de 2 anos a partir de hoje' using errcode = 'P0001';
    end if;
  end if;
  if not public.is_brazil_time_zone(v_zone) then
    raise exception 'Fuso horário inválido' using errcode = 'P0001';
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
    title, description, location, location_reference, date, time, time_zone, age_group, gender, skill_level,
    min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
    requires_approval, has_pcd_structure, pcd_types, image_url)
  values (
    v_title, nullif(btrim(p_event ->> 'description'), ''), v_location,
    nullif(btrim(p_event ->> 'location_reference'), ''), v_date, v_time, v_zone,
    nullif(btrim(p_event ->> 'age_group'), ''), nullif(btrim(p_event ->> 'gender'), ''), v_skill,
    v_min, v_max, v_uid, v_sport_id, v_custom, 'active',
    v_approval, v_pcd,
    case when jsonb_typeof(p_event -> 'pcd_types') = 'array'
         then array(select jsonb_array_elements_text(p_event -> 'pcd_types')) end,
    nullif(btrim(p_event ->> 'image_url'), ''))
  returning * into v_event;

  if v_repeat is not null then
    insert into public.event_series (created_by, frequency, rrule, first_date, time, time_zone, occurrence_count,
                                     until_date, template)
    values (v_uid, v_repeat, public.series_rrule(v_repeat, v_count, v_until), v_date, v_time, v_zone, v_count,
            v_until, to_jsonb(v_event) - array['id', 'date', 'time', 'time_zone', 'starts_at', 'participant_count',
              'search_text', 'created_at', 'updated_at', 'status', 'series_id', 'occurrence_date'])
    returning id into v_series_id;
    update public.events set series_id = v_series_id, occurrence_date = v_date where id = v_event.id
    returning * into v_event;
  end if;

  perform public.add_event_invitations(v_event, p_invitees);
  return v_event.id;
end;
$$;

--
-- Name: create_event_with_cost(jsonb, uuid[], jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_event_with_cost(p_event jsonb, p_invitees uuid[] DEFAULT '{}'::uuid[], p_cost jsonb DEFAULT NULL::jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_club uuid;
  v_id uuid;
  v_series uuid;
begin
  if nullif(p_event ->> 'club_id', '') is not null then
    if p_event ->> 'club_id' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Clube não encontrado' using errcode = 'P0001';
    end if;
    v_club := (p_event ->> 'club_id')::uuid;
    if not public.is_club_admin(v_club, public.require_user()) then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Apenas os administradores do clube podem criar jogos do clube.';
    end if;
  end if;
  v_id := public.create_event_with_cost_outside_club(p_event - 'club_id', p_invitees, p_cost);
  if v_club is not null then
    update public.event_series set club_id = v_club
    where id = (select series_id from public.events where id = v_id)
    returning id into v_series;
    update public.events set club_id = v_club where id = v_id or (v_series is not null and series_id = v_series);
  end if;
  return v_id;
end;
$_$;

--
-- Name: create_event_with_cost_outside_club(jsonb, uuid[], jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.create_event_with_cost_outside_club(p_event jsonb, p_invitees uuid[] DEFAULT '{}'::uuid[], p_cost jsonb DEFAULT NULL::jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_id uuid := public.create_event(p_event, p_invitees);
begin
  if p_cost is not null and jsonb_typeof(p_cost) <> 'null' then
    perform public.set_event_cost(v_id::text, p_cost);
  end if;
  return v_id;
end;
$$;

--
-- Name: current_terms_version(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.current_terms_version() RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select '2026-11-29'::text
$$;

--
-- Name: delete_account(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_account(p_user_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_cancelled integer;
  v_freed integer;
  v_files jsonb;
begin
  perform 1 from auth.users where id = p_user_id for update;
  if not found then
    raise exception 'Conta não encontrada' using errcode = 'P0001';
  end if;

  -- Future games he organises are cancelled: participants are told (events_after_update), as when
  -- he cancels one himself. His series end with them.
  with cancelled as (
    update public.events set status = 'cancelled'
    where created_by = p_user_id and status in ('active', 'paused') and starts_at > now()
    returning id
  ) select count(*) into v_cancelled from cancelled;
  delete from public.event_series where created_by = p_user_id;

  -- His places in other people's future games are freed: the first in line is promoted and the
  -- shares recounted by the participants' own triggers.
  delete from public.event_waiting_list where user_id = p_user_id;
  with freed as (
    delete from public.event_participants ep using public.events e
    where ep.user_id = p_user_id and e.id = ep.event_id and e.starts_at > now()
    returning ep.event_id
  ) select count(*) into v_freed from freed;

  -- The rest goes with the profile (past participations, attendance, invitations, sports, feeds…)
  -- or forgets him (events, comments, praise given, payment shares: set null; profiles_before_delete).
  select coalesce(jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name) order by o.bucket_id, o.name), '[]')
    into v_files
  from storage.objects o where o.owner = p_user_id or o.owner_id = p_user_id::text;
  -- His Pix keys and name as recipient go; the shares (the others' accounts) stay.
  delete from public.event_costs c using public.events e where e.id = c.event_id and e.created_by = p_user_id;
  delete from public.profiles where user_id = p_user_id;
  update public.event_payment_history set user_id = null where user_id = p_user_id;
  update public.event_payment_history set actor_id = null where actor_id = p_user_id;

  -- Signed out everywhere: sessions and refresh tokens go with the auth user.
  delete from auth.refresh_tokens where user_id = p_user_id::text;
  delete from auth.users where id = p_user_id;

  insert into public.account_deletions (events_cancelled, places_freed) values (v_cancelled, v_freed);
  return jsonb_build_object('events_cancelled', v_cancelled, 'places_freed', v_freed, 'files', v_files);
end;
$$;

--
-- Name: delete_push_subscription(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.delete_push_subscription(p_endpoint text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  delete from public.push_subscriptions where endpoint = p_endpoint and user_id = v_uid;
  return found;
end;
$$;

--
-- Name: display_name(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.display_name(p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select coalesce(nullif(btrim(p.preferred_name), ''), p.full_name, 'Usuário')
  from public.profiles p where p.user_id = p_user_id;
$$;

--
-- Name: drop_guest_stand_in(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.drop_guest_stand_in(p_guest_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  delete from auth.users where id = p_guest_id;
  update public.event_payment_history set user_id = null where user_id = p_guest_id;
end;
$$;

--
-- Name: end_series(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.end_series(p_event_id text) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode encerrar a série.');
  v_cancelled uuid[];
begin
  update public.event_series
  set ended_at = coalesce(ended_at, now()), ended_from = least(ended_from, v_event.occurrence_date) -- least() skips a null
  where id = v_event.series_id;

  perform set_config('quadra.series_notice', 'on', true);
  with cancelled as (
    update public.events set status = 'cancelled'
    where series_id = v_event.series_id and occurrence_date >= v_event.occurrence_date
      and starts_at > now() and status in ('active', 'paused')
    returning id
  )
  select coalesce(array_agg(id), '{}') into v_cancelled from cancelled;
  perform set_config('quadra.series_notice', 'off', true);

  insert into public.notifications (user_id, type, title, message, data)
  select ep.user_id, 'event_cancelled', 'Série encerrada',
         format('A série "%s" foi encerrada pelo organizador. %s: %s.', v_event.title,
                case when count(*) = 1 then 'Data cancelada' else 'Datas canceladas' end,
                public.pt_br_date_list(array_agg(e.date order by e.date))),
         jsonb_build_object('event_id', (array_agg(e.id order by e.date))[1], 'series_id', v_event.series_id,
                            'dates', to_jsonb(array_agg(e.date order by e.date)))
  from public.events e
  join public.event_participants ep on ep.event_id = e.id
  where e.id = any (v_cancelled) and ep.user_id <> e.created_by
  group by ep.user_id;
  return cardinality(v_cancelled);
end;
$$;

--
-- Name: escape_like(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.escape_like(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT replace(replace(replace(value, '\'::text, '\\'::text), '%'::text, '\%'::text), '_'::text, '\_'::text) AS replace;
END;

--
-- Name: evaluation_access(uuid, uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
  v_participation public.event_participants;
begin
  select * into v_event from public.events where id = p_event_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if p_lock then
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid
    for update;
  else
    select * into v_participation from public.event_participants
    where event_id = p_event_id and user_id = p_uid;
  end if;
  if not found or v_participation.status <> 'registered' then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Você só pode avaliar eventos dos quais participou.';
  end if;
  if exists (select 1 from public.event_attendance
             where event_id = p_event_id and user_id = p_uid and status = 'absent') then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'Só quem compareceu ao jogo pode avaliar.';
  end if;
  if v_event.status = 'cancelled' or v_participation.evaluation_status = 'completed'
     or v_event.starts_at + interval '3 hours' > now() then
    raise exception 'Avaliação Não Disponível' using errcode = 'P0001',
      detail = 'A avaliação para este evento ainda não foi liberada ou já foi concluída.';
  end if;
  return v_event;
end;
$$;

--
-- Name: event_attendance_before_write(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_attendance_before_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := auth.uid();
  v_row public.event_attendance := case when tg_op = 'DELETE' then old else new end;
  v_event public.events;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old; -- a cascade (event or profile deleted): the write that started it was checked
  end if;
  if tg_op = 'UPDATE' and (new.event_id, new.user_id) is distinct from (old.event_id, old.user_id) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Uma marcação não muda de evento nem de pessoa.';
  end if;
  select * into v_event from public.events where id = v_row.event_id;
  if found and v_uid is not null and not public.event_organised_by(v_event.id, v_uid) then
    -- A participant: only 'Cheguei' (himself, present), only in the window, only once.
    if tg_op <> 'INSERT' or v_row.user_id <> v_uid then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Apenas o organizador pode marcar a presença dos participantes.';
    end if;
    if v_row.status <> 'present' then
      raise exception 'Acesso Negado' using errcode = 'P0001',
        detail = 'Você só pode confirmar a sua chegada.';
    end if;
    perform 1 from public.events where id = v_event.id for share;
    if v_event.status = 'cancelled' then
      raise exception 'Evento cancelado' using errcode = 'P0001';
    end if;
    if now() < public.game_day_opens_at(v_event.starts_at) then
      raise exception 'O Dia do jogo abre 2 h antes do início' using errcode = 'P0001';
    end if;
    if now() > public.game_day_closes_at(v_event.starts_at) then
      raise exception 'O Dia do jogo já terminou' using errcode = 'P0001';
    end if;
    if not exists (select 1 from public.event_participants
                   where event_id = v_event.id and user_id = v_uid and status = 'registered') then
      raise exception 'Você não está inscrito neste evento' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.event_attendance where event_id = v_event.id and user_id = v_uid) then
      raise exception 'Sua presença já foi marcada' using errcode = 'P0001';
    end if;
  else
    -- The organiser (or the service role): anyone registered, until attendance is final.
    v_event := public.game_day_event(v_row.event_id, 'marcar a presença dos participantes');
    if tg_op <> 'DELETE' and not exists (
      select 1 from public.event_participants
      where event_id = v_event.id and user_id = v_row.user_id and status = 'registered') then
      raise exception 'Esta pessoa não está inscrita neste evento' using errcode = 'P0001';
    end if;
  end if;

  if tg_op = 'DELETE' then
    return old;
  end if;
  new.marked_by := v_uid;
  new.marked_at := now();
  return new;
end;
$$;

--
-- Name: event_attendance_evaluation(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_attendance_evaluation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: event_attendance_made_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_attendance_made_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  new.made_at := coalesce(nullif(current_setting('quadra.game_day_made_at', true), '')::timestamptz, now());
  return new;
end;
$$;

--
-- Name: event_change_summary(public.events, public.events); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_change_summary(p_old public.events, p_new public.events) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select concat_ws('; ',
    case when p_old.date is distinct from p_new.date
         then format('data %s → %s', to_char(p_old.date, 'DD/MM'), to_char(p_new.date, 'DD/MM')) end,
    case when p_old.time is distinct from p_new.time
         then format('horário %s → %s', to_char(p_old.time, 'HH24:MI'), to_char(p_new.time, 'HH24:MI')) end,
    case when p_old.location is distinct from p_new.location
         then format('local %s → %s', p_old.location, p_new.location) end,
    case when p_old.max_participants is distinct from p_new.max_participants
         then format('vagas %s → %s', p_old.max_participants, p_new.max_participants) end);
$$;

--
-- Name: event_comments_after_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_comments_after_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: event_comments_before_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_comments_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: event_criteria_mismatches(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_criteria_mismatches(p_event_id text) RETURNS TABLE(user_id uuid, gender_mismatch boolean, age_mismatch boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select m.user_id, m.gender_mismatch, m.age_mismatch
  from (
    select ep.user_id,
           coalesce(e.gender in ('Masculino', 'Feminino') and p.gender in ('masculino', 'feminino')
                    and lower(e.gender) <> p.gender, false) as gender_mismatch,
           coalesce(case e.age_group
                      when '18-25' then not (extract(year from age(e.date, p.birth_date)) between 18 and 25)
                      when '26-35' then not (extract(year from age(e.date, p.birth_date)) between 26 and 35)
                      when '36+' then extract(year from age(e.date, p.birth_date)) < 36
                    end, false) as age_mismatch
    from public.events e
    join public.event_participants ep on ep.event_id = e.id
    join public.profiles p on p.user_id = ep.user_id
    where e.id = public.parse_event_id(p_event_id) and e.created_by = (select auth.uid())
  ) m
  where m.gender_mismatch or m.age_mismatch;
$$;

--
-- Name: event_guests_after_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_guests_after_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if old.status = 'active' then
    perform public.drop_guest_stand_in(old.id);
  end if;
  return null;
end;
$$;

--
-- Name: event_matches_before_write(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_matches_before_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_row public.event_matches := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old; -- a cascade (event deleted, team dropped by save_teams): already checked
  end if;
  perform public.game_day_event(v_row.event_id, 'registrar o placar');
  if tg_op = 'DELETE' then
    return old;
  end if;
  if tg_op = 'UPDATE' and new.event_id <> old.event_id then
    raise exception 'Partida inválida' using errcode = 'P0001';
  end if;
  if new.score_a not between 0 and 99 or new.score_b not between 0 and 99 then
    raise exception 'Placar inválido' using errcode = 'P0001', detail = 'O placar vai de 0 a 99.';
  end if;
  if new.team_a = new.team_b or not exists (
       select 1 from public.event_teams where event_id = new.event_id and team_no = new.team_a)
     or not exists (
       select 1 from public.event_teams where event_id = new.event_id and team_no = new.team_b) then
    raise exception 'Escolha dois times diferentes do sorteio' using errcode = 'P0001';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: event_organised_by(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_organised_by(p_event_id uuid, p_user uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select p_user is not null and exists (
         select 1 from public.events e where e.id = p_event_id
           and (e.created_by = p_user or (e.club_id is not null and public.is_club_admin(e.club_id, p_user)))) $$;

--
-- Name: event_participants_after_write(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_participants_after_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: event_participants_before_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_participants_before_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if auth.uid() is not null and pg_trigger_depth() = 1
     and exists (select 1 from public.events where id = old.event_id and status = 'completed') then
    raise exception 'Evento encerrado' using errcode = 'P0001';
  end if;
  return old;
end;
$$;

--
-- Name: event_participants_game_day(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_participants_game_day() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_starts_at timestamptz;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    if new.status = 'registered' and (tg_op = 'INSERT' or old.status <> 'registered') then
      delete from public.event_late_cancellations where event_id = new.event_id and user_id = new.user_id;
    end if;
    return null;
  end if;
  select starts_at into v_starts_at from public.events where id = old.event_id and status <> 'cancelled';
  if found and old.status = 'registered' and old.user_id = auth.uid()
     and public.is_late_cancellation(v_starts_at, now()) then
    insert into public.event_late_cancellations (event_id, user_id) values (old.event_id, old.user_id)
    on conflict (event_id, user_id) do update set freed_at = excluded.freed_at;
  end if;
  update public.event_teams set member_ids = array_remove(member_ids, old.user_id), updated_at = now()
  where event_id = old.event_id and old.user_id = any (member_ids);
  return null;
end;
$$;

--
-- Name: event_participants_keep_absent_closed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_participants_keep_absent_closed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if new.evaluation_status = 'evaluation_available' and public.marked_absent(new.event_id, new.user_id) then
    new.evaluation_status := old.evaluation_status;
  end if;
  return new;
end;
$$;

--
-- Name: event_payment_history_append_only(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_payment_history_append_only() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.events where id = old.event_id) then
    return old; -- the event itself was deleted: its history goes with it
  end if;
  if tg_op = 'UPDATE'
     and (new.id, new.event_id, new.action, new.amount_cents, new.status, new.details, new.created_at)
         is not distinct from (old.id, old.event_id, old.action, old.amount_cents, old.status, old.details, old.created_at)
     and (new.user_id is not distinct from old.user_id
          or (new.user_id is null and not exists (select 1 from public.profiles where user_id = old.user_id)))
     and (new.actor_id is not distinct from old.actor_id
          or (new.actor_id is null and not exists (select 1 from public.profiles where user_id = old.actor_id))) then
    return new;
  end if;
  raise exception 'O histórico de pagamentos não pode ser alterado' using errcode = 'P0001';
end;
$$;

--
-- Name: event_payment_shares_txid(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_payment_shares_txid() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  new.txid := 'Q' || upper(left(md5(new.event_id::text || ':' || new.user_id::text), 24));
  return new;
end;
$$;

--
-- Name: event_reminders_due(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_reminders_due(p_now timestamp with time zone) RETURNS TABLE(kind text, event_id uuid, user_id uuid)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select k.kind, e.id, ep.user_id
  from (values ('24h', interval '24 hours', interval '2 hours'), ('2h', interval '2 hours', interval '0')) k (kind, lead, floor)
  join public.events e on e.status = 'active'
    and e.starts_at > p_now + k.floor and e.starts_at <= p_now + k.lead
  join public.event_participants ep on ep.event_id = e.id and ep.status = 'registered'
    and ep.joined_at <= e.starts_at - k.lead
  join public.profiles p on p.user_id = ep.user_id and p.reminders_enabled
  where not exists (select 1 from public.event_reminders_sent r
                    where r.event_id = e.id and r.user_id = ep.user_id and r.kind = k.kind);
$$;

--
-- Name: event_series_check_template(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_series_check_template() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_error text := public.event_template_error(new.template);
begin
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: event_split_preview(text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_split_preview(p_event_id text, p_include_organiser boolean) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
  v_by_attendance boolean;
  v_players integer;
  v_organiser integer;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if not found or not public.can_see_event(v_event.id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_event.id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o organizador pode ver os pagamentos.';
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance
                             where event_id = v_event.id and marked_by is distinct from user_id);
  if v_by_attendance then
    select count(*) into v_players from public.event_attendance a
    where a.event_id = v_event.id and a.status = 'present' and a.user_id <> v_event.created_by;
  else
    select count(*) into v_players from public.event_participants ep
    where ep.event_id = v_event.id and ep.status = 'registered' and ep.user_id <> v_event.created_by;
  end if;
  v_organiser := case when coalesce(p_include_organiser, false) and not exists (
                   select 1 from public.event_attendance a
                   where a.event_id = v_event.id and a.user_id = v_event.created_by and a.status = 'absent')
                 then 1 else 0 end;
  return jsonb_build_object(
    'payers', v_players + v_organiser,
    'can_grow', not v_by_attendance and v_event.status = 'active' and v_event.starts_at > now()
                and (v_event.max_participants is null or v_event.participant_count < v_event.max_participants));
end;
$$;

--
-- Name: event_start_horizon(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_start_horizon() RETURNS interval
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT '2 years'::interval AS "interval";
END;

--
-- Name: event_template_error(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_template_error(p_template jsonb) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
begin
  begin
    v_event := jsonb_populate_record(null::public.events, p_template);
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    return 'Dados do evento inválidos';
  end;
  return coalesce(
    case when char_length(btrim(coalesce(v_event.title, ''))) < 3 then 'Nome do evento deve ter pelo menos 3 caracteres' end,
    case when char_length(btrim(v_event.title)) > 100 then 'Nome do evento muito longo (máximo 100 caracteres)' end,
    case when btrim(coalesce(v_event.location, '')) = '' then 'Campos obrigatórios faltando: local' end,
    case when char_length(btrim(v_event.location)) > 200 then 'Local muito longo (máximo 200 caracteres)' end,
    case when char_length(v_event.custom_sport_name) > 100 then 'Nome da modalidade muito longo' end,
    case when char_length(v_event.description) > 2000 then 'Informações do evento muito longas (máximo 2000 caracteres)' end,
    public.event_texts_error(v_event),
    case when v_event.min_participants is null or v_event.min_participants < 1 or v_event.max_participants < 1
         then 'O número de jogadores deve ser pelo menos 1.' end,
    case when v_event.min_participants > v_event.max_participants
         then 'O mínimo de jogadores não pode ser maior que o máximo.' end,
    case when v_event.skill_level is null
              or v_event.skill_level not in ('Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo')
         then 'Nível de habilidade inválido' end,
    -- The table's remaining checks (the wizard offers only these values).
    case when char_length(v_event.location_reference) > 200 or char_length(v_event.image_url) > 1000
              or v_event.age_group not in ('Todas', '18-25', '26-35', '36+')
              or v_event.gender not in ('Masculino', 'Feminino', 'Misto')
              or v_event.requires_approval is null
         then 'Dados do evento inválidos' end);
end;
$$;

--
-- Name: event_text_error(text, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_text_error(p_label text, p_text text, p_multiline boolean DEFAULT false) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case
    when p_text is null then null
    when p_multiline and p_text ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' then p_label || ' contém caracteres não permitidos'
    when not p_multiline and p_text ~ '[\x01-\x1f\x7f\u0085\u2028\u2029]' then p_label || ' contém caracteres não permitidos'
  end;
$$;

--
-- Name: event_texts_error(public.events, public.events); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_texts_error(p_new public.events, p_old public.events DEFAULT NULL::public.events) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    case when p_new.title is distinct from p_old.title
              and public.event_text_error('Nome do evento', p_new.title) is not null
         then 'Nome do evento contém conteúdo não permitido' end,
    case when p_new.location is distinct from p_old.location
         then public.event_text_error('Local', p_new.location) end,
    case when p_new.location_reference is distinct from p_old.location_reference
         then public.event_text_error('Referência do local', p_new.location_reference) end,
    case when p_new.custom_sport_name is distinct from p_old.custom_sport_name
         then public.event_text_error('Nome da modalidade', p_new.custom_sport_name) end,
    case when p_new.age_group is distinct from p_old.age_group
         then public.event_text_error('Faixa etária', p_new.age_group) end,
    case when p_new.gender is distinct from p_old.gender
         then public.event_text_error('Gênero', p_new.gender) end,
    case when p_new.description is distinct from p_old.description
         then public.event_text_error('Informações do evento', p_new.description, true) end);
$$;

--
-- Name: event_waiting_list_before_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.event_waiting_list_before_insert() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if exists (select 1 from public.event_participants where event_id = new.event_id and user_id = new.user_id) then
    raise exception 'Você já está inscrito neste evento' using errcode = 'P0001';
  end if;
  new.created_at := now();
  return new;
end;
$$;

--
-- Name: events_after_capacity_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_after_capacity_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if new.max_participants is distinct from old.max_participants
     or new.requires_approval is distinct from old.requires_approval then
    perform public.promote_waiting_list(new.id);
  end if;
  return null;
end;
$$;

--
-- Name: events_after_update(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_after_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_type text;
  v_title text;
  v_message text;
  v_change text;
begin
  if pg_trigger_depth() > 1 or current_setting('quadra.series_notice', true) = 'on' then
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
  elsif (new.title, new.description, new.location, new.location_reference, new.date, new.time, new.time_zone)
        is distinct from (old.title, old.description, old.location, old.location_reference, old.date, old.time, old.time_zone) then
    v_type := 'event_update';
    v_title := 'Evento atualizado';
    v_change := public.event_change_summary(old, new);
    v_message := case when v_change = ''
                      then format('O evento "%s" foi atualizado. Confira as novidades.', new.title)
                      else format('O evento "%s" de %s mudou: %s.', new.title, to_char(new.date, 'DD/MM'), v_change) end;
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

--
-- Name: events_became_club_game(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_became_club_game() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_club public.clubs;
begin
  if new.club_id is null or (tg_op = 'UPDATE' and old.club_id is not distinct from new.club_id)
     or new.status <> 'active' then
    return null;
  end if;
  select * into v_club from public.clubs where id = new.club_id;
  insert into public.event_participants (event_id, user_id, status)
  select new.id, m.user_id, 'registered'
  from public.club_members m
  where m.club_id = new.club_id and m.kind = 'mensalista' and m.user_id <> new.created_by
  order by m.joined_at, m.id
  limit greatest(coalesce(new.max_participants, 2147483647)
                 - (select count(*) from public.event_participants where event_id = new.id), 0)
  on conflict (event_id, user_id) do nothing;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_new_game', 'Novo jogo',
         format('Novo jogo no %s: %s, %s às %s', v_club.name, new.title, to_char(new.date, 'DD/MM'),
                to_char(new.time, 'HH24:MI')),
         jsonb_build_object('event_id', new.id, 'club_id', new.club_id)
  from public.club_members m
  where m.club_id = new.club_id and m.user_id is distinct from coalesce(auth.uid(), new.created_by);
  return null;
end;
$$;

--
-- Name: events_before_write(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_before_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_sport text;
begin
  new.starts_at := (new.date + new.time) at time zone new.time_zone;
  if tg_op = 'INSERT' then
    new.participant_count := 0;
    new.created_at := now();
    if auth.uid() is not null then
      perform public.check_event_start(new.starts_at);
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
    if auth.uid() is not null and new.starts_at is distinct from old.starts_at then
      perform public.check_event_start(new.starts_at);
    end if;
    if new.max_participants is not null and new.max_participants < new.participant_count then
      raise exception 'O número máximo de participantes não pode ser menor que o número de inscritos'
        using errcode = 'P0001';
    end if;
  end if;
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

--
-- Name: events_check_player_limits(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_check_player_limits() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.max_participants is not null and new.max_participants < new.min_participants then
    raise exception 'O máximo de jogadores não pode ser menor que o mínimo (%).', new.min_participants
      using errcode = '23514';
  end if;
  return new;
end;
$$;

--
-- Name: events_club_from_series(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_club_from_series() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if new.series_id is not null and new.club_id is null then
    select club_id into new.club_id from public.event_series where id = new.series_id;
  end if;
  return new;
end;
$$;

--
-- Name: events_copy_series_cost(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_copy_series_cost() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  insert into public.event_costs (event_id, total_cents, per_person_cents, include_organiser,
    pix_key_type, pix_key, recipient_name, recipient_city)
  select new.id, c.total_cents, c.per_person_cents, c.include_organiser,
         c.pix_key_type, c.pix_key, c.recipient_name, c.recipient_city
  from public.event_series s
  join public.events first on first.series_id = s.id and first.occurrence_date = s.first_date
  join public.event_costs c on c.event_id = first.id
  where s.id = new.series_id and first.id <> new.id
  on conflict (event_id) do nothing;
  return null;
end;
$$;

--
-- Name: events_refuse_control_characters(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_refuse_control_characters() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  v_error text := case when tg_op = 'INSERT' then public.event_texts_error(new) else public.event_texts_error(new, old) end;
begin
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: events_resume_before_start(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.events_resume_before_start() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if pg_trigger_depth() = 1 and auth.uid() is not null
     and old.status = 'paused' and new.status = 'active' and old.starts_at <= now() then
    raise exception 'Este evento já aconteceu' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: expand_push_queue(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.expand_push_queue(p_limit integer DEFAULT 100) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with taken as (
    delete from public.push_queue q
    where q.notification_id in (
      select notification_id from public.push_queue order by created_at, notification_id
      limit greatest(p_limit, 1) for update skip locked)
    returning q.notification_id
  ), queued as (
    select n.*, n.type = 'event_reminder' and (
      n.data ->> 'reminder' = '2h'
      or exists (select 1 from public.events e
                 where e.id::text = n.data ->> 'event_id' and e.starts_at <= n.created_at + interval '2 hours')) as urgent
    from taken t join public.notifications n on n.id = t.notification_id
  ), written as (
    insert into public.push_outbox (notification_id, subscription_id, urgent, due_at)
    select n.id, s.id, n.urgent,
           case when p.quiet_hours and not n.urgent then public.quiet_hours_end(now(), p.time_zone) else now() end
    from queued n
    join public.push_subscriptions s on s.user_id = n.user_id
    join public.profiles p on p.user_id = s.user_id
    where not (public.push_kind(n.type) = any (p.push_off))
      and public.is_push_endpoint_allowed(s.endpoint)
    on conflict do nothing
    returning 1
  )
  select count(*)::integer from written;
$$;

--
-- Name: export_my_data(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_my_data() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_guests() || jsonb_build_object(
    'guests_added', coalesce((select jsonb_agg(jsonb_build_object('event_id', g.event_id, 'name', g.name,
                  'status', g.status, 'created_at', g.created_at, 'ended_at', g.ended_at) order by g.created_at)
                from public.event_guests g where g.host_id = v_uid), '[]'));
end;
$$;

--
-- Name: export_my_data_without_caixa(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_my_data_without_caixa() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_clubs() || jsonb_build_object(
    'clubs_created', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'created_at', c.created_at) order by c.created_at)
                from public.clubs c where c.created_by = v_uid), '[]'),
    'club_memberships', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'role', m.role, 'kind', m.kind,
                  'joined_at', m.joined_at) order by m.joined_at)
                from public.club_members m join public.clubs c on c.id = m.club_id where m.user_id = v_uid), '[]'),
    'club_removals', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'removed_at', r.removed_at) order by r.removed_at)
                from public.club_removals r join public.clubs c on c.id = r.club_id where r.user_id = v_uid), '[]'),
    'club_join_requests', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'created_at', q.created_at) order by q.created_at)
                from public.club_join_requests q join public.clubs c on c.id = q.club_id where q.user_id = v_uid), '[]'),
    'club_notices', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'body', n.body, 'pinned', n.pinned,
                  'created_at', n.created_at) order by n.created_at)
                from public.club_notices n join public.clubs c on c.id = n.club_id where n.author_id = v_uid), '[]'));
end;
$$;

--
-- Name: export_my_data_without_clubs(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_my_data_without_clubs() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  return (
  with me as (select public.require_user() as id)
  select jsonb_build_object(
    'format', 'quadra-export/1',
    'exported_at', now(),
    'account', (select jsonb_build_object('user_id', u.id, 'email', u.email, 'phone', u.phone,
                  'created_at', u.created_at, 'email_confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at)
                from auth.users u, me where u.id = me.id),
    'profile', (select to_jsonb(p) - 'search_text' from public.profiles p, me where p.user_id = me.id),
    'sports', coalesce((select jsonb_agg(jsonb_build_object('sport', s.name, 'since', us.created_at) order by s.name)
                from public.user_sports us join public.sports s on s.id = us.sport_id, me where us.user_id = me.id), '[]'),
    'sport_suggestions', coalesce((select jsonb_agg(jsonb_build_object('name', x.name, 'status', x.status, 'created_at', x.created_at) order by x.created_at)
                from (select sport_name as name, status, created_at from public.sport_suggestions, me where user_id = me.id
                      union all
                      select name, status, created_at from public.suggested_sports, me where suggested_by = me.id) x), '[]'),
    'events_organised', coalesce((select jsonb_agg(jsonb_build_object(
                  'id', e.id, 'title', e.title, 'description', e.description, 'location', e.location,
                  'location_reference', e.location_reference, 'starts_at', e.starts_at, 'time_zone', e.time_zone,
                  'status', e.status, 'sport', coalesce(s.name, e.custom_sport_name), 'skill_level', e.skill_level,
                  'age_group', e.age_group, 'gender', e.gender, 'min_participants', e.min_participants,
                  'max_participants', e.max_participants, 'participant_count', e.participant_count,
                  'requires_approval', e.requires_approval, 'has_pcd_structure', e.has_pcd_structure,
                  'pcd_types', e.pcd_types, 'image_url', e.image_url, 'series_id', e.series_id, 'created_at', e.created_at,
                  'cost', (select to_jsonb(c) - 'event_id' from public.event_costs c where c.event_id = e.id))
                  order by e.starts_at, e.id)
                from public.events e left join public.sports s on s.id = e.sport_id, me where e.created_by = me.id), '[]'),
    'series_organised', coalesce((select jsonb_agg(jsonb_build_object('id', x.id, 'frequency', x.frequency, 'rrule', x.rrule,
                  'first_date', x.first_date, 'time', x.time, 'time_zone', x.time_zone, 'occurrence_count', x.occurrence_count,
                  'until_date', x.until_date, 'ended_at', x.ended_at, 'created_at', x.created_at) order by x.created_at)
                from public.event_series x, me where x.created_by = me.id), '[]'),
    'series_regular_places', coalesce((select jsonb_agg(jsonb_build_object('series_id', r.series_id, 'since', r.created_at) order by r.created_at)
                from public.event_series_regulars r, me where r.user_id = me.id), '[]'),
    'participations', coalesce((select jsonb_agg(jsonb_build_object('event_id', ep.event_id, 'event_title', e.title,
                  'starts_at', e.starts_at, 'status', ep.status, 'joined_at', ep.joined_at, 'evaluation_status', ep.evaluation_status)
                  order by e.starts_at, ep.event_id)
                from public.event_participants ep join public.events e on e.id = ep.event_id, me where ep.user_id = me.id), '[]'),
    'waiting_list', coalesce((select jsonb_agg(jsonb_build_object('event_id', w.event_id, 'event_title', e.title,
                  'starts_at', e.starts_at, 'since', w.created_at) order by w.created_at)
                from public.event_waiting_list w join public.events e on e.id = w.event_id, me where w.user_id = me.id), '[]'),
    'late_cancellations', coalesce((select jsonb_agg(jsonb_build_object('event_id', l.event_id, 'freed_at', l.freed_at) order by l.freed_at)
                from public.event_late_cancellations l, me where l.user_id = me.id), '[]'),
    'invitations_received', coalesce((select jsonb_agg(jsonb_build_object('event_id', i.event_id, 'event_title', e.title,
                  'created_at', i.created_at) order by i.created_at)
                from public.event_invitations i join public.events e on e.id = i.event_id, me where i.invitee_id = me.id), '[]'),
    'invitations_sent', coalesce((select jsonb_agg(jsonb_build_object('event_id', i.event_id, 'created_at', i.created_at) order by i.created_at)
                from public.event_invitations i, me where i.invited_by = me.id), '[]'),
    'comments', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'event_id', c.event_id, 'text', c.comment_text,
                  'reply_to', c.parent_comment_id, 'created_at', c.created_at) order by c.created_at)
                from public.event_comments c, me where c.user_id = me.id), '[]'),
    'evaluations_given', coalesce((select jsonb_agg(jsonb_build_object('event_id', r.event_id, 'type', r.review_type,
                  'praise_tags', r.praise_tags, 'rating', r.rating, 'comment', r.comment, 'created_at', r.created_at)
                  order by r.created_at, r.id)
                from public.reviews r, me where r.reviewer_user_id = me.id), '[]'),
    'evaluations_received', coalesce((select jsonb_agg(jsonb_build_object('event_id', r.event_id, 'type', r.review_type,
                  'praise_tags', r.praise_tags, 'rating', r.rating, 'created_at', r.created_at) order by r.created_at, r.id)
                from public.reviews r, me where r.reviewed_user_id = me.id), '[]'),
    'reputation', (select to_jsonb(pr) - 'user_id' from public.profile_reputation pr, me where pr.user_id = me.id),
    'attendance', coalesce((select jsonb_agg(jsonb_build_object('event_id', a.event_id, 'status', a.status,
                  'marked_by_me', a.marked_by is not distinct from me.id, 'marked_at', a.marked_at) order by a.marked_at)
                from public.event_attendance a, me where a.user_id = me.id), '[]'),
    'attendance_marked_by_me', (select count(*) from public.event_attendance a, me where a.marked_by = me.id and a.user_id <> me.id),
    'teams', coalesce((select jsonb_agg(jsonb_build_object('event_id', t.event_id, 'team_no', t.team_no, 'team_name', t.name)
                  order by t.event_id, t.team_no)
                from public.event_teams t, me where me.id = any (t.member_ids)), '[]'),
    'payments', coalesce((select jsonb_agg(jsonb_build_object('event_id', s.event_id, 'amount_cents', s.amount_cents,
                  'status', s.status, 'txid', s.txid, 'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at,
                  'updated_at', s.updated_at) order by s.event_id)
                from public.event_payment_shares s, me where s.user_id = me.id), '[]'),
    'payment_history', coalesce((select jsonb_agg(jsonb_build_object('event_id', h.event_id, 'action', h.action,
                  'about_me', h.user_id is not distinct from me.id, 'by_me', h.actor_id is not distinct from me.id,
                  'amount_cents', h.amount_cents, 'status', h.status, 'created_at', h.created_at) order by h.id)
                from public.event_payment_history h, me
                where (h.user_id = me.id or h.actor_id = me.id)
                  and (h.user_id is null or h.user_id = me.id)), '[]'),
    'pix_keys', coalesce((select jsonb_agg(jsonb_build_object('event_id', c.event_id, 'pix_key_type', c.pix_key_type,
                  'pix_key', c.pix_key, 'recipient_name', c.recipient_name, 'recipient_city', c.recipient_city) order by c.event_id)
                from public.event_costs c join public.events e on e.id = c.event_id, me where e.created_by = me.id), '[]'),
    'reminders_sent', coalesce((select jsonb_agg(x order by x ->> 'sent_at')
                from (select jsonb_build_object('event_id', event_id, 'kind', kind, 'sent_at', sent_at) as x
                      from public.event_reminders_sent, me where user_id = me.id
                      union all
                      select jsonb_build_object('event_id', event_id, 'kind', 'payment_' || kind, 'sent_at', sent_at)
                      from public.payment_reminders_sent, me where user_id = me.id) r), '[]'),
    -- the message is left out: it names other people (who joined, asked, commented, praised)
    'notifications', coalesce((select jsonb_agg(jsonb_build_object('type', n.type, 'title', n.title,
                  'read', n.read, 'event_id', n.data -> 'event_id', 'created_at', n.created_at) order by n.created_at, n.id)
                from public.notifications n, me where n.user_id = me.id), '[]'),
    'push_devices', coalesce((select jsonb_agg(jsonb_build_object('endpoint', d.endpoint, 'expiration_time', d.expiration_time,
                  'created_at', d.created_at) order by d.created_at)
                from public.push_subscriptions d, me where d.user_id = me.id), '[]'),
    'calendar_feed', (select jsonb_build_object('token', f.token, 'created_at', f.created_at)
                from public.calendar_feeds f, me where f.user_id = me.id),
    'files', coalesce((select jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name, 'created_at', o.created_at)
                  order by o.bucket_id, o.name)
                from storage.objects o, me where o.owner = me.id or o.owner_id = me.id::text), '[]'),
    'terms_accepted', coalesce((select jsonb_agg(jsonb_build_object('version', t.version, 'accepted_at', t.accepted_at)
                  order by t.accepted_at)
                from public.terms_acceptances t, me where t.user_id = me.id), '[]'),
    -- whom he blocked and reported stays out (other people); what he did and wrote, and when, is his
    'blocks_made', coalesce((select jsonb_agg(jsonb_build_object('created_at', b.created_at) order by b.created_at)
                from public.user_blocks b, me where b.blocker_id = me.id), '[]'),
    'reports_made', coalesce((select jsonb_agg(jsonb_build_object('target_kind', r.target_kind, 'reason', r.reason,
                  'details', r.details, 'created_at', r.created_at) order by r.created_at)
                from public.content_reports r, me where r.reporter_id = me.id), '[]')
  )
  from me);
end;
$$;

--
-- Name: export_my_data_without_guests(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.export_my_data_without_guests() RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  return public.export_my_data_without_caixa() || jsonb_build_object(
    'club_ledger', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'kind', l.kind, 'reversal', l.reverses_id is not null,
                  'amount_cents', l.amount_cents, 'occurred_on', l.occurred_on, 'description', l.description,
                  'payer_name', l.payer_name, 'mine', l.user_id = v_uid, 'created_at', l.created_at) order by l.id)
                from public.club_ledger l join public.clubs c on c.id = l.club_id
                where l.user_id = v_uid or l.created_by = v_uid), '[]'),
    'club_pix_codes', coalesce((select jsonb_agg(jsonb_build_object('club', c.name, 'txid', x.txid, 'amount_cents', x.amount_cents,
                  'created_at', x.created_at, 'reported_at', x.reported_at) order by x.created_at)
                from public.club_pix_codes x join public.clubs c on c.id = x.club_id where x.user_id = v_uid), '[]'));
end;
$$;

--
-- Name: filter_days(text[], date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.filter_days(p_keys text[], p_today date) RETURNS date[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT COALESCE(array_agg(DISTINCT x.d ORDER BY x.d), '{}'::date[]) AS "coalesce"
    FROM (((unnest(filter_days.p_keys) k(k)
      CROSS JOIN LATERAL ( SELECT (EXTRACT(dow FROM filter_days.p_today))::integer AS dow) w)
      CROSS JOIN LATERAL generate_series((
         CASE k.k
             WHEN 'today'::text THEN filter_days.p_today
             WHEN 'tomorrow'::text THEN (filter_days.p_today + 1)
             WHEN 'weekend'::text THEN
             CASE
                 WHEN (w.dow = 0) THEN filter_days.p_today
                 ELSE (filter_days.p_today + (6 - w.dow))
             END
             WHEN 'next-week'::text THEN (filter_days.p_today + (8 -
             CASE
                 WHEN (w.dow = 0) THEN 7
                 ELSE w.dow
             END))
             ELSE NULL::date
         END)::timestamp without time zone, (
         CASE k.k
             WHEN 'today'::text THEN filter_days.p_today
             WHEN 'tomorrow'::text THEN (filter_days.p_today + 1)
             WHEN 'weekend'::text THEN
             CASE
                 WHEN (w.dow = 0) THEN filter_days.p_today
                 ELSE (filter_days.p_today + (7 - w.dow))
             END
             WHEN 'next-week'::text THEN (filter_days.p_today + (14 -
             CASE
                 WHEN (w.dow = 0) THEN 7
                 ELSE w.dow
             END))
             ELSE NULL::date
         END)::timestamp without time zone, '1 day'::interval) g(day))
      CROSS JOIN LATERAL ( SELECT (g.day)::date AS d) x);
END;

--
-- Name: normalize_search(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.normalize_search(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT lower(extensions.unaccent('extensions.unaccent'::regdictionary, value)) AS lower;
END;

--
-- Name: sport_key(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sport_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT
         CASE s.k
             WHEN 'tennis'::text THEN 'tenis'::text
             WHEN 'voleibol'::text THEN 'volei'::text
             WHEN 'ping pong'::text THEN 'pingpong'::text
             ELSE s.k
         END AS k
    FROM ( SELECT btrim(public.normalize_search(COALESCE(sport_key.value, ''::text))) AS k) s;
END;

--
-- Name: filter_sport_keys(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.filter_sport_keys() RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT ARRAY( SELECT public.sport_key(n.n) AS sport_key
            FROM unnest(ARRAY['Futebol'::text, 'Basquete'::text, 'Vôlei'::text, 'Tennis'::text, 'Natação'::text, 'Corrida'::text, 'Ciclismo'::text, 'Xadrez'::text]) n(n)) AS "array";
END;

--
-- Name: format_brl(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.format_brl(p_cents integer) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $_$
  select 'R$ ' || translate(to_char(p_cents / 100.0, 'FM999,999,990.00'), ',.', '.,');
$_$;

--
-- Name: game_day_apply_check_in(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_apply_check_in(p_event_id uuid, p_made_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_current public.event_attendance;
begin
  select * into v_current from public.event_attendance where event_id = p_event_id and user_id = v_uid for update;
  if found then
    if v_current.marked_by is distinct from v_uid and public.event_organised_by(p_event_id, v_current.marked_by) then
      return 'O organizador já marcou a sua presença: vale a marcação dele';
    end if;
    return null; -- already checked in
  end if;
  perform set_config('quadra.game_day_made_at', p_made_at::text, true);
  insert into public.event_attendance (event_id, user_id, status) values (p_event_id, v_uid, 'present');
  perform set_config('quadra.game_day_made_at', '', true);
  return null;
end;
$$;

--
-- Name: game_day_apply_mark(uuid, jsonb, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_apply_mark(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_status text := p_payload ->> 'status';
  v_user uuid;
  v_current public.event_attendance;
  v_kept text[] := '{}';
  v_by uuid;
begin
  if v_status is null or v_status not in ('present', 'absent') or jsonb_typeof(p_payload -> 'user_ids') is distinct from 'array' then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  perform public.game_day_event(p_event_id, 'marcar a presença dos participantes');
  perform set_config('quadra.game_day_made_at', p_made_at::text, true);
  for v_user in select m::uuid from jsonb_array_elements_text(p_payload -> 'user_ids') m loop
    select * into v_current from public.event_attendance where event_id = p_event_id and user_id = v_user for update;
    if found and v_current.made_at > p_made_at and public.event_organised_by(p_event_id, v_current.marked_by) then
      v_kept := v_kept || public.game_day_person_name(v_user);
      v_by := v_current.marked_by;
      continue;
    end if;
    insert into public.event_attendance (event_id, user_id, status) values (p_event_id, v_user, v_status)
    on conflict (event_id, user_id) do update set status = excluded.status;
  end loop;
  perform set_config('quadra.game_day_made_at', '', true);
  if cardinality(v_kept) = 0 then
    return null;
  end if;
  return format('%s já tinha presença marcada depois por %s: vale a marcação mais recente',
                array_to_string(v_kept, ', '), public.game_day_person_name(v_by));
end;
$$;

--
-- Name: game_day_apply_score(uuid, jsonb, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_apply_score(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_match_id uuid := (p_payload ->> 'match_id')::uuid;
begin
  if v_match_id is null then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.event_matches where id = v_match_id and event_id <> p_event_id) then
    raise exception 'Partida inválida' using errcode = 'P0001';
  end if;
  insert into public.event_matches (id, event_id, team_a, team_b, score_a, score_b, created_at)
  values (v_match_id, p_event_id, (p_payload ->> 'team_a')::smallint, (p_payload ->> 'team_b')::smallint,
          (p_payload ->> 'score_a')::smallint, (p_payload ->> 'score_b')::smallint, p_made_at)
  on conflict (id) do update
    set team_a = excluded.team_a, team_b = excluded.team_b, score_a = excluded.score_a, score_b = excluded.score_b;
  return null;
end;
$$;

--
-- Name: game_day_apply_teams(uuid, jsonb, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_apply_teams(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_drawn boolean := coalesce((p_payload ->> 'drawn')::boolean, false);
  v_draw_id uuid := (p_payload ->> 'draw_id')::uuid;
  v_base uuid := (p_payload ->> 'base_draw_id')::uuid;
  v_current public.event_teams;
  v_zone text;
begin
  if v_draw_id is null then
    raise exception 'Alteração inválida' using errcode = 'P0001';
  end if;
  perform public.game_day_event(p_event_id, 'sortear ou editar os times');
  select * into v_current from public.event_teams where event_id = p_event_id order by team_no limit 1 for update;
  if found and v_current.draw_id is distinct from v_base
     and not (v_drawn and v_current.drawn_at is not null and p_made_at < v_current.drawn_at) then
    select time_zone into v_zone from public.events where id = p_event_id;
    if v_current.drawn_at is null then
      return 'Os times foram alterados por outro organizador';
    end if;
    return format('Os times foram sorteados por %s às %s', public.game_day_person_name(v_current.drawn_by),
                  to_char(v_current.drawn_at at time zone v_zone, 'HH24:MI'));
  end if;
  perform public.save_teams(p_event_id::text, p_payload -> 'teams');
  if v_drawn then
    update public.event_teams set draw_id = v_draw_id, drawn_by = v_uid, drawn_at = p_made_at where event_id = p_event_id;
  else
    update public.event_teams set draw_id = v_draw_id where event_id = p_event_id and draw_id is distinct from v_draw_id;
  end if;
  return null;
end;
$$;

--
-- Name: game_day_clock(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_clock() RETURNS timestamp with time zone
    LANGUAGE sql
    AS $$ select clock_timestamp() $$;

--
-- Name: game_day_closes_at(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_closes_at(p_starts_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select p_starts_at + interval '12 hours' $$;

--
-- Name: game_day_event(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_event(p_event_id uuid, p_action text) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id for share;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if auth.uid() is not null and not public.is_event_organiser(p_event_id) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = format('Apenas o organizador pode %s.', p_action);
  end if;
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  end if;
  if now() < public.game_day_opens_at(v_event.starts_at) then
    raise exception 'O Dia do jogo abre 2 h antes do início' using errcode = 'P0001';
  end if;
  if now() > public.game_day_final_at(v_event.starts_at) then
    raise exception 'O Dia do jogo deste evento já foi encerrado' using errcode = 'P0001',
      detail = 'Presença, times e placar podem ser corrigidos até 48 h depois do fim do evento.';
  end if;
  return v_event;
end;
$$;

--
-- Name: game_day_final_at(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_final_at(p_starts_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select p_starts_at + interval '3 hours' + interval '48 hours' $$;

--
-- Name: game_day_opens_at(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_opens_at(p_starts_at timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select p_starts_at - interval '2 hours' $$;

--
-- Name: game_day_person_name(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.game_day_person_name(p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select coalesce((select coalesce(nullif(btrim(p.preferred_name), ''), split_part(p.full_name, ' ', 1))
                   from public.profiles p where p.user_id = p_user_id), 'outro organizador');
$$;

--
-- Name: get_attendance_record(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_attendance_record(p_user_id uuid) RETURNS json
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with counted as (
    select
      (select count(*) from public.event_attendance a join public.events e on e.id = a.event_id
        where a.user_id = p_user_id and a.status = 'present' and e.status <> 'cancelled') as games,
      (select count(*) from public.event_attendance a join public.events e on e.id = a.event_id
        where a.user_id = p_user_id and a.status = 'absent' and e.status <> 'cancelled')
      + (select count(*) from public.event_late_cancellations l join public.events e on e.id = l.event_id
        where l.user_id = p_user_id and e.status <> 'cancelled') as no_shows
  )
  select json_build_object(
    'games', games,
    'no_shows', no_shows,
    'percentage', case when games + no_shows > 0 then round(100.0 * games / (games + no_shows))::integer end)
  from counted;
$$;

--
-- Name: get_club_caixa(uuid, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_club_caixa(p_club_id uuid, p_month date DEFAULT NULL::date) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_month date;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores veem o caixa do clube.');
  v_month := date_trunc('month', coalesce(p_month, public.club_today(p_club_id)))::date;
  return jsonb_build_object(
    'settings', (select to_jsonb(c) - 'club_id' - 'charges_from' from public.club_caixa c where c.club_id = p_club_id),
    'cash_cents', public.club_cash_balance(p_club_id),
    'month', public.club_month_figures(p_club_id, v_month),
    'lines', coalesce((select jsonb_agg(public.club_ledger_line_json(l) order by l.occurred_on desc, l.seq desc)
                       from public.club_ledger l where l.club_id = p_club_id
                         and l.occurred_on >= v_month and l.occurred_on < (v_month + interval '1 month')::date), '[]'),
    'members', coalesce((select jsonb_agg(jsonb_build_object('user_id', m.user_id, 'full_name', p.full_name, 'kind', m.kind,
                   'balance_cents', coalesce(b.balance, 0),
                   'open_charges', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'amount_cents', c.amount_cents,
                                       'occurred_on', c.occurred_on, 'description', c.description, 'period', c.period) order by c.occurred_on, c.id)
                                     from public.club_open_charges(p_club_id, m.user_id) c), '[]'),
                   'pix_txid', (select x.txid from public.club_pix_codes x where x.club_id = p_club_id and x.user_id = m.user_id
                                order by x.created_at desc limit 1),
                   'reported_at', (select max(x.reported_at) from public.club_pix_codes x where x.club_id = p_club_id and x.user_id = m.user_id))
                 order by coalesce(b.balance, 0), p.full_name)
               from public.club_members m
               join public.profiles p on p.user_id = m.user_id
               left join lateral (select sum(member_delta) as balance from public.club_ledger
                                  where club_id = p_club_id and user_id = m.user_id) b on true
               where m.club_id = p_club_id), '[]'),
    -- the statement's lines already recorded: a second upload matches nothing new
    'bank_ids', coalesce((select jsonb_agg(bank_id order by id) from public.club_ledger
                          where club_id = p_club_id and bank_id is not null), '[]'),
    'chart', (select jsonb_agg(public.club_month_figures(p_club_id, (v_month - make_interval(months => 11 - i))::date) order by i)
              from generate_series(0, 11) i));
end;
$$;

--
-- Name: get_club_invite(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_club_invite(p_club_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  return (select jsonb_build_object('token', l.token, 'enabled', c.invite_enabled)
          from public.clubs c join public.club_invite_links l on l.club_id = c.id and l.replaced_at is null
          where c.id = p_club_id);
end;
$$;

--
-- Name: get_club_invite_preview(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_club_invite_preview(p_token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_link public.club_invite_links;
  v_club public.clubs;
begin
  select * into v_link from public.club_invite_links where token = p_token;
  if not found then
    raise exception 'Convite inválido' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_link.club_id;
  return jsonb_build_object('club_id', v_club.id, 'name', v_club.name, 'city', v_club.city, 'photo_url', v_club.photo_url,
    'members', (select count(*) from public.club_members where club_id = v_club.id),
    'valid', v_link.replaced_at is null and v_club.invite_enabled);
end;
$$;

--
-- Name: get_evaluation(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_evaluation(p_event_id text) RETURNS json
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_event_detail(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_detail(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_detail jsonb := public.get_event_detail_unchecked(p_event_id);
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  if v_detail is null then
    return null;
  end if;
  return v_detail || jsonb_build_object(
    'club', (select jsonb_build_object('id', c.id, 'name', c.name,
                                       'mensalista', exists (select 1 from public.club_members m
                                                             where m.club_id = c.id and m.user_id = auth.uid() and m.kind = 'mensalista'))
             from public.clubs c join public.events e on e.club_id = c.id where e.id = v_event_id),
    'can_organise', public.is_event_organiser(v_event_id));
end;
$$;

--
-- Name: get_event_detail_unchecked(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_detail_unchecked(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_event_guests(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_guests(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_event_list(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_list(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_event_payments(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_payments(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_cost public.event_costs;
  v_shares jsonb;
  v_sum integer;
  v_received integer;
  v_paid integer;
  v_refund integer;
  v_due integer;
begin
  select * into v_event from public.events where id = v_id;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o organizador pode ver os pagamentos.';
  end if;
  select * into v_cost from public.event_costs where event_id = v_id;
  select coalesce(jsonb_agg(jsonb_build_object(
           'user_id', s.user_id, 'full_name', coalesce(p.full_name, 'Conta excluída'), 'amount_cents', s.amount_cents, 'paid_cents', s.paid_cents,
           'status', s.status, 'txid', s.txid, 'is_organiser', s.user_id is not distinct from v_event.created_by,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at)
           order by s.user_id is distinct from v_event.created_by, p.full_name nulls last, s.id), '[]'),
         coalesce(sum(s.amount_cents), 0),
         coalesce(sum(s.paid_cents) filter (where s.confirmed_at is not null), 0),
         coalesce(sum(s.paid_cents), 0),
         coalesce(sum(greatest(s.paid_cents - s.amount_cents, 0)), 0)
    into v_shares, v_sum, v_received, v_paid, v_refund
  from public.event_payment_shares s
  left join public.profiles p on p.user_id = s.user_id
  where s.event_id = v_id;
  v_due := coalesce(v_cost.total_cents, v_sum);
  return jsonb_build_object(
    'cost', case when v_cost.event_id is null then null else to_jsonb(v_cost) end,
    'shares', v_shares,
    'totals', jsonb_build_object('due_cents', v_due, 'shares_cents', v_sum, 'received_cents', v_received,
                                 'paid_cents', v_paid, 'refund_cents', v_refund,
                                 'balance_cents', case when v_cost.event_id is null then 0 else v_sum - v_due end));
end;
$$;

--
-- Name: get_event_preview(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_event_preview(p_event_id text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_guest_claim(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_guest_claim(p_token text) RETURNS jsonb
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: get_my_club_account(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_club_account(p_club_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_caixa public.club_caixa;
  v_code public.club_pix_codes;
begin
  if not public.is_club_member(p_club_id, v_uid) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  select * into v_caixa from public.club_caixa where club_id = p_club_id;
  v_code := public.club_pix_code_for(p_club_id, v_uid);
  return jsonb_build_object(
    'balance_cents', (select coalesce(sum(member_delta), 0) from public.club_ledger where club_id = p_club_id and user_id = v_uid),
    'lines', coalesce((select jsonb_agg(public.club_ledger_line_json(l) order by l.occurred_on desc, l.seq desc)
                       from public.club_ledger l where l.club_id = p_club_id and l.user_id = v_uid), '[]'),
    'open_charges', coalesce((select jsonb_agg(public.club_ledger_line_json(c) order by c.occurred_on, c.id)
                              from public.club_open_charges(p_club_id, v_uid) c), '[]'),
    'pix', case when v_code.txid is null or v_caixa.pix_key is null then null else jsonb_build_object(
             'txid', v_code.txid, 'amount_cents', v_code.amount_cents, 'reported_at', v_code.reported_at,
             'pix_key_type', v_caixa.pix_key_type, 'pix_key', v_caixa.pix_key,
             'recipient_name', v_caixa.recipient_name, 'recipient_city', v_caixa.recipient_city) end,
    'reported', v_code.reported_at is not null,
    'settings', jsonb_build_object('dues_cents', v_caixa.dues_cents, 'dues_day', v_caixa.dues_day,
                                   'game_price_cents', v_caixa.game_price_cents, 'only_paid_up', coalesce(v_caixa.only_paid_up, false)),
    'cash_cents', public.club_cash_balance(p_club_id),
    'month', public.club_month_figures(p_club_id, public.club_today(p_club_id)));
end;
$$;

--
-- Name: get_my_payment(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_payment(p_event_id text) RETURNS jsonb
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select jsonb_build_object('amount_cents', s.amount_cents, 'paid_cents', s.paid_cents,
           'owed_cents', greatest(s.amount_cents - s.paid_cents, 0), 'status', s.status, 'txid', s.txid,
           'reported_at', s.reported_at, 'confirmed_at', s.confirmed_at,
           'pix_key_type', c.pix_key_type, 'pix_key', c.pix_key,
           'recipient_name', c.recipient_name, 'recipient_city', c.recipient_city)
  from public.event_payment_shares s
  join public.event_costs c on c.event_id = s.event_id
  where s.event_id = public.parse_event_id(p_event_id) and s.user_id = auth.uid();
$$;

--
-- Name: get_my_profile(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_profile() RETURNS json
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select to_json(p) from public.profiles p where p.user_id = auth.uid();
$$;

--
-- Name: get_public_profile(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_public_profile(target_user_id uuid) RETURNS json
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select public.get_public_profile_with_guests(target_user_id) where not public.is_guest(target_user_id)
$$;

--
-- Name: get_public_profile_with_guests(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_public_profile_with_guests(target_user_id uuid) RETURNS json
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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
    'rating', r.rating,
    'praise_count', r.praise_count,
    'praise_tags', json_build_object(
      'comunicativo', r.comunicativo,
      'trabalho_equipe', r.trabalho_equipe,
      'habilidoso', r.habilidoso,
      'amigavel', r.amigavel,
      'esforcado', r.esforcado),
    'stars', r.stars
  )
  from public.profiles p
  join public.profile_reputation r on r.user_id = p.user_id
  where p.user_id = target_user_id;
$$;

--
-- Name: get_team_strengths(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_team_strengths(p_event_id text) RETURNS TABLE(user_id uuid, full_name text, preferred_name text, games integer, average_level numeric, praises integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event_id uuid := public.parse_event_id(p_event_id);
begin
  if not public.event_organised_by(v_event_id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador pode sortear ou editar os times.';
  end if;
  return query
  select ep.user_id, p.full_name, p.preferred_name,
         coalesce(h.games, 0)::integer, h.average_level,
         (select count(*)::integer from public.reviews r
           where r.reviewed_user_id = ep.user_id and r.review_type = 'player_praise')
  from public.event_participants ep
  join public.profiles p on p.user_id = ep.user_id
  left join lateral (
    select count(*) as games,
           round(avg(case pe.skill_level when 'Iniciante/Diversão' then 1
                                         when 'Intermediário/Casual' then 2 else 3 end), 2) as average_level
    from public.event_participants past
    join public.events pe on pe.id = past.event_id
    where past.user_id = ep.user_id and past.status = 'registered' and pe.status = 'completed'
      and pe.id <> v_event_id and not public.is_no_show(pe.id, past.user_id)
  ) h on true
  where ep.event_id = v_event_id and ep.status = 'registered'
  order by ep.joined_at, ep.user_id;
end;
$$;

--
-- Name: get_waiting_list(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_waiting_list(p_event_id text) RETURNS TABLE(user_id uuid, full_name text, preferred_name text, profile_photo_url text, "position" integer, created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_organiser boolean;
begin
  select e.created_by = v_uid into v_organiser from public.events e where e.id = v_event_id;
  if v_organiser is null then
    return;
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

--
-- Name: event_guests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_guests (
    id uuid NOT NULL,
    event_id uuid NOT NULL,
    host_id uuid NOT NULL,
    name text NOT NULL,
    claim_token text DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    ended_at timestamp with time zone,
    CONSTRAINT event_guests_ended CHECK (((status = 'active'::text) = (ended_at IS NULL))),
    CONSTRAINT event_guests_name CHECK ((((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 50)) AND (name !~ '[<>[:cntrl:]]'::text))),
    CONSTRAINT event_guests_status CHECK ((status = ANY (ARRAY['active'::text, 'claimed'::text, 'removed'::text])))
);

--
-- Name: guest_by_token(text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.guest_by_token(p_token text, p_lock boolean DEFAULT false) RETURNS public.event_guests
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: guest_label(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.guest_label(p_name text, p_host uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select left(format('%s (convidado de %s)', btrim(p_name), public.display_name(p_host)), 100) $$;

--
-- Name: guest_name_error(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.guest_name_error(p_name text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case
    when p_name is null or btrim(p_name) = '' then 'Informe o nome do convidado'
    when p_name ~ '[<>]' then 'O nome do convidado não pode ter < ou >'
    when p_name ~ '[[:cntrl:]]' then 'O nome do convidado não pode ter quebras de linha nem caracteres de controle'
    when char_length(btrim(p_name)) > 50 then 'O nome do convidado pode ter até 50 caracteres'
  end
$$;

--
-- Name: guests_follow_host_name(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.guests_follow_host_name() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  update public.profiles p set full_name = public.guest_label(g.name, new.user_id)
  from public.event_guests g
  where g.host_id = new.user_id and g.status = 'active' and p.user_id = g.id;
  return null;
end;
$$;

--
-- Name: handle_new_user(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.handle_new_user() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: has_blocked(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.has_blocked(p_blocker uuid, p_blocked uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select exists (select 1 from public.user_blocks b where b.blocker_id = p_blocker and b.blocked_id = p_blocked);
$$;

--
-- Name: invite_to_event(text, uuid[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invite_to_event(p_event_id text, p_invitees uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: is_club_admin(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_club_admin(p_club_id uuid, p_user uuid DEFAULT auth.uid()) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select exists (select 1 from public.club_members
                     where club_id = p_club_id and user_id = p_user and role in ('owner', 'admin')) $$;

--
-- Name: is_club_member(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_club_member(p_club_id uuid, p_user uuid DEFAULT auth.uid()) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select exists (select 1 from public.club_members where club_id = p_club_id and user_id = p_user) $$;

--
-- Name: is_club_mensalista_of_event(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_club_mensalista_of_event(p_event_id uuid, p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select exists (select 1 from public.events e join public.club_members m on m.club_id = e.club_id
                     where e.id = p_event_id and m.user_id = p_user_id and m.kind = 'mensalista') $$;

--
-- Name: is_event_member(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_event_member(p_event_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select public.is_event_organiser(p_event_id)
      or exists (select 1 from public.event_participants ep
                 where ep.event_id = p_event_id and ep.user_id = auth.uid() and ep.status = 'registered');
$$;

--
-- Name: is_event_organiser(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_event_organiser(p_event_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select public.event_organised_by(p_event_id, auth.uid()) $$;

--
-- Name: is_guest(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_guest(p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select exists (select 1 from public.event_guests where id = p_user_id and status = 'active') $$;

--
-- Name: is_late_cancellation(timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ select p_freed_at > p_starts_at - interval '2 hours' $$;

--
-- Name: is_no_show(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_no_show(p_event_id uuid, p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select exists (select 1 from public.event_attendance a join public.events e on e.id = a.event_id
                 where a.event_id = p_event_id and a.user_id = p_user_id and a.status = 'absent'
                   and e.status <> 'cancelled')
      or exists (select 1 from public.event_late_cancellations l join public.events e on e.id = l.event_id
                 where l.event_id = p_event_id and l.user_id = p_user_id and e.status <> 'cancelled');
$$;

--
-- Name: is_push_endpoint_allowed(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_push_endpoint_allowed(p_endpoint text) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_origin text := lower(substring(p_endpoint from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*'));
  v_host text;
begin
  if v_origin is null or p_endpoint ~ '\s' then
    return false;
  end if;
  if v_origin = any (select lower(o) from public.push_config, unnest(extra_origins) o) then
    return true;
  end if;
  if v_origin !~ '^https://[a-z0-9.-]+$' then
    return false;
  end if;
  v_host := substring(v_origin from 9);
  return v_host in ('fcm.googleapis.com', 'android.googleapis.com', 'web.push.apple.com')
    or v_host ~ '^([a-z0-9-]+\.)*push\.services\.mozilla\.com$'
    or v_host ~ '^([a-z0-9-]+\.)*push\.apple\.com$'
    or v_host ~ '^[a-z0-9-]+\.notify\.windows\.com$';
end;
$_$;

--
-- Name: is_time_zone(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.is_time_zone(p_zone text) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
begin
  if p_zone !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' then
    return false;
  end if;
  perform now() at time zone p_zone;
  return true;
exception when others then
  return false;
end;
$_$;

--
-- Name: job_unit_due(text, uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.job_unit_due(p_job text, p_unit_id uuid, p_now timestamp with time zone DEFAULT now()) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select not exists (select 1 from public.scheduled_job_failures f
                     where f.job = p_job and f.unit_id = p_unit_id and f.retry_at > p_now);
$$;

--
-- Name: join_club_by_invite(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.join_club_by_invite(p_token text) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_link public.club_invite_links;
  v_club public.clubs;
begin
  select * into v_link from public.club_invite_links where token = p_token;
  if not found then
    raise exception 'Convite inválido' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_link.club_id for update;
  if public.is_club_member(v_club.id, v_uid) then
    raise exception 'Você já é membro deste clube' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.club_removals where club_id = v_club.id and user_id = v_uid) then
    raise exception 'Você foi removido deste clube' using errcode = 'P0001',
      detail = 'O convite não vale para quem foi removido. Peça para entrar a um administrador.';
  end if;
  if v_link.replaced_at is not null then
    raise exception 'Este convite foi renovado' using errcode = 'P0001',
      detail = 'Peça o link novo a um administrador do clube.';
  end if;
  if not v_club.invite_enabled then
    raise exception 'Este convite foi desativado' using errcode = 'P0001',
      detail = 'Os administradores do clube desligaram o link de convite.';
  end if;
  perform public.add_club_member(v_club.id, v_uid);
  return v_club.id;
end;
$$;

--
-- Name: join_event(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.join_event(p_event_id text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if v_event.club_id is not null and v_event.created_by is distinct from v_uid and public.can_see_event(v_event.id)
     and not exists (select 1 from public.event_participants where event_id = v_event.id and user_id = v_uid and status in ('registered', 'pending')) then
    perform public.club_debt_refusal(v_event.club_id, v_uid);
  end if;
  return public.join_event_without_caixa(p_event_id);
end;
$$;

--
-- Name: join_event_now(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.join_event_now(p_event_id text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: join_event_without_caixa(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.join_event_without_caixa(p_event_id text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event_id uuid := public.parse_event_id(p_event_id);
  v_event public.events;
  v_club public.clubs;
  v_member public.club_members;
  v_from timestamptz;
begin
  select * into v_event from public.events where id = v_event_id for update;
  if not found or v_event.club_id is null then
    return public.join_event_now(p_event_id);
  end if;
  if not public.can_see_event(v_event_id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = v_event.club_id;
  select * into v_member from public.club_members where club_id = v_club.id and user_id = v_uid;
  v_from := public.avulsos_from(v_event);
  if now() >= v_from or v_member.kind = 'mensalista' or v_event.created_by = v_uid
     or v_event.status <> 'active' or v_event.starts_at <= now() then
    return public.join_event_now(p_event_id);
  end if;
  if v_member.id is null then
    raise exception 'Este jogo é dos membros do clube até %', to_char(v_from at time zone v_event.time_zone, 'DD/MM "às" HH24:MI')
      using errcode = 'P0001', detail = format('Quem não é membro do %s pode entrar a partir daí, depois da fila.', v_club.name);
  end if;
  -- An avulso before the moment: the line, in order of request (join_event_now's own checks first).
  if exists (select 1 from public.event_participants where event_id = v_event_id and user_id = v_uid and status in ('registered', 'pending')) then
    return public.join_event_now(p_event_id);  -- its own 'already' refusal
  end if;
  if exists (select 1 from public.event_waiting_list where event_id = v_event_id and user_id = v_uid) then
    raise exception 'Você já está na lista de espera' using errcode = 'P0001';
  end if;
  insert into public.event_waiting_list (event_id, user_id) values (v_event_id, v_uid);
  return json_build_object('status', 'waiting', 'participant_count', v_event.participant_count,
    'waiting_position', (select count(*) from public.event_waiting_list where event_id = v_event_id),
    'avulsos_from', v_from);
end;
$$;

--
-- Name: leave_club(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leave_club(p_club_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_role text;
begin
  perform 1 from public.clubs where id = p_club_id for update;
  v_role := public.club_role(p_club_id, v_uid);
  if v_role is null then
    raise exception 'Você não é membro deste clube' using errcode = 'P0001';
  end if;
  if v_role = 'owner' then
    raise exception 'Passe a posse do clube antes de sair' using errcode = 'P0001',
      detail = 'O clube precisa de um dono: escolha outro membro em "Passar a posse".';
  end if;
  delete from public.club_members where club_id = p_club_id and user_id = v_uid;
end;
$$;

--
-- Name: leave_event(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leave_event(p_event_id text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: leave_waiting_list(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leave_waiting_list(p_event_id text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: list_available_events(text[], text[], timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_available_events(p_sports text[] DEFAULT NULL::text[], p_dates text[] DEFAULT NULL::text[], p_after_starts_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, title text, location text, date date, "time" time without time zone, starts_at timestamp with time zone, image_url text, skill_level text, status text, sport_name text, participant_count integer, max_participants integer, requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text, series_id uuid, series_frequency text, series_first_date date, series_time time without time zone, club_id uuid, club_name text)
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  v_uid uuid := auth.uid();
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  v_days date[] := case when coalesce(cardinality(p_dates), 0) = 0 then null
                        else public.filter_days(p_dates, public.sao_paulo_today()) end;
  v_from timestamptz := '-infinity';
  v_until timestamptz := 'infinity';
  v_keys text[];
  v_other boolean := false;
  v_sport_ids uuid[];
begin
  if v_days is not null then
    if cardinality(v_days) = 0 then
      return;
    end if;
    -- Bound the index range by the chosen days in any of Brazil's zones (UTC−2 to UTC−5).
    v_from := (v_days[1]::timestamp at time zone 'America/Sao_Paulo') - interval '1 hour';
    v_until := ((v_days[cardinality(v_days)] + 1)::timestamp at time zone 'America/Sao_Paulo') + interval '2 hours';
  end if;
  if p_after_starts_at is not null then
    v_from := greatest(v_from, p_after_starts_at);
  end if;
  if coalesce(cardinality(p_sports), 0) > 0 then
    v_other := 'Outros' = any (p_sports);
    select array_agg(public.sport_key(s)) into v_keys from unnest(p_sports) s where s <> 'Outros';
    -- Sports rows matching the choice (the table is small); custom names are compared by key.
    select coalesce(array_agg(s.id), '{}') into v_sport_ids from public.sports s
    where public.sport_key(s.name) = any (coalesce(v_keys, '{}'))
       or (v_other and public.sport_key(s.name) <> all (public.filter_sport_keys()));
  end if;

  return query
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, coalesce(e.created_by = v_uid, false), me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time,
         e.club_id, cl.name
  from public.events e
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
  left join public.event_participants me on me.event_id = e.id and me.user_id = v_uid
  where e.status in ('active', 'paused')
    and e.starts_at > now() and e.starts_at >= v_from and e.starts_at < v_until
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
    and (v_days is null or e.date = any (v_days))
    and (v_sport_ids is null or case
          when nullif(btrim(e.custom_sport_name), '') is not null then
            public.sport_key(e.custom_sport_name) = any (coalesce(v_keys, '{}'))
            or (v_other and public.sport_key(e.custom_sport_name) <> all (public.filter_sport_keys()))
          else e.sport_id = any (v_sport_ids) or (v_other and e.sport_id is null)
        end)
    and me.status is distinct from 'registered'
  order by e.starts_at, e.id
  limit v_limit;
end;
$$;

--
-- Name: list_blocked_users(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_blocked_users() RETURNS TABLE(user_id uuid, full_name text, profile_photo_url text, blocked_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select b.blocked_id, p.full_name, p.profile_photo_url, b.created_at
  from public.user_blocks b
  join public.profiles p on p.user_id = b.blocked_id
  where b.blocker_id = public.require_user()
  order by b.created_at desc, b.blocked_id;
$$;

--
-- Name: list_invited_events(timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_invited_events(p_after_starts_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, title text, location text, date date, "time" time without time zone, starts_at timestamp with time zone, image_url text, skill_level text, status text, sport_name text, participant_count integer, max_participants integer, requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text, series_id uuid, series_frequency text, series_first_date date, series_time time without time zone, club_id uuid, club_name text, invited_by uuid, invited_by_name text)
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time, e.club_id, cl.name,
         inv.invited_by, coalesce(nullif(btrim(pr.preferred_name), ''), pr.full_name, 'Usuário')
  from public.event_invitations inv
  join public.events e on e.id = inv.event_id
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
  left join public.profiles pr on pr.user_id = inv.invited_by
  left join public.event_participants me on me.event_id = e.id and me.user_id = inv.invitee_id
  where inv.invitee_id = (select auth.uid())
    and e.status in ('active', 'paused') and e.starts_at > now()
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

--
-- Name: list_joined_events(timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_joined_events(p_after_starts_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, title text, location text, date date, "time" time without time zone, starts_at timestamp with time zone, image_url text, skill_level text, status text, sport_name text, participant_count integer, max_participants integer, requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text, series_id uuid, series_frequency text, series_first_date date, series_time time without time zone, club_id uuid, club_name text)
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
  select e.id, e.title, e.location, e.date, e.time, e.starts_at, e.image_url, e.skill_level, e.status,
         coalesce(nullif(btrim(e.custom_sport_name), ''), sp.name), e.participant_count, e.max_participants,
         e.requires_approval, false, me.status, me.evaluation_status,
         e.series_id, se.frequency, se.first_date, se.time,
         e.club_id, cl.name
  from public.event_participants me
  join public.events e on e.id = me.event_id
  left join public.sports sp on sp.id = e.sport_id
  left join public.event_series se on se.id = e.series_id
  left join public.clubs cl on cl.id = e.club_id
  where me.user_id = (select auth.uid()) and me.status = 'registered'
    and ((e.status in ('active', 'paused') and e.date >= public.sao_paulo_today())
         or (me.evaluation_status = 'evaluation_available' and e.status <> 'cancelled')
         or (me.evaluation_status = 'completed' and e.date >= public.sao_paulo_today() - 14))
    and (p_after_starts_at is null or (e.starts_at, e.id) > (p_after_starts_at, p_after_id))
  order by e.starts_at, e.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

--
-- Name: list_my_events(text, timestamp with time zone, uuid, integer, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_my_events(p_section text, p_after_starts_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20, p_club_id uuid DEFAULT NULL::uuid) RETURNS TABLE(id uuid, title text, location text, date date, "time" time without time zone, starts_at timestamp with time zone, image_url text, skill_level text, status text, sport_name text, participant_count integer, max_participants integer, requires_approval boolean, is_organizer boolean, my_status text, my_evaluation_status text, series_id uuid, series_frequency text, series_first_date date, series_time time without time zone, club_id uuid, club_name text)
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
  select x.id, x.title, x.location, x.date, x.time, x.starts_at, x.image_url, x.skill_level, x.status,
         coalesce(nullif(btrim(x.custom_sport_name), ''), sp.name), x.participant_count, x.max_participants,
         x.requires_approval, coalesce(x.created_by = (select auth.uid()), false), x.my_status, x.my_evaluation_status,
         x.series_id, se.frequency, se.first_date, se.time,
         x.club_id, cl.name
  from (
    select e.*, me.status as my_status, me.evaluation_status as my_evaluation_status
    from public.event_participants me
    join public.events e on e.id = me.event_id
    where p_section in ('active', 'closed', 'paused_cancelled')
      and me.user_id = (select auth.uid())
      and e.status = any (case p_section when 'active' then array['active']
                                         when 'closed' then array['completed']
                                         else array['paused', 'cancelled'] end)
    union all
    select e.*, null, null
    from public.events e
    where e.created_by = (select auth.uid())
      and (p_section = 'organizing'
           or (p_section = 'organizing_upcoming' and e.status in ('active', 'paused') and e.starts_at > now())
           or (p_section = 'organizing_past' and not (e.status in ('active', 'paused') and e.starts_at > now())))
  ) x
  left join public.sports sp on sp.id = x.sport_id
  left join public.event_series se on se.id = x.series_id
  left join public.clubs cl on cl.id = x.club_id
  where (p_club_id is null or x.club_id = p_club_id)
    and (p_after_starts_at is null
     or (p_section <> 'organizing_past' and (x.starts_at, x.id) > (p_after_starts_at, p_after_id))
     or (p_section = 'organizing_past' and (x.starts_at, x.id) < (p_after_starts_at, p_after_id)))
  order by case when p_section = 'organizing_past' then x.starts_at end desc,
           case when p_section = 'organizing_past' then x.id end desc,
           x.starts_at, x.id
  limit least(greatest(coalesce(p_limit, 20), 1), 50);
$$;

--
-- Name: list_sport_athletes(text, text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.list_sport_athletes(p_sport text, p_query text DEFAULT NULL::text, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0) RETURNS TABLE(user_id uuid, full_name text, preferred_name text, city text, profile_photo_url text)
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: lock_club_ledger(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.lock_club_ledger(p_club_id uuid) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$ select pg_advisory_xact_lock(hashtextextended('quadra.club_ledger:' || p_club_id::text, 0)) $$;

--
-- Name: lock_event_for_participant_removal(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  perform 1 from public.events
  where id = p_event_id and (p_user_id = v_uid or public.event_organised_by(p_event_id, v_uid))
  for update;
  return found;
end;
$$;

--
-- Name: lock_event_for_payments(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.lock_event_for_payments(p_event_id uuid) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id for update;
  if not found then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  return v_event;
end;
$$;

--
-- Name: lock_own_event(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.lock_own_event(p_event_id text) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: log_event_cost_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.log_event_cost_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_row public.event_costs := case when tg_op = 'DELETE' then old else new end;
begin
  if not exists (select 1 from public.events where id = v_row.event_id) then
    return null; -- cascade of a deleted event
  end if;
  insert into public.event_payment_history (event_id, actor_id, action, amount_cents, details)
  values (v_row.event_id, auth.uid(), case when tg_op = 'DELETE' then 'cost_removed' else 'cost_set' end,
          coalesce(v_row.total_cents, v_row.per_person_cents),
          case when tg_op = 'DELETE' then '{}'::jsonb else jsonb_build_object(
            'mode', case when v_row.total_cents is null then 'per_person' else 'total' end,
            'include_organiser', v_row.include_organiser,
            'pix_key_type', v_row.pix_key_type) end);
  return null;
end;
$$;

--
-- Name: log_share_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.log_share_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_action text;
  v_row public.event_payment_shares := case when tg_op = 'DELETE' then old else new end;
begin
  if not exists (select 1 from public.events where id = v_row.event_id) then
    return null;
  end if;
  v_action := case
    when tg_op = 'INSERT' then 'share_created'
    when tg_op = 'DELETE' then 'share_removed'
    when new.status is distinct from old.status then
      case new.status when 'reported' then 'reported' when 'confirmed' then 'confirmed' else 'unconfirmed' end
    else 'share_changed'
  end;
  insert into public.event_payment_history (event_id, user_id, actor_id, action, amount_cents, status, details)
  values (v_row.event_id, v_row.user_id, auth.uid(), v_action, v_row.amount_cents, v_row.status,
          case when tg_op = 'UPDATE' and new.amount_cents <> old.amount_cents
               then jsonb_build_object('previous_amount_cents', old.amount_cents) else '{}'::jsonb end
          || case when v_row.paid_cents > 0 then jsonb_build_object('paid_cents', v_row.paid_cents) else '{}'::jsonb end);
  return null;
end;
$$;

--
-- Name: marked_absent(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.marked_absent(p_event_id uuid, p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select exists (select 1 from public.event_attendance
                 where event_id = p_event_id and user_id = p_user_id and status = 'absent');
$$;

--
-- Name: materialise_series_occurrences(uuid, date[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.materialise_series_occurrences(p_series_id uuid, p_dates date[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_series public.event_series;
  v_date date;
  v_ahead integer;
  v_total integer;
  v_event public.events;
  v_created integer := 0;
begin
  select * into v_series from public.event_series where id = p_series_id for update;
  if not found or v_series.ended_at is not null then
    return 0;
  end if;
  foreach v_date in array (select coalesce(array_agg(d order by d), '{}') from unnest(p_dates) d) loop
    select count(*) filter (where e.starts_at > now() and e.status <> 'cancelled'), count(*)
    into v_ahead, v_total
    from public.events e where e.series_id = p_series_id;
    exit when v_ahead >= public.series_occurrences_ahead();
    continue when v_date <= v_series.first_date
      or (v_series.until_date is not null and v_date > v_series.until_date)
      or (v_series.occurrence_count is not null and v_total >= v_series.occurrence_count)
      or ((v_date + v_series.time) at time zone v_series.time_zone) <= now()
      or ((v_date + v_series.time) at time zone v_series.time_zone) > now() + public.event_start_horizon();

    v_event := jsonb_populate_record(null::public.events, v_series.template);
    insert into public.events (
      title, description, location, location_reference, date, time, time_zone, age_group, gender, skill_level,
      min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
      requires_approval, has_pcd_structure, pcd_types, image_url, series_id, occurrence_date)
    values (
      v_event.title, v_event.description, v_event.location, v_event.location_reference, v_date, v_series.time,
      v_series.time_zone, v_event.age_group, v_event.gender, v_event.skill_level,
      v_event.min_participants, v_event.max_participants, v_series.created_by, v_event.sport_id,
      v_event.custom_sport_name, 'active', v_event.requires_approval, v_event.has_pcd_structure,
      v_event.pcd_types, v_event.image_url, p_series_id, v_date)
    on conflict (series_id, occurrence_date) where series_id is not null do nothing
    returning * into v_event;
    if v_event.id is not null then
      v_created := v_created + 1;
      perform public.register_series_regulars(v_event);
    end if;
  end loop;
  return v_created;
end;
$$;

--
-- Name: mod11_check_digit(text, integer[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mod11_check_digit(p_digits text, p_weights integer[]) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case when 11 - s % 11 >= 10 then 0 else 11 - s % 11 end
  from (
    select sum(substr(p_digits, i, 1)::integer * p_weights[i]) as s
    from generate_series(1, cardinality(p_weights)) as i
  ) t;
$$;

--
-- Name: my_terms_status(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.my_terms_status() RETURNS TABLE(current_version text, accepted_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select public.current_terms_version(),
    (select a.accepted_at from public.terms_acceptances a
     where a.user_id = (select auth.uid()) and a.version = public.current_terms_version())
$$;

--
-- Name: normalise_pix_key(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.normalise_pix_key(p_type text, p_key text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case p_type
    when 'cpf' then regexp_replace(coalesce(p_key, ''), '[.\-\s]', '', 'g')
    when 'cnpj' then regexp_replace(coalesce(p_key, ''), '[./\-\s]', '', 'g')
    when 'email' then lower(btrim(coalesce(p_key, '')))
    when 'phone' then regexp_replace(coalesce(p_key, ''), '[\s()\-]', '', 'g')
    when 'random' then lower(btrim(coalesce(p_key, '')))
    else p_key
  end;
$$;

--
-- Name: notifications_skip_guests(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notifications_skip_guests() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if public.is_guest(new.user_id) then
    return null;
  end if;
  return new;
end;
$$;

--
-- Name: notifications_to_push_outbox(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notifications_to_push_outbox() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  insert into public.push_queue (notification_id)
  select new.id
  where exists (select 1 from public.push_subscriptions s where s.user_id = new.user_id);
  return null;
end;
$$;

--
-- Name: notify_user(uuid, text, text, text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notify_user(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb DEFAULT '{}'::jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  insert into public.notifications (user_id, type, title, message, data)
  values (p_user_id, p_type, p_title, p_message, coalesce(p_data, '{}'));
$$;

--
-- Name: open_due_evaluations(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.open_due_evaluations() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_before integer;
  v_after integer;
begin
  select count(*) into v_before from public.event_participants
  where user_id = v_uid and evaluation_status = 'evaluation_available';
  perform public.close_due_events(now(), v_uid);
  select count(*) into v_after from public.event_participants
  where user_id = v_uid and evaluation_status = 'evaluation_available';
  return v_after - v_before;
end;
$$;

--
-- Name: organised_event_for_payments(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.organised_event_for_payments(p_event_id text, p_denied text) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events := public.lock_event_for_payments(public.parse_event_id(p_event_id));
begin
  if not public.event_organised_by(v_event.id, public.require_user()) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_event;
end;
$$;

--
-- Name: own_series_of(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.own_series_of(p_event_id text, p_details text) RETURNS public.events
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event public.events;
begin
  select * into v_event from public.events where id = public.parse_event_id(p_event_id);
  if not found or not public.can_see_event(v_event.id) then
    raise exception 'Evento não encontrado' using errcode = 'P0001';
  end if;
  if not public.event_organised_by(v_event.id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_details;
  end if;
  if v_event.series_id is null then
    raise exception 'Este evento não faz parte de uma série' using errcode = 'P0001';
  end if;
  perform 1 from public.event_series where id = v_event.series_id for update;
  return v_event;
end;
$$;

--
-- Name: parse_event_id(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.parse_event_id(p_event_id text) RETURNS uuid
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $_$
begin
  if p_event_id is null
     or p_event_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'ID do evento inválido' using errcode = 'P0001';
  end if;
  return p_event_id::uuid;
end;
$_$;

--
-- Name: payment_reminders_due(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.payment_reminders_due(p_now timestamp with time zone) RETURNS TABLE(kind text, event_id uuid, user_id uuid, owed_cents integer, title text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
#variable_conflict use_column
begin
  return query
  with kinds (kind, first_day) as (
    values ('day_after', 1), ('three_days_later', 4)
  )
  select k.kind, s.event_id, s.user_id, s.amount_cents - s.paid_cents, e.title
  from kinds k
  join public.events e on e.status <> 'cancelled'
    and (p_now at time zone e.time_zone) >= (e.date + k.first_day) + time '10:00'
    and (p_now at time zone e.time_zone) < (e.date + k.first_day + 3) + time '10:00'
  join public.event_payment_shares s on s.event_id = e.id and s.status = 'pending'
    and s.amount_cents > s.paid_cents and s.user_id <> e.created_by
  where not exists (select 1 from public.payment_reminders_sent r
                    where r.event_id = s.event_id and r.user_id = s.user_id and r.kind = k.kind);
end;
$$;

--
-- Name: pin_club_notice(bigint, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pin_club_notice(p_notice_id bigint, p_pinned boolean) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_club uuid;
begin
  select club_id into v_club from public.club_notices where id = p_notice_id;
  if v_club is null or not public.is_club_member(v_club) then
    raise exception 'Aviso não encontrado' using errcode = 'P0001';
  end if;
  perform public.require_club_admin(v_club, 'Apenas os administradores podem fixar avisos.');
  perform 1 from public.clubs where id = v_club for update;
  if p_pinned then
    update public.club_notices set pinned = false where club_id = v_club and pinned and id <> p_notice_id;
  end if;
  update public.club_notices set pinned = coalesce(p_pinned, false) where id = p_notice_id;
end;
$$;

--
-- Name: pix_key_error(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pix_key_error(p_type text, p_key text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $_$
begin
  if p_type = 'cpf' then
    if p_key !~ '^[0-9]{11}$' or p_key ~ '^(.)\1{10}$'
       or public.mod11_check_digit(p_key, '{10,9,8,7,6,5,4,3,2}') <> substr(p_key, 10, 1)::integer
       or public.mod11_check_digit(p_key, '{11,10,9,8,7,6,5,4,3,2}') <> substr(p_key, 11, 1)::integer then
      return 'CPF inválido';
    end if;
  elsif p_type = 'cnpj' then
    if p_key !~ '^[0-9]{14}$' or p_key ~ '^(.)\1{13}$'
       or public.mod11_check_digit(p_key, '{5,4,3,2,9,8,7,6,5,4,3,2}') <> substr(p_key, 13, 1)::integer
       or public.mod11_check_digit(p_key, '{6,5,4,3,2,9,8,7,6,5,4,3,2}') <> substr(p_key, 14, 1)::integer then
      return 'CNPJ inválido';
    end if;
  elsif p_type = 'email' then
    -- 77 characters: the most a Pix key may have (BR Code field 26-01).
    if char_length(p_key) > 77 or p_key !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      return 'E-mail inválido';
    end if;
  elsif p_type = 'phone' then
    -- Pix phone keys are Brazilian mobiles: +55, a two-digit area code, 9 and eight digits.
    if p_key !~ '^\+55[1-9]{2}9[0-9]{8}$' then
      return 'Celular inválido: use +55, DDD e o número';
    end if;
  elsif p_type = 'random' then
    if p_key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return 'Chave aleatória inválida';
    end if;
  else
    return 'Tipo de chave Pix inválido';
  end if;
  return null;
end;
$_$;

--
-- Name: place_in_event(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.place_in_event(p_event_id uuid, p_user_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select coalesce(
    (select status from public.event_participants where event_id = p_event_id and user_id = p_user_id),
    (select 'waiting' from public.event_waiting_list where event_id = p_event_id and user_id = p_user_id))
$$;

--
-- Name: post_club_notice(uuid, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.post_club_notice(p_club_id uuid, p_body text, p_pinned boolean DEFAULT false) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem publicar avisos.');
  v_id bigint;
  v_club public.clubs;
begin
  if p_body is null or btrim(p_body) = '' then
    raise exception 'Escreva o aviso' using errcode = 'P0001';
  end if;
  if char_length(btrim(p_body)) > 2000 then
    raise exception 'O aviso pode ter até 2000 caracteres' using errcode = 'P0001';
  end if;
  select * into v_club from public.clubs where id = p_club_id for update;
  if p_pinned then
    update public.club_notices set pinned = false where club_id = p_club_id and pinned;
  end if;
  insert into public.club_notices (club_id, author_id, body, pinned)
  values (p_club_id, v_uid, btrim(p_body), coalesce(p_pinned, false)) returning id into v_id;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', format('Aviso no %s', v_club.name), left(btrim(p_body), 200),
         jsonb_build_object('club_id', p_club_id, 'notice_id', v_id)
  from public.club_members m where m.club_id = p_club_id and m.user_id <> v_uid;
  return v_id;
end;
$$;

--
-- Name: praise_stars(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.praise_stars(p_praise_count integer) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT
         CASE
             WHEN (p_praise_count >= 51) THEN 5
             WHEN (p_praise_count >= 31) THEN 4
             WHEN (p_praise_count >= 16) THEN 3
             WHEN (p_praise_count >= 6) THEN 2
             ELSE 1
         END AS "case";
END;

--
-- Name: profiles_before_delete(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.profiles_before_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_id text := old.user_id::text;
  v_names text[] := array_remove(array[nullif(btrim(old.preferred_name), ''), old.full_name], null);
begin
  update public.events set image_url = null
  where created_by = old.user_id and image_url is not null;
  update public.event_teams set member_ids = array_remove(member_ids, old.user_id), updated_at = now()
  where old.user_id = any (member_ids);
  -- Other people's notifications about him (joined, asked, invited, praised, commented): his id
  -- becomes null and his name 'Conta excluída', in the data and in the text.
  update public.notifications n
  set data = (select coalesce(jsonb_object_agg(k, case
                      when v = to_jsonb(v_id) then 'null'::jsonb
                      when v #>> '{}' = any (v_names) then to_jsonb('Conta excluída'::text)
                      else v end), '{}'::jsonb)
              from jsonb_each(n.data) as e (k, v)),
      title = replace(replace(n.title, old.full_name, 'Conta excluída'), coalesce(nullif(btrim(old.preferred_name), ''), old.full_name), 'Conta excluída'),
      message = replace(replace(n.message, old.full_name, 'Conta excluída'), coalesce(nullif(btrim(old.preferred_name), ''), old.full_name), 'Conta excluída')
  where n.user_id <> old.user_id
    and (n.data::text like '%' || v_id || '%'
         or (n.type = 'new_comment' and exists (
               select 1 from public.event_comments c where c.user_id = old.user_id and c.id::text = n.data ->> 'comment_id')));
  return old;
end;
$$;

--
-- Name: promote_waiting_list(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.promote_waiting_list(p_event_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events;
begin
  select * into v_event from public.events where id = p_event_id;
  if v_event.club_id is not null and now() < public.avulsos_from(v_event) then
    return 0;
  end if;
  return public.promote_waiting_list_now(p_event_id);
end;
$$;

--
-- Name: promote_waiting_list_now(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.promote_waiting_list_now(p_event_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: pt_br_date_list(date[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.pt_br_date_list(p_dates date[]) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case
    when coalesce(cardinality(p_dates), 0) = 0 then ''
    when cardinality(p_dates) = 1 then to_char(p_dates[1], 'DD/MM')
    else (select string_agg(to_char(d, 'DD/MM'), ', ' order by d) from unnest(p_dates[1:cardinality(p_dates) - 1]) d)
         || ' e ' || to_char(p_dates[cardinality(p_dates)], 'DD/MM')
  end;
$$;

--
-- Name: push_devices_per_account(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.push_devices_per_account() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$ select 10 $$;

--
-- Name: push_kind(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.push_kind(p_type text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case p_type
    when 'event_reminder' then 'reminders'
    when 'spots_available' then 'waiting_list'
    when 'participation_request' then 'requests'
    when 'event_join' then 'requests'
    when 'event_invite' then 'invites'
    when 'new_comment' then 'comments'
    when 'new_review' then 'reviews'
    when 'evaluation_reminder' then 'reviews'
    when 'payment_reminder' then 'payments'
    else 'event_changes'
  end;
$$;

--
-- Name: push_public_key(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.push_public_key() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select vapid_public_key from public.push_config;
$$;

--
-- Name: quiet_hours_end(timestamp with time zone, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.quiet_hours_end(p_at timestamp with time zone, p_zone text) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case
    when (p_at at time zone p_zone)::time >= time '22:00'
      then ((p_at at time zone p_zone)::date + 1 + time '07:00') at time zone p_zone
    when (p_at at time zone p_zone)::time < time '07:00'
      then ((p_at at time zone p_zone)::date + time '07:00') at time zone p_zone
    else p_at
  end;
$$;

--
-- Name: recompute_event_shares(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.recompute_event_shares(p_event_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_cost public.event_costs;
  v_event public.events;
  v_by_attendance boolean;
begin
  -- The event first (every caller already holds it; the same order if one did not), then the
  -- cost row, which serialises recounts of one event.
  select * into v_event from public.events where id = p_event_id for share;
  if v_event.id is null then
    return;
  end if;
  select * into v_cost from public.event_costs where event_id = p_event_id for update;
  if v_cost.event_id is null then
    delete from public.event_payment_shares
    where event_id = p_event_id and (paid_cents = 0 or user_id = v_event.created_by);
    update public.event_payment_shares
    set amount_cents = 0, status = public.share_status(status, paid_cents, 0, confirmed_at), updated_at = now()
    where event_id = p_event_id and amount_cents <> 0;
    return;
  end if;
  v_by_attendance := exists (select 1 from public.event_attendance
                             where event_id = p_event_id and marked_by is distinct from user_id);

  with every_payer as (
    select v_event.created_by as user_id, 0 as rank_group, v_event.created_at as since
    where v_cost.include_organiser and not exists (
      select 1 from public.event_attendance a
      where a.event_id = p_event_id and a.user_id = v_event.created_by and a.status = 'absent')
    union all
    select ep.user_id, 1, ep.joined_at
    from public.event_participants ep
    where not v_by_attendance and ep.event_id = p_event_id and ep.status = 'registered' and ep.user_id <> v_event.created_by
    union all
    select a.user_id, 1, coalesce(ep.joined_at, a.marked_at)
    from public.event_attendance a
    left join public.event_participants ep on ep.event_id = a.event_id and ep.user_id = a.user_id
    where v_by_attendance and a.event_id = p_event_id and a.status = 'present' and a.user_id <> v_event.created_by
  ), payer as (
    select * from every_payer p
    where v_event.club_id is null or p.user_id is not distinct from v_event.created_by
       or not public.is_club_mensalista_of_event(p_event_id, p.user_id)
  ), ranked as (
    select user_id, row_number() over (order by rank_group, since, user_id) as n, count(*) over () as payers
    from payer
  ), fair as (
    select user_id,
           coalesce(v_cost.per_person_cents,
                    v_cost.total_cents / payers + case when n <= v_cost.total_cents % payers then 1 else 0 end)::integer
             as amount_cents
    from ranked
  ), removed as (
    delete from public.event_payment_shares s
    where s.event_id = p_event_id
      and (s.paid_cents = 0 or s.user_id = v_event.created_by)
      and not exists (select 1 from fair f where f.user_id = s.user_id)
  ), refunded as (
    update public.event_payment_shares s
    set amount_cents = 0, status = public.share_status(s.status, s.paid_cents, 0, s.confirmed_at), updated_at = now()
    where s.event_id = p_event_id and s.paid_cents > 0 and s.user_id <> v_event.created_by and s.amount_cents <> 0
      and not exists (select 1 from fair f where f.user_id = s.user_id)
  )
  insert into public.event_payment_shares as s (event_id, user_id, amount_cents, paid_cents, status, confirmed_at)
  select p_event_id, f.user_id, f.amount_cents,
         case when f.user_id = v_event.created_by then f.amount_cents else 0 end,
         case when f.user_id = v_event.created_by then 'confirmed' else 'pending' end,
         case when f.user_id = v_event.created_by then now() end
  from fair f
  order by f.user_id
  on conflict (event_id, user_id) do update
    set amount_cents = excluded.amount_cents,
        paid_cents = case when s.user_id = v_event.created_by then excluded.amount_cents else s.paid_cents end,
        status = case when s.user_id = v_event.created_by then s.status
                      else public.share_status(s.status, s.paid_cents, excluded.amount_cents, s.confirmed_at) end,
        updated_at = now()
    where s.amount_cents <> excluded.amount_cents;
end;
$$;

--
-- Name: recompute_shares_after_change(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.recompute_shares_after_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event_id uuid := case when tg_op = 'DELETE' then old.event_id else new.event_id end;
begin
  if tg_op = 'DELETE'
     and not exists (select 1 from public.profiles where user_id = old.user_id)
     and exists (select 1 from public.events where id = v_event_id and starts_at <= now()) then
    return null;
  end if;
  if exists (select 1 from public.event_costs where event_id = v_event_id) then
    perform public.recompute_event_shares(v_event_id);
  end if;
  return null;
end;
$$;

--
-- Name: record_club_payment(uuid, uuid, bigint[], integer, date, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_club_payment(p_club_id uuid, p_user_id uuid, p_charge_ids bigint[], p_amount_cents integer, p_occurred_on date, p_bank_id text DEFAULT NULL::text, p_payer_name text DEFAULT NULL::text) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_open bigint[];
  v_sum bigint;
  v_id bigint;
begin
  perform public.lock_club_ledger(p_club_id);
  if p_bank_id is not null and exists (select 1 from public.club_ledger where club_id = p_club_id and bank_id = p_bank_id) then
    return null;
  end if;
  if coalesce(cardinality(p_charge_ids), 0) = 0 then
    raise exception 'Nada em aberto para pagar' using errcode = 'P0001';
  end if;
  select array_agg(id), sum(amount_cents) into v_open, v_sum
  from public.club_open_charges(p_club_id, p_user_id) where id = any (p_charge_ids);
  if coalesce(cardinality(v_open), 0) <> cardinality(array(select distinct unnest(p_charge_ids))) then
    raise exception 'Estas cobranças não estão mais em aberto' using errcode = 'P0001',
      detail = 'Alguma já foi paga ou estornada: confira o caixa.';
  end if;
  if v_sum <> p_amount_cents then
    raise exception 'O valor não confere com as cobranças' using errcode = 'P0001',
      detail = format('As cobranças somam %s.', public.format_brl(v_sum::integer));
  end if;
  insert into public.club_ledger (club_id, kind, user_id, amount_cents, occurred_on, bank_id, payer_name, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (p_club_id, 'payment', p_user_id, p_amount_cents, p_occurred_on, p_bank_id, nullif(btrim(p_payer_name), ''), auth.uid(),
          0, 0, 0, 0)
  returning id into v_id;
  insert into public.club_settlements (charge_id, payment_id) select unnest(v_open), v_id;
  return v_id;
end;
$$;

--
-- Name: record_job_failure(text, uuid, text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_job_failure(p_job text, p_unit_id uuid, p_error text, p_now timestamp with time zone DEFAULT now()) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  insert into public.scheduled_job_failures as f (job, unit_id, failures, last_error, first_failed_at, last_failed_at, retry_at)
  values (p_job, p_unit_id, 1, left(coalesce(p_error, ''), 1000), p_now, p_now, p_now + interval '1 minute')
  on conflict (job, unit_id) do update set
    failures = f.failures + 1,
    last_error = excluded.last_error,
    last_failed_at = p_now,
    retry_at = p_now + least(interval '1 minute' * power(2, least(f.failures, 20)), interval '1 day');
$$;

--
-- Name: record_statement_credits(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_statement_credits(p_club_id uuid, p_credits jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_credit jsonb;
  v_code public.club_pix_codes;
  v_user uuid;
  v_ids bigint[];
  v_out jsonb := '[]';
  v_result text;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores importam o extrato.');
  if p_credits is null or jsonb_typeof(p_credits) <> 'array' then
    raise exception 'Extrato inválido' using errcode = 'P0001';
  end if;
  if jsonb_array_length(p_credits) > 1000 then
    raise exception 'Extrato grande demais: até 1000 créditos por vez' using errcode = 'P0001';
  end if;
  perform public.lock_club_ledger(p_club_id);
  for v_credit in select value from jsonb_array_elements(p_credits) loop
    if jsonb_typeof(v_credit) <> 'object' or coalesce(v_credit ->> 'bank_id', '') = ''
       or coalesce(v_credit ->> 'amount_cents', '') !~ '^[0-9]{1,9}$'
       or coalesce(v_credit ->> 'posted_on', '') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise exception 'Extrato inválido' using errcode = 'P0001', detail = 'Cada crédito precisa de identificação, data e valor.';
    end if;
    if exists (select 1 from public.club_ledger where club_id = p_club_id and bank_id = v_credit ->> 'bank_id') then
      v_out := v_out || to_jsonb('already'::text);
      continue;
    end if;
    v_code := null;
    if v_credit -> 'charge_ids' is null and nullif(v_credit ->> 'txid', '') is not null then
      select * into v_code from public.club_pix_codes where club_id = p_club_id and txid = upper(v_credit ->> 'txid');
    end if;
    if v_code.txid is not null then
      v_user := v_code.user_id;
      v_ids := v_code.charge_ids;
    else
      if coalesce(v_credit ->> 'user_id', '') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
         or jsonb_typeof(v_credit -> 'charge_ids') is distinct from 'array' then
        raise exception 'Crédito sem cobrança' using errcode = 'P0001',
          detail = 'Escolha a quem pertence cada crédito antes de confirmar.';
      end if;
      v_user := (v_credit ->> 'user_id')::uuid;
      v_ids := array(select x::bigint from jsonb_array_elements_text(v_credit -> 'charge_ids') x);
    end if;
    if not (v_ids <@ array(select id from public.club_open_charges(p_club_id, v_user))) or cardinality(v_ids) = 0 then
      v_out := v_out || to_jsonb('not_open'::text);
      continue;
    end if;
    perform public.record_club_payment(p_club_id, v_user, v_ids, (v_credit ->> 'amount_cents')::integer,
      (v_credit ->> 'posted_on')::date, v_credit ->> 'bank_id', left(v_credit ->> 'payer_name', 100));
    update public.club_pix_codes set reported_at = null where club_id = p_club_id and user_id = v_user and reported_at is not null;
    v_out := v_out || to_jsonb('recorded'::text);
  end loop;
  return v_out;
exception
  when invalid_text_representation or datetime_field_overflow or numeric_value_out_of_range then
    raise exception 'Extrato inválido' using errcode = 'P0001', detail = sqlerrm;
end;
$_$;

--
-- Name: record_terms_at_signup(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.record_terms_at_signup() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.raw_user_meta_data ->> 'terms_version' = public.current_terms_version() then
    insert into public.terms_acceptances (user_id, version, accepted_at)
    values (new.id, public.current_terms_version(), coalesce(new.created_at, now()))
    on conflict do nothing;
  end if;
  return new;
end;
$$;

--
-- Name: refuse_blocked_by_organiser(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refuse_blocked_by_organiser() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if auth.uid() = new.user_id and exists (
    select 1 from public.events e
    where e.id = new.event_id and public.has_blocked(e.created_by, new.user_id)) then
    raise exception '%', case tg_table_name
      when 'event_comments' then 'Não é possível comentar neste evento'
      else 'Não é possível participar deste evento' end
      using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: refuse_blocked_invitation(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refuse_blocked_invitation() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  if public.has_blocked(new.invitee_id, new.invited_by) then
    raise exception 'Não é possível convidar esta pessoa' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

--
-- Name: register_remote_releases(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.register_remote_releases(p_releases jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_count integer;
begin
  if jsonb_typeof(p_releases) is distinct from 'array' or jsonb_array_length(p_releases) > 200 then
    raise exception 'Lista de versões inválida.' using errcode = 'P0001';
  end if;
  insert into public.remote_releases (entry, remote, channel)
  select r ->> 'entry', r ->> 'remote', r ->> 'channel'
  from jsonb_array_elements(p_releases) r
  on conflict (entry) do update set remote = excluded.remote, channel = excluded.channel, seen_at = now();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

--
-- Name: register_series_regulars(public.events); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.register_series_regulars(p_event public.events) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_count integer;
begin
  with candidates as (
    select r.user_id, r.created_at, public.series_recent_no_shows(p_event.series_id, r.user_id) >= 2 as absent_too_often
    from public.event_series_regulars r
    where r.series_id = p_event.series_id and r.user_id <> p_event.created_by
  ), skipped as (  -- runs though unreferenced, as every data-modifying WITH does
    insert into public.notifications (user_id, type, title, message, data)
    select p_event.created_by, 'event_update', 'Fixo não inscrito',
           format('%s faltou 2 vezes nos últimos 5 jogos e não foi inscrito em %s.',
                  coalesce(nullif(btrim(pr.preferred_name), ''), pr.full_name, 'Usuário'), p_event.title),
           jsonb_build_object('event_id', p_event.id, 'series_id', p_event.series_id, 'user_id', c.user_id)
    from candidates c
    left join public.profiles pr on pr.user_id = c.user_id
    where c.absent_too_often
    returning 1
  ), regulars as (
    select c.user_id from candidates c
    where not c.absent_too_often
    order by c.created_at, c.user_id
    limit coalesce(p_event.max_participants, 2147483647)
  ), registered as (
    insert into public.event_participants (event_id, user_id, status)
    select p_event.id, user_id, 'registered' from regulars
    on conflict (event_id, user_id) do nothing
    returning user_id
  ), told as (
    insert into public.notifications (user_id, type, title, message, data)
    select r.user_id, 'event_update', 'Você está confirmado',
           format('Você está confirmado em %s, %s. Não vai? Libere sua vaga.', p_event.title,
                  to_char(p_event.date, 'DD/MM') || ' às ' || to_char(p_event.time, 'HH24:MI')),
           jsonb_build_object('event_id', p_event.id, 'series_id', p_event.series_id, 'regular', true)
    from registered r
    returning 1
  )
  select count(*) into v_count from told;
  return v_count;
end;
$$;

--
-- Name: reject_participant(text, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reject_participant(p_event_id text, p_participant_id uuid) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: remote_health(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remote_health(p_window_minutes integer DEFAULT 60) RETURNS TABLE(remote text, channel text, entry text, loads bigint, failures bigint, failures_by_kind jsonb, last_failure_at timestamp with time zone, reporters bigint, failing_reporters bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with recent as (
    select e.remote, e.channel, e.entry, e.kind, e.at, e.reporter
    from public.remote_events e
    where e.at > now() - make_interval(mins => least(greatest(p_window_minutes, 1), 1440))
  ), kinds as (
    select r.remote, r.channel, r.entry, r.kind, count(*) as n, max(r.at) as last_at
    from recent r
    group by r.remote, r.channel, r.entry, r.kind
  ), people as (
    select r.remote, r.channel, r.entry,
           count(distinct r.reporter) as reporters,
           count(distinct r.reporter) filter (where r.kind <> 'load') as failing_reporters
    from recent r
    group by r.remote, r.channel, r.entry
  )
  select k.remote, k.channel, k.entry,
         coalesce(sum(k.n) filter (where k.kind = 'load'), 0)::bigint,
         coalesce(sum(k.n) filter (where k.kind <> 'load'), 0)::bigint,
         coalesce(jsonb_object_agg(k.kind, k.n) filter (where k.kind <> 'load'), '{}'::jsonb),
         max(k.last_at) filter (where k.kind <> 'load'),
         max(p.reporters)::bigint,
         max(p.failing_reporters)::bigint
  from kinds k
  join people p using (remote, channel, entry)
  group by k.remote, k.channel, k.entry
  order by k.remote, k.channel, k.entry;
$$;

--
-- Name: remote_reporter(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remote_reporter() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select left(md5(coalesce(
    nullif(btrim(current_setting('request.headers', true)::json ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')), 16)
$$;

--
-- Name: remove_club_member(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remove_club_member(p_club_id uuid, p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem remover membros.');
  v_role text;
begin
  perform 1 from public.clubs where id = p_club_id for update;
  v_role := public.club_role(p_club_id, p_user_id);
  if v_role is null then
    raise exception 'Membro não encontrado' using errcode = 'P0001';
  end if;
  if v_role = 'owner' then
    raise exception 'O dono não pode ser removido do clube' using errcode = 'P0001';
  end if;
  if p_user_id = v_uid then
    raise exception 'Para sair, use "Sair do clube"' using errcode = 'P0001';
  end if;
  delete from public.club_members where club_id = p_club_id and user_id = p_user_id;
  insert into public.club_removals (club_id, user_id) values (p_club_id, p_user_id)
  on conflict (club_id, user_id) do update set removed_at = now();
end;
$$;

--
-- Name: remove_comment(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remove_comment(p_comment_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_comment public.event_comments;
  v_organiser uuid;
begin
  select * into v_comment from public.event_comments where id = p_comment_id;
  if not found then
    raise exception 'Comentário não encontrado' using errcode = 'P0001';
  end if;
  select created_by into v_organiser from public.events where id = v_comment.event_id;
  if v_comment.user_id is distinct from v_uid and v_organiser is distinct from v_uid then
    raise exception 'Acesso Negado' using errcode = 'P0001',
      detail = 'Apenas o organizador do evento pode remover comentários.';
  end if;
  delete from public.event_comments where id = p_comment_id;
end;
$$;

--
-- Name: remove_guest(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remove_guest(p_guest_id uuid) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: renew_club_invite(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.renew_club_invite(p_club_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  perform 1 from public.clubs where id = p_club_id for update;
  update public.club_invite_links set replaced_at = now() where club_id = p_club_id and replaced_at is null;
  insert into public.club_invite_links (club_id) values (p_club_id);
  update public.clubs set invite_enabled = true where id = p_club_id;
  return public.get_club_invite(p_club_id);
end;
$$;

--
-- Name: report_club_payment(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_club_payment(p_club_id uuid) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_code public.club_pix_codes;
begin
  if not public.is_club_member(p_club_id, v_uid) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  perform public.lock_club_ledger(p_club_id);
  v_code := public.club_pix_code_for(p_club_id, v_uid);
  if v_code.txid is null then
    raise exception 'Você está em dia' using errcode = 'P0001';
  end if;
  update public.club_pix_codes set reported_at = coalesce(reported_at, now()) where club_id = p_club_id and txid = v_code.txid
  returning * into v_code;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', 'Pagamento informado',
         format('%s informou que pagou %s.', coalesce((select full_name from public.profiles where user_id = v_uid), 'Alguém'),
                public.format_brl(v_code.amount_cents)),
         jsonb_build_object('club_id', p_club_id, 'caixa', true)
  from public.club_members m where m.club_id = p_club_id and m.role in ('owner', 'admin') and m.user_id <> v_uid;
  return jsonb_build_object('txid', v_code.txid, 'amount_cents', v_code.amount_cents, 'reported_at', v_code.reported_at);
end;
$$;

--
-- Name: report_comment(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_comment(p_comment_id uuid, p_reason text, p_details text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_comment public.event_comments;
  v_details text;
  v_reports integer;
begin
  -- The row lock serialises reports of one comment: the third hides it exactly once.
  select * into v_comment from public.event_comments where id = p_comment_id for update;
  -- A comment the caller cannot read (hidden, or of someone they blocked) is not theirs to report.
  if not found or (v_comment.hidden_at is not null and v_comment.user_id <> v_uid)
     or public.has_blocked(v_uid, v_comment.user_id) then
    raise exception 'Comentário não encontrado' using errcode = 'P0001';
  end if;
  if v_comment.user_id = v_uid then
    raise exception 'Você não pode denunciar a si mesmo' using errcode = 'P0001';
  end if;
  v_details := public.report_details(p_reason, p_details);
  insert into public.content_reports (reporter_id, target_kind, reported_user_id, comment_id, comment_text, reason, details)
  values (v_uid, 'comment', v_comment.user_id, v_comment.id, v_comment.comment_text, p_reason, v_details)
  on conflict do nothing;
  if not found then
    raise exception 'Você já denunciou este comentário' using errcode = 'P0001';
  end if;
  select count(distinct reporter_id) into v_reports from public.content_reports
  where comment_id = v_comment.id and reviewed_at is null;
  if v_reports >= public.comment_reports_to_hide() and v_comment.hidden_at is null then
    update public.event_comments set hidden_at = now() where id = v_comment.id;
  end if;
  return json_build_object('hidden', v_reports >= public.comment_reports_to_hide());
end;
$$;

--
-- Name: report_details(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_details(p_reason text, p_details text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_details text := nullif(btrim(coalesce(p_details, '')), '');
begin
  if p_reason is null or p_reason not in ('offensive', 'harassment', 'spam', 'inappropriate', 'other') then
    raise exception 'Escolha o motivo da denúncia' using errcode = 'P0001';
  end if;
  if p_reason = 'other' and v_details is null then
    raise exception 'Descreva o motivo da denúncia' using errcode = 'P0001';
  end if;
  if char_length(v_details) > 500 then
    raise exception 'A descrição deve ter no máximo 500 caracteres' using errcode = 'P0001';
  end if;
  return v_details;
end;
$$;

--
-- Name: report_payment(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_payment(p_event_id text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event public.events := public.lock_event_for_payments(public.parse_event_id(p_event_id));
  v_share public.event_payment_shares;
begin
  select s.* into v_share from public.event_payment_shares s
  where s.event_id = v_event.id and s.user_id = v_uid
    and exists (select 1 from public.event_participants ep
                where ep.event_id = s.event_id and ep.user_id = s.user_id and ep.status = 'registered')
  for update of s;
  if not found then
    raise exception 'Você não tem pagamento neste evento' using errcode = 'P0001';
  end if;
  if v_share.status = 'confirmed' and v_share.paid_cents >= v_share.amount_cents then
    raise exception 'Pagamento já confirmado pelo organizador' using errcode = 'P0001';
  end if;
  if v_share.status = 'pending' or v_share.paid_cents < v_share.amount_cents then
    update public.event_payment_shares
    set status = 'reported', paid_cents = amount_cents, reported_at = now(), confirmed_at = null, updated_at = now()
    where id = v_share.id
    returning * into v_share;
  end if;
  return jsonb_build_object('status', v_share.status, 'amount_cents', v_share.amount_cents, 'paid_cents', v_share.paid_cents);
end;
$$;

--
-- Name: report_profile(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_profile(p_user_id uuid, p_reason text, p_details text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_details text;
begin
  if p_user_id = v_uid then
    raise exception 'Você não pode denunciar a si mesmo' using errcode = 'P0001';
  end if;
  if p_user_id is null or not exists (select 1 from public.profiles where user_id = p_user_id) then
    raise exception 'Usuário não encontrado' using errcode = 'P0001';
  end if;
  v_details := public.report_details(p_reason, p_details);
  insert into public.content_reports (reporter_id, target_kind, reported_user_id, reason, details)
  values (v_uid, 'profile', p_user_id, p_reason, v_details)
  on conflict do nothing;
  if not found then
    raise exception 'Você já denunciou este perfil' using errcode = 'P0001';
  end if;
end;
$$;

--
-- Name: report_remote_event(text, text, text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_reporter text := public.remote_reporter();
begin
  -- the same checks as the table's, so what is not a report is refused before anything is counted
  if p_kind is null or p_kind not in ('load', 'load-failed', 'stalled', 'render-error')
     or p_channel is null or p_channel not in ('stable', 'canary', 'preview')
     or p_remote is null or p_remote !~ '^mf_[a-z_]{1,40}$'
     or p_entry is null or char_length(p_entry) > 500 or p_entry !~ '^https?://'
     or char_length(p_route) > 200 then
    raise exception 'Relatório inválido.' using errcode = '23514';
  end if;
  if not exists (select 1 from public.remote_releases r where r.entry = p_entry and r.remote = p_remote and r.channel = p_channel) then
    return false;
  end if;
  if (select count(*) from public.remote_events where reporter = v_reporter and at > now() - interval '1 minute') >= 30 then
    return false;
  end if;
  -- loads and failures have caps of their own: a flood of loads cannot crowd failures out
  if (select count(*) from public.remote_events
      where entry = p_entry and (kind = 'load') = (p_kind = 'load') and at > now() - interval '1 minute') >= 600 then
    return false;
  end if;
  insert into public.remote_events (remote, channel, entry, route, kind, reporter)
  values (p_remote, p_channel, p_entry, nullif(p_route, ''), p_kind, v_reporter);
  -- retention: a day, the longest window remote_health reads; a few old rows go with each report
  delete from public.remote_events
  where id in (select id from public.remote_events where at < now() - interval '1 day' order by at limit 100);
  return true;
end;
$_$;

--
-- Name: request_to_join_club(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_to_join_club(p_club_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_club public.clubs;
begin
  select * into v_club from public.clubs where id = p_club_id for update;
  if not found or v_club.visibility <> 'public' then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  if public.is_club_member(p_club_id, v_uid) then
    raise exception 'Você já é membro deste clube' using errcode = 'P0001';
  end if;
  if v_club.join_policy = 'open' and not exists (select 1 from public.club_removals where club_id = p_club_id and user_id = v_uid) then
    perform public.add_club_member(p_club_id, v_uid);
    return 'member';
  end if;
  if exists (select 1 from public.club_join_requests where club_id = p_club_id and user_id = v_uid) then
    raise exception 'Sua solicitação já está aguardando aprovação' using errcode = 'P0001';
  end if;
  insert into public.club_join_requests (club_id, user_id) values (p_club_id, v_uid);
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'club_update', 'Pedido para entrar',
         format('%s pediu para entrar no %s.', coalesce((select full_name from public.profiles where user_id = v_uid), 'Alguém'), v_club.name),
         jsonb_build_object('club_id', p_club_id, 'user_id', v_uid)
  from public.club_members m where m.club_id = p_club_id and m.role in ('owner', 'admin');
  return 'requested';
end;
$$;

--
-- Name: require_club_admin(uuid, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.require_club_admin(p_club_id uuid, p_denied text) RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  if not public.can_see_club(p_club_id) or not exists (select 1 from public.clubs where id = p_club_id) then
    raise exception 'Clube não encontrado' using errcode = 'P0001';
  end if;
  if not public.is_club_admin(p_club_id, v_uid) then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = p_denied;
  end if;
  return v_uid;
end;
$$;

--
-- Name: require_user(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.require_user() RETURNS uuid
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Usuário não autenticado' using errcode = 'P0001';
  end if;
  return v_uid;
end;
$$;

--
-- Name: reverse_club_entry(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reverse_club_entry(p_entry_id bigint) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_line public.club_ledger;
  v_uid uuid;
  v_id bigint;
begin
  select * into v_line from public.club_ledger where id = p_entry_id;
  if not found then
    raise exception 'Lançamento não encontrado' using errcode = 'P0001';
  end if;
  v_uid := public.require_club_admin(v_line.club_id, 'Apenas os administradores estornam lançamentos.');
  insert into public.club_ledger (club_id, kind, reverses_id, amount_cents, description, occurred_on, created_by,
                                  seq, cash_delta, member_delta, cash_after)
  values (v_line.club_id, v_line.kind, v_line.id, v_line.amount_cents,
          left('Estorno: ' || coalesce(v_line.description, v_line.kind), 120), public.club_today(v_line.club_id), v_uid,
          0, 0, 0, 0)
  returning id into v_id;
  return v_id;
end;
$$;

--
-- Name: run_caixa_jobs(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.run_caixa_jobs(p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_id uuid;
  v_dues integer := 0;
  v_games integer := 0;
begin
  for v_id in select club_id from public.club_caixa where dues_cents is not null order by club_id loop
    begin
      v_dues := v_dues + public.charge_club_dues(v_id, p_now);
    exception when others then
      raise warning 'charge_club_dues: club %: %', v_id, sqlerrm;
    end;
  end loop;
  for v_id in
    select e.id from public.events e join public.club_caixa c on c.club_id = e.club_id
    where e.status = 'completed' and c.game_price_cents is not null and e.starts_at >= c.charges_from
      and e.starts_at > p_now - interval '60 days'
      and not exists (select 1 from public.club_ledger l where l.event_id = e.id and l.kind = 'game')
    order by e.starts_at, e.id
  loop
    begin
      v_games := v_games + public.charge_club_game(v_id);
    exception when others then
      raise warning 'charge_club_game: event %: %', v_id, sqlerrm;
    end;
  end loop;
  return jsonb_build_object('dues_charged', v_dues, 'games_charged', v_games,
    'caixa_reminders', public.send_club_reminders(p_now), 'caixa_summaries', public.send_club_summaries(p_now));
end;
$$;

--
-- Name: run_scheduled_jobs(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.run_scheduled_jobs(p_now timestamp with time zone DEFAULT now()) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_result jsonb;
begin
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;
  v_result := public.run_scheduled_jobs_without_caixa(v_now)::jsonb;
  return (v_result || public.run_caixa_jobs(v_now))::json;
end;
$$;

--
-- Name: run_scheduled_jobs_without_caixa(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.run_scheduled_jobs_without_caixa(p_now timestamp with time zone DEFAULT now()) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_served integer;
begin
  -- The same lock the jobs take (re-entrant within this transaction): one run at a time.
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;
  v_served := public.serve_club_lines(v_now);
  return (public.run_scheduled_jobs_without_clubs(v_now)::jsonb || jsonb_build_object('avulsos_served', v_served))::json;
end;
$$;

--
-- Name: run_scheduled_jobs_without_clubs(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.run_scheduled_jobs_without_clubs(p_now timestamp with time zone DEFAULT now()) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_now timestamptz := coalesce(p_now, now());
  -- Never ahead of the real clock: events_before_write and submit_evaluation use now().
  v_cut timestamptz := least(v_now, now()) - interval '3 hours';
  v_unit record;
  v_counts jsonb;
  v_totals jsonb := jsonb_build_object('reminders_24h', 0, 'reminders_2h', 0, 'events_completed', 0,
    'evaluations_opened', 0, 'payment_reminders', 0, 'failures', 0);
begin
  if not pg_try_advisory_xact_lock(hashtext('quadra.run_scheduled_jobs')) then
    return json_build_object('skipped', true);
  end if;

  for v_unit in
    select u.job, u.id from (
      select distinct 1 as step, 'event_reminders' as job, d.event_id as id, null::timestamptz as starts_at
      from public.event_reminders_due(v_now) d
      union all
      select 2, 'close_event', e.id, e.starts_at from public.events e
      where e.status in ('active', 'paused') and e.starts_at <= v_cut
      union all
      select distinct 3, 'payment_reminders', d.event_id, null::timestamptz from public.payment_reminders_due(v_now) d
    ) u
    where public.job_unit_due(u.job, u.id, v_now)
    order by u.step, u.starts_at, u.id
  loop
    begin
      v_counts := case v_unit.job
        when 'event_reminders' then public.send_event_reminders(v_unit.id, v_now)
        when 'close_event' then public.close_due_event(v_unit.id, v_cut)
        else public.send_event_payment_reminders(v_unit.id, v_now)
      end;
      perform public.clear_job_failure(v_unit.job, v_unit.id);
    exception when others then
      perform public.record_job_failure(v_unit.job, v_unit.id, sqlerrm, v_now);
      v_counts := jsonb_build_object('failures', 1);
    end;
    select jsonb_object_agg(t.key, t.value::integer + coalesce((v_counts ->> t.key)::integer, 0))
    into v_totals from jsonb_each_text(v_totals) t;
  end loop;

  return v_totals::json;
end;
$$;

--
-- Name: sao_paulo_today(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sao_paulo_today() RETURNS date
    LANGUAGE sql STABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT ((now() AT TIME ZONE 'America/Sao_Paulo'::text))::date AS timezone;
END;

--
-- Name: save_push_subscription(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_push_subscription(p_subscription jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_uid uuid := public.require_user();
  v_endpoint text := p_subscription ->> 'endpoint';
  v_p256dh text := p_subscription #>> '{keys,p256dh}';
  v_auth text := p_subscription #>> '{keys,auth}';
  v_expires text := p_subscription ->> 'expirationTime';
  v_id uuid;
begin
  if v_endpoint is null or length(v_endpoint) > 1024
     or v_p256dh is null or v_p256dh !~ '^[A-Za-z0-9_-]{86,88}={0,2}$'
     or v_auth is null or v_auth !~ '^[A-Za-z0-9_-]{16,24}={0,2}$'
     or (v_expires is not null and v_expires !~ '^\d{1,15}$') then
    raise exception 'Inscrição de notificações inválida' using errcode = 'P0001', detail = 'push_subscription_invalid';
  end if;
  if not public.is_push_endpoint_allowed(v_endpoint) then
    raise exception 'Este serviço de notificações não é aceito' using errcode = 'P0001', detail = 'push_endpoint_not_allowed';
  end if;
  -- One save at a time per account, so two at once never leave 11 devices.
  perform pg_advisory_xact_lock(hashtext('quadra.push_subscriptions'), hashtext(v_uid::text));
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time)
  values (v_uid, v_endpoint, v_p256dh, v_auth,
          case when v_expires is not null then to_timestamp(v_expires::bigint / 1000.0) end)
  on conflict (endpoint) do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
        expiration_time = excluded.expiration_time, created_at = now()
  returning id into v_id;
  delete from public.push_subscriptions
  where id in (select s.id from public.push_subscriptions s
               where s.user_id = v_uid and s.id <> v_id
               order by s.created_at desc, s.id desc
               offset public.push_devices_per_account() - 1);
  return v_id;
end;
$_$;

--
-- Name: save_teams(text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.save_teams(p_event_id text, p_teams jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
  v_event public.events := public.game_day_event(public.parse_event_id(p_event_id), 'sortear ou editar os times');
  v_count integer;
  v_members uuid[];
begin
  if jsonb_typeof(p_teams) is distinct from 'array' or jsonb_array_length(p_teams) not between 2 and 4 then
    raise exception 'Escolha de 2 a 4 times' using errcode = 'P0001';
  end if;
  v_count := jsonb_array_length(p_teams);
  if exists (select 1 from jsonb_array_elements(p_teams) t
             where jsonb_typeof(t -> 'name') is distinct from 'string'
                or char_length(btrim(t ->> 'name')) not between 1 and 30
                or jsonb_typeof(t -> 'member_ids') is distinct from 'array') then
    raise exception 'Nome do time inválido' using errcode = 'P0001',
      detail = 'O nome do time deve ter de 1 a 30 caracteres.';
  end if;
  begin
    select coalesce(array_agg(m::uuid), '{}') into v_members
    from jsonb_array_elements(p_teams) t, jsonb_array_elements_text(t -> 'member_ids') m;
  exception when invalid_text_representation then
    raise exception 'Só participantes inscritos podem entrar nos times' using errcode = 'P0001';
  end;
  if cardinality(v_members) <> (select count(distinct m) from unnest(v_members) m) then
    raise exception 'Um jogador não pode estar em dois times' using errcode = 'P0001';
  end if;
  if exists (select 1 from unnest(v_members) m where not exists (
      select 1 from public.event_participants ep
      where ep.event_id = v_event.id and ep.user_id = m and ep.status = 'registered')) then
    raise exception 'Só participantes inscritos podem entrar nos times' using errcode = 'P0001';
  end if;

  insert into public.event_teams (event_id, team_no, name, member_ids)
  select v_event.id, t.ord::smallint, btrim(t.team ->> 'name'),
         array(select m::uuid from jsonb_array_elements_text(t.team -> 'member_ids') m)
  from jsonb_array_elements(p_teams) with ordinality as t(team, ord)
  on conflict (event_id, team_no) do update
    set name = excluded.name, member_ids = excluded.member_ids, updated_at = now()
    where (event_teams.name, event_teams.member_ids) is distinct from (excluded.name, excluded.member_ids);
  delete from public.event_teams where event_id = v_event.id and team_no > v_count;
  return v_count;
end;
$$;

--
-- Name: search_clubs(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_clubs(p_query text DEFAULT NULL::text, p_limit integer DEFAULT 30) RETURNS TABLE(id uuid, name text, city text, photo_url text, sport_ids uuid[], visibility text, members bigint, my_role text, near boolean)
    LANGUAGE sql STABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with me as (
    select public.normalize_search(nullif(btrim(p.city), '')) as city,
           coalesce(array_agg(us.sport_id) filter (where us.sport_id is not null), '{}') as sports
    from public.profiles p left join public.user_sports us on us.user_id = p.user_id
    where p.user_id = auth.uid() group by p.city
  ),
  seen as (
    select c.*, public.club_role(c.id) as role,
           coalesce(public.normalize_search(c.city) = (select city from me), false) as in_my_city,
           coalesce(c.sport_ids && (select sports from me), false) as of_my_sports
    from public.clubs c
    where nullif(btrim(p_query), '') is null or c.search_text like '%' || public.normalize_search(p_query) || '%'
  )
  select s.id, s.name, s.city, s.photo_url, s.sport_ids, s.visibility,
         (select count(*) from public.club_members m where m.club_id = s.id),
         s.role, s.in_my_city or s.of_my_sports
  from seen s
  where s.role is not null
     or nullif(btrim(p_query), '') is not null
     or s.in_my_city or s.of_my_sports
     or not exists (select 1 from me where me.city is not null or cardinality(me.sports) > 0)
  order by s.role is null, (s.in_my_city and s.of_my_sports) desc, s.in_my_city desc, s.of_my_sports desc, s.name
  limit least(greatest(coalesce(p_limit, 30), 1), 100);
$$;

--
-- Name: search_events_normalized(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_events_normalized(search_query text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0) RETURNS TABLE(id uuid, title text, location text, description text, image_url text, date date, time_field time without time zone, participant_count integer, max_participants integer, skill_level text)
    LANGUAGE plpgsql STABLE
    SET search_path TO 'public', 'extensions', 'pg_temp'
    AS $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 1000);
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
      offset v_offset limit v_limit
    ) s;
  else
    v_pattern := '%' || public.escape_like(v_query) || '%';
    -- A frequent term (50+ matches among the 2,000 soonest events) is ranked within that window:
    -- title matches (search_text starts with the title) first, then the soonest.
    select array_agg(w.id order by w.ord) into v_ids from (
      select w.id, row_number() over (order by strpos(w.search_text, v_query) <= char_length(w.title) desc, w.starts_at, w.id) as ord
      from (
        select e.id, e.search_text, e.title, e.starts_at from public.events e
        where e.status in ('active', 'paused') and e.starts_at > now()
        order by e.starts_at, e.id
        limit 2000
      ) w
      where w.search_text like v_pattern
    ) w;
    if coalesce(cardinality(v_ids), 0) >= 50 then
      v_ids := v_ids[v_offset + 1 : v_offset + v_limit];
    else
      -- A rarer term: every match through the trigram index.
      select array_agg(s.id order by s.ord) into v_ids from (
        select e.id, row_number() over (order by strpos(e.search_text, v_query) <= char_length(e.title) desc, e.starts_at, e.id) as ord
        from public.events e
        where e.search_text like v_pattern
          and e.status in ('active', 'paused') and e.starts_at > now()
        order by ord
        offset v_offset limit v_limit
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

--
-- Name: search_profiles_normalized(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_profiles_normalized(search_query text) RETURNS TABLE(user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select s.* from public.search_profiles_normalized_with_guests(search_query) s
  where not public.is_guest(s.user_id)
$$;

--
-- Name: search_profiles_normalized_with_guests(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_profiles_normalized_with_guests(search_query text) RETURNS TABLE(user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'extensions', 'pg_temp'
    AS $$
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
  select p.user_id, p.full_name, p.city, p.profile_photo_url, r.rating::numeric, r.stars
  from unnest(v_ids) with ordinality u(id, ord)
  join public.profiles p on p.user_id = u.id
  join public.profile_reputation r on r.user_id = p.user_id
  order by u.ord;
end;
$$;

--
-- Name: search_profiles_page(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_profiles_page(search_query text, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0) RETURNS TABLE(user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select s.* from public.search_profiles_page_with_guests(search_query, p_limit, p_offset) s
  where not public.is_guest(s.user_id)
$$;

--
-- Name: search_profiles_page_with_guests(text, integer, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.search_profiles_page_with_guests(search_query text, p_limit integer DEFAULT 20, p_offset integer DEFAULT 0) RETURNS TABLE(user_id uuid, full_name text, city text, profile_photo_url text, rating numeric, stars integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'extensions', 'pg_temp'
    AS $$
declare
  v_query text := public.normalize_search(left(btrim(coalesce(search_query, '')), 100));
  v_limit integer := least(greatest(coalesce(p_limit, 20), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 1000);
  v_want integer := v_offset + v_limit;
  v_prefix_pattern text := public.escape_like(v_query) || '%';
  v_pattern text;
  v_prefix uuid[];
  v_prefix_total integer;
  v_window uuid[];
  v_others uuid[];
begin
  if v_query = '' then
    return;
  end if;
  -- 1) Names starting with the text, in index order (also the only rule for 1-2 characters).
  select coalesce(array_agg(p.user_id order by p.ord), '{}') into v_prefix from (
    select p.user_id, row_number() over () as ord
    from (
      select p.user_id from public.profiles p
      where left(p.search_text, 100) like v_prefix_pattern
      order by left(p.search_text, 100) using ~<~, p.user_id
      limit v_want
    ) p
  ) p;
  v_others := '{}';
  if char_length(v_query) >= 3 and cardinality(v_prefix) < v_want then
    v_pattern := '%' || public.escape_like(v_query) || '%';
    select count(*) into v_prefix_total from (
      select 1 from public.profiles p where left(p.search_text, 100) like v_prefix_pattern limit 50
    ) c;
    -- 2) The other matches among the first 2,000 names.
    select coalesce(array_agg(w.user_id order by w.ord), '{}') into v_window from (
      select w.user_id, row_number() over (
               order by strpos(w.search_text, v_query) <= char_length(w.full_name) desc, w.full_name, w.user_id) as ord
      from (
        select p.user_id, p.search_text, p.full_name
        from public.profiles p order by p.full_name, p.user_id limit 2000
      ) w
      where w.search_text like v_pattern and left(w.search_text, 100) not like v_prefix_pattern
    ) w;
    if v_prefix_total + cardinality(v_window) >= 50 then
      v_others := v_window[1 : v_want - cardinality(v_prefix)];
    else
      -- 3) A rarer term: every other match through the trigram index.
      select coalesce(array_agg(s.user_id order by s.ord), '{}') into v_others from (
        select p.user_id,
               row_number() over (order by strpos(p.search_text, v_query) <= char_length(p.full_name) desc,
                                           p.full_name, p.user_id) as ord
        from public.profiles p
        where p.search_text like v_pattern and left(p.search_text, 100) not like v_prefix_pattern
        order by ord
        limit v_want - cardinality(v_prefix)
      ) s;
    end if;
  end if;
  return query
  select p.user_id, p.full_name, p.city, p.profile_photo_url, r.rating::numeric, r.stars
  from unnest((v_prefix || v_others)[v_offset + 1 : v_want]) with ordinality u(id, ord)
  join public.profiles p on p.user_id = u.id
  left join public.profile_reputation r on r.user_id = p.user_id
  order by u.ord;
end;
$$;

--
-- Name: send_club_reminders(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_club_reminders(p_now timestamp with time zone) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with marked as (
    insert into public.club_reminders_sent (charge_id, kind)
    select charge_id, kind from public.club_reminders_due(p_now)
    on conflict do nothing
    returning charge_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select l.user_id, 'payment_reminder', 'Pagamento pendente',
           format('Falta pagar %s no %s: %s.', public.format_brl(l.amount_cents), c.name, l.description),
           jsonb_build_object('club_id', l.club_id, 'charge_id', l.id, 'reminder', m.kind)
    from marked m join public.club_ledger l on l.id = m.charge_id join public.clubs c on c.id = l.club_id
    returning 1
  )
  select count(*)::integer from sent
$$;

--
-- Name: send_club_summaries(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_club_summaries(p_now timestamp with time zone) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with due as (
    select c.club_id, date_trunc('week', p_now at time zone c.time_zone)::date as week,
           count(*) filter (where l.kind = 'dues') as dues, coalesce(sum(l.amount_cents) filter (where l.kind = 'dues'), 0) as dues_cents,
           count(*) filter (where l.kind = 'game') as games, coalesce(sum(l.amount_cents) filter (where l.kind = 'game'), 0) as games_cents
    from public.club_caixa c
    join lateral public.club_open_charges(c.club_id) l on true
    where (p_now at time zone c.time_zone) >= date_trunc('week', p_now at time zone c.time_zone) + time '10:00'
    group by c.club_id, c.time_zone
  ), marked as (
    insert into public.club_summaries_sent (club_id, week)
    select club_id, week from due
    on conflict do nothing
    returning club_id
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select m.user_id, 'club_update', format('Caixa do %s', cl.name),
           concat_ws('; ',
             case when d.dues > 0 then format('%s %s em aberto: %s', d.dues, case when d.dues = 1 then 'mensalidade' else 'mensalidades' end,
                                              public.format_brl(d.dues_cents::integer)) end,
             case when d.games > 0 then format('%s %s em aberto: %s', d.games, case when d.games = 1 then 'jogo' else 'jogos' end,
                                               public.format_brl(d.games_cents::integer)) end),
           jsonb_build_object('club_id', d.club_id, 'caixa', true)
    from marked x join due d on d.club_id = x.club_id join public.clubs cl on cl.id = d.club_id
    join public.club_members m on m.club_id = d.club_id and m.role in ('owner', 'admin')
    returning 1
  )
  select count(*)::integer from sent
$$;

--
-- Name: send_event_payment_reminders(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_event_payment_reminders(p_event_id uuid, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with due as (
    select * from public.payment_reminders_due(p_now) d where d.event_id = p_event_id
  ), marked as (
    insert into public.payment_reminders_sent (event_id, user_id, kind)
    select event_id, user_id, kind from due
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'payment_reminder', 'Pagamento pendente',
           format('Falta pagar %s do evento "%s".', public.format_brl(d.owed_cents), d.title),
           jsonb_build_object('event_id', d.event_id, 'reminder', d.kind)
    from due d join marked m on m.event_id = d.event_id and m.user_id = d.user_id and m.kind = d.kind
    returning 1
  )
  select jsonb_build_object('payment_reminders', count(*)) from sent;
$$;

--
-- Name: send_event_reminders(uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_event_reminders(p_event_id uuid, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  with due as (
    select d.kind, e.id, e.title, e.date, e.time, d.user_id
    from public.event_reminders_due(p_now) d join public.events e on e.id = d.event_id
    where d.event_id = p_event_id
  ), marked as (
    insert into public.event_reminders_sent (event_id, user_id, kind)
    select d.id, d.user_id, d.kind from due d
    on conflict do nothing
    returning event_id, user_id, kind
  ), sent as (
    insert into public.notifications (user_id, type, title, message, data)
    select d.user_id, 'event_reminder',
           case d.kind when '24h' then 'Seu evento está chegando' else 'Seu evento começa em breve' end,
           case d.kind
             when '24h' then format('O evento "%s" começa em %s às %s.', d.title, to_char(d.date, 'DD/MM'), to_char(d.time, 'HH24:MI'))
             else format('O evento "%s" começa às %s. Não se atrase!', d.title, to_char(d.time, 'HH24:MI'))
           end,
           jsonb_build_object('event_id', d.id, 'reminder', d.kind)
    from due d join marked m on m.event_id = d.id and m.user_id = d.user_id and m.kind = d.kind
    returning data ->> 'reminder' as kind
  )
  select jsonb_build_object('reminders_24h', count(*) filter (where kind = '24h'),
                            'reminders_2h', count(*) filter (where kind = '2h'))
  from sent;
$$;

--
-- Name: series_occurrences_ahead(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.series_occurrences_ahead() RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT 4;
END;

--
-- Name: series_recent_no_shows(uuid, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.series_recent_no_shows(p_series_id uuid, p_user_id uuid, p_last integer DEFAULT 5) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select count(*)::integer
  from (
    select e.id from public.events e
    where e.series_id = p_series_id and e.status <> 'cancelled' and e.starts_at < now()
    order by e.starts_at desc
    limit p_last
  ) o
  where public.is_no_show(o.id, p_user_id);
$$;

--
-- Name: series_rrule(text, integer, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.series_rrule(p_frequency text, p_count integer, p_until date) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    BEGIN ATOMIC
 SELECT concat(
         CASE p_frequency
             WHEN 'monthly'::text THEN 'FREQ=MONTHLY;INTERVAL=1'::text
             WHEN 'biweekly'::text THEN 'FREQ=WEEKLY;INTERVAL=2'::text
             ELSE 'FREQ=WEEKLY;INTERVAL=1'::text
         END,
         CASE
             WHEN (p_count IS NOT NULL) THEN (';COUNT='::text || p_count)
             ELSE ((';UNTIL='::text || to_char((p_until)::timestamp with time zone, 'YYYYMMDD'::text)) || 'T235959Z'::text)
         END) AS concat;
END;

--
-- Name: series_to_materialise(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.series_to_materialise() RETURNS TABLE(id uuid, rrule text, first_date date, occurrences integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select s.id, s.rrule, s.first_date, count(e.id)::integer
  from public.event_series s
  left join public.events e on e.series_id = s.id
  where s.ended_at is null
    and (s.until_date is null or s.until_date >= current_date - 1)
    and public.job_unit_due('materialise_series', s.id)
  group by s.id
  having (s.occurrence_count is null or count(e.id) < s.occurrence_count)
     and count(e.id) filter (where e.starts_at > now() and e.status <> 'cancelled') < public.series_occurrences_ahead();
$$;

--
-- Name: serve_club_lines(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.serve_club_lines(p_now timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event record;
  v_served integer := 0;
begin
  for v_event in
    select e.id from public.events e join public.clubs c on c.id = e.club_id
    where e.status = 'active' and e.starts_at > p_now
      and e.starts_at - make_interval(hours => c.avulsos_from_hours) <= p_now
      and exists (select 1 from public.event_waiting_list w where w.event_id = e.id)
    order by e.starts_at, e.id
  loop
    -- Each game's line is a unit that fails alone (as the scheduler's other units): the rest goes on.
    begin
      v_served := v_served + public.promote_waiting_list_now(v_event.id);
    exception when others then
      raise warning 'serve_club_lines: event %: %', v_event.id, sqlerrm;
    end;
  end loop;
  return v_served;
end;
$$;

--
-- Name: set_club_caixa(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_club_caixa(p_club_id uuid, p_settings jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_row public.club_caixa;
  v_key text;
  v_error text;
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem mudar o caixa.');
  insert into public.club_caixa (club_id) values (p_club_id) on conflict do nothing;
  select * into v_row from public.club_caixa where club_id = p_club_id for update;
  foreach v_key in array array['dues_cents', 'game_price_cents'] loop
    if p_settings ? v_key and jsonb_typeof(p_settings -> v_key) <> 'null'
       and ((p_settings ->> v_key) !~ '^[0-9]{1,7}$' or (p_settings ->> v_key)::integer not between 1 and 1000000) then
      raise exception 'O valor deve ser de R$ 0,01 a R$ 10.000,00' using errcode = 'P0001';
    end if;
  end loop;
  if p_settings ? 'dues_day' and ((p_settings ->> 'dues_day') !~ '^[0-9]{1,2}$' or (p_settings ->> 'dues_day')::integer not between 1 and 28) then
    raise exception 'O vencimento deve ser um dia de 1 a 28' using errcode = 'P0001';
  end if;
  if p_settings ? 'time_zone' and not public.is_time_zone(p_settings ->> 'time_zone') then
    raise exception 'Fuso horário inválido' using errcode = 'P0001';
  end if;
  if p_settings ? 'pix_key' and jsonb_typeof(p_settings -> 'pix_key') <> 'null' then
    v_row.pix_key_type := p_settings ->> 'pix_key_type';
    v_row.pix_key := public.normalise_pix_key(v_row.pix_key_type, p_settings ->> 'pix_key');
    v_error := public.pix_key_error(v_row.pix_key_type, v_row.pix_key);
    if v_error is not null then
      raise exception '%', v_error using errcode = 'P0001';
    end if;
    if char_length(btrim(coalesce(p_settings ->> 'recipient_name', ''))) not between 1 and 25 then
      raise exception 'Nome de quem recebe: de 1 a 25 caracteres' using errcode = 'P0001';
    end if;
    if char_length(btrim(coalesce(p_settings ->> 'recipient_city', ''))) not between 1 and 15 then
      raise exception 'Cidade: de 1 a 15 caracteres' using errcode = 'P0001';
    end if;
    v_row.recipient_name := btrim(p_settings ->> 'recipient_name');
    v_row.recipient_city := btrim(p_settings ->> 'recipient_city');
  end if;
  update public.club_caixa set
    dues_cents = case when p_settings ? 'dues_cents' then (p_settings ->> 'dues_cents')::integer else dues_cents end,
    dues_day = coalesce((p_settings ->> 'dues_day')::integer, dues_day),
    game_price_cents = case when p_settings ? 'game_price_cents' then (p_settings ->> 'game_price_cents')::integer else game_price_cents end,
    time_zone = coalesce(p_settings ->> 'time_zone', time_zone),
    only_paid_up = coalesce((p_settings ->> 'only_paid_up')::boolean, only_paid_up),
    pix_key_type = v_row.pix_key_type, pix_key = v_row.pix_key,
    recipient_name = v_row.recipient_name, recipient_city = v_row.recipient_city
  where club_id = p_club_id
  returning * into v_row;
  return to_jsonb(v_row) - 'charges_from';
exception
  when invalid_text_representation then
    raise exception 'Dados do caixa inválidos' using errcode = 'P0001';
end;
$_$;

--
-- Name: set_club_invite_enabled(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_club_invite_enabled(p_club_id uuid, p_enabled boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem convidar para o clube.');
  update public.clubs set invite_enabled = coalesce(p_enabled, false) where id = p_club_id;
  return public.get_club_invite(p_club_id);
end;
$$;

--
-- Name: set_club_member(uuid, uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_club_member(p_club_id uuid, p_user_id uuid, p_role text DEFAULT NULL::text, p_kind text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_club_admin(p_club_id, 'Apenas os administradores podem mudar os membros.');
  v_member public.club_members;
begin
  perform 1 from public.clubs where id = p_club_id for update;  -- one role change at a time
  select * into v_member from public.club_members where club_id = p_club_id and user_id = p_user_id;
  if not found then
    raise exception 'Membro não encontrado' using errcode = 'P0001';
  end if;
  if p_role is not null and p_role not in ('admin', 'member') then
    raise exception 'Papel inválido' using errcode = 'P0001', detail = 'Para passar a posse do clube, use "Passar a posse".';
  end if;
  if p_kind is not null and p_kind not in ('mensalista', 'avulso') then
    raise exception 'Tipo de membro inválido' using errcode = 'P0001';
  end if;
  if p_role is not null and v_member.role = 'owner' then
    raise exception 'O dono do clube não pode mudar de papel' using errcode = 'P0001',
      detail = 'Passe a posse a outro membro antes.';
  end if;
  if p_role = 'member' and v_member.role = 'admin'
     and not exists (select 1 from public.club_members where club_id = p_club_id and role in ('owner', 'admin') and user_id <> p_user_id) then
    raise exception 'O clube precisa de pelo menos um administrador' using errcode = 'P0001',
      detail = 'Promova outro membro a administrador antes de deixar de ser.';
  end if;
  update public.club_members set role = coalesce(p_role, role), kind = coalesce(p_kind, kind)
  where id = v_member.id;
end;
$$;

--
-- Name: set_event_cost(text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_event_cost(p_event_id text, p_cost jsonb) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $_$
declare
  v_event public.events := public.organised_event_for_payments(p_event_id,
    'Apenas o organizador pode definir o custo e a chave Pix.');
  v_total text := p_cost ->> 'total_cents';
  v_per_person text := p_cost ->> 'per_person_cents';
  v_amount text := coalesce(v_total, v_per_person);
  v_type text := p_cost ->> 'pix_key_type';
  v_key text := public.normalise_pix_key(p_cost ->> 'pix_key_type', p_cost ->> 'pix_key');
  v_name text := btrim(coalesce(p_cost ->> 'recipient_name', ''));
  v_city text := btrim(coalesce(p_cost ->> 'recipient_city', ''));
  v_error text;
  v_row public.event_costs;
begin
  if v_event.status = 'cancelled' then
    raise exception 'Evento cancelado' using errcode = 'P0001';
  end if;
  if p_cost is null or jsonb_typeof(p_cost) = 'null' then
    delete from public.event_costs where event_id = v_event.id;
    perform public.recompute_event_shares(v_event.id);
    return null;
  end if;
  if num_nonnulls(v_total, v_per_person) <> 1 then
    raise exception 'Informe o valor total ou o valor por pessoa' using errcode = 'P0001';
  end if;
  if v_amount !~ '^[0-9]{1,7}$' or v_amount::integer not between 1 and 1000000 then
    raise exception 'O valor deve ser de R$ 0,01 a R$ 10.000,00' using errcode = 'P0001';
  end if;
  v_error := public.pix_key_error(v_type, v_key);
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  if char_length(v_name) not between 1 and 25 then
    raise exception 'Nome de quem recebe: de 1 a 25 caracteres' using errcode = 'P0001';
  end if;
  if char_length(v_city) not between 1 and 15 then
    raise exception 'Cidade: de 1 a 15 caracteres' using errcode = 'P0001';
  end if;

  insert into public.event_costs as c (event_id, total_cents, per_person_cents, include_organiser,
    pix_key_type, pix_key, recipient_name, recipient_city)
  values (v_event.id, v_total::integer, v_per_person::integer, coalesce((p_cost ->> 'include_organiser')::boolean, false),
    v_type, v_key, v_name, v_city)
  on conflict (event_id) do update set
    total_cents = excluded.total_cents, per_person_cents = excluded.per_person_cents,
    include_organiser = excluded.include_organiser, pix_key_type = excluded.pix_key_type,
    pix_key = excluded.pix_key, recipient_name = excluded.recipient_name,
    recipient_city = excluded.recipient_city, updated_at = now()
  returning * into v_row;
  perform public.recompute_event_shares(v_event.id);
  return to_jsonb(v_row);
end;
$_$;

--
-- Name: set_guest_allowance(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_guest_allowance(p_event_id text, p_per_participant integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: set_series_regular(text, uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: share_status(text, integer, integer, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO 'public', 'pg_temp'
    AS $$
  select case
    when p_paid < p_amount then 'pending'
    when p_status = 'pending' and p_paid > 0 then case when p_confirmed_at is not null then 'confirmed' else 'reported' end
    else p_status
  end;
$$;

--
-- Name: sport_name_key(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.sport_name_key(p_name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case k
           when 'tennis' then 'tenis'
           when 'voleibol' then 'volei'
           when 'pinguepongue' then 'pingpong'
           when 'tenisdemesa' then 'pingpong'
           else k
         end
  from (
    select pg_catalog.regexp_replace(
             pg_catalog.lower(pg_catalog.translate(coalesce(p_name, ''),
               'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
               'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')),
             '[^a-z0-9]', '', 'g') as k
  ) normalised;
$$;

--
-- Name: submit_evaluation(text, jsonb, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text DEFAULT NULL::text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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

--
-- Name: suggest_sport(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.suggest_sport(p_name text) RETURNS json
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
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
  if exists (select 1 from public.sports where public.sport_name_key(name) = public.sport_name_key(v_name)) then
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

--
-- Name: suggested_sports_before_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.suggested_sports_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  new.name := btrim(new.name);
  if exists (select 1 from public.suggested_sports where lower(btrim(name)) = lower(new.name)) then
    return null;
  end if;
  return new;
end;
$$;

--
-- Name: touch_updated_at(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: transfer_club_ownership(uuid, uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.transfer_club_ownership(p_club_id uuid, p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  perform 1 from public.clubs where id = p_club_id for update;
  if public.club_role(p_club_id, v_uid) is distinct from 'owner' then
    raise exception 'Acesso Negado' using errcode = 'P0001', detail = 'Apenas o dono pode passar a posse do clube.';
  end if;
  if p_user_id = v_uid or not public.is_club_member(p_club_id, p_user_id) then
    raise exception 'Escolha outro membro do clube' using errcode = 'P0001';
  end if;
  update public.club_members set role = 'admin' where club_id = p_club_id and user_id = v_uid;
  update public.club_members set role = 'owner' where club_id = p_club_id and user_id = p_user_id;
end;
$$;

--
-- Name: unblock_user(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.unblock_user(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_uid uuid := public.require_user();
begin
  delete from public.user_blocks where blocker_id = v_uid and blocked_id = p_user_id;
  if not found then
    raise exception 'Esta pessoa não está bloqueada' using errcode = 'P0001';
  end if;
end;
$$;

--
-- Name: update_club(uuid, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.update_club(p_club_id uuid, p_changes jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
begin
  perform public.require_club_admin(p_club_id, 'Apenas os administradores podem editar o clube.');
  perform public.check_club_fields(p_changes);
  update public.clubs set
    name = case when p_changes ? 'name' then public.check_club_name(p_changes ->> 'name', p_club_id) else name end,
    sport_ids = case when p_changes ? 'sport_ids'
                     then coalesce((select array_agg(x::uuid) from jsonb_array_elements_text(p_changes -> 'sport_ids') x), '{}')
                     else sport_ids end,
    city = case when p_changes ? 'city' then nullif(btrim(p_changes ->> 'city'), '') else city end,
    photo_url = case when p_changes ? 'photo_url' then nullif(p_changes ->> 'photo_url', '') else photo_url end,
    description = case when p_changes ? 'description' then nullif(btrim(p_changes ->> 'description'), '') else description end,
    visibility = coalesce(p_changes ->> 'visibility', visibility),
    join_policy = coalesce(p_changes ->> 'join_policy', join_policy),
    avulsos_from_hours = coalesce((p_changes ->> 'avulsos_from_hours')::integer, avulsos_from_hours)
  where id = p_club_id;
exception
  when check_violation then
    raise exception 'Dados do clube inválidos' using errcode = 'P0001', detail = sqlerrm;
end;
$$;

--
-- Name: update_series_from(text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.update_series_from(p_event_id text, p_changes jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
declare
  v_event public.events := public.own_series_of(p_event_id, 'Apenas o organizador pode editar a série.');
  v_allowed constant text[] := array['time', 'location', 'location_reference', 'max_participants', 'min_participants',
    'description', 'age_group', 'gender', 'skill_level', 'image_url', 'requires_approval'];
  v_changes jsonb;
  v_changed uuid[];
  v_change text;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object'
     or exists (select 1 from jsonb_object_keys(p_changes) k where k <> all (v_allowed)) then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end if;
  v_changes := p_changes;
  begin
    perform (v_changes ->> 'time')::time, (v_changes ->> 'max_participants')::integer,
      (v_changes ->> 'min_participants')::integer, (v_changes ->> 'requires_approval')::boolean;
  exception when invalid_datetime_format or datetime_field_overflow or invalid_text_representation
                  or numeric_value_out_of_range then
    raise exception 'Dados do evento inválidos' using errcode = 'P0001';
  end;
  v_change := public.event_change_summary(v_event, jsonb_populate_record(v_event, v_changes));
  update public.event_series s set
    template = s.template || (v_changes - 'time'),
    time = coalesce((v_changes ->> 'time')::time, s.time)
  where s.id = v_event.series_id;
  perform set_config('quadra.series_notice', 'on', true);
  with changed as (
    update public.events e set
      time = case when v_changes ? 'time' then (v_changes ->> 'time')::time else e.time end,
      location = case when v_changes ? 'location' then v_changes ->> 'location' else e.location end,
      location_reference = case when v_changes ? 'location_reference' then v_changes ->> 'location_reference' else e.location_reference end,
      max_participants = case when v_changes ? 'max_participants' then (v_changes ->> 'max_participants')::integer else e.max_participants end,
      min_participants = case when v_changes ? 'min_participants' then (v_changes ->> 'min_participants')::integer else e.min_participants end,
      description = case when v_changes ? 'description' then v_changes ->> 'description' else e.description end,
      age_group = case when v_changes ? 'age_group' then v_changes ->> 'age_group' else e.age_group end,
      gender = case when v_changes ? 'gender' then v_changes ->> 'gender' else e.gender end,
      skill_level = case when v_changes ? 'skill_level' then v_changes ->> 'skill_level' else e.skill_level end,
      image_url = case when v_changes ? 'image_url' then v_changes ->> 'image_url' else e.image_url end,
      requires_approval = case when v_changes ? 'requires_approval' then (v_changes ->> 'requires_approval')::boolean else e.requires_approval end
    where e.series_id = v_event.series_id and e.occurrence_date >= v_event.occurrence_date
      and e.status in ('active', 'paused') and e.starts_at > now()
    returning e.id
  )
  select coalesce(array_agg(id), '{}') into v_changed from changed;
  perform set_config('quadra.series_notice', 'off', true);

  -- Told only of what they would notice (as events_after_update: place, time, text).
  if v_changes ?| array['time', 'location', 'location_reference', 'description'] then
    insert into public.notifications (user_id, type, title, message, data)
    select ep.user_id, 'event_update', 'Série atualizada',
           case when v_change = ''
                then format('A série "%s" foi atualizada em %s. Confira as novidades.', v_event.title,
                            public.pt_br_date_list(array_agg(e.date order by e.date)))
                else format('A série "%s" mudou em %s: %s.', v_event.title,
                            public.pt_br_date_list(array_agg(e.date order by e.date)), v_change) end,
           jsonb_build_object('event_id', (array_agg(e.id order by e.date))[1], 'series_id', v_event.series_id,
                              'dates', to_jsonb(array_agg(e.date order by e.date)))
    from public.events e
    join public.event_participants ep on ep.event_id = e.id
    where e.id = any (v_changed) and ep.user_id <> e.created_by
    group by ep.user_id;
  end if;
  return cardinality(v_changed);
end;
$$;

--
-- Name: topic(); Type: FUNCTION; Schema: realtime; Owner: -
--

CREATE FUNCTION realtime.topic() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

--
-- Name: extension(text); Type: FUNCTION; Schema: storage; Owner: -
--

CREATE FUNCTION storage.extension(name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    AS $$
declare _parts text[]; _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end $$;

--
-- Name: filename(text); Type: FUNCTION; Schema: storage; Owner: -
--

CREATE FUNCTION storage.filename(name text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    AS $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end $$;

--
-- Name: foldername(text); Type: FUNCTION; Schema: storage; Owner: -
--

CREATE FUNCTION storage.foldername(name text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    AS $$
declare _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end $$;

--
-- Name: identities; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.identities (
    provider_id text NOT NULL,
    user_id uuid NOT NULL,
    identity_data jsonb NOT NULL,
    provider text NOT NULL,
    last_sign_in_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    email text GENERATED ALWAYS AS (lower((identity_data ->> 'email'::text))) STORED,
    id uuid DEFAULT gen_random_uuid() NOT NULL
);

--
-- Name: refresh_tokens; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.refresh_tokens (
    instance_id uuid,
    id bigint NOT NULL,
    token character varying(255),
    user_id character varying(255),
    revoked boolean DEFAULT false,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    parent character varying(255),
    session_id uuid
);

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE; Schema: auth; Owner: -
--

CREATE SEQUENCE auth.refresh_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: refresh_tokens_id_seq; Type: SEQUENCE OWNED BY; Schema: auth; Owner: -
--

ALTER SEQUENCE auth.refresh_tokens_id_seq OWNED BY auth.refresh_tokens.id;

--
-- Name: sessions; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    aal text DEFAULT 'aal1'::text,
    not_after timestamp with time zone,
    refreshed_at timestamp without time zone,
    user_agent text,
    ip inet
);

--
-- Name: users; Type: TABLE; Schema: auth; Owner: -
--

CREATE TABLE auth.users (
    instance_id uuid,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    aud character varying(255) DEFAULT 'authenticated'::character varying,
    role character varying(255) DEFAULT 'authenticated'::character varying,
    email character varying(255),
    encrypted_password character varying(255),
    email_confirmed_at timestamp with time zone,
    invited_at timestamp with time zone,
    confirmation_token character varying(255) DEFAULT ''::character varying,
    confirmation_sent_at timestamp with time zone,
    recovery_token character varying(255) DEFAULT ''::character varying,
    recovery_sent_at timestamp with time zone,
    email_change_token_new character varying(255) DEFAULT ''::character varying,
    email_change character varying(255) DEFAULT ''::character varying,
    email_change_sent_at timestamp with time zone,
    last_sign_in_at timestamp with time zone,
    raw_app_meta_data jsonb DEFAULT '{"provider": "email", "providers": ["email"]}'::jsonb,
    raw_user_meta_data jsonb DEFAULT '{}'::jsonb,
    is_super_admin boolean,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    phone text,
    phone_confirmed_at timestamp with time zone,
    phone_change text DEFAULT ''::text,
    phone_change_token character varying(255) DEFAULT ''::character varying,
    phone_change_sent_at timestamp with time zone,
    confirmed_at timestamp with time zone GENERATED ALWAYS AS (LEAST(email_confirmed_at, phone_confirmed_at)) STORED,
    email_change_token_current character varying(255) DEFAULT ''::character varying,
    email_change_confirm_status smallint DEFAULT 0,
    banned_until timestamp with time zone,
    reauthentication_token character varying(255) DEFAULT ''::character varying,
    reauthentication_sent_at timestamp with time zone,
    is_sso_user boolean DEFAULT false NOT NULL,
    deleted_at timestamp with time zone,
    is_anonymous boolean DEFAULT false NOT NULL
);

--
-- Name: account_deletions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.account_deletions (
    id bigint NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    events_cancelled integer DEFAULT 0 NOT NULL,
    places_freed integer DEFAULT 0 NOT NULL
);

--
-- Name: account_deletions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.account_deletions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.account_deletions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: calendar_feeds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_feeds (
    user_id uuid NOT NULL,
    token text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: club_caixa; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_caixa (
    club_id uuid NOT NULL,
    dues_cents integer,
    dues_day integer DEFAULT 10 NOT NULL,
    game_price_cents integer,
    time_zone text DEFAULT 'America/Sao_Paulo'::text NOT NULL,
    only_paid_up boolean DEFAULT false NOT NULL,
    pix_key_type text,
    pix_key text,
    recipient_name text,
    recipient_city text,
    charges_from timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT club_caixa_dues CHECK (((dues_cents >= 1) AND (dues_cents <= 1000000))),
    CONSTRAINT club_caixa_dues_day CHECK (((dues_day >= 1) AND (dues_day <= 28))),
    CONSTRAINT club_caixa_game_price CHECK (((game_price_cents >= 1) AND (game_price_cents <= 1000000))),
    CONSTRAINT club_caixa_pix_key_type CHECK ((pix_key_type = ANY (ARRAY['cpf'::text, 'cnpj'::text, 'email'::text, 'phone'::text, 'random'::text]))),
    CONSTRAINT club_caixa_pix_key_valid CHECK (((pix_key IS NULL) OR (public.pix_key_error(pix_key_type, pix_key) IS NULL))),
    CONSTRAINT club_caixa_recipient_city CHECK (((char_length(btrim(recipient_city)) >= 1) AND (char_length(btrim(recipient_city)) <= 15))),
    CONSTRAINT club_caixa_recipient_name CHECK (((char_length(btrim(recipient_name)) >= 1) AND (char_length(btrim(recipient_name)) <= 25))),
    CONSTRAINT club_caixa_time_zone CHECK (public.is_time_zone(time_zone))
);

--
-- Name: club_invite_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_invite_links (
    token text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    club_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    replaced_at timestamp with time zone
);

--
-- Name: club_join_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_join_requests (
    id bigint NOT NULL,
    club_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: club_join_requests_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.club_join_requests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.club_join_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: club_ledger_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.club_ledger ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.club_ledger_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: club_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_members (
    id bigint NOT NULL,
    club_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role text DEFAULT 'member'::text NOT NULL,
    kind text DEFAULT 'avulso'::text NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT club_members_kind CHECK ((kind = ANY (ARRAY['mensalista'::text, 'avulso'::text]))),
    CONSTRAINT club_members_role CHECK ((role = ANY (ARRAY['owner'::text, 'admin'::text, 'member'::text])))
);

--
-- Name: club_members_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.club_members ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.club_members_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: club_notices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_notices (
    id bigint NOT NULL,
    club_id uuid NOT NULL,
    author_id uuid,
    body text NOT NULL,
    pinned boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT club_notices_body CHECK (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 2000)))
);

--
-- Name: club_notices_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.club_notices ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.club_notices_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: club_reminders_sent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_reminders_sent (
    charge_id bigint NOT NULL,
    kind text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT club_reminders_sent_kind CHECK ((kind = ANY (ARRAY['due'::text, '3_days'::text, '7_days'::text])))
);

--
-- Name: club_removals; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_removals (
    club_id uuid NOT NULL,
    user_id uuid NOT NULL,
    removed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: club_settlements; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_settlements (
    charge_id bigint NOT NULL,
    payment_id bigint NOT NULL
);

--
-- Name: club_summaries_sent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.club_summaries_sent (
    club_id uuid NOT NULL,
    week date NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: clubs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.clubs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    sport_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    city text,
    photo_url text,
    description text,
    visibility text DEFAULT 'public'::text NOT NULL,
    join_policy text DEFAULT 'request'::text NOT NULL,
    avulsos_from_hours integer DEFAULT 24 NOT NULL,
    invite_enabled boolean DEFAULT true NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (public.normalize_search(((name || ' '::text) || COALESCE(city, ''::text)))) STORED,
    CONSTRAINT clubs_avulsos_from CHECK (((avulsos_from_hours >= 0) AND (avulsos_from_hours <= 336))),
    CONSTRAINT clubs_city_length CHECK ((char_length(city) <= 100)),
    CONSTRAINT clubs_description_length CHECK ((char_length(description) <= 1000)),
    CONSTRAINT clubs_join_policy CHECK ((join_policy = ANY (ARRAY['open'::text, 'request'::text]))),
    CONSTRAINT clubs_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 80))),
    CONSTRAINT clubs_photo_length CHECK ((char_length(photo_url) <= 500)),
    CONSTRAINT clubs_visibility CHECK ((visibility = ANY (ARRAY['public'::text, 'private'::text])))
);

--
-- Name: content_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.content_reports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    reporter_id uuid NOT NULL,
    target_kind text NOT NULL,
    reported_user_id uuid,
    comment_id uuid,
    comment_text text,
    reason text NOT NULL,
    details text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reviewed_at timestamp with time zone,
    CONSTRAINT content_reports_comment_target CHECK (((target_kind = 'comment'::text) = (comment_text IS NOT NULL))),
    CONSTRAINT content_reports_details_length CHECK ((char_length(details) <= 500)),
    CONSTRAINT content_reports_kind CHECK ((target_kind = ANY (ARRAY['comment'::text, 'profile'::text]))),
    CONSTRAINT content_reports_other_has_details CHECK (((reason <> 'other'::text) OR (NULLIF(btrim(details), ''::text) IS NOT NULL))),
    CONSTRAINT content_reports_reason CHECK ((reason = ANY (ARRAY['offensive'::text, 'harassment'::text, 'spam'::text, 'inappropriate'::text, 'other'::text])))
);

--
-- Name: event_comments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_comments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid,
    comment_text text NOT NULL,
    parent_comment_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    hidden_at timestamp with time zone,
    CONSTRAINT event_comments_text_length CHECK (((char_length(btrim(comment_text)) >= 1) AND (char_length(btrim(comment_text)) <= 2000)))
);

--
-- Name: profiles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.profiles (
    user_id uuid NOT NULL,
    full_name text DEFAULT 'Usuário'::text NOT NULL,
    preferred_name text,
    city text,
    phone text,
    birth_date date,
    gender text,
    profile_photo_url text,
    accessibility_needs text[] DEFAULT '{}'::text[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (public.normalize_search(((full_name || ' '::text) || COALESCE(city, ''::text)))) STORED,
    reminders_enabled boolean DEFAULT true NOT NULL,
    push_off text[] DEFAULT '{}'::text[] NOT NULL,
    quiet_hours boolean DEFAULT false NOT NULL,
    time_zone text DEFAULT 'America/Sao_Paulo'::text NOT NULL,
    push_offer_answered boolean DEFAULT false NOT NULL,
    CONSTRAINT profiles_accessibility_needs_max CHECK ((cardinality(accessibility_needs) <= 10)),
    CONSTRAINT profiles_birth_date_range CHECK (((birth_date >= '1900-01-01'::date) AND (birth_date <= CURRENT_DATE))),
    CONSTRAINT profiles_city_length CHECK ((char_length(city) <= 100)),
    CONSTRAINT profiles_full_name_length CHECK (((char_length(btrim(full_name)) >= 1) AND (char_length(btrim(full_name)) <= 100))),
    CONSTRAINT profiles_gender_values CHECK ((gender = ANY (ARRAY['masculino'::text, 'feminino'::text, 'outro'::text, 'prefiro-nao-informar'::text, 'prefiro_nao_dizer'::text]))),
    CONSTRAINT profiles_phone_format CHECK (((phone ~ '^[0-9]{10}$'::text) OR (phone ~ '^[0-9]{2}9[0-9]{8}$'::text))),
    CONSTRAINT profiles_photo_url_length CHECK ((char_length(profile_photo_url) <= 1000)),
    CONSTRAINT profiles_preferred_name_length CHECK ((char_length(preferred_name) <= 50)),
    CONSTRAINT profiles_push_off CHECK ((push_off <@ ARRAY['waiting_list'::text, 'requests'::text, 'invites'::text, 'comments'::text, 'reviews'::text, 'payments'::text, 'event_changes'::text])),
    CONSTRAINT profiles_time_zone CHECK (public.is_time_zone(time_zone))
);

--
-- Name: content_reports_for_review; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.content_reports_for_review WITH (security_invoker='true') AS
 SELECT r.id,
    r.target_kind,
    r.reason,
    r.details,
    r.created_at,
    r.reviewed_at,
    r.reporter_id,
    reporter.full_name AS reporter_name,
    r.reported_user_id,
    reported.full_name AS reported_name,
    r.comment_id,
    r.comment_text,
    c.event_id,
    c.hidden_at AS comment_hidden_at,
    count(*) OVER (PARTITION BY r.target_kind, COALESCE(r.comment_id, r.reported_user_id)) AS reports_on_target
   FROM (((public.content_reports r
     LEFT JOIN public.profiles reporter ON ((reporter.user_id = r.reporter_id)))
     LEFT JOIN public.profiles reported ON ((reported.user_id = r.reported_user_id)))
     LEFT JOIN public.event_comments c ON ((c.id = r.comment_id)));

--
-- Name: event_attendance; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_attendance (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    status text NOT NULL,
    marked_by uuid,
    marked_at timestamp with time zone DEFAULT now() NOT NULL,
    made_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT event_attendance_status CHECK ((status = ANY (ARRAY['present'::text, 'absent'::text])))
);

--
-- Name: event_attendance_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_attendance ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_attendance_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: event_costs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_costs (
    event_id uuid NOT NULL,
    total_cents integer,
    per_person_cents integer,
    include_organiser boolean DEFAULT false NOT NULL,
    pix_key_type text NOT NULL,
    pix_key text NOT NULL,
    recipient_name text NOT NULL,
    recipient_city text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT event_costs_one_amount CHECK ((num_nonnulls(total_cents, per_person_cents) = 1)),
    CONSTRAINT event_costs_per_person_range CHECK (((per_person_cents >= 1) AND (per_person_cents <= 1000000))),
    CONSTRAINT event_costs_pix_key_type CHECK ((pix_key_type = ANY (ARRAY['cpf'::text, 'cnpj'::text, 'email'::text, 'phone'::text, 'random'::text]))),
    CONSTRAINT event_costs_pix_key_valid CHECK ((public.pix_key_error(pix_key_type, pix_key) IS NULL)),
    CONSTRAINT event_costs_recipient_city CHECK (((char_length(btrim(recipient_city)) >= 1) AND (char_length(btrim(recipient_city)) <= 15))),
    CONSTRAINT event_costs_recipient_name CHECK (((char_length(btrim(recipient_name)) >= 1) AND (char_length(btrim(recipient_name)) <= 25))),
    CONSTRAINT event_costs_total_range CHECK (((total_cents >= 1) AND (total_cents <= 1000000)))
);

--
-- Name: event_invitations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_invitations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    invitee_id uuid NOT NULL,
    invited_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT event_invitations_not_self CHECK ((invitee_id <> invited_by))
);

--
-- Name: event_late_cancellations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_late_cancellations (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    freed_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: event_late_cancellations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_late_cancellations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_late_cancellations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: event_matches; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_matches (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    team_a smallint NOT NULL,
    team_b smallint NOT NULL,
    score_a smallint DEFAULT 0 NOT NULL,
    score_b smallint DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT event_matches_score_range CHECK ((((score_a >= 0) AND (score_a <= 99)) AND ((score_b >= 0) AND (score_b <= 99)))),
    CONSTRAINT event_matches_two_teams CHECK ((team_a <> team_b))
);

--
-- Name: event_participants; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_participants (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    status text DEFAULT 'registered'::text NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    evaluation_status text DEFAULT 'pending'::text NOT NULL,
    CONSTRAINT event_participants_evaluation_status CHECK ((evaluation_status = ANY (ARRAY['pending'::text, 'evaluation_available'::text, 'completed'::text]))),
    CONSTRAINT event_participants_status CHECK ((status = ANY (ARRAY['registered'::text, 'pending'::text])))
);

--
-- Name: event_payment_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_payment_history (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid,
    actor_id uuid,
    action text NOT NULL,
    amount_cents integer,
    status text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT event_payment_history_action CHECK ((action = ANY (ARRAY['cost_set'::text, 'cost_removed'::text, 'share_created'::text, 'share_changed'::text, 'share_removed'::text, 'reported'::text, 'confirmed'::text, 'unconfirmed'::text])))
);

--
-- Name: event_payment_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_payment_history ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_payment_history_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: event_payment_shares; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_payment_shares (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid,
    amount_cents integer NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    txid text,
    reported_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    paid_cents integer DEFAULT 0 NOT NULL,
    CONSTRAINT event_payment_shares_amount CHECK (((amount_cents >= 0) AND (amount_cents <= 1000000))),
    CONSTRAINT event_payment_shares_paid CHECK (((paid_cents >= 0) AND (paid_cents <= 1000000))),
    CONSTRAINT event_payment_shares_status CHECK ((status = ANY (ARRAY['pending'::text, 'reported'::text, 'confirmed'::text])))
);

--
-- Name: event_payment_shares_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_payment_shares ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_payment_shares_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: event_reminders_sent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_reminders_sent (
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    id bigint NOT NULL,
    CONSTRAINT event_reminders_sent_kind CHECK ((kind = ANY (ARRAY['24h'::text, '2h'::text])))
);

--
-- Name: event_reminders_sent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_reminders_sent ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_reminders_sent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: event_series; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_series (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_by uuid NOT NULL,
    frequency text NOT NULL,
    rrule text NOT NULL,
    first_date date NOT NULL,
    "time" time without time zone NOT NULL,
    time_zone text NOT NULL,
    occurrence_count integer,
    until_date date,
    template jsonb NOT NULL,
    ended_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    club_id uuid,
    ended_from date,
    CONSTRAINT event_series_count CHECK (((occurrence_count >= 2) AND (occurrence_count <= 52))),
    CONSTRAINT event_series_frequency CHECK ((frequency = ANY (ARRAY['weekly'::text, 'biweekly'::text, 'monthly'::text]))),
    CONSTRAINT event_series_one_end CHECK (((occurrence_count IS NULL) <> (until_date IS NULL))),
    CONSTRAINT event_series_time_zone CHECK (public.is_brazil_time_zone(time_zone)),
    CONSTRAINT event_series_until_after_start CHECK (((until_date IS NULL) OR (until_date > first_date)))
);

--
-- Name: COLUMN event_series.ended_from; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.event_series.ended_from IS 'The first date ''Encerrar série'' cancelled: the series ends before it (calendar_event cuts the rule there).';

--
-- Name: event_series_regulars; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_series_regulars (
    series_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: event_teams; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_teams (
    event_id uuid NOT NULL,
    team_no smallint NOT NULL,
    name text NOT NULL,
    member_ids uuid[] DEFAULT '{}'::uuid[] NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    draw_id uuid,
    drawn_by uuid,
    drawn_at timestamp with time zone,
    CONSTRAINT event_teams_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 30))),
    CONSTRAINT event_teams_team_no CHECK (((team_no >= 1) AND (team_no <= 4)))
);

--
-- Name: event_waiting_list; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.event_waiting_list (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: event_waiting_list_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.event_waiting_list ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.event_waiting_list_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: game_day_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.game_day_changes (
    id uuid NOT NULL,
    event_id uuid NOT NULL,
    kind text NOT NULL,
    made_at timestamp with time zone NOT NULL,
    outcome text NOT NULL,
    message text,
    received_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT game_day_changes_kind CHECK ((kind = ANY (ARRAY['mark'::text, 'check_in'::text, 'teams'::text, 'score'::text, 'remove_match'::text]))),
    CONSTRAINT game_day_changes_outcome CHECK ((outcome = ANY (ARRAY['applied'::text, 'superseded'::text])))
);

--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    message text NOT NULL,
    read boolean DEFAULT false NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT notifications_type CHECK ((type = ANY (ARRAY['event_join'::text, 'event_reminder'::text, 'event_update'::text, 'event_cancelled'::text, 'new_review'::text, 'evaluation_reminder'::text, 'new_comment'::text, 'spots_available'::text, 'participation_request'::text, 'event_invite'::text, 'payment_reminder'::text, 'club_new_game'::text, 'club_update'::text])))
);

--
-- Name: payment_reminders_sent; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_reminders_sent (
    id bigint NOT NULL,
    event_id uuid NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT payment_reminders_sent_kind CHECK ((kind = ANY (ARRAY['day_after'::text, 'three_days_later'::text])))
);

--
-- Name: payment_reminders_sent_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.payment_reminders_sent ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.payment_reminders_sent_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    event_id uuid NOT NULL,
    reviewer_user_id uuid,
    reviewed_user_id uuid,
    review_type text NOT NULL,
    praise_tags text[] DEFAULT '{}'::text[] NOT NULL,
    comment text,
    rating integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT reviews_comment_length CHECK ((char_length(comment) <= 2000)),
    CONSTRAINT reviews_not_self CHECK (((reviewer_user_id IS NULL) OR (reviewed_user_id IS DISTINCT FROM reviewer_user_id))),
    CONSTRAINT reviews_player_target CHECK (((review_type = 'event'::text) = (reviewed_user_id IS NULL))),
    CONSTRAINT reviews_praise_tags CHECK ((praise_tags <@ ARRAY['comunicativo'::text, 'trabalho_equipe'::text, 'habilidoso'::text, 'amigavel'::text, 'esforcado'::text])),
    CONSTRAINT reviews_rating CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT reviews_type CHECK ((review_type = ANY (ARRAY['player_praise'::text, 'player_review'::text, 'event'::text])))
);

--
-- Name: profile_reputation; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.profile_reputation WITH (security_invoker='true') AS
 SELECT p.user_id,
    (COALESCE(r.rating, 5.0))::numeric(2,1) AS rating,
    r.praise_count,
    public.praise_stars(r.praise_count) AS stars,
    r.comunicativo,
    r.trabalho_equipe,
    r.habilidoso,
    r.amigavel,
    r.esforcado
   FROM (public.profiles p
     CROSS JOIN LATERAL ( SELECT round(avg(x.rating) FILTER (WHERE (x.review_type = 'player_review'::text)), 1) AS rating,
            (COALESCE(sum(cardinality(x.praise_tags)) FILTER (WHERE (x.review_type = 'player_praise'::text)), (0)::bigint))::integer AS praise_count,
            (count(*) FILTER (WHERE ((x.review_type = 'player_praise'::text) AND ('comunicativo'::text = ANY (x.praise_tags)))))::integer AS comunicativo,
            (count(*) FILTER (WHERE ((x.review_type = 'player_praise'::text) AND ('trabalho_equipe'::text = ANY (x.praise_tags)))))::integer AS trabalho_equipe,
            (count(*) FILTER (WHERE ((x.review_type = 'player_praise'::text) AND ('habilidoso'::text = ANY (x.praise_tags)))))::integer AS habilidoso,
            (count(*) FILTER (WHERE ((x.review_type = 'player_praise'::text) AND ('amigavel'::text = ANY (x.praise_tags)))))::integer AS amigavel,
            (count(*) FILTER (WHERE ((x.review_type = 'player_praise'::text) AND ('esforcado'::text = ANY (x.praise_tags)))))::integer AS esforcado
           FROM public.reviews x
          WHERE (x.reviewed_user_id = p.user_id)) r);

--
-- Name: push_config; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_config (
    id boolean DEFAULT true NOT NULL,
    vapid_public_key text,
    extra_origins text[] DEFAULT '{}'::text[] NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_config_one_row CHECK (id)
);

--
-- Name: push_outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_outbox (
    id bigint NOT NULL,
    notification_id uuid NOT NULL,
    subscription_id uuid,
    status text DEFAULT 'pending'::text NOT NULL,
    urgent boolean DEFAULT false NOT NULL,
    due_at timestamp with time zone DEFAULT now() NOT NULL,
    lease_until timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_status integer,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_outbox_status CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'expired'::text])))
);

--
-- Name: push_outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.push_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.push_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: push_queue; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_queue (
    notification_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: push_subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    expiration_time timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: remote_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.remote_events (
    id bigint NOT NULL,
    remote text NOT NULL,
    channel text NOT NULL,
    entry text NOT NULL,
    route text,
    kind text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    reporter text,
    CONSTRAINT remote_events_channel_check CHECK ((channel = ANY (ARRAY['stable'::text, 'canary'::text, 'preview'::text]))),
    CONSTRAINT remote_events_entry_check CHECK ((((char_length(entry) >= 1) AND (char_length(entry) <= 500)) AND (entry ~ '^https?://'::text))),
    CONSTRAINT remote_events_kind_check CHECK ((kind = ANY (ARRAY['load'::text, 'load-failed'::text, 'stalled'::text, 'render-error'::text]))),
    CONSTRAINT remote_events_remote_check CHECK ((remote ~ '^mf_[a-z_]{1,40}$'::text)),
    CONSTRAINT remote_events_reporter_check CHECK ((char_length(reporter) <= 32)),
    CONSTRAINT remote_events_route_check CHECK ((char_length(route) <= 200))
);

--
-- Name: remote_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.remote_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.remote_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: remote_releases; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.remote_releases (
    entry text NOT NULL,
    remote text NOT NULL,
    channel text NOT NULL,
    seen_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT remote_releases_channel_check CHECK ((channel = ANY (ARRAY['stable'::text, 'canary'::text, 'preview'::text]))),
    CONSTRAINT remote_releases_entry_check CHECK ((((char_length(entry) >= 1) AND (char_length(entry) <= 500)) AND (entry ~ '^https?://'::text))),
    CONSTRAINT remote_releases_remote_check CHECK ((remote ~ '^mf_[a-z_]{1,40}$'::text))
);

--
-- Name: scheduled_job_failures; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.scheduled_job_failures (
    job text NOT NULL,
    unit_id uuid NOT NULL,
    failures integer DEFAULT 1 NOT NULL,
    last_error text NOT NULL,
    first_failed_at timestamp with time zone NOT NULL,
    last_failed_at timestamp with time zone NOT NULL,
    retry_at timestamp with time zone NOT NULL,
    CONSTRAINT scheduled_job_failures_job CHECK ((job = ANY (ARRAY['materialise_series'::text, 'event_reminders'::text, 'close_event'::text, 'payment_reminders'::text])))
);

--
-- Name: sport_suggestions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sport_suggestions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    sport_name text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sport_suggestions_name_length CHECK (((char_length(btrim(sport_name)) >= 1) AND (char_length(btrim(sport_name)) <= 100))),
    CONSTRAINT sport_suggestions_status CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text])))
);

--
-- Name: sports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT sports_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100)))
);

--
-- Name: suggested_sports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.suggested_sports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    suggested_by uuid,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT suggested_sports_name_length CHECK (((char_length(btrim(name)) >= 1) AND (char_length(btrim(name)) <= 100))),
    CONSTRAINT suggested_sports_status CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text])))
);

--
-- Name: terms_acceptances; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.terms_acceptances (
    user_id uuid NOT NULL,
    version text NOT NULL,
    accepted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT terms_acceptances_version CHECK ((version ~ '^\d{4}-\d{2}-\d{2}$'::text))
);

--
-- Name: TABLE terms_acceptances; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.terms_acceptances IS 'Each version of the Termos de uso and Política de privacidade an athlete accepted, and when (at sign-up, or through accept_terms).';

--
-- Name: user_blocks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_blocks (
    blocker_id uuid NOT NULL,
    blocked_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_blocks_not_self CHECK ((blocker_id <> blocked_id))
);

--
-- Name: user_sports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_sports (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    sport_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: messages; Type: TABLE; Schema: realtime; Owner: -
--

CREATE TABLE realtime.messages (
    topic text NOT NULL,
    extension text NOT NULL,
    payload jsonb,
    event text,
    private boolean DEFAULT false,
    updated_at timestamp without time zone DEFAULT now() NOT NULL,
    inserted_at timestamp without time zone DEFAULT now() NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL
);

--
-- Name: buckets; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.buckets (
    id text NOT NULL,
    name text NOT NULL,
    owner uuid,
    owner_id text,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    public boolean DEFAULT false,
    avif_autodetection boolean DEFAULT false,
    file_size_limit bigint,
    allowed_mime_types text[],
    type text DEFAULT 'STANDARD'::text
);

--
-- Name: objects; Type: TABLE; Schema: storage; Owner: -
--

CREATE TABLE storage.objects (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bucket_id text,
    name text,
    owner uuid,
    owner_id text,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now(),
    last_accessed_at timestamp with time zone DEFAULT now(),
    metadata jsonb,
    path_tokens text[] GENERATED ALWAYS AS (string_to_array(name, '/'::text)) STORED,
    version text,
    user_metadata jsonb
);

--
-- Name: refresh_tokens id; Type: DEFAULT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens ALTER COLUMN id SET DEFAULT nextval('auth.refresh_tokens_id_seq'::regclass);

--
-- Name: identities identities_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_pkey PRIMARY KEY (id);

--
-- Name: identities identities_provider_id_provider_unique; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_provider_id_provider_unique UNIQUE (provider_id, provider);

--
-- Name: refresh_tokens refresh_tokens_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

--
-- Name: refresh_tokens refresh_tokens_token_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_key UNIQUE (token);

--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

--
-- Name: users users_phone_key; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_phone_key UNIQUE (phone);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

--
-- Name: account_deletions account_deletions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.account_deletions
    ADD CONSTRAINT account_deletions_pkey PRIMARY KEY (id);

--
-- Name: calendar_feeds calendar_feeds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (user_id);

--
-- Name: calendar_feeds calendar_feeds_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_token_key UNIQUE (token);

--
-- Name: club_caixa club_caixa_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_caixa
    ADD CONSTRAINT club_caixa_pkey PRIMARY KEY (club_id);

--
-- Name: club_invite_links club_invite_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_invite_links
    ADD CONSTRAINT club_invite_links_pkey PRIMARY KEY (token);

--
-- Name: club_join_requests club_join_requests_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_join_requests
    ADD CONSTRAINT club_join_requests_once UNIQUE (club_id, user_id);

--
-- Name: club_join_requests club_join_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_join_requests
    ADD CONSTRAINT club_join_requests_pkey PRIMARY KEY (id);

--
-- Name: club_ledger club_ledger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_pkey PRIMARY KEY (id);

--
-- Name: club_ledger club_ledger_reversed_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_reversed_once UNIQUE (reverses_id);

--
-- Name: club_ledger club_ledger_seq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_seq UNIQUE (club_id, seq);

--
-- Name: club_members club_members_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_members
    ADD CONSTRAINT club_members_once UNIQUE (club_id, user_id);

--
-- Name: club_members club_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_members
    ADD CONSTRAINT club_members_pkey PRIMARY KEY (id);

--
-- Name: club_notices club_notices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_notices
    ADD CONSTRAINT club_notices_pkey PRIMARY KEY (id);

--
-- Name: club_pix_codes club_pix_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_pix_codes
    ADD CONSTRAINT club_pix_codes_pkey PRIMARY KEY (club_id, txid);

--
-- Name: club_reminders_sent club_reminders_sent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_reminders_sent
    ADD CONSTRAINT club_reminders_sent_pkey PRIMARY KEY (charge_id, kind);

--
-- Name: club_removals club_removals_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_removals
    ADD CONSTRAINT club_removals_pkey PRIMARY KEY (club_id, user_id);

--
-- Name: club_settlements club_settlements_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_settlements
    ADD CONSTRAINT club_settlements_pkey PRIMARY KEY (charge_id);

--
-- Name: club_summaries_sent club_summaries_sent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_summaries_sent
    ADD CONSTRAINT club_summaries_sent_pkey PRIMARY KEY (club_id, week);

--
-- Name: clubs clubs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clubs
    ADD CONSTRAINT clubs_pkey PRIMARY KEY (id);

--
-- Name: content_reports content_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reports
    ADD CONSTRAINT content_reports_pkey PRIMARY KEY (id);

--
-- Name: event_attendance event_attendance_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_attendance
    ADD CONSTRAINT event_attendance_once UNIQUE (event_id, user_id);

--
-- Name: event_attendance event_attendance_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_attendance
    ADD CONSTRAINT event_attendance_pkey PRIMARY KEY (id);

--
-- Name: event_comments event_comments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_comments
    ADD CONSTRAINT event_comments_pkey PRIMARY KEY (id);

--
-- Name: event_costs event_costs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_costs
    ADD CONSTRAINT event_costs_pkey PRIMARY KEY (event_id);

--
-- Name: event_guests event_guests_claim_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_guests
    ADD CONSTRAINT event_guests_claim_token_key UNIQUE (claim_token);

--
-- Name: event_guests event_guests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_guests
    ADD CONSTRAINT event_guests_pkey PRIMARY KEY (id);

--
-- Name: event_invitations event_invitations_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_invitations
    ADD CONSTRAINT event_invitations_once UNIQUE (event_id, invitee_id);

--
-- Name: event_invitations event_invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_invitations
    ADD CONSTRAINT event_invitations_pkey PRIMARY KEY (id);

--
-- Name: event_late_cancellations event_late_cancellations_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_late_cancellations
    ADD CONSTRAINT event_late_cancellations_once UNIQUE (event_id, user_id);

--
-- Name: event_late_cancellations event_late_cancellations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_late_cancellations
    ADD CONSTRAINT event_late_cancellations_pkey PRIMARY KEY (id);

--
-- Name: event_matches event_matches_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_matches
    ADD CONSTRAINT event_matches_pkey PRIMARY KEY (id);

--
-- Name: event_participants event_participants_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_participants
    ADD CONSTRAINT event_participants_once UNIQUE (event_id, user_id);

--
-- Name: event_participants event_participants_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_participants
    ADD CONSTRAINT event_participants_pkey PRIMARY KEY (id);

--
-- Name: event_payment_history event_payment_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_history
    ADD CONSTRAINT event_payment_history_pkey PRIMARY KEY (id);

--
-- Name: event_payment_shares event_payment_shares_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_shares
    ADD CONSTRAINT event_payment_shares_once UNIQUE (event_id, user_id);

--
-- Name: event_payment_shares event_payment_shares_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_shares
    ADD CONSTRAINT event_payment_shares_pkey PRIMARY KEY (id);

--
-- Name: event_payment_shares event_payment_shares_txid; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_shares
    ADD CONSTRAINT event_payment_shares_txid UNIQUE (txid);

--
-- Name: event_reminders_sent event_reminders_sent_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reminders_sent
    ADD CONSTRAINT event_reminders_sent_once UNIQUE (event_id, user_id, kind);

--
-- Name: event_reminders_sent event_reminders_sent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reminders_sent
    ADD CONSTRAINT event_reminders_sent_pkey PRIMARY KEY (id);

--
-- Name: event_series event_series_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series
    ADD CONSTRAINT event_series_pkey PRIMARY KEY (id);

--
-- Name: event_series_regulars event_series_regulars_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series_regulars
    ADD CONSTRAINT event_series_regulars_pkey PRIMARY KEY (series_id, user_id);

--
-- Name: event_teams event_teams_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_teams
    ADD CONSTRAINT event_teams_pkey PRIMARY KEY (event_id, team_no);

--
-- Name: event_waiting_list event_waiting_list_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_waiting_list
    ADD CONSTRAINT event_waiting_list_once UNIQUE (event_id, user_id);

--
-- Name: event_waiting_list event_waiting_list_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_waiting_list
    ADD CONSTRAINT event_waiting_list_pkey PRIMARY KEY (id);

--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

--
-- Name: game_day_changes game_day_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.game_day_changes
    ADD CONSTRAINT game_day_changes_pkey PRIMARY KEY (id);

--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

--
-- Name: payment_reminders_sent payment_reminders_sent_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders_sent
    ADD CONSTRAINT payment_reminders_sent_once UNIQUE (event_id, user_id, kind);

--
-- Name: payment_reminders_sent payment_reminders_sent_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders_sent
    ADD CONSTRAINT payment_reminders_sent_pkey PRIMARY KEY (id);

--
-- Name: profiles profiles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_pkey PRIMARY KEY (user_id);

--
-- Name: push_config push_config_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_config
    ADD CONSTRAINT push_config_pkey PRIMARY KEY (id);

--
-- Name: push_outbox push_outbox_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_once UNIQUE (notification_id, subscription_id);

--
-- Name: push_outbox push_outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_pkey PRIMARY KEY (id);

--
-- Name: push_queue push_queue_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_queue
    ADD CONSTRAINT push_queue_pkey PRIMARY KEY (notification_id);

--
-- Name: push_subscriptions push_subscriptions_endpoint; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_endpoint UNIQUE (endpoint);

--
-- Name: push_subscriptions push_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id);

--
-- Name: remote_events remote_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.remote_events
    ADD CONSTRAINT remote_events_pkey PRIMARY KEY (id);

--
-- Name: remote_releases remote_releases_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.remote_releases
    ADD CONSTRAINT remote_releases_pkey PRIMARY KEY (entry);

--
-- Name: reviews reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

--
-- Name: scheduled_job_failures scheduled_job_failures_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.scheduled_job_failures
    ADD CONSTRAINT scheduled_job_failures_pkey PRIMARY KEY (job, unit_id);

--
-- Name: sport_suggestions sport_suggestions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sport_suggestions
    ADD CONSTRAINT sport_suggestions_pkey PRIMARY KEY (id);

--
-- Name: sports sports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sports
    ADD CONSTRAINT sports_pkey PRIMARY KEY (id);

--
-- Name: suggested_sports suggested_sports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.suggested_sports
    ADD CONSTRAINT suggested_sports_pkey PRIMARY KEY (id);

--
-- Name: terms_acceptances terms_acceptances_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.terms_acceptances
    ADD CONSTRAINT terms_acceptances_pkey PRIMARY KEY (user_id, version);

--
-- Name: user_blocks user_blocks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_blocks
    ADD CONSTRAINT user_blocks_pkey PRIMARY KEY (blocker_id, blocked_id);

--
-- Name: user_sports user_sports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sports
    ADD CONSTRAINT user_sports_pkey PRIMARY KEY (id);

--
-- Name: user_sports user_sports_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sports
    ADD CONSTRAINT user_sports_unique UNIQUE (user_id, sport_id);

--
-- Name: messages messages_pkey; Type: CONSTRAINT; Schema: realtime; Owner: -
--

ALTER TABLE ONLY realtime.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id, inserted_at);

--
-- Name: buckets buckets_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.buckets
    ADD CONSTRAINT buckets_pkey PRIMARY KEY (id);

--
-- Name: objects objects_pkey; Type: CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_pkey PRIMARY KEY (id);

--
-- Name: confirmation_token_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX confirmation_token_idx ON auth.users USING btree (confirmation_token) WHERE ((confirmation_token)::text !~ '^[0-9 ]*$'::text);

--
-- Name: email_change_token_current_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX email_change_token_current_idx ON auth.users USING btree (email_change_token_current) WHERE ((email_change_token_current)::text !~ '^[0-9 ]*$'::text);

--
-- Name: email_change_token_new_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX email_change_token_new_idx ON auth.users USING btree (email_change_token_new) WHERE ((email_change_token_new)::text !~ '^[0-9 ]*$'::text);

--
-- Name: recovery_token_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX recovery_token_idx ON auth.users USING btree (recovery_token) WHERE ((recovery_token)::text !~ '^[0-9 ]*$'::text);

--
-- Name: users_email_partial_key; Type: INDEX; Schema: auth; Owner: -
--

CREATE UNIQUE INDEX users_email_partial_key ON auth.users USING btree (email) WHERE (is_sso_user = false);

--
-- Name: users_instance_id_email_idx; Type: INDEX; Schema: auth; Owner: -
--

CREATE INDEX users_instance_id_email_idx ON auth.users USING btree (instance_id, lower((email)::text));

--
-- Name: club_invite_links_current; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_invite_links_current ON public.club_invite_links USING btree (club_id) WHERE (replaced_at IS NULL);

--
-- Name: club_join_requests_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_join_requests_user ON public.club_join_requests USING btree (user_id);

--
-- Name: club_ledger_bank_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_ledger_bank_once ON public.club_ledger USING btree (club_id, bank_id) WHERE (bank_id IS NOT NULL);

--
-- Name: club_ledger_club; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_ledger_club ON public.club_ledger USING btree (club_id, occurred_on);

--
-- Name: club_ledger_dues_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_ledger_dues_once ON public.club_ledger USING btree (club_id, user_id, period) WHERE ((kind = 'dues'::text) AND (reverses_id IS NULL));

--
-- Name: club_ledger_game_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_ledger_game_once ON public.club_ledger USING btree (event_id, user_id) WHERE ((kind = 'game'::text) AND (reverses_id IS NULL));

--
-- Name: club_ledger_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_ledger_user ON public.club_ledger USING btree (user_id, club_id);

--
-- Name: club_members_one_owner; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_members_one_owner ON public.club_members USING btree (club_id) WHERE (role = 'owner'::text);

--
-- Name: club_members_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_members_user ON public.club_members USING btree (user_id);

--
-- Name: club_notices_club; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_notices_club ON public.club_notices USING btree (club_id, created_at DESC);

--
-- Name: club_notices_one_pinned; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX club_notices_one_pinned ON public.club_notices USING btree (club_id) WHERE pinned;

--
-- Name: club_pix_codes_member; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_pix_codes_member ON public.club_pix_codes USING btree (club_id, user_id);

--
-- Name: club_pix_codes_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_pix_codes_user ON public.club_pix_codes USING btree (user_id);

--
-- Name: club_removals_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_removals_user ON public.club_removals USING btree (user_id);

--
-- Name: club_settlements_payment; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX club_settlements_payment ON public.club_settlements USING btree (payment_id);

--
-- Name: clubs_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX clubs_name_unique ON public.clubs USING btree (public.normalize_search(btrim(name)));

--
-- Name: content_reports_comment; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_reports_comment ON public.content_reports USING btree (comment_id);

--
-- Name: content_reports_once_per_comment; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX content_reports_once_per_comment ON public.content_reports USING btree (reporter_id, comment_id) WHERE (target_kind = 'comment'::text);

--
-- Name: content_reports_once_per_profile; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX content_reports_once_per_profile ON public.content_reports USING btree (reporter_id, reported_user_id) WHERE (target_kind = 'profile'::text);

--
-- Name: content_reports_reported; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX content_reports_reported ON public.content_reports USING btree (reported_user_id);

--
-- Name: event_attendance_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_attendance_user ON public.event_attendance USING btree (user_id, status);

--
-- Name: event_comments_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_comments_event ON public.event_comments USING btree (event_id, created_at);

--
-- Name: event_comments_parent; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_comments_parent ON public.event_comments USING btree (parent_comment_id);

--
-- Name: event_comments_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_comments_user ON public.event_comments USING btree (user_id);

--
-- Name: event_guests_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_guests_event ON public.event_guests USING btree (event_id);

--
-- Name: event_guests_host; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_guests_host ON public.event_guests USING btree (host_id);

--
-- Name: event_invitations_invited_by; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_invitations_invited_by ON public.event_invitations USING btree (invited_by);

--
-- Name: event_invitations_invitee; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_invitations_invitee ON public.event_invitations USING btree (invitee_id, event_id);

--
-- Name: event_late_cancellations_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_late_cancellations_user ON public.event_late_cancellations USING btree (user_id);

--
-- Name: event_matches_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_matches_event ON public.event_matches USING btree (event_id, created_at);

--
-- Name: event_participants_event_status; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_participants_event_status ON public.event_participants USING btree (event_id, status, joined_at);

--
-- Name: event_participants_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_participants_user ON public.event_participants USING btree (user_id, evaluation_status);

--
-- Name: event_payment_history_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_payment_history_event ON public.event_payment_history USING btree (event_id, id);

--
-- Name: event_payment_shares_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_payment_shares_user ON public.event_payment_shares USING btree (user_id);

--
-- Name: event_reminders_sent_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_reminders_sent_user ON public.event_reminders_sent USING btree (user_id);

--
-- Name: event_series_club; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_series_club ON public.event_series USING btree (club_id) WHERE (club_id IS NOT NULL);

--
-- Name: event_series_created_by; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_series_created_by ON public.event_series USING btree (created_by);

--
-- Name: event_series_regulars_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_series_regulars_user ON public.event_series_regulars USING btree (user_id);

--
-- Name: event_waiting_list_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_waiting_list_order ON public.event_waiting_list USING btree (event_id, id);

--
-- Name: event_waiting_list_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX event_waiting_list_user ON public.event_waiting_list USING btree (user_id);

--
-- Name: events_club; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_club ON public.events USING btree (club_id, starts_at) WHERE (club_id IS NOT NULL);

--
-- Name: events_created_by; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_created_by ON public.events USING btree (created_by, date);

--
-- Name: events_created_by_start; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_created_by_start ON public.events USING btree (created_by, starts_at, id);

--
-- Name: events_date_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_date_time ON public.events USING btree (date, "time");

--
-- Name: events_search_prefix; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_search_prefix ON public.events USING btree ("left"(search_text, 100) text_pattern_ops, starts_at) WHERE (status = ANY (ARRAY['active'::text, 'paused'::text]));

--
-- Name: events_search_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_search_trgm ON public.events USING gin (search_text extensions.gin_trgm_ops) WHERE (status = ANY (ARRAY['active'::text, 'paused'::text]));

--
-- Name: events_series_occurrence; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX events_series_occurrence ON public.events USING btree (series_id, occurrence_date) WHERE (series_id IS NOT NULL);

--
-- Name: events_sport; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_sport ON public.events USING btree (sport_id);

--
-- Name: events_starts_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_starts_at ON public.events USING btree (starts_at);

--
-- Name: events_upcoming; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_upcoming ON public.events USING btree (starts_at, id) WHERE (status = ANY (ARRAY['active'::text, 'paused'::text]));

--
-- Name: events_upcoming_sport; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX events_upcoming_sport ON public.events USING btree (sport_id, starts_at, id) WHERE (status = ANY (ARRAY['active'::text, 'paused'::text]));

--
-- Name: game_day_changes_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX game_day_changes_event ON public.game_day_changes USING btree (event_id);

--
-- Name: notifications_user_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_created ON public.notifications USING btree (user_id, created_at DESC);

--
-- Name: notifications_user_unread; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_unread ON public.notifications USING btree (user_id) WHERE (NOT read);

--
-- Name: profiles_full_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_full_name ON public.profiles USING btree (full_name, user_id);

--
-- Name: profiles_search_prefix; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_search_prefix ON public.profiles USING btree ("left"(search_text, 100) text_pattern_ops, user_id);

--
-- Name: profiles_search_trgm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX profiles_search_trgm ON public.profiles USING gin (search_text extensions.gin_trgm_ops);

--
-- Name: push_outbox_due; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_outbox_due ON public.push_outbox USING btree (due_at) WHERE (status = ANY (ARRAY['pending'::text, 'sending'::text]));

--
-- Name: push_outbox_subscription; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_outbox_subscription ON public.push_outbox USING btree (subscription_id);

--
-- Name: push_queue_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_queue_created ON public.push_queue USING btree (created_at);

--
-- Name: push_subscriptions_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_subscriptions_user ON public.push_subscriptions USING btree (user_id);

--
-- Name: remote_events_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX remote_events_at ON public.remote_events USING btree (at);

--
-- Name: remote_events_entry_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX remote_events_entry_at ON public.remote_events USING btree (entry, at);

--
-- Name: remote_events_entry_kind_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX remote_events_entry_kind_at ON public.remote_events USING btree (entry, ((kind = 'load'::text)), at);

--
-- Name: remote_events_reporter_at; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX remote_events_reporter_at ON public.remote_events USING btree (reporter, at);

--
-- Name: reviews_event_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX reviews_event_once ON public.reviews USING btree (event_id, reviewer_user_id) WHERE (review_type = 'event'::text);

--
-- Name: reviews_praise_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX reviews_praise_once ON public.reviews USING btree (event_id, reviewer_user_id, reviewed_user_id, praise_tags) WHERE (review_type = 'player_praise'::text);

--
-- Name: reviews_reviewed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_reviewed ON public.reviews USING btree (reviewed_user_id, review_type);

--
-- Name: reviews_reviewer; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_reviewer ON public.reviews USING btree (reviewer_user_id);

--
-- Name: sport_suggestions_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sport_suggestions_name_unique ON public.sport_suggestions USING btree (lower(btrim(sport_name)));

--
-- Name: sport_suggestions_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sport_suggestions_user ON public.sport_suggestions USING btree (user_id);

--
-- Name: sports_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sports_name ON public.sports USING btree (name);

--
-- Name: sports_name_key_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX sports_name_key_unique ON public.sports USING btree (public.sport_name_key(name));

--
-- Name: suggested_sports_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX suggested_sports_name_unique ON public.suggested_sports USING btree (lower(btrim(name)));

--
-- Name: suggested_sports_user; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX suggested_sports_user ON public.suggested_sports USING btree (suggested_by);

--
-- Name: user_blocks_blocked; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_blocks_blocked ON public.user_blocks USING btree (blocked_id);

--
-- Name: user_sports_sport; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_sports_sport ON public.user_sports USING btree (sport_id);

--
-- Name: bname; Type: INDEX; Schema: storage; Owner: -
--

CREATE UNIQUE INDEX bname ON storage.buckets USING btree (name);

--
-- Name: bucketid_objname; Type: INDEX; Schema: storage; Owner: -
--

CREATE UNIQUE INDEX bucketid_objname ON storage.objects USING btree (bucket_id, name);

--
-- Name: name_prefix_search; Type: INDEX; Schema: storage; Owner: -
--

CREATE INDEX name_prefix_search ON storage.objects USING btree (name text_pattern_ops);

--
-- Name: users on_auth_user_created; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.handle_new_user();

--
-- Name: users on_auth_user_created_terms; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER on_auth_user_created_terms AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION public.record_terms_at_signup();

--
-- Name: club_ledger club_ledger_adds_up; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER club_ledger_adds_up AFTER INSERT ON public.club_ledger FOR EACH ROW EXECUTE FUNCTION public.club_ledger_adds_up();

--
-- Name: club_ledger club_ledger_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER club_ledger_append_only BEFORE DELETE OR UPDATE ON public.club_ledger FOR EACH ROW EXECUTE FUNCTION public.club_ledger_append_only();

--
-- Name: club_ledger club_ledger_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER club_ledger_before_insert BEFORE INSERT ON public.club_ledger FOR EACH ROW EXECUTE FUNCTION public.club_ledger_before_insert();

--
-- Name: club_members club_members_keep_an_owner; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER club_members_keep_an_owner AFTER DELETE ON public.club_members FOR EACH ROW WHEN ((old.role = 'owner'::text)) EXECUTE FUNCTION public.club_members_keep_an_owner();

--
-- Name: event_attendance event_attendance_before_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_attendance_before_update BEFORE UPDATE ON public.event_attendance FOR EACH ROW WHEN ((current_setting('quadra.claiming_guest'::text, true) IS DISTINCT FROM (old.user_id)::text)) EXECUTE FUNCTION public.event_attendance_before_write();

--
-- Name: event_attendance event_attendance_before_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_attendance_before_write BEFORE INSERT OR DELETE ON public.event_attendance FOR EACH ROW EXECUTE FUNCTION public.event_attendance_before_write();

--
-- Name: event_attendance event_attendance_evaluation; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_attendance_evaluation AFTER INSERT OR UPDATE OF status ON public.event_attendance FOR EACH ROW EXECUTE FUNCTION public.event_attendance_evaluation();

--
-- Name: event_attendance event_attendance_made_at; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_attendance_made_at BEFORE INSERT OR UPDATE ON public.event_attendance FOR EACH ROW EXECUTE FUNCTION public.event_attendance_made_at();

--
-- Name: event_attendance event_attendance_recompute_shares; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_attendance_recompute_shares AFTER INSERT OR DELETE OR UPDATE OF status ON public.event_attendance FOR EACH ROW EXECUTE FUNCTION public.recompute_shares_after_change();

--
-- Name: event_comments event_comments_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_comments_after_insert AFTER INSERT ON public.event_comments FOR EACH ROW EXECUTE FUNCTION public.event_comments_after_insert();

--
-- Name: event_comments event_comments_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_comments_before_insert BEFORE INSERT ON public.event_comments FOR EACH ROW EXECUTE FUNCTION public.event_comments_before_insert();

--
-- Name: event_comments event_comments_refuse_blocked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_comments_refuse_blocked BEFORE INSERT ON public.event_comments FOR EACH ROW EXECUTE FUNCTION public.refuse_blocked_by_organiser();

--
-- Name: event_costs event_costs_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_costs_history AFTER INSERT OR DELETE OR UPDATE ON public.event_costs FOR EACH ROW EXECUTE FUNCTION public.log_event_cost_change();

--
-- Name: event_guests event_guests_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_guests_after_delete AFTER DELETE ON public.event_guests FOR EACH ROW EXECUTE FUNCTION public.event_guests_after_delete();

--
-- Name: event_invitations event_invitations_refuse_blocked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_invitations_refuse_blocked BEFORE INSERT ON public.event_invitations FOR EACH ROW EXECUTE FUNCTION public.refuse_blocked_invitation();

--
-- Name: event_matches event_matches_before_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_matches_before_write BEFORE INSERT OR DELETE OR UPDATE ON public.event_matches FOR EACH ROW EXECUTE FUNCTION public.event_matches_before_write();

--
-- Name: event_participants event_participants_after_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_after_write AFTER INSERT OR DELETE OR UPDATE OF status ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.event_participants_after_write();

--
-- Name: event_participants event_participants_before_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_before_delete BEFORE DELETE ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.event_participants_before_delete();

--
-- Name: event_participants event_participants_game_day; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_game_day AFTER INSERT OR DELETE OR UPDATE OF status ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.event_participants_game_day();

--
-- Name: event_participants event_participants_keep_absent_closed; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_keep_absent_closed BEFORE UPDATE OF evaluation_status ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.event_participants_keep_absent_closed();

--
-- Name: event_participants event_participants_recompute_shares; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_recompute_shares AFTER INSERT OR DELETE OR UPDATE OF status ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.recompute_shares_after_change();

--
-- Name: event_participants event_participants_refuse_blocked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_participants_refuse_blocked BEFORE INSERT ON public.event_participants FOR EACH ROW EXECUTE FUNCTION public.refuse_blocked_by_organiser();

--
-- Name: event_payment_history event_payment_history_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_payment_history_append_only BEFORE DELETE OR UPDATE ON public.event_payment_history FOR EACH ROW EXECUTE FUNCTION public.event_payment_history_append_only();

--
-- Name: event_payment_shares event_payment_shares_history; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_payment_shares_history AFTER INSERT OR DELETE OR UPDATE ON public.event_payment_shares FOR EACH ROW EXECUTE FUNCTION public.log_share_change();

--
-- Name: event_payment_shares event_payment_shares_txid; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_payment_shares_txid BEFORE INSERT ON public.event_payment_shares FOR EACH ROW EXECUTE FUNCTION public.event_payment_shares_txid();

--
-- Name: event_series event_series_check_template; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_series_check_template BEFORE INSERT OR UPDATE OF template ON public.event_series FOR EACH ROW EXECUTE FUNCTION public.event_series_check_template();

--
-- Name: event_waiting_list event_waiting_list_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_waiting_list_before_insert BEFORE INSERT ON public.event_waiting_list FOR EACH ROW EXECUTE FUNCTION public.event_waiting_list_before_insert();

--
-- Name: event_waiting_list event_waiting_list_refuse_blocked; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER event_waiting_list_refuse_blocked BEFORE INSERT ON public.event_waiting_list FOR EACH ROW EXECUTE FUNCTION public.refuse_blocked_by_organiser();

--
-- Name: events events_after_capacity_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_after_capacity_change AFTER UPDATE OF max_participants, requires_approval ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_after_capacity_change();

--
-- Name: events events_after_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_after_update AFTER UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_after_update();

--
-- Name: events events_became_club_game; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_became_club_game AFTER INSERT OR UPDATE OF club_id ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_became_club_game();

--
-- Name: events events_before_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_before_write BEFORE INSERT OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_before_write();

--
-- Name: events events_check_player_limits; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_check_player_limits BEFORE INSERT OR UPDATE OF max_participants, min_participants ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_check_player_limits();

--
-- Name: events events_club_from_series; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_club_from_series BEFORE INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_club_from_series();

--
-- Name: events events_copy_series_cost; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_copy_series_cost AFTER INSERT ON public.events FOR EACH ROW WHEN ((new.series_id IS NOT NULL)) EXECUTE FUNCTION public.events_copy_series_cost();

--
-- Name: events events_refuse_control_characters; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_refuse_control_characters BEFORE INSERT OR UPDATE OF title, location, location_reference, custom_sport_name, age_group, gender, description ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_refuse_control_characters();

--
-- Name: events events_resume_before_start; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER events_resume_before_start BEFORE UPDATE OF status ON public.events FOR EACH ROW EXECUTE FUNCTION public.events_resume_before_start();

--
-- Name: notifications notifications_push_outbox; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER notifications_push_outbox AFTER INSERT ON public.notifications FOR EACH ROW EXECUTE FUNCTION public.notifications_to_push_outbox();

--
-- Name: notifications notifications_skip_guests; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER notifications_skip_guests BEFORE INSERT ON public.notifications FOR EACH ROW EXECUTE FUNCTION public.notifications_skip_guests();

--
-- Name: profiles profiles_before_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_before_delete BEFORE DELETE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.profiles_before_delete();

--
-- Name: profiles profiles_guests_follow_host_name; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_guests_follow_host_name AFTER UPDATE OF full_name, preferred_name ON public.profiles FOR EACH ROW WHEN (((old.full_name IS DISTINCT FROM new.full_name) OR (old.preferred_name IS DISTINCT FROM new.preferred_name))) EXECUTE FUNCTION public.guests_follow_host_name();

--
-- Name: profiles profiles_touch; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER profiles_touch BEFORE UPDATE ON public.profiles FOR EACH ROW EXECUTE FUNCTION public.touch_updated_at();

--
-- Name: club_notices quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.club_notices FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: event_attendance quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_attendance FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: event_comments quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_comments FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: event_matches quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_matches FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: event_participants quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_participants FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: event_teams quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_teams FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('event_id', 'team_no');

--
-- Name: event_waiting_list quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.event_waiting_list FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: events quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: notifications quadra_realtime; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER quadra_realtime AFTER INSERT OR DELETE OR UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION _quadra.realtime_notify('id');

--
-- Name: suggested_sports suggested_sports_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER suggested_sports_before_insert BEFORE INSERT ON public.suggested_sports FOR EACH ROW EXECUTE FUNCTION public.suggested_sports_before_insert();

--
-- Name: identities identities_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.identities
    ADD CONSTRAINT identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: refresh_tokens refresh_tokens_session_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.refresh_tokens
    ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES auth.sessions(id) ON DELETE CASCADE;

--
-- Name: sessions sessions_user_id_fkey; Type: FK CONSTRAINT; Schema: auth; Owner: -
--

ALTER TABLE ONLY auth.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: calendar_feeds calendar_feeds_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: club_caixa club_caixa_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_caixa
    ADD CONSTRAINT club_caixa_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_invite_links club_invite_links_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_invite_links
    ADD CONSTRAINT club_invite_links_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_join_requests club_join_requests_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_join_requests
    ADD CONSTRAINT club_join_requests_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_join_requests club_join_requests_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_join_requests
    ADD CONSTRAINT club_join_requests_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: club_ledger club_ledger_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_ledger club_ledger_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: club_ledger club_ledger_reverses_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_reverses_id_fkey FOREIGN KEY (reverses_id) REFERENCES public.club_ledger(id) ON DELETE CASCADE;

--
-- Name: club_ledger club_ledger_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_ledger
    ADD CONSTRAINT club_ledger_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: club_members club_members_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_members
    ADD CONSTRAINT club_members_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_members club_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_members
    ADD CONSTRAINT club_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: club_notices club_notices_author_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_notices
    ADD CONSTRAINT club_notices_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: club_notices club_notices_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_notices
    ADD CONSTRAINT club_notices_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_pix_codes club_pix_codes_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_pix_codes
    ADD CONSTRAINT club_pix_codes_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_pix_codes club_pix_codes_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_pix_codes
    ADD CONSTRAINT club_pix_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: club_reminders_sent club_reminders_sent_charge_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_reminders_sent
    ADD CONSTRAINT club_reminders_sent_charge_id_fkey FOREIGN KEY (charge_id) REFERENCES public.club_ledger(id) ON DELETE CASCADE;

--
-- Name: club_removals club_removals_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_removals
    ADD CONSTRAINT club_removals_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: club_removals club_removals_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_removals
    ADD CONSTRAINT club_removals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: club_settlements club_settlements_charge_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_settlements
    ADD CONSTRAINT club_settlements_charge_id_fkey FOREIGN KEY (charge_id) REFERENCES public.club_ledger(id) ON DELETE CASCADE;

--
-- Name: club_settlements club_settlements_payment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_settlements
    ADD CONSTRAINT club_settlements_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES public.club_ledger(id) ON DELETE CASCADE;

--
-- Name: club_summaries_sent club_summaries_sent_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.club_summaries_sent
    ADD CONSTRAINT club_summaries_sent_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE CASCADE;

--
-- Name: clubs clubs_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.clubs
    ADD CONSTRAINT clubs_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: content_reports content_reports_comment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reports
    ADD CONSTRAINT content_reports_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES public.event_comments(id) ON DELETE SET NULL;

--
-- Name: content_reports content_reports_reported_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reports
    ADD CONSTRAINT content_reports_reported_user_id_fkey FOREIGN KEY (reported_user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: content_reports content_reports_reporter_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.content_reports
    ADD CONSTRAINT content_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_attendance event_attendance_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_attendance
    ADD CONSTRAINT event_attendance_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_attendance event_attendance_marked_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_attendance
    ADD CONSTRAINT event_attendance_marked_by_fkey FOREIGN KEY (marked_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: event_attendance event_attendance_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_attendance
    ADD CONSTRAINT event_attendance_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_comments event_comments_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_comments
    ADD CONSTRAINT event_comments_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_comments event_comments_parent_comment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_comments
    ADD CONSTRAINT event_comments_parent_comment_id_fkey FOREIGN KEY (parent_comment_id) REFERENCES public.event_comments(id) ON DELETE CASCADE;

--
-- Name: event_comments event_comments_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_comments
    ADD CONSTRAINT event_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: event_costs event_costs_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_costs
    ADD CONSTRAINT event_costs_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_guests event_guests_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_guests
    ADD CONSTRAINT event_guests_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_guests event_guests_host_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_guests
    ADD CONSTRAINT event_guests_host_id_fkey FOREIGN KEY (host_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_invitations event_invitations_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_invitations
    ADD CONSTRAINT event_invitations_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_invitations event_invitations_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_invitations
    ADD CONSTRAINT event_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_invitations event_invitations_invitee_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_invitations
    ADD CONSTRAINT event_invitations_invitee_id_fkey FOREIGN KEY (invitee_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_late_cancellations event_late_cancellations_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_late_cancellations
    ADD CONSTRAINT event_late_cancellations_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_late_cancellations event_late_cancellations_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_late_cancellations
    ADD CONSTRAINT event_late_cancellations_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_matches event_matches_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_matches
    ADD CONSTRAINT event_matches_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_matches event_matches_team_a_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_matches
    ADD CONSTRAINT event_matches_team_a_fkey FOREIGN KEY (event_id, team_a) REFERENCES public.event_teams(event_id, team_no) ON DELETE CASCADE;

--
-- Name: event_matches event_matches_team_b_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_matches
    ADD CONSTRAINT event_matches_team_b_fkey FOREIGN KEY (event_id, team_b) REFERENCES public.event_teams(event_id, team_no) ON DELETE CASCADE;

--
-- Name: event_participants event_participants_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_participants
    ADD CONSTRAINT event_participants_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_participants event_participants_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_participants
    ADD CONSTRAINT event_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_payment_history event_payment_history_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_history
    ADD CONSTRAINT event_payment_history_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_payment_shares event_payment_shares_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_shares
    ADD CONSTRAINT event_payment_shares_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_payment_shares event_payment_shares_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_payment_shares
    ADD CONSTRAINT event_payment_shares_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: event_reminders_sent event_reminders_sent_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reminders_sent
    ADD CONSTRAINT event_reminders_sent_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_reminders_sent event_reminders_sent_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_reminders_sent
    ADD CONSTRAINT event_reminders_sent_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_series event_series_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series
    ADD CONSTRAINT event_series_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE SET NULL;

--
-- Name: event_series event_series_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series
    ADD CONSTRAINT event_series_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_series_regulars event_series_regulars_series_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series_regulars
    ADD CONSTRAINT event_series_regulars_series_id_fkey FOREIGN KEY (series_id) REFERENCES public.event_series(id) ON DELETE CASCADE;

--
-- Name: event_series_regulars event_series_regulars_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_series_regulars
    ADD CONSTRAINT event_series_regulars_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: event_teams event_teams_drawn_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_teams
    ADD CONSTRAINT event_teams_drawn_by_fkey FOREIGN KEY (drawn_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: event_teams event_teams_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_teams
    ADD CONSTRAINT event_teams_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_waiting_list event_waiting_list_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_waiting_list
    ADD CONSTRAINT event_waiting_list_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: event_waiting_list event_waiting_list_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.event_waiting_list
    ADD CONSTRAINT event_waiting_list_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: events events_club_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_club_id_fkey FOREIGN KEY (club_id) REFERENCES public.clubs(id) ON DELETE SET NULL;

--
-- Name: events events_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: events events_series_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_series_id_fkey FOREIGN KEY (series_id) REFERENCES public.event_series(id) ON DELETE SET NULL;

--
-- Name: events events_sport_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_sport_id_fkey FOREIGN KEY (sport_id) REFERENCES public.sports(id) ON DELETE SET NULL;

--
-- Name: game_day_changes game_day_changes_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.game_day_changes
    ADD CONSTRAINT game_day_changes_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: notifications notifications_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: payment_reminders_sent payment_reminders_sent_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders_sent
    ADD CONSTRAINT payment_reminders_sent_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: payment_reminders_sent payment_reminders_sent_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_reminders_sent
    ADD CONSTRAINT payment_reminders_sent_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: profiles profiles_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.profiles
    ADD CONSTRAINT profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: push_outbox push_outbox_notification_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;

--
-- Name: push_outbox push_outbox_subscription_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_outbox
    ADD CONSTRAINT push_outbox_subscription_id_fkey FOREIGN KEY (subscription_id) REFERENCES public.push_subscriptions(id) ON DELETE SET NULL;

--
-- Name: push_queue push_queue_notification_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_queue
    ADD CONSTRAINT push_queue_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;

--
-- Name: push_subscriptions push_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: reviews reviews_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE;

--
-- Name: reviews reviews_reviewed_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_reviewed_user_id_fkey FOREIGN KEY (reviewed_user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: reviews reviews_reviewer_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_reviewer_user_id_fkey FOREIGN KEY (reviewer_user_id) REFERENCES public.profiles(user_id) ON DELETE SET NULL;

--
-- Name: sport_suggestions sport_suggestions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sport_suggestions
    ADD CONSTRAINT sport_suggestions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: suggested_sports suggested_sports_suggested_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.suggested_sports
    ADD CONSTRAINT suggested_sports_suggested_by_fkey FOREIGN KEY (suggested_by) REFERENCES auth.users(id) ON DELETE SET NULL;

--
-- Name: terms_acceptances terms_acceptances_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.terms_acceptances
    ADD CONSTRAINT terms_acceptances_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: user_blocks user_blocks_blocked_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_blocks
    ADD CONSTRAINT user_blocks_blocked_id_fkey FOREIGN KEY (blocked_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: user_blocks user_blocks_blocker_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_blocks
    ADD CONSTRAINT user_blocks_blocker_id_fkey FOREIGN KEY (blocker_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: user_sports user_sports_sport_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sports
    ADD CONSTRAINT user_sports_sport_id_fkey FOREIGN KEY (sport_id) REFERENCES public.sports(id) ON DELETE CASCADE;

--
-- Name: user_sports user_sports_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_sports
    ADD CONSTRAINT user_sports_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.profiles(user_id) ON DELETE CASCADE;

--
-- Name: objects objects_bucket_id_fkey; Type: FK CONSTRAINT; Schema: storage; Owner: -
--

ALTER TABLE ONLY storage.objects
    ADD CONSTRAINT objects_bucket_id_fkey FOREIGN KEY (bucket_id) REFERENCES storage.buckets(id);

--
-- Name: account_deletions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.account_deletions ENABLE ROW LEVEL SECURITY;

--
-- Name: calendar_feeds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.calendar_feeds ENABLE ROW LEVEL SECURITY;

--
-- Name: club_caixa; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_caixa ENABLE ROW LEVEL SECURITY;

--
-- Name: club_caixa club_caixa_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_caixa_read ON public.club_caixa FOR SELECT TO authenticated USING (public.is_club_member(club_id));

--
-- Name: club_invite_links; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_invite_links ENABLE ROW LEVEL SECURITY;

--
-- Name: club_join_requests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_join_requests ENABLE ROW LEVEL SECURITY;

--
-- Name: club_join_requests club_join_requests_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_join_requests_read ON public.club_join_requests FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_club_admin(club_id)));

--
-- Name: club_ledger; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_ledger ENABLE ROW LEVEL SECURITY;

--
-- Name: club_ledger club_ledger_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_ledger_read ON public.club_ledger FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_club_admin(club_id)));

--
-- Name: club_members; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_members ENABLE ROW LEVEL SECURITY;

--
-- Name: club_members club_members_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_members_read ON public.club_members FOR SELECT TO anon, authenticated USING (public.can_see_club(club_id));

--
-- Name: club_notices; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_notices ENABLE ROW LEVEL SECURITY;

--
-- Name: club_notices club_notices_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_notices_delete ON public.club_notices FOR DELETE TO authenticated USING (public.is_club_admin(club_id));

--
-- Name: club_notices club_notices_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_notices_read ON public.club_notices FOR SELECT TO authenticated USING (public.is_club_member(club_id));

--
-- Name: club_pix_codes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_pix_codes ENABLE ROW LEVEL SECURITY;

--
-- Name: club_pix_codes club_pix_codes_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY club_pix_codes_read ON public.club_pix_codes FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_club_admin(club_id)));

--
-- Name: club_reminders_sent; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_reminders_sent ENABLE ROW LEVEL SECURITY;

--
-- Name: club_removals; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_removals ENABLE ROW LEVEL SECURITY;

--
-- Name: club_settlements; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_settlements ENABLE ROW LEVEL SECURITY;

--
-- Name: club_summaries_sent; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.club_summaries_sent ENABLE ROW LEVEL SECURITY;

--
-- Name: clubs; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.clubs ENABLE ROW LEVEL SECURITY;

--
-- Name: clubs clubs_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY clubs_read ON public.clubs FOR SELECT TO anon, authenticated USING (public.can_see_club(id));

--
-- Name: content_reports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.content_reports ENABLE ROW LEVEL SECURITY;

--
-- Name: event_attendance; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_attendance ENABLE ROW LEVEL SECURITY;

--
-- Name: event_attendance event_attendance_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_attendance_club_only ON public.event_attendance AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_attendance event_attendance_delete_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_attendance_delete_organiser ON public.event_attendance FOR DELETE TO authenticated USING (public.is_event_organiser(event_id));

--
-- Name: event_attendance event_attendance_insert; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_attendance_insert ON public.event_attendance FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_event_organiser(event_id)));

--
-- Name: event_attendance event_attendance_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_attendance_read ON public.event_attendance FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_event_organiser(event_id)));

--
-- Name: event_attendance event_attendance_update_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_attendance_update_organiser ON public.event_attendance FOR UPDATE TO authenticated USING (public.is_event_organiser(event_id)) WITH CHECK (public.is_event_organiser(event_id));

--
-- Name: event_comments; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_comments ENABLE ROW LEVEL SECURITY;

--
-- Name: event_comments event_comments_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_comments_club_only ON public.event_comments AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_comments event_comments_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_comments_delete ON public.event_comments FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.events e
  WHERE ((e.id = event_comments.event_id) AND (e.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: event_comments event_comments_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_comments_insert_own ON public.event_comments FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: event_comments event_comments_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_comments_read ON public.event_comments FOR SELECT TO anon, authenticated USING ((((hidden_at IS NULL) OR (user_id = ( SELECT auth.uid() AS uid))) AND (NOT COALESCE((user_id = ANY (( SELECT public.blocked_by_me() AS blocked_by_me)::uuid[])), false))));

--
-- Name: event_comments event_comments_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_comments_update_own ON public.event_comments FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: event_costs; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_costs ENABLE ROW LEVEL SECURITY;

--
-- Name: event_costs event_costs_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_costs_club_only ON public.event_costs AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_costs event_costs_read_members; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_costs_read_members ON public.event_costs FOR SELECT TO authenticated USING ((public.is_event_organiser(event_id) OR (EXISTS ( SELECT 1
   FROM public.event_participants ep
  WHERE ((ep.event_id = event_costs.event_id) AND (ep.user_id = ( SELECT auth.uid() AS uid)) AND (ep.status = 'registered'::text))))));

--
-- Name: event_guests; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_guests ENABLE ROW LEVEL SECURITY;

--
-- Name: event_invitations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_invitations ENABLE ROW LEVEL SECURITY;

--
-- Name: event_invitations event_invitations_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_invitations_club_only ON public.event_invitations AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_invitations event_invitations_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_invitations_read ON public.event_invitations FOR SELECT TO authenticated USING (((invitee_id = ( SELECT auth.uid() AS uid)) OR (invited_by = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.events e
  WHERE ((e.id = event_invitations.event_id) AND (e.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: event_late_cancellations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_late_cancellations ENABLE ROW LEVEL SECURITY;

--
-- Name: event_late_cancellations event_late_cancellations_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_late_cancellations_club_only ON public.event_late_cancellations AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_matches; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_matches ENABLE ROW LEVEL SECURITY;

--
-- Name: event_matches event_matches_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_matches_club_only ON public.event_matches AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_matches event_matches_delete_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_matches_delete_organiser ON public.event_matches FOR DELETE TO authenticated USING (public.is_event_organiser(event_id));

--
-- Name: event_matches event_matches_insert_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_matches_insert_organiser ON public.event_matches FOR INSERT TO authenticated WITH CHECK (public.is_event_organiser(event_id));

--
-- Name: event_matches event_matches_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_matches_read ON public.event_matches FOR SELECT TO authenticated USING (public.is_event_member(event_id));

--
-- Name: event_matches event_matches_update_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_matches_update_organiser ON public.event_matches FOR UPDATE TO authenticated USING (public.is_event_organiser(event_id)) WITH CHECK (public.is_event_organiser(event_id));

--
-- Name: event_participants; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_participants ENABLE ROW LEVEL SECURITY;

--
-- Name: event_participants event_participants_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_participants_club_only ON public.event_participants AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_participants event_participants_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_participants_delete ON public.event_participants FOR DELETE TO authenticated USING (public.lock_event_for_participant_removal(event_id, user_id));

--
-- Name: event_participants event_participants_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_participants_read ON public.event_participants FOR SELECT TO anon, authenticated USING (((status = 'registered'::text) OR (user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.events e
  WHERE ((e.id = event_participants.event_id) AND (e.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: event_payment_history; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_payment_history ENABLE ROW LEVEL SECURITY;

--
-- Name: event_payment_history event_payment_history_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_payment_history_read ON public.event_payment_history FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_event_organiser(event_id)));

--
-- Name: event_payment_shares; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_payment_shares ENABLE ROW LEVEL SECURITY;

--
-- Name: event_payment_shares event_payment_shares_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_payment_shares_club_only ON public.event_payment_shares AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_payment_shares event_payment_shares_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_payment_shares_read ON public.event_payment_shares FOR SELECT TO authenticated USING ((public.is_event_organiser(event_id) OR ((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.event_participants ep
  WHERE ((ep.event_id = event_payment_shares.event_id) AND (ep.user_id = ( SELECT auth.uid() AS uid)) AND (ep.status = 'registered'::text)))))));

--
-- Name: event_reminders_sent; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_reminders_sent ENABLE ROW LEVEL SECURITY;

--
-- Name: event_series; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_series ENABLE ROW LEVEL SECURITY;

--
-- Name: event_series event_series_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_series_club_only ON public.event_series AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (((club_id IS NULL) OR public.can_see_club(club_id)));

--
-- Name: event_series event_series_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_series_read ON public.event_series FOR SELECT TO anon, authenticated USING (true);

--
-- Name: event_series_regulars; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_series_regulars ENABLE ROW LEVEL SECURITY;

--
-- Name: event_series_regulars event_series_regulars_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_series_regulars_club_only ON public.event_series_regulars AS RESTRICTIVE FOR SELECT TO anon, authenticated USING ((NOT (EXISTS ( SELECT 1
   FROM public.event_series s
  WHERE ((s.id = event_series_regulars.series_id) AND (s.club_id IS NOT NULL) AND (NOT public.can_see_club(s.club_id)))))));

--
-- Name: event_series_regulars event_series_regulars_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_series_regulars_read ON public.event_series_regulars FOR SELECT TO anon, authenticated USING (true);

--
-- Name: event_teams; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_teams ENABLE ROW LEVEL SECURITY;

--
-- Name: event_teams event_teams_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_teams_club_only ON public.event_teams AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_teams event_teams_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_teams_read ON public.event_teams FOR SELECT TO authenticated USING (public.is_event_member(event_id));

--
-- Name: event_waiting_list; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.event_waiting_list ENABLE ROW LEVEL SECURITY;

--
-- Name: event_waiting_list event_waiting_list_club_only; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_waiting_list_club_only ON public.event_waiting_list AS RESTRICTIVE FOR SELECT TO anon, authenticated USING (public.can_see_event(event_id));

--
-- Name: event_waiting_list event_waiting_list_delete; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_waiting_list_delete ON public.event_waiting_list FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.events e
  WHERE ((e.id = event_waiting_list.event_id) AND (e.created_by = ( SELECT auth.uid() AS uid)))))));

--
-- Name: event_waiting_list event_waiting_list_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY event_waiting_list_read ON public.event_waiting_list FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_event_organiser(event_id)));

--
-- Name: events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.events ENABLE ROW LEVEL SECURITY;

--
-- Name: events events_delete_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY events_delete_organiser ON public.events FOR DELETE TO authenticated USING ((created_by = ( SELECT auth.uid() AS uid)));

--
-- Name: events events_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY events_insert_own ON public.events FOR INSERT TO authenticated WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) AND (status = 'active'::text) AND ((club_id IS NULL) OR public.is_club_admin(club_id))));

--
-- Name: events events_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY events_read ON public.events FOR SELECT TO anon, authenticated USING (((club_id IS NULL) OR public.can_see_club(club_id)));

--
-- Name: events events_update_organiser; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY events_update_organiser ON public.events FOR UPDATE TO authenticated USING (((created_by = ( SELECT auth.uid() AS uid)) OR ((club_id IS NOT NULL) AND public.is_club_admin(club_id)))) WITH CHECK (((created_by = ( SELECT auth.uid() AS uid)) OR ((club_id IS NOT NULL) AND public.is_club_admin(club_id))));

--
-- Name: game_day_changes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.game_day_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications notifications_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notifications_delete_own ON public.notifications FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: notifications notifications_read_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notifications_read_own ON public.notifications FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: notifications notifications_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notifications_update_own ON public.notifications FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: payment_reminders_sent; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.payment_reminders_sent ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.profiles ENABLE ROW LEVEL SECURITY;

--
-- Name: profiles profiles_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY profiles_insert_own ON public.profiles FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: profiles profiles_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY profiles_read ON public.profiles FOR SELECT TO anon, authenticated USING (true);

--
-- Name: profiles profiles_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY profiles_update_own ON public.profiles FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: push_config; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_config ENABLE ROW LEVEL SECURITY;

--
-- Name: push_outbox; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: push_queue; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_queue ENABLE ROW LEVEL SECURITY;

--
-- Name: push_subscriptions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: push_subscriptions push_subscriptions_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY push_subscriptions_delete_own ON public.push_subscriptions FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: push_subscriptions push_subscriptions_read_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY push_subscriptions_read_own ON public.push_subscriptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: remote_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.remote_events ENABLE ROW LEVEL SECURITY;

--
-- Name: remote_releases; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.remote_releases ENABLE ROW LEVEL SECURITY;

--
-- Name: reviews; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reviews ENABLE ROW LEVEL SECURITY;

--
-- Name: reviews reviews_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY reviews_read ON public.reviews FOR SELECT TO anon, authenticated USING (true);

--
-- Name: scheduled_job_failures; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.scheduled_job_failures ENABLE ROW LEVEL SECURITY;

--
-- Name: scheduled_job_failures scheduled_job_failures_service_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY scheduled_job_failures_service_read ON public.scheduled_job_failures FOR SELECT TO service_role USING (true);

--
-- Name: sport_suggestions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.sport_suggestions ENABLE ROW LEVEL SECURITY;

--
-- Name: sport_suggestions sport_suggestions_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY sport_suggestions_insert_own ON public.sport_suggestions FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text)));

--
-- Name: sport_suggestions sport_suggestions_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY sport_suggestions_read ON public.sport_suggestions FOR SELECT TO authenticated USING (true);

--
-- Name: sports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.sports ENABLE ROW LEVEL SECURITY;

--
-- Name: sports sports_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY sports_read ON public.sports FOR SELECT TO anon, authenticated USING (true);

--
-- Name: suggested_sports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.suggested_sports ENABLE ROW LEVEL SECURITY;

--
-- Name: suggested_sports suggested_sports_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY suggested_sports_insert_own ON public.suggested_sports FOR INSERT TO authenticated WITH CHECK (((suggested_by = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text)));

--
-- Name: suggested_sports suggested_sports_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY suggested_sports_read ON public.suggested_sports FOR SELECT TO authenticated USING (true);

--
-- Name: terms_acceptances; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.terms_acceptances ENABLE ROW LEVEL SECURITY;

--
-- Name: terms_acceptances terms_acceptances_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY terms_acceptances_select_own ON public.terms_acceptances FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_blocks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_blocks ENABLE ROW LEVEL SECURITY;

--
-- Name: user_blocks user_blocks_read_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_blocks_read_own ON public.user_blocks FOR SELECT TO authenticated USING ((blocker_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_sports; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_sports ENABLE ROW LEVEL SECURITY;

--
-- Name: user_sports user_sports_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_sports_delete_own ON public.user_sports FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_sports user_sports_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_sports_insert_own ON public.user_sports FOR INSERT TO authenticated WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_sports user_sports_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_sports_read ON public.user_sports FOR SELECT TO anon, authenticated USING (true);

--
-- Name: messages; Type: ROW SECURITY; Schema: realtime; Owner: -
--

ALTER TABLE realtime.messages ENABLE ROW LEVEL SECURITY;

--
-- Name: buckets; Type: ROW SECURITY; Schema: storage; Owner: -
--

ALTER TABLE storage.buckets ENABLE ROW LEVEL SECURITY;

--
-- Name: buckets event_images_bucket_read; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY event_images_bucket_read ON storage.buckets FOR SELECT TO anon, authenticated USING ((id = 'event-images'::text));

--
-- Name: objects event_images_delete_own; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY event_images_delete_own ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'event-images'::text) AND (COALESCE(owner_id, (owner)::text) = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects event_images_read; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY event_images_read ON storage.objects FOR SELECT TO anon, authenticated USING ((bucket_id = 'event-images'::text));

--
-- Name: objects event_images_update_own; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY event_images_update_own ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'event-images'::text) AND (COALESCE(owner_id, (owner)::text) = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'event-images'::text) AND (COALESCE(owner_id, (owner)::text) = (( SELECT auth.uid() AS uid))::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects event_images_upload; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY event_images_upload ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'event-images'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

--
-- Name: objects; Type: ROW SECURITY; Schema: storage; Owner: -
--

ALTER TABLE storage.objects ENABLE ROW LEVEL SECURITY;

--
-- Name: supabase_realtime; Type: PUBLICATION; Schema: -; Owner: -
--

CREATE PUBLICATION supabase_realtime WITH (publish = 'insert, update, delete, truncate');

--
-- Name: supabase_realtime club_notices; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.club_notices;

--
-- Name: supabase_realtime event_attendance; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_attendance;

--
-- Name: supabase_realtime event_comments; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_comments;

--
-- Name: supabase_realtime event_matches; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_matches;

--
-- Name: supabase_realtime event_participants; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_participants;

--
-- Name: supabase_realtime event_teams; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_teams;

--
-- Name: supabase_realtime event_waiting_list; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.event_waiting_list;

--
-- Name: supabase_realtime events; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.events;

--
-- Name: supabase_realtime notifications; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.notifications;

--
-- Name: SCHEMA auth; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA auth TO anon;
GRANT USAGE ON SCHEMA auth TO authenticated;
GRANT USAGE ON SCHEMA auth TO service_role;

--
-- Name: SCHEMA extensions; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA extensions TO PUBLIC;

--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

--
-- Name: SCHEMA realtime; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA realtime TO anon;
GRANT USAGE ON SCHEMA realtime TO authenticated;
GRANT USAGE ON SCHEMA realtime TO service_role;

--
-- Name: SCHEMA storage; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA storage TO anon;
GRANT USAGE ON SCHEMA storage TO authenticated;
GRANT USAGE ON SCHEMA storage TO service_role;

--
-- Name: FUNCTION email(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.email() TO anon;
GRANT ALL ON FUNCTION auth.email() TO authenticated;
GRANT ALL ON FUNCTION auth.email() TO service_role;

--
-- Name: FUNCTION jwt(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.jwt() TO anon;
GRANT ALL ON FUNCTION auth.jwt() TO authenticated;
GRANT ALL ON FUNCTION auth.jwt() TO service_role;

--
-- Name: FUNCTION role(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.role() TO anon;
GRANT ALL ON FUNCTION auth.role() TO authenticated;
GRANT ALL ON FUNCTION auth.role() TO service_role;

--
-- Name: FUNCTION uid(); Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON FUNCTION auth.uid() TO anon;
GRANT ALL ON FUNCTION auth.uid() TO authenticated;
GRANT ALL ON FUNCTION auth.uid() TO service_role;

--
-- Name: FUNCTION accept_terms(p_version text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.accept_terms(p_version text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_terms(p_version text) TO authenticated;
GRANT ALL ON FUNCTION public.accept_terms(p_version text) TO service_role;

--
-- Name: FUNCTION add_club_member(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_club_member(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_club_member(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer, p_description text, p_occurred_on date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer, p_description text, p_occurred_on date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer, p_description text, p_occurred_on date) TO authenticated;
GRANT ALL ON FUNCTION public.add_club_movement(p_club_id uuid, p_kind text, p_amount_cents integer, p_description text, p_occurred_on date) TO service_role;

--
-- Name: FUNCTION is_brazil_time_zone(p_zone text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.is_brazil_time_zone(p_zone text) TO anon;
GRANT ALL ON FUNCTION public.is_brazil_time_zone(p_zone text) TO authenticated;
GRANT ALL ON FUNCTION public.is_brazil_time_zone(p_zone text) TO service_role;

--
-- Name: TABLE events; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.events TO service_role;
GRANT SELECT ON TABLE public.events TO anon;
GRANT SELECT,DELETE ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.title; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.description; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(description),UPDATE(description) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.location; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(location),UPDATE(location) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.location_reference; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(location_reference),UPDATE(location_reference) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.date; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(date),UPDATE(date) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events."time"; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT("time"),UPDATE("time") ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.age_group; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(age_group),UPDATE(age_group) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.gender; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(gender),UPDATE(gender) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.skill_level; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(skill_level),UPDATE(skill_level) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.min_participants; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(min_participants),UPDATE(min_participants) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.max_participants; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(max_participants),UPDATE(max_participants) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.created_by; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(created_by) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.sport_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sport_id),UPDATE(sport_id) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.custom_sport_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(custom_sport_name),UPDATE(custom_sport_name) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status),UPDATE(status) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.requires_approval; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(requires_approval),UPDATE(requires_approval) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.has_pcd_structure; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(has_pcd_structure),UPDATE(has_pcd_structure) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.pcd_types; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(pcd_types),UPDATE(pcd_types) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.image_url; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(image_url),UPDATE(image_url) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.updated_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(updated_at) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.time_zone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(time_zone),UPDATE(time_zone) ON TABLE public.events TO authenticated;

--
-- Name: COLUMN events.club_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(club_id) ON TABLE public.events TO authenticated;

--
-- Name: FUNCTION add_event_invitations(p_event public.events, p_invitees uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_event_invitations(p_event public.events, p_invitees uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_event_invitations(p_event public.events, p_invitees uuid[]) TO service_role;

--
-- Name: FUNCTION add_guest(p_event_id text, p_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.add_guest(p_event_id text, p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.add_guest(p_event_id text, p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.add_guest(p_event_id text, p_name text) TO service_role;

--
-- Name: FUNCTION answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean) TO authenticated;
GRANT ALL ON FUNCTION public.answer_club_request(p_club_id uuid, p_user_id uuid, p_approve boolean) TO service_role;

--
-- Name: FUNCTION apply_game_day_change(p_change jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_game_day_change(p_change jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_game_day_change(p_change jsonb) TO service_role;

--
-- Name: FUNCTION apply_game_day_changes(p_changes jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_game_day_changes(p_changes jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_game_day_changes(p_changes jsonb) TO service_role;
GRANT ALL ON FUNCTION public.apply_game_day_changes(p_changes jsonb) TO authenticated;

--
-- Name: FUNCTION approve_participant(p_event_id text, p_participant_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.approve_participant(p_event_id text, p_participant_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_participant(p_event_id text, p_participant_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.approve_participant(p_event_id text, p_participant_id uuid) TO authenticated;

--
-- Name: FUNCTION avulsos_from(p_event public.events); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.avulsos_from(p_event public.events) TO anon;
GRANT ALL ON FUNCTION public.avulsos_from(p_event public.events) TO authenticated;
GRANT ALL ON FUNCTION public.avulsos_from(p_event public.events) TO service_role;

--
-- Name: FUNCTION block_user(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.block_user(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.block_user(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.block_user(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION blocked_by_me(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.blocked_by_me() FROM PUBLIC;
GRANT ALL ON FUNCTION public.blocked_by_me() TO anon;
GRANT ALL ON FUNCTION public.blocked_by_me() TO authenticated;
GRANT ALL ON FUNCTION public.blocked_by_me() TO service_role;

--
-- Name: FUNCTION blocked_by_organiser(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.blocked_by_organiser(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.blocked_by_organiser(p_event_id uuid) TO anon;
GRANT ALL ON FUNCTION public.blocked_by_organiser(p_event_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.blocked_by_organiser(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION calendar_event(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.calendar_event(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calendar_event(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION calendar_feed(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.calendar_feed(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calendar_feed(p_token text) TO service_role;

--
-- Name: FUNCTION calendar_feed_token(p_renew boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.calendar_feed_token(p_renew boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calendar_feed_token(p_renew boolean) TO authenticated;
GRANT ALL ON FUNCTION public.calendar_feed_token(p_renew boolean) TO service_role;

--
-- Name: FUNCTION can_see_club(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.can_see_club(p_club_id uuid) TO anon;
GRANT ALL ON FUNCTION public.can_see_club(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.can_see_club(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION can_see_event(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.can_see_event(p_event_id uuid) TO anon;
GRANT ALL ON FUNCTION public.can_see_event(p_event_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.can_see_event(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION charge_club_dues(p_club_id uuid, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.charge_club_dues(p_club_id uuid, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.charge_club_dues(p_club_id uuid, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION charge_club_game(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.charge_club_game(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.charge_club_game(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION check_club_fields(p_club jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.check_club_fields(p_club jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_club_fields(p_club jsonb) TO service_role;

--
-- Name: FUNCTION check_club_name(p_name text, p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.check_club_name(p_name text, p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.check_club_name(p_name text, p_club_id uuid) TO service_role;

--
-- Name: FUNCTION check_event_start(p_starts_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.check_event_start(p_starts_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.check_event_start(p_starts_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.check_event_start(p_starts_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION claim_guest_place(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_guest_place(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_guest_place(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.claim_guest_place(p_token text) TO service_role;

--
-- Name: FUNCTION clear_job_failure(p_job text, p_unit_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.clear_job_failure(p_job text, p_unit_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.clear_job_failure(p_job text, p_unit_id uuid) TO service_role;

--
-- Name: FUNCTION close_due_event(p_event_id uuid, p_cut timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.close_due_event(p_event_id uuid, p_cut timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.close_due_event(p_event_id uuid, p_cut timestamp with time zone) TO service_role;

--
-- Name: FUNCTION close_due_events(p_due timestamp with time zone, p_user uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.close_due_events(p_due timestamp with time zone, p_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.close_due_events(p_due timestamp with time zone, p_user uuid) TO service_role;

--
-- Name: FUNCTION club_cash_balance(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_cash_balance(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_cash_balance(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION club_debt_refusal(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_debt_refusal(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_debt_refusal(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION club_ledger_adds_up(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_ledger_adds_up() FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_ledger_adds_up() TO service_role;

--
-- Name: FUNCTION club_ledger_append_only(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.club_ledger_append_only() TO anon;
GRANT ALL ON FUNCTION public.club_ledger_append_only() TO authenticated;
GRANT ALL ON FUNCTION public.club_ledger_append_only() TO service_role;

--
-- Name: FUNCTION club_ledger_before_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_ledger_before_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_ledger_before_insert() TO service_role;

--
-- Name: TABLE club_ledger; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_ledger TO service_role;
GRANT SELECT ON TABLE public.club_ledger TO authenticated;

--
-- Name: FUNCTION club_ledger_line_json(p_line public.club_ledger); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_ledger_line_json(p_line public.club_ledger) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_ledger_line_json(p_line public.club_ledger) TO service_role;

--
-- Name: FUNCTION club_members_keep_an_owner(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_members_keep_an_owner() FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_members_keep_an_owner() TO service_role;

--
-- Name: FUNCTION club_month_figures(p_club_id uuid, p_month date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_month_figures(p_club_id uuid, p_month date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_month_figures(p_club_id uuid, p_month date) TO service_role;

--
-- Name: FUNCTION club_open_charges(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_open_charges(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_open_charges(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: TABLE club_pix_codes; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_pix_codes TO service_role;
GRANT SELECT ON TABLE public.club_pix_codes TO authenticated;

--
-- Name: FUNCTION club_pix_code_for(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_pix_code_for(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_pix_code_for(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION club_reminders_due(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_reminders_due(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_reminders_due(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION club_role(p_club_id uuid, p_user uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.club_role(p_club_id uuid, p_user uuid) TO anon;
GRANT ALL ON FUNCTION public.club_role(p_club_id uuid, p_user uuid) TO authenticated;
GRANT ALL ON FUNCTION public.club_role(p_club_id uuid, p_user uuid) TO service_role;

--
-- Name: FUNCTION club_successor(p_club_id uuid, p_leaving uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_successor(p_club_id uuid, p_leaving uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_successor(p_club_id uuid, p_leaving uuid) TO service_role;

--
-- Name: FUNCTION club_today(p_club_id uuid, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.club_today(p_club_id uuid, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.club_today(p_club_id uuid, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION comment_reports_to_hide(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.comment_reports_to_hide() TO anon;
GRANT ALL ON FUNCTION public.comment_reports_to_hide() TO authenticated;
GRANT ALL ON FUNCTION public.comment_reports_to_hide() TO service_role;

--
-- Name: FUNCTION confirm_club_payment(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirm_club_payment(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_club_payment(p_club_id uuid, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.confirm_club_payment(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION confirm_payment(p_event_id text, p_user_id uuid, p_received boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirm_payment(p_event_id text, p_user_id uuid, p_received boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_payment(p_event_id text, p_user_id uuid, p_received boolean) TO authenticated;
GRANT ALL ON FUNCTION public.confirm_payment(p_event_id text, p_user_id uuid, p_received boolean) TO service_role;

--
-- Name: FUNCTION create_club(p_club jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_club(p_club jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_club(p_club jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.create_club(p_club jsonb) TO service_role;

--
-- Name: FUNCTION create_event(p_event jsonb, p_invitees uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_event(p_event jsonb, p_invitees uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_event(p_event jsonb, p_invitees uuid[]) TO service_role;
GRANT ALL ON FUNCTION public.create_event(p_event jsonb, p_invitees uuid[]) TO authenticated;

--
-- Name: FUNCTION create_event_with_cost(p_event jsonb, p_invitees uuid[], p_cost jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_event_with_cost(p_event jsonb, p_invitees uuid[], p_cost jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_event_with_cost(p_event jsonb, p_invitees uuid[], p_cost jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.create_event_with_cost(p_event jsonb, p_invitees uuid[], p_cost jsonb) TO service_role;

--
-- Name: FUNCTION create_event_with_cost_outside_club(p_event jsonb, p_invitees uuid[], p_cost jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.create_event_with_cost_outside_club(p_event jsonb, p_invitees uuid[], p_cost jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.create_event_with_cost_outside_club(p_event jsonb, p_invitees uuid[], p_cost jsonb) TO service_role;

--
-- Name: FUNCTION current_terms_version(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.current_terms_version() TO anon;
GRANT ALL ON FUNCTION public.current_terms_version() TO authenticated;
GRANT ALL ON FUNCTION public.current_terms_version() TO service_role;

--
-- Name: FUNCTION delete_account(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_account(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_account(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION delete_push_subscription(p_endpoint text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.delete_push_subscription(p_endpoint text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.delete_push_subscription(p_endpoint text) TO authenticated;
GRANT ALL ON FUNCTION public.delete_push_subscription(p_endpoint text) TO service_role;

--
-- Name: FUNCTION display_name(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.display_name(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.display_name(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION drop_guest_stand_in(p_guest_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.drop_guest_stand_in(p_guest_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.drop_guest_stand_in(p_guest_id uuid) TO service_role;

--
-- Name: FUNCTION end_series(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.end_series(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.end_series(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.end_series(p_event_id text) TO service_role;

--
-- Name: FUNCTION escape_like(value text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.escape_like(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.escape_like(value text) TO service_role;
GRANT ALL ON FUNCTION public.escape_like(value text) TO anon;
GRANT ALL ON FUNCTION public.escape_like(value text) TO authenticated;

--
-- Name: FUNCTION evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.evaluation_access(p_uid uuid, p_event_id uuid, p_lock boolean) TO service_role;

--
-- Name: FUNCTION event_attendance_before_write(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_attendance_before_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_attendance_before_write() TO service_role;

--
-- Name: FUNCTION event_attendance_evaluation(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_attendance_evaluation() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_attendance_evaluation() TO service_role;

--
-- Name: FUNCTION event_attendance_made_at(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_attendance_made_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_attendance_made_at() TO service_role;

--
-- Name: FUNCTION event_change_summary(p_old public.events, p_new public.events); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_change_summary(p_old public.events, p_new public.events) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_change_summary(p_old public.events, p_new public.events) TO service_role;

--
-- Name: FUNCTION event_comments_after_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_comments_after_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_comments_after_insert() TO service_role;

--
-- Name: FUNCTION event_comments_before_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_comments_before_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_comments_before_insert() TO service_role;

--
-- Name: FUNCTION event_criteria_mismatches(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_criteria_mismatches(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_criteria_mismatches(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.event_criteria_mismatches(p_event_id text) TO authenticated;

--
-- Name: FUNCTION event_guests_after_delete(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_guests_after_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_guests_after_delete() TO service_role;

--
-- Name: FUNCTION event_matches_before_write(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_matches_before_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_matches_before_write() TO service_role;

--
-- Name: FUNCTION event_organised_by(p_event_id uuid, p_user uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_organised_by(p_event_id uuid, p_user uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_organised_by(p_event_id uuid, p_user uuid) TO service_role;

--
-- Name: FUNCTION event_participants_after_write(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_participants_after_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_participants_after_write() TO service_role;

--
-- Name: FUNCTION event_participants_before_delete(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_participants_before_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_participants_before_delete() TO service_role;

--
-- Name: FUNCTION event_participants_game_day(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_participants_game_day() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_participants_game_day() TO service_role;

--
-- Name: FUNCTION event_participants_keep_absent_closed(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_participants_keep_absent_closed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_participants_keep_absent_closed() TO service_role;

--
-- Name: FUNCTION event_payment_history_append_only(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.event_payment_history_append_only() TO anon;
GRANT ALL ON FUNCTION public.event_payment_history_append_only() TO authenticated;
GRANT ALL ON FUNCTION public.event_payment_history_append_only() TO service_role;

--
-- Name: FUNCTION event_payment_shares_txid(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_payment_shares_txid() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_payment_shares_txid() TO service_role;

--
-- Name: FUNCTION event_reminders_due(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_reminders_due(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_reminders_due(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION event_series_check_template(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_series_check_template() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_series_check_template() TO service_role;

--
-- Name: FUNCTION event_split_preview(p_event_id text, p_include_organiser boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_split_preview(p_event_id text, p_include_organiser boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_split_preview(p_event_id text, p_include_organiser boolean) TO authenticated;
GRANT ALL ON FUNCTION public.event_split_preview(p_event_id text, p_include_organiser boolean) TO service_role;

--
-- Name: FUNCTION event_start_horizon(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.event_start_horizon() TO anon;
GRANT ALL ON FUNCTION public.event_start_horizon() TO authenticated;
GRANT ALL ON FUNCTION public.event_start_horizon() TO service_role;

--
-- Name: FUNCTION event_template_error(p_template jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_template_error(p_template jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_template_error(p_template jsonb) TO service_role;

--
-- Name: FUNCTION event_text_error(p_label text, p_text text, p_multiline boolean); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.event_text_error(p_label text, p_text text, p_multiline boolean) TO anon;
GRANT ALL ON FUNCTION public.event_text_error(p_label text, p_text text, p_multiline boolean) TO authenticated;
GRANT ALL ON FUNCTION public.event_text_error(p_label text, p_text text, p_multiline boolean) TO service_role;

--
-- Name: FUNCTION event_texts_error(p_new public.events, p_old public.events); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.event_texts_error(p_new public.events, p_old public.events) TO anon;
GRANT ALL ON FUNCTION public.event_texts_error(p_new public.events, p_old public.events) TO authenticated;
GRANT ALL ON FUNCTION public.event_texts_error(p_new public.events, p_old public.events) TO service_role;

--
-- Name: FUNCTION event_waiting_list_before_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.event_waiting_list_before_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.event_waiting_list_before_insert() TO service_role;

--
-- Name: FUNCTION events_after_capacity_change(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_after_capacity_change() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_after_capacity_change() TO service_role;

--
-- Name: FUNCTION events_after_update(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_after_update() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_after_update() TO service_role;

--
-- Name: FUNCTION events_became_club_game(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_became_club_game() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_became_club_game() TO service_role;

--
-- Name: FUNCTION events_before_write(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_before_write() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_before_write() TO service_role;

--
-- Name: FUNCTION events_check_player_limits(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.events_check_player_limits() TO anon;
GRANT ALL ON FUNCTION public.events_check_player_limits() TO authenticated;
GRANT ALL ON FUNCTION public.events_check_player_limits() TO service_role;

--
-- Name: FUNCTION events_club_from_series(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_club_from_series() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_club_from_series() TO service_role;

--
-- Name: FUNCTION events_copy_series_cost(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_copy_series_cost() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_copy_series_cost() TO service_role;

--
-- Name: FUNCTION events_refuse_control_characters(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_refuse_control_characters() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_refuse_control_characters() TO service_role;

--
-- Name: FUNCTION events_resume_before_start(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.events_resume_before_start() FROM PUBLIC;
GRANT ALL ON FUNCTION public.events_resume_before_start() TO service_role;

--
-- Name: FUNCTION expand_push_queue(p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.expand_push_queue(p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.expand_push_queue(p_limit integer) TO service_role;

--
-- Name: FUNCTION export_my_data(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_my_data() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data() TO authenticated;
GRANT ALL ON FUNCTION public.export_my_data() TO service_role;

--
-- Name: FUNCTION export_my_data_without_caixa(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_my_data_without_caixa() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data_without_caixa() TO service_role;

--
-- Name: FUNCTION export_my_data_without_clubs(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_my_data_without_clubs() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data_without_clubs() TO service_role;

--
-- Name: FUNCTION export_my_data_without_guests(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.export_my_data_without_guests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_my_data_without_guests() TO service_role;

--
-- Name: FUNCTION filter_days(p_keys text[], p_today date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.filter_days(p_keys text[], p_today date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.filter_days(p_keys text[], p_today date) TO service_role;
GRANT ALL ON FUNCTION public.filter_days(p_keys text[], p_today date) TO anon;
GRANT ALL ON FUNCTION public.filter_days(p_keys text[], p_today date) TO authenticated;

--
-- Name: FUNCTION normalize_search(value text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.normalize_search(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.normalize_search(value text) TO service_role;
GRANT ALL ON FUNCTION public.normalize_search(value text) TO anon;
GRANT ALL ON FUNCTION public.normalize_search(value text) TO authenticated;

--
-- Name: FUNCTION sport_key(value text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.sport_key(value text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.sport_key(value text) TO service_role;
GRANT ALL ON FUNCTION public.sport_key(value text) TO anon;
GRANT ALL ON FUNCTION public.sport_key(value text) TO authenticated;

--
-- Name: FUNCTION filter_sport_keys(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.filter_sport_keys() FROM PUBLIC;
GRANT ALL ON FUNCTION public.filter_sport_keys() TO service_role;
GRANT ALL ON FUNCTION public.filter_sport_keys() TO anon;
GRANT ALL ON FUNCTION public.filter_sport_keys() TO authenticated;

--
-- Name: FUNCTION format_brl(p_cents integer); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.format_brl(p_cents integer) TO anon;
GRANT ALL ON FUNCTION public.format_brl(p_cents integer) TO authenticated;
GRANT ALL ON FUNCTION public.format_brl(p_cents integer) TO service_role;

--
-- Name: FUNCTION game_day_apply_check_in(p_event_id uuid, p_made_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_apply_check_in(p_event_id uuid, p_made_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_apply_check_in(p_event_id uuid, p_made_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION game_day_apply_mark(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_apply_mark(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_apply_mark(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION game_day_apply_score(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_apply_score(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_apply_score(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION game_day_apply_teams(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_apply_teams(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_apply_teams(p_event_id uuid, p_payload jsonb, p_made_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION game_day_clock(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_clock() FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_clock() TO service_role;
GRANT ALL ON FUNCTION public.game_day_clock() TO authenticated;

--
-- Name: FUNCTION game_day_closes_at(p_starts_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_closes_at(p_starts_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_closes_at(p_starts_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.game_day_closes_at(p_starts_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.game_day_closes_at(p_starts_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION game_day_event(p_event_id uuid, p_action text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_event(p_event_id uuid, p_action text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_event(p_event_id uuid, p_action text) TO service_role;

--
-- Name: FUNCTION game_day_final_at(p_starts_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_final_at(p_starts_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_final_at(p_starts_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.game_day_final_at(p_starts_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.game_day_final_at(p_starts_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION game_day_opens_at(p_starts_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_opens_at(p_starts_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_opens_at(p_starts_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.game_day_opens_at(p_starts_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.game_day_opens_at(p_starts_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION game_day_person_name(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.game_day_person_name(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.game_day_person_name(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION get_attendance_record(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_attendance_record(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_attendance_record(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_attendance_record(p_user_id uuid) TO anon;
GRANT ALL ON FUNCTION public.get_attendance_record(p_user_id uuid) TO authenticated;

--
-- Name: FUNCTION get_club_caixa(p_club_id uuid, p_month date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_club_caixa(p_club_id uuid, p_month date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_club_caixa(p_club_id uuid, p_month date) TO authenticated;
GRANT ALL ON FUNCTION public.get_club_caixa(p_club_id uuid, p_month date) TO service_role;

--
-- Name: FUNCTION get_club_invite(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_club_invite(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_club_invite(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_club_invite(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION get_club_invite_preview(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_club_invite_preview(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_club_invite_preview(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.get_club_invite_preview(p_token text) TO service_role;

--
-- Name: FUNCTION get_evaluation(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_evaluation(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_evaluation(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.get_evaluation(p_event_id text) TO authenticated;

--
-- Name: FUNCTION get_event_detail(p_event_id text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.get_event_detail(p_event_id text) TO anon;
GRANT ALL ON FUNCTION public.get_event_detail(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_event_detail(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_event_detail_unchecked(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_event_detail_unchecked(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_event_detail_unchecked(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.get_event_detail_unchecked(p_event_id text) TO anon;
GRANT ALL ON FUNCTION public.get_event_detail_unchecked(p_event_id text) TO authenticated;

--
-- Name: FUNCTION get_event_guests(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_event_guests(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_event_guests(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_event_guests(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_event_list(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_event_list(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_event_list(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_event_list(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_event_payments(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_event_payments(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_event_payments(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_event_payments(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_event_preview(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_event_preview(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_event_preview(p_event_id text) TO anon;
GRANT ALL ON FUNCTION public.get_event_preview(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_event_preview(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_guest_claim(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_guest_claim(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_guest_claim(p_token text) TO anon;
GRANT ALL ON FUNCTION public.get_guest_claim(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.get_guest_claim(p_token text) TO service_role;

--
-- Name: FUNCTION get_my_club_account(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_my_club_account(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_club_account(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_my_club_account(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION get_my_payment(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_my_payment(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_payment(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.get_my_payment(p_event_id text) TO service_role;

--
-- Name: FUNCTION get_my_profile(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_my_profile() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_profile() TO service_role;
GRANT ALL ON FUNCTION public.get_my_profile() TO authenticated;

--
-- Name: FUNCTION get_public_profile(target_user_id uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.get_public_profile(target_user_id uuid) TO anon;
GRANT ALL ON FUNCTION public.get_public_profile(target_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_public_profile(target_user_id uuid) TO service_role;

--
-- Name: FUNCTION get_public_profile_with_guests(target_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_public_profile_with_guests(target_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_public_profile_with_guests(target_user_id uuid) TO service_role;

--
-- Name: FUNCTION get_team_strengths(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_team_strengths(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_team_strengths(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.get_team_strengths(p_event_id text) TO authenticated;

--
-- Name: FUNCTION get_waiting_list(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_waiting_list(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_waiting_list(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.get_waiting_list(p_event_id text) TO authenticated;

--
-- Name: TABLE event_guests; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_guests TO service_role;

--
-- Name: FUNCTION guest_by_token(p_token text, p_lock boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.guest_by_token(p_token text, p_lock boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.guest_by_token(p_token text, p_lock boolean) TO service_role;

--
-- Name: FUNCTION guest_label(p_name text, p_host uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.guest_label(p_name text, p_host uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.guest_label(p_name text, p_host uuid) TO service_role;

--
-- Name: FUNCTION guest_name_error(p_name text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.guest_name_error(p_name text) TO anon;
GRANT ALL ON FUNCTION public.guest_name_error(p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.guest_name_error(p_name text) TO service_role;

--
-- Name: FUNCTION guests_follow_host_name(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.guests_follow_host_name() FROM PUBLIC;
GRANT ALL ON FUNCTION public.guests_follow_host_name() TO service_role;

--
-- Name: FUNCTION handle_new_user(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.handle_new_user() FROM PUBLIC;
GRANT ALL ON FUNCTION public.handle_new_user() TO service_role;

--
-- Name: FUNCTION has_blocked(p_blocker uuid, p_blocked uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.has_blocked(p_blocker uuid, p_blocked uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.has_blocked(p_blocker uuid, p_blocked uuid) TO service_role;

--
-- Name: FUNCTION invite_to_event(p_event_id text, p_invitees uuid[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invite_to_event(p_event_id text, p_invitees uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_to_event(p_event_id text, p_invitees uuid[]) TO service_role;
GRANT ALL ON FUNCTION public.invite_to_event(p_event_id text, p_invitees uuid[]) TO authenticated;

--
-- Name: FUNCTION is_club_admin(p_club_id uuid, p_user uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.is_club_admin(p_club_id uuid, p_user uuid) TO anon;
GRANT ALL ON FUNCTION public.is_club_admin(p_club_id uuid, p_user uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_club_admin(p_club_id uuid, p_user uuid) TO service_role;

--
-- Name: FUNCTION is_club_member(p_club_id uuid, p_user uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.is_club_member(p_club_id uuid, p_user uuid) TO anon;
GRANT ALL ON FUNCTION public.is_club_member(p_club_id uuid, p_user uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_club_member(p_club_id uuid, p_user uuid) TO service_role;

--
-- Name: FUNCTION is_club_mensalista_of_event(p_event_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_club_mensalista_of_event(p_event_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_club_mensalista_of_event(p_event_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION is_event_member(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_event_member(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_event_member(p_event_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.is_event_member(p_event_id uuid) TO authenticated;

--
-- Name: FUNCTION is_event_organiser(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.is_event_organiser(p_event_id uuid) TO anon;
GRANT ALL ON FUNCTION public.is_event_organiser(p_event_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.is_event_organiser(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION is_guest(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_guest(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_guest(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone) TO service_role;
GRANT ALL ON FUNCTION public.is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.is_late_cancellation(p_starts_at timestamp with time zone, p_freed_at timestamp with time zone) TO authenticated;

--
-- Name: FUNCTION is_no_show(p_event_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_no_show(p_event_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_no_show(p_event_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION is_push_endpoint_allowed(p_endpoint text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.is_push_endpoint_allowed(p_endpoint text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_push_endpoint_allowed(p_endpoint text) TO authenticated;
GRANT ALL ON FUNCTION public.is_push_endpoint_allowed(p_endpoint text) TO service_role;

--
-- Name: FUNCTION is_time_zone(p_zone text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.is_time_zone(p_zone text) TO anon;
GRANT ALL ON FUNCTION public.is_time_zone(p_zone text) TO authenticated;
GRANT ALL ON FUNCTION public.is_time_zone(p_zone text) TO service_role;

--
-- Name: FUNCTION job_unit_due(p_job text, p_unit_id uuid, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.job_unit_due(p_job text, p_unit_id uuid, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.job_unit_due(p_job text, p_unit_id uuid, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION join_club_by_invite(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.join_club_by_invite(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_club_by_invite(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.join_club_by_invite(p_token text) TO service_role;

--
-- Name: FUNCTION join_event(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.join_event(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_event(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.join_event(p_event_id text) TO service_role;

--
-- Name: FUNCTION join_event_now(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.join_event_now(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_event_now(p_event_id text) TO service_role;

--
-- Name: FUNCTION join_event_without_caixa(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.join_event_without_caixa(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_event_without_caixa(p_event_id text) TO service_role;

--
-- Name: FUNCTION leave_club(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leave_club(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.leave_club(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.leave_club(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION leave_event(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leave_event(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.leave_event(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.leave_event(p_event_id text) TO authenticated;

--
-- Name: FUNCTION leave_waiting_list(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leave_waiting_list(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.leave_waiting_list(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.leave_waiting_list(p_event_id text) TO authenticated;

--
-- Name: FUNCTION list_available_events(p_sports text[], p_dates text[], p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_available_events(p_sports text[], p_dates text[], p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_available_events(p_sports text[], p_dates text[], p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.list_available_events(p_sports text[], p_dates text[], p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO service_role;
GRANT ALL ON FUNCTION public.list_available_events(p_sports text[], p_dates text[], p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO anon;

--
-- Name: FUNCTION list_blocked_users(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_blocked_users() FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_blocked_users() TO authenticated;
GRANT ALL ON FUNCTION public.list_blocked_users() TO service_role;

--
-- Name: FUNCTION list_invited_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_invited_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_invited_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.list_invited_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO service_role;

--
-- Name: FUNCTION list_joined_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_joined_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_joined_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.list_joined_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO service_role;
GRANT ALL ON FUNCTION public.list_joined_events(p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer) TO anon;

--
-- Name: FUNCTION list_my_events(p_section text, p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer, p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_my_events(p_section text, p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer, p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_my_events(p_section text, p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer, p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.list_my_events(p_section text, p_after_starts_at timestamp with time zone, p_after_id uuid, p_limit integer, p_club_id uuid) TO service_role;

--
-- Name: FUNCTION list_sport_athletes(p_sport text, p_query text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.list_sport_athletes(p_sport text, p_query text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.list_sport_athletes(p_sport text, p_query text, p_limit integer, p_offset integer) TO service_role;
GRANT ALL ON FUNCTION public.list_sport_athletes(p_sport text, p_query text, p_limit integer, p_offset integer) TO authenticated;

--
-- Name: FUNCTION lock_club_ledger(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.lock_club_ledger(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lock_club_ledger(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.lock_event_for_participant_removal(p_event_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION lock_event_for_payments(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.lock_event_for_payments(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lock_event_for_payments(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION lock_own_event(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.lock_own_event(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.lock_own_event(p_event_id text) TO service_role;

--
-- Name: FUNCTION log_event_cost_change(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.log_event_cost_change() TO anon;
GRANT ALL ON FUNCTION public.log_event_cost_change() TO authenticated;
GRANT ALL ON FUNCTION public.log_event_cost_change() TO service_role;

--
-- Name: FUNCTION log_share_change(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.log_share_change() TO anon;
GRANT ALL ON FUNCTION public.log_share_change() TO authenticated;
GRANT ALL ON FUNCTION public.log_share_change() TO service_role;

--
-- Name: FUNCTION marked_absent(p_event_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.marked_absent(p_event_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.marked_absent(p_event_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION materialise_series_occurrences(p_series_id uuid, p_dates date[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.materialise_series_occurrences(p_series_id uuid, p_dates date[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.materialise_series_occurrences(p_series_id uuid, p_dates date[]) TO service_role;

--
-- Name: FUNCTION mod11_check_digit(p_digits text, p_weights integer[]); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.mod11_check_digit(p_digits text, p_weights integer[]) TO anon;
GRANT ALL ON FUNCTION public.mod11_check_digit(p_digits text, p_weights integer[]) TO authenticated;
GRANT ALL ON FUNCTION public.mod11_check_digit(p_digits text, p_weights integer[]) TO service_role;

--
-- Name: FUNCTION my_terms_status(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.my_terms_status() FROM PUBLIC;
GRANT ALL ON FUNCTION public.my_terms_status() TO authenticated;
GRANT ALL ON FUNCTION public.my_terms_status() TO service_role;

--
-- Name: FUNCTION normalise_pix_key(p_type text, p_key text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.normalise_pix_key(p_type text, p_key text) TO anon;
GRANT ALL ON FUNCTION public.normalise_pix_key(p_type text, p_key text) TO authenticated;
GRANT ALL ON FUNCTION public.normalise_pix_key(p_type text, p_key text) TO service_role;

--
-- Name: FUNCTION notifications_skip_guests(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notifications_skip_guests() FROM PUBLIC;
GRANT ALL ON FUNCTION public.notifications_skip_guests() TO service_role;

--
-- Name: FUNCTION notifications_to_push_outbox(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notifications_to_push_outbox() FROM PUBLIC;
GRANT ALL ON FUNCTION public.notifications_to_push_outbox() TO service_role;

--
-- Name: FUNCTION notify_user(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notify_user(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.notify_user(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb) TO service_role;

--
-- Name: FUNCTION open_due_evaluations(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.open_due_evaluations() FROM PUBLIC;
GRANT ALL ON FUNCTION public.open_due_evaluations() TO service_role;
GRANT ALL ON FUNCTION public.open_due_evaluations() TO authenticated;

--
-- Name: FUNCTION organised_event_for_payments(p_event_id text, p_denied text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.organised_event_for_payments(p_event_id text, p_denied text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.organised_event_for_payments(p_event_id text, p_denied text) TO service_role;

--
-- Name: FUNCTION own_series_of(p_event_id text, p_details text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.own_series_of(p_event_id text, p_details text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.own_series_of(p_event_id text, p_details text) TO service_role;

--
-- Name: FUNCTION parse_event_id(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.parse_event_id(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.parse_event_id(p_event_id text) TO service_role;
GRANT ALL ON FUNCTION public.parse_event_id(p_event_id text) TO anon;
GRANT ALL ON FUNCTION public.parse_event_id(p_event_id text) TO authenticated;

--
-- Name: FUNCTION payment_reminders_due(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.payment_reminders_due(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.payment_reminders_due(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION pin_club_notice(p_notice_id bigint, p_pinned boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.pin_club_notice(p_notice_id bigint, p_pinned boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.pin_club_notice(p_notice_id bigint, p_pinned boolean) TO authenticated;
GRANT ALL ON FUNCTION public.pin_club_notice(p_notice_id bigint, p_pinned boolean) TO service_role;

--
-- Name: FUNCTION pix_key_error(p_type text, p_key text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.pix_key_error(p_type text, p_key text) TO anon;
GRANT ALL ON FUNCTION public.pix_key_error(p_type text, p_key text) TO authenticated;
GRANT ALL ON FUNCTION public.pix_key_error(p_type text, p_key text) TO service_role;

--
-- Name: FUNCTION place_in_event(p_event_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.place_in_event(p_event_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.place_in_event(p_event_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION post_club_notice(p_club_id uuid, p_body text, p_pinned boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.post_club_notice(p_club_id uuid, p_body text, p_pinned boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.post_club_notice(p_club_id uuid, p_body text, p_pinned boolean) TO authenticated;
GRANT ALL ON FUNCTION public.post_club_notice(p_club_id uuid, p_body text, p_pinned boolean) TO service_role;

--
-- Name: FUNCTION praise_stars(p_praise_count integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.praise_stars(p_praise_count integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.praise_stars(p_praise_count integer) TO service_role;
GRANT ALL ON FUNCTION public.praise_stars(p_praise_count integer) TO anon;
GRANT ALL ON FUNCTION public.praise_stars(p_praise_count integer) TO authenticated;

--
-- Name: FUNCTION profiles_before_delete(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.profiles_before_delete() FROM PUBLIC;
GRANT ALL ON FUNCTION public.profiles_before_delete() TO service_role;

--
-- Name: FUNCTION promote_waiting_list(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.promote_waiting_list(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.promote_waiting_list(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION promote_waiting_list_now(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.promote_waiting_list_now(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.promote_waiting_list_now(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION pt_br_date_list(p_dates date[]); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.pt_br_date_list(p_dates date[]) TO anon;
GRANT ALL ON FUNCTION public.pt_br_date_list(p_dates date[]) TO authenticated;
GRANT ALL ON FUNCTION public.pt_br_date_list(p_dates date[]) TO service_role;

--
-- Name: FUNCTION push_devices_per_account(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.push_devices_per_account() TO anon;
GRANT ALL ON FUNCTION public.push_devices_per_account() TO authenticated;
GRANT ALL ON FUNCTION public.push_devices_per_account() TO service_role;

--
-- Name: FUNCTION push_kind(p_type text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.push_kind(p_type text) TO anon;
GRANT ALL ON FUNCTION public.push_kind(p_type text) TO authenticated;
GRANT ALL ON FUNCTION public.push_kind(p_type text) TO service_role;

--
-- Name: FUNCTION push_public_key(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.push_public_key() FROM PUBLIC;
GRANT ALL ON FUNCTION public.push_public_key() TO authenticated;
GRANT ALL ON FUNCTION public.push_public_key() TO service_role;

--
-- Name: FUNCTION quiet_hours_end(p_at timestamp with time zone, p_zone text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.quiet_hours_end(p_at timestamp with time zone, p_zone text) TO anon;
GRANT ALL ON FUNCTION public.quiet_hours_end(p_at timestamp with time zone, p_zone text) TO authenticated;
GRANT ALL ON FUNCTION public.quiet_hours_end(p_at timestamp with time zone, p_zone text) TO service_role;

--
-- Name: FUNCTION recompute_event_shares(p_event_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.recompute_event_shares(p_event_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.recompute_event_shares(p_event_id uuid) TO service_role;

--
-- Name: FUNCTION recompute_shares_after_change(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.recompute_shares_after_change() TO anon;
GRANT ALL ON FUNCTION public.recompute_shares_after_change() TO authenticated;
GRANT ALL ON FUNCTION public.recompute_shares_after_change() TO service_role;

--
-- Name: FUNCTION record_club_payment(p_club_id uuid, p_user_id uuid, p_charge_ids bigint[], p_amount_cents integer, p_occurred_on date, p_bank_id text, p_payer_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_club_payment(p_club_id uuid, p_user_id uuid, p_charge_ids bigint[], p_amount_cents integer, p_occurred_on date, p_bank_id text, p_payer_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_club_payment(p_club_id uuid, p_user_id uuid, p_charge_ids bigint[], p_amount_cents integer, p_occurred_on date, p_bank_id text, p_payer_name text) TO service_role;

--
-- Name: FUNCTION record_job_failure(p_job text, p_unit_id uuid, p_error text, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_job_failure(p_job text, p_unit_id uuid, p_error text, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_job_failure(p_job text, p_unit_id uuid, p_error text, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION record_statement_credits(p_club_id uuid, p_credits jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_statement_credits(p_club_id uuid, p_credits jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_statement_credits(p_club_id uuid, p_credits jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.record_statement_credits(p_club_id uuid, p_credits jsonb) TO service_role;

--
-- Name: FUNCTION record_terms_at_signup(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.record_terms_at_signup() FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_terms_at_signup() TO service_role;

--
-- Name: FUNCTION refuse_blocked_by_organiser(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.refuse_blocked_by_organiser() FROM PUBLIC;
GRANT ALL ON FUNCTION public.refuse_blocked_by_organiser() TO service_role;

--
-- Name: FUNCTION refuse_blocked_invitation(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.refuse_blocked_invitation() FROM PUBLIC;
GRANT ALL ON FUNCTION public.refuse_blocked_invitation() TO service_role;

--
-- Name: FUNCTION register_remote_releases(p_releases jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.register_remote_releases(p_releases jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.register_remote_releases(p_releases jsonb) TO service_role;

--
-- Name: FUNCTION register_series_regulars(p_event public.events); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.register_series_regulars(p_event public.events) FROM PUBLIC;
GRANT ALL ON FUNCTION public.register_series_regulars(p_event public.events) TO service_role;

--
-- Name: FUNCTION reject_participant(p_event_id text, p_participant_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reject_participant(p_event_id text, p_participant_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reject_participant(p_event_id text, p_participant_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.reject_participant(p_event_id text, p_participant_id uuid) TO authenticated;

--
-- Name: FUNCTION remote_health(p_window_minutes integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remote_health(p_window_minutes integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remote_health(p_window_minutes integer) TO service_role;

--
-- Name: FUNCTION remote_reporter(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remote_reporter() FROM PUBLIC;
GRANT ALL ON FUNCTION public.remote_reporter() TO service_role;

--
-- Name: FUNCTION remove_club_member(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remove_club_member(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_club_member(p_club_id uuid, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.remove_club_member(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION remove_comment(p_comment_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remove_comment(p_comment_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_comment(p_comment_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.remove_comment(p_comment_id uuid) TO service_role;

--
-- Name: FUNCTION remove_guest(p_guest_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remove_guest(p_guest_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_guest(p_guest_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.remove_guest(p_guest_id uuid) TO service_role;

--
-- Name: FUNCTION renew_club_invite(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.renew_club_invite(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_club_invite(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.renew_club_invite(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION report_club_payment(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_club_payment(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_club_payment(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.report_club_payment(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION report_comment(p_comment_id uuid, p_reason text, p_details text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_comment(p_comment_id uuid, p_reason text, p_details text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_comment(p_comment_id uuid, p_reason text, p_details text) TO authenticated;
GRANT ALL ON FUNCTION public.report_comment(p_comment_id uuid, p_reason text, p_details text) TO service_role;

--
-- Name: FUNCTION report_details(p_reason text, p_details text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_details(p_reason text, p_details text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_details(p_reason text, p_details text) TO service_role;

--
-- Name: FUNCTION report_payment(p_event_id text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_payment(p_event_id text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_payment(p_event_id text) TO authenticated;
GRANT ALL ON FUNCTION public.report_payment(p_event_id text) TO service_role;

--
-- Name: FUNCTION report_profile(p_user_id uuid, p_reason text, p_details text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_profile(p_user_id uuid, p_reason text, p_details text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_profile(p_user_id uuid, p_reason text, p_details text) TO authenticated;
GRANT ALL ON FUNCTION public.report_profile(p_user_id uuid, p_reason text, p_details text) TO service_role;

--
-- Name: FUNCTION report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text) TO anon;
GRANT ALL ON FUNCTION public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text) TO authenticated;
GRANT ALL ON FUNCTION public.report_remote_event(p_remote text, p_channel text, p_entry text, p_route text, p_kind text) TO service_role;

--
-- Name: FUNCTION request_to_join_club(p_club_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_to_join_club(p_club_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.request_to_join_club(p_club_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.request_to_join_club(p_club_id uuid) TO service_role;

--
-- Name: FUNCTION require_club_admin(p_club_id uuid, p_denied text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.require_club_admin(p_club_id uuid, p_denied text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.require_club_admin(p_club_id uuid, p_denied text) TO service_role;

--
-- Name: FUNCTION require_user(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.require_user() FROM PUBLIC;
GRANT ALL ON FUNCTION public.require_user() TO service_role;

--
-- Name: FUNCTION reverse_club_entry(p_entry_id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reverse_club_entry(p_entry_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reverse_club_entry(p_entry_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.reverse_club_entry(p_entry_id bigint) TO service_role;

--
-- Name: FUNCTION run_caixa_jobs(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.run_caixa_jobs(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_caixa_jobs(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION run_scheduled_jobs(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.run_scheduled_jobs(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_scheduled_jobs(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION run_scheduled_jobs_without_caixa(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.run_scheduled_jobs_without_caixa(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_scheduled_jobs_without_caixa(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION run_scheduled_jobs_without_clubs(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.run_scheduled_jobs_without_clubs(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.run_scheduled_jobs_without_clubs(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION sao_paulo_today(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.sao_paulo_today() FROM PUBLIC;
GRANT ALL ON FUNCTION public.sao_paulo_today() TO service_role;
GRANT ALL ON FUNCTION public.sao_paulo_today() TO anon;
GRANT ALL ON FUNCTION public.sao_paulo_today() TO authenticated;

--
-- Name: FUNCTION save_push_subscription(p_subscription jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_push_subscription(p_subscription jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_push_subscription(p_subscription jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.save_push_subscription(p_subscription jsonb) TO service_role;

--
-- Name: FUNCTION save_teams(p_event_id text, p_teams jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.save_teams(p_event_id text, p_teams jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.save_teams(p_event_id text, p_teams jsonb) TO service_role;
GRANT ALL ON FUNCTION public.save_teams(p_event_id text, p_teams jsonb) TO authenticated;

--
-- Name: FUNCTION search_clubs(p_query text, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.search_clubs(p_query text, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_clubs(p_query text, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.search_clubs(p_query text, p_limit integer) TO service_role;
GRANT ALL ON FUNCTION public.search_clubs(p_query text, p_limit integer) TO anon;

--
-- Name: FUNCTION search_events_normalized(search_query text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.search_events_normalized(search_query text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_events_normalized(search_query text, p_limit integer, p_offset integer) TO service_role;
GRANT ALL ON FUNCTION public.search_events_normalized(search_query text, p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION public.search_events_normalized(search_query text, p_limit integer, p_offset integer) TO authenticated;

--
-- Name: FUNCTION search_profiles_normalized(search_query text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.search_profiles_normalized(search_query text) TO anon;
GRANT ALL ON FUNCTION public.search_profiles_normalized(search_query text) TO authenticated;
GRANT ALL ON FUNCTION public.search_profiles_normalized(search_query text) TO service_role;

--
-- Name: FUNCTION search_profiles_normalized_with_guests(search_query text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.search_profiles_normalized_with_guests(search_query text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_profiles_normalized_with_guests(search_query text) TO service_role;

--
-- Name: FUNCTION search_profiles_page(search_query text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.search_profiles_page(search_query text, p_limit integer, p_offset integer) TO anon;
GRANT ALL ON FUNCTION public.search_profiles_page(search_query text, p_limit integer, p_offset integer) TO authenticated;
GRANT ALL ON FUNCTION public.search_profiles_page(search_query text, p_limit integer, p_offset integer) TO service_role;

--
-- Name: FUNCTION search_profiles_page_with_guests(search_query text, p_limit integer, p_offset integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.search_profiles_page_with_guests(search_query text, p_limit integer, p_offset integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.search_profiles_page_with_guests(search_query text, p_limit integer, p_offset integer) TO service_role;

--
-- Name: FUNCTION send_club_reminders(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_club_reminders(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_club_reminders(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION send_club_summaries(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_club_summaries(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_club_summaries(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION send_event_payment_reminders(p_event_id uuid, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_event_payment_reminders(p_event_id uuid, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_event_payment_reminders(p_event_id uuid, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION send_event_reminders(p_event_id uuid, p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_event_reminders(p_event_id uuid, p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_event_reminders(p_event_id uuid, p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION series_occurrences_ahead(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.series_occurrences_ahead() TO anon;
GRANT ALL ON FUNCTION public.series_occurrences_ahead() TO authenticated;
GRANT ALL ON FUNCTION public.series_occurrences_ahead() TO service_role;

--
-- Name: FUNCTION series_recent_no_shows(p_series_id uuid, p_user_id uuid, p_last integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.series_recent_no_shows(p_series_id uuid, p_user_id uuid, p_last integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.series_recent_no_shows(p_series_id uuid, p_user_id uuid, p_last integer) TO service_role;

--
-- Name: FUNCTION series_rrule(p_frequency text, p_count integer, p_until date); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.series_rrule(p_frequency text, p_count integer, p_until date) TO anon;
GRANT ALL ON FUNCTION public.series_rrule(p_frequency text, p_count integer, p_until date) TO authenticated;
GRANT ALL ON FUNCTION public.series_rrule(p_frequency text, p_count integer, p_until date) TO service_role;

--
-- Name: FUNCTION series_to_materialise(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.series_to_materialise() FROM PUBLIC;
GRANT ALL ON FUNCTION public.series_to_materialise() TO service_role;

--
-- Name: FUNCTION serve_club_lines(p_now timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.serve_club_lines(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.serve_club_lines(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION set_club_caixa(p_club_id uuid, p_settings jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_club_caixa(p_club_id uuid, p_settings jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_club_caixa(p_club_id uuid, p_settings jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.set_club_caixa(p_club_id uuid, p_settings jsonb) TO service_role;

--
-- Name: FUNCTION set_club_invite_enabled(p_club_id uuid, p_enabled boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_club_invite_enabled(p_club_id uuid, p_enabled boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_club_invite_enabled(p_club_id uuid, p_enabled boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_club_invite_enabled(p_club_id uuid, p_enabled boolean) TO service_role;

--
-- Name: FUNCTION set_club_member(p_club_id uuid, p_user_id uuid, p_role text, p_kind text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_club_member(p_club_id uuid, p_user_id uuid, p_role text, p_kind text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_club_member(p_club_id uuid, p_user_id uuid, p_role text, p_kind text) TO authenticated;
GRANT ALL ON FUNCTION public.set_club_member(p_club_id uuid, p_user_id uuid, p_role text, p_kind text) TO service_role;

--
-- Name: FUNCTION set_event_cost(p_event_id text, p_cost jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_event_cost(p_event_id text, p_cost jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_event_cost(p_event_id text, p_cost jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.set_event_cost(p_event_id text, p_cost jsonb) TO service_role;

--
-- Name: FUNCTION set_guest_allowance(p_event_id text, p_per_participant integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_guest_allowance(p_event_id text, p_per_participant integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_guest_allowance(p_event_id text, p_per_participant integer) TO authenticated;
GRANT ALL ON FUNCTION public.set_guest_allowance(p_event_id text, p_per_participant integer) TO service_role;

--
-- Name: FUNCTION set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean) TO authenticated;
GRANT ALL ON FUNCTION public.set_series_regular(p_event_id text, p_user_id uuid, p_regular boolean) TO service_role;

--
-- Name: FUNCTION share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.share_status(p_status text, p_paid integer, p_amount integer, p_confirmed_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION sport_name_key(p_name text); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.sport_name_key(p_name text) TO anon;
GRANT ALL ON FUNCTION public.sport_name_key(p_name text) TO authenticated;
GRANT ALL ON FUNCTION public.sport_name_key(p_name text) TO service_role;

--
-- Name: FUNCTION submit_evaluation(p_event_id text, p_praises jsonb, p_comment text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text) TO service_role;
GRANT ALL ON FUNCTION public.submit_evaluation(p_event_id text, p_praises jsonb, p_comment text) TO authenticated;

--
-- Name: FUNCTION suggest_sport(p_name text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.suggest_sport(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.suggest_sport(p_name text) TO service_role;
GRANT ALL ON FUNCTION public.suggest_sport(p_name text) TO authenticated;

--
-- Name: FUNCTION suggested_sports_before_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.suggested_sports_before_insert() FROM PUBLIC;
GRANT ALL ON FUNCTION public.suggested_sports_before_insert() TO service_role;

--
-- Name: FUNCTION touch_updated_at(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.touch_updated_at() FROM PUBLIC;
GRANT ALL ON FUNCTION public.touch_updated_at() TO service_role;

--
-- Name: FUNCTION transfer_club_ownership(p_club_id uuid, p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.transfer_club_ownership(p_club_id uuid, p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.transfer_club_ownership(p_club_id uuid, p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.transfer_club_ownership(p_club_id uuid, p_user_id uuid) TO service_role;

--
-- Name: FUNCTION unblock_user(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.unblock_user(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.unblock_user(p_user_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.unblock_user(p_user_id uuid) TO service_role;

--
-- Name: FUNCTION update_club(p_club_id uuid, p_changes jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.update_club(p_club_id uuid, p_changes jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_club(p_club_id uuid, p_changes jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.update_club(p_club_id uuid, p_changes jsonb) TO service_role;

--
-- Name: FUNCTION update_series_from(p_event_id text, p_changes jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.update_series_from(p_event_id text, p_changes jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.update_series_from(p_event_id text, p_changes jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.update_series_from(p_event_id text, p_changes jsonb) TO service_role;

--
-- Name: FUNCTION topic(); Type: ACL; Schema: realtime; Owner: -
--

GRANT ALL ON FUNCTION realtime.topic() TO anon;
GRANT ALL ON FUNCTION realtime.topic() TO authenticated;
GRANT ALL ON FUNCTION realtime.topic() TO service_role;

--
-- Name: FUNCTION extension(name text); Type: ACL; Schema: storage; Owner: -
--

GRANT ALL ON FUNCTION storage.extension(name text) TO anon;
GRANT ALL ON FUNCTION storage.extension(name text) TO authenticated;
GRANT ALL ON FUNCTION storage.extension(name text) TO service_role;

--
-- Name: FUNCTION filename(name text); Type: ACL; Schema: storage; Owner: -
--

GRANT ALL ON FUNCTION storage.filename(name text) TO anon;
GRANT ALL ON FUNCTION storage.filename(name text) TO authenticated;
GRANT ALL ON FUNCTION storage.filename(name text) TO service_role;

--
-- Name: FUNCTION foldername(name text); Type: ACL; Schema: storage; Owner: -
--

GRANT ALL ON FUNCTION storage.foldername(name text) TO anon;
GRANT ALL ON FUNCTION storage.foldername(name text) TO authenticated;
GRANT ALL ON FUNCTION storage.foldername(name text) TO service_role;

--
-- Name: TABLE identities; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.identities TO service_role;

--
-- Name: TABLE refresh_tokens; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.refresh_tokens TO service_role;

--
-- Name: TABLE sessions; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.sessions TO service_role;

--
-- Name: TABLE users; Type: ACL; Schema: auth; Owner: -
--

GRANT ALL ON TABLE auth.users TO service_role;

--
-- Name: TABLE account_deletions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.account_deletions TO service_role;

--
-- Name: SEQUENCE account_deletions_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.account_deletions_id_seq TO anon;
GRANT ALL ON SEQUENCE public.account_deletions_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.account_deletions_id_seq TO service_role;

--
-- Name: TABLE calendar_feeds; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.calendar_feeds TO service_role;

--
-- Name: TABLE club_caixa; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_caixa TO service_role;
GRANT SELECT ON TABLE public.club_caixa TO authenticated;

--
-- Name: TABLE club_invite_links; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_invite_links TO service_role;

--
-- Name: TABLE club_join_requests; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_join_requests TO service_role;
GRANT SELECT ON TABLE public.club_join_requests TO authenticated;

--
-- Name: SEQUENCE club_join_requests_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.club_join_requests_id_seq TO anon;
GRANT ALL ON SEQUENCE public.club_join_requests_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.club_join_requests_id_seq TO service_role;

--
-- Name: SEQUENCE club_ledger_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.club_ledger_id_seq TO anon;
GRANT ALL ON SEQUENCE public.club_ledger_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.club_ledger_id_seq TO service_role;

--
-- Name: TABLE club_members; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_members TO service_role;
GRANT SELECT ON TABLE public.club_members TO anon;
GRANT SELECT ON TABLE public.club_members TO authenticated;

--
-- Name: SEQUENCE club_members_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.club_members_id_seq TO anon;
GRANT ALL ON SEQUENCE public.club_members_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.club_members_id_seq TO service_role;

--
-- Name: TABLE club_notices; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_notices TO service_role;
GRANT SELECT,DELETE ON TABLE public.club_notices TO authenticated;

--
-- Name: SEQUENCE club_notices_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.club_notices_id_seq TO anon;
GRANT ALL ON SEQUENCE public.club_notices_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.club_notices_id_seq TO service_role;

--
-- Name: TABLE club_reminders_sent; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_reminders_sent TO service_role;

--
-- Name: TABLE club_removals; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_removals TO service_role;

--
-- Name: TABLE club_settlements; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_settlements TO service_role;

--
-- Name: TABLE club_summaries_sent; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.club_summaries_sent TO service_role;

--
-- Name: TABLE clubs; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.clubs TO service_role;
GRANT SELECT ON TABLE public.clubs TO anon;
GRANT SELECT ON TABLE public.clubs TO authenticated;

--
-- Name: TABLE content_reports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.content_reports TO service_role;

--
-- Name: TABLE event_comments; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_comments TO service_role;
GRANT SELECT ON TABLE public.event_comments TO anon;
GRANT SELECT,DELETE ON TABLE public.event_comments TO authenticated;

--
-- Name: COLUMN event_comments.event_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(event_id) ON TABLE public.event_comments TO authenticated;

--
-- Name: COLUMN event_comments.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.event_comments TO authenticated;

--
-- Name: COLUMN event_comments.comment_text; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(comment_text),UPDATE(comment_text) ON TABLE public.event_comments TO authenticated;

--
-- Name: COLUMN event_comments.parent_comment_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(parent_comment_id) ON TABLE public.event_comments TO authenticated;

--
-- Name: TABLE profiles; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.profiles TO service_role;

--
-- Name: COLUMN profiles.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(user_id) ON TABLE public.profiles TO anon;
GRANT SELECT(user_id),INSERT(user_id) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.full_name; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(full_name) ON TABLE public.profiles TO anon;
GRANT SELECT(full_name),INSERT(full_name),UPDATE(full_name) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.preferred_name; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(preferred_name) ON TABLE public.profiles TO anon;
GRANT SELECT(preferred_name),INSERT(preferred_name),UPDATE(preferred_name) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.city; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(city) ON TABLE public.profiles TO anon;
GRANT SELECT(city),INSERT(city),UPDATE(city) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.phone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(phone),UPDATE(phone) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.birth_date; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(birth_date),UPDATE(birth_date) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.gender; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(gender) ON TABLE public.profiles TO anon;
GRANT SELECT(gender),INSERT(gender),UPDATE(gender) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.profile_photo_url; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(profile_photo_url) ON TABLE public.profiles TO anon;
GRANT SELECT(profile_photo_url),INSERT(profile_photo_url),UPDATE(profile_photo_url) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.accessibility_needs; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(accessibility_needs),UPDATE(accessibility_needs) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at) ON TABLE public.profiles TO anon;
GRANT SELECT(created_at) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.updated_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(updated_at) ON TABLE public.profiles TO anon;
GRANT SELECT(updated_at) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.reminders_enabled; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(reminders_enabled) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.push_off; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(push_off) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.quiet_hours; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(quiet_hours) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.time_zone; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(time_zone) ON TABLE public.profiles TO authenticated;

--
-- Name: COLUMN profiles.push_offer_answered; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(push_offer_answered) ON TABLE public.profiles TO authenticated;

--
-- Name: TABLE content_reports_for_review; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.content_reports_for_review TO service_role;

--
-- Name: TABLE event_attendance; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_attendance TO service_role;
GRANT SELECT,DELETE ON TABLE public.event_attendance TO authenticated;

--
-- Name: COLUMN event_attendance.event_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(event_id),UPDATE(event_id) ON TABLE public.event_attendance TO authenticated;

--
-- Name: COLUMN event_attendance.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id),UPDATE(user_id) ON TABLE public.event_attendance TO authenticated;

--
-- Name: COLUMN event_attendance.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status),UPDATE(status) ON TABLE public.event_attendance TO authenticated;

--
-- Name: SEQUENCE event_attendance_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_attendance_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_attendance_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_attendance_id_seq TO service_role;

--
-- Name: TABLE event_costs; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_costs TO service_role;
GRANT SELECT ON TABLE public.event_costs TO authenticated;

--
-- Name: TABLE event_invitations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_invitations TO service_role;
GRANT SELECT ON TABLE public.event_invitations TO authenticated;

--
-- Name: TABLE event_late_cancellations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_late_cancellations TO service_role;

--
-- Name: SEQUENCE event_late_cancellations_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_late_cancellations_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_late_cancellations_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_late_cancellations_id_seq TO service_role;

--
-- Name: TABLE event_matches; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_matches TO service_role;
GRANT SELECT,DELETE ON TABLE public.event_matches TO authenticated;

--
-- Name: COLUMN event_matches.event_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(event_id) ON TABLE public.event_matches TO authenticated;

--
-- Name: COLUMN event_matches.team_a; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(team_a),UPDATE(team_a) ON TABLE public.event_matches TO authenticated;

--
-- Name: COLUMN event_matches.team_b; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(team_b),UPDATE(team_b) ON TABLE public.event_matches TO authenticated;

--
-- Name: COLUMN event_matches.score_a; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(score_a),UPDATE(score_a) ON TABLE public.event_matches TO authenticated;

--
-- Name: COLUMN event_matches.score_b; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(score_b),UPDATE(score_b) ON TABLE public.event_matches TO authenticated;

--
-- Name: TABLE event_participants; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_participants TO service_role;
GRANT SELECT,DELETE ON TABLE public.event_participants TO authenticated;
GRANT SELECT ON TABLE public.event_participants TO anon;

--
-- Name: TABLE event_payment_history; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_payment_history TO service_role;
GRANT SELECT ON TABLE public.event_payment_history TO authenticated;

--
-- Name: SEQUENCE event_payment_history_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_payment_history_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_payment_history_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_payment_history_id_seq TO service_role;

--
-- Name: TABLE event_payment_shares; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_payment_shares TO service_role;
GRANT SELECT ON TABLE public.event_payment_shares TO authenticated;

--
-- Name: SEQUENCE event_payment_shares_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_payment_shares_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_payment_shares_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_payment_shares_id_seq TO service_role;

--
-- Name: TABLE event_reminders_sent; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_reminders_sent TO service_role;

--
-- Name: SEQUENCE event_reminders_sent_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_reminders_sent_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_reminders_sent_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_reminders_sent_id_seq TO service_role;

--
-- Name: TABLE event_series; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_series TO service_role;
GRANT SELECT ON TABLE public.event_series TO anon;
GRANT SELECT ON TABLE public.event_series TO authenticated;

--
-- Name: TABLE event_series_regulars; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_series_regulars TO service_role;
GRANT SELECT ON TABLE public.event_series_regulars TO anon;
GRANT SELECT ON TABLE public.event_series_regulars TO authenticated;

--
-- Name: TABLE event_teams; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_teams TO service_role;
GRANT SELECT ON TABLE public.event_teams TO authenticated;

--
-- Name: TABLE event_waiting_list; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.event_waiting_list TO service_role;
GRANT SELECT,DELETE ON TABLE public.event_waiting_list TO authenticated;

--
-- Name: SEQUENCE event_waiting_list_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.event_waiting_list_id_seq TO anon;
GRANT ALL ON SEQUENCE public.event_waiting_list_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.event_waiting_list_id_seq TO service_role;

--
-- Name: TABLE game_day_changes; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.game_day_changes TO service_role;

--
-- Name: TABLE notifications; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notifications TO service_role;
GRANT SELECT,DELETE ON TABLE public.notifications TO authenticated;

--
-- Name: COLUMN notifications.read; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(read) ON TABLE public.notifications TO authenticated;

--
-- Name: TABLE payment_reminders_sent; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.payment_reminders_sent TO service_role;

--
-- Name: SEQUENCE payment_reminders_sent_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.payment_reminders_sent_id_seq TO anon;
GRANT ALL ON SEQUENCE public.payment_reminders_sent_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.payment_reminders_sent_id_seq TO service_role;

--
-- Name: TABLE reviews; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.reviews TO service_role;
GRANT SELECT ON TABLE public.reviews TO anon;
GRANT SELECT ON TABLE public.reviews TO authenticated;

--
-- Name: TABLE profile_reputation; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.profile_reputation TO service_role;
GRANT SELECT ON TABLE public.profile_reputation TO anon;
GRANT SELECT ON TABLE public.profile_reputation TO authenticated;

--
-- Name: TABLE push_config; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_config TO service_role;

--
-- Name: TABLE push_outbox; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_outbox TO service_role;

--
-- Name: SEQUENCE push_outbox_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.push_outbox_id_seq TO anon;
GRANT ALL ON SEQUENCE public.push_outbox_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.push_outbox_id_seq TO service_role;

--
-- Name: TABLE push_queue; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_queue TO service_role;

--
-- Name: TABLE push_subscriptions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_subscriptions TO service_role;
GRANT SELECT,DELETE ON TABLE public.push_subscriptions TO authenticated;

--
-- Name: TABLE remote_events; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.remote_events TO service_role;

--
-- Name: SEQUENCE remote_events_id_seq; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON SEQUENCE public.remote_events_id_seq TO anon;
GRANT ALL ON SEQUENCE public.remote_events_id_seq TO authenticated;
GRANT ALL ON SEQUENCE public.remote_events_id_seq TO service_role;

--
-- Name: TABLE remote_releases; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.remote_releases TO service_role;

--
-- Name: TABLE scheduled_job_failures; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.scheduled_job_failures TO service_role;

--
-- Name: TABLE sport_suggestions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.sport_suggestions TO service_role;
GRANT SELECT ON TABLE public.sport_suggestions TO authenticated;

--
-- Name: COLUMN sport_suggestions.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.sport_suggestions TO authenticated;

--
-- Name: COLUMN sport_suggestions.sport_name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sport_name) ON TABLE public.sport_suggestions TO authenticated;

--
-- Name: COLUMN sport_suggestions.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status) ON TABLE public.sport_suggestions TO authenticated;

--
-- Name: TABLE sports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.sports TO service_role;
GRANT SELECT ON TABLE public.sports TO anon;
GRANT SELECT ON TABLE public.sports TO authenticated;

--
-- Name: TABLE suggested_sports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.suggested_sports TO service_role;
GRANT SELECT ON TABLE public.suggested_sports TO authenticated;

--
-- Name: COLUMN suggested_sports.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.suggested_sports TO authenticated;

--
-- Name: COLUMN suggested_sports.suggested_by; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(suggested_by) ON TABLE public.suggested_sports TO authenticated;

--
-- Name: COLUMN suggested_sports.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status) ON TABLE public.suggested_sports TO authenticated;

--
-- Name: TABLE terms_acceptances; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.terms_acceptances TO authenticated;
GRANT ALL ON TABLE public.terms_acceptances TO service_role;

--
-- Name: TABLE user_blocks; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.user_blocks TO service_role;
GRANT SELECT ON TABLE public.user_blocks TO authenticated;

--
-- Name: TABLE user_sports; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.user_sports TO service_role;
GRANT SELECT ON TABLE public.user_sports TO anon;
GRANT SELECT,DELETE ON TABLE public.user_sports TO authenticated;

--
-- Name: COLUMN user_sports.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.user_sports TO authenticated;

--
-- Name: COLUMN user_sports.sport_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sport_id) ON TABLE public.user_sports TO authenticated;

--
-- Name: TABLE messages; Type: ACL; Schema: realtime; Owner: -
--

GRANT SELECT,INSERT,UPDATE ON TABLE realtime.messages TO anon;
GRANT SELECT,INSERT,UPDATE ON TABLE realtime.messages TO authenticated;
GRANT ALL ON TABLE realtime.messages TO service_role;

--
-- Name: TABLE buckets; Type: ACL; Schema: storage; Owner: -
--

GRANT ALL ON TABLE storage.buckets TO anon;
GRANT ALL ON TABLE storage.buckets TO authenticated;
GRANT ALL ON TABLE storage.buckets TO service_role;

--
-- Name: TABLE objects; Type: ACL; Schema: storage; Owner: -
--

GRANT ALL ON TABLE storage.objects TO anon;
GRANT ALL ON TABLE storage.objects TO authenticated;
GRANT ALL ON TABLE storage.objects TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR SEQUENCES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON SEQUENCES  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR TABLES; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO anon;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO authenticated;
ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON TABLES  TO service_role;

--
-- PostgreSQL database dump complete
--
