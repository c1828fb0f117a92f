-- Issue 47, the rest: the club's every field checked with its pt-BR reason ('Criar clube', 'Editar
-- clube'); 'Clubes' lists public clubs near the caller's city and sports (filtered here, not in the
-- browser); a club never loses its 'Dono' to an account deletion.
--
-- Redefined from 20261129700000_clubs.sql (one added line each): create_club and update_club call
-- check_club_fields; search_clubs (its filter); get_event_detail (the club wrapper: its club says
-- whether the caller is a mensalista). New: check_club_fields, club_successor, the trigger
-- club_members_keep_an_owner.

-- ---------------------------------------------------------------- the club's fields
-- The first bad field of a club's jsonb (create_club's p_club, update_club's p_changes: only the keys
-- it holds), raised with its pt-BR reason; the name is check_club_name's.
create or replace function public.check_club_fields(p_club jsonb)
returns void
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
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
$$;
revoke execute on function public.check_club_fields(jsonb) from public, anon, authenticated;

-- create_club as in 20261129700000_clubs.sql, its fields checked first.
create or replace function public.create_club(p_club jsonb)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

-- update_club as in 20261129700000_clubs.sql, the changed fields checked first.
create or replace function public.update_club(p_club_id uuid, p_changes jsonb)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

-- ---------------------------------------------------------------- 'Clubes'
-- My clubs first (any visibility), then the public clubs near me: in my city or of one of my sports
-- (both first). A caller with neither (or a visitor) has nothing to be near: every public club.
-- p_query (name or city) looks beyond my city and sports: every club I can see that matches.
create or replace function public.search_clubs(p_query text default null, p_limit integer default 30)
returns table (id uuid, name text, city text, photo_url text, sport_ids uuid[], visibility text,
               members bigint, my_role text, near boolean)
language sql
stable
security invoker
set search_path = public, pg_temp
as $$
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

-- ---------------------------------------------------------------- a club always has its 'Dono'
-- Who takes a club over from p_leaving: its longest-standing admin, else its longest-standing member.
create or replace function public.club_successor(p_club_id uuid, p_leaving uuid)
returns uuid language sql stable security definer set search_path = public, pg_temp
as $$ select user_id from public.club_members
      where club_id = p_club_id and user_id <> p_leaving
      order by role = 'admin' desc, joined_at, id
      limit 1 $$;
revoke execute on function public.club_successor(uuid, uuid) from public, anon, authenticated;

-- The owner's row goes only with his account ('Sair do clube' and removal refuse the owner): the
-- club passes to its successor, who is told; a club with nobody left goes with him. A club being
-- deleted (its members cascading) is left alone.
create or replace function public.club_members_keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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
revoke execute on function public.club_members_keep_an_owner() from public, anon, authenticated;

create trigger club_members_keep_an_owner
  after delete on public.club_members
  for each row when (old.role = 'owner')
  execute function public.club_members_keep_an_owner();

-- ---------------------------------------------------------------- 'Não vou desta vez'
-- get_event_detail as in 20261129700000_clubs.sql (the club wrapper over get_event_detail_unchecked),
-- its club saying whether the caller is one of its mensalistas: leaving a club game is then 'Não vou
-- desta vez', as for a series' regular.
create or replace function public.get_event_detail(p_event_id text)
returns jsonb
language plpgsql
stable
security invoker
set search_path = public, pg_temp
as $$
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
