-- One canonical sports list, the age groups the screens offer, and a readable reason when an
-- event's maximum of players is below its minimum (issue 13, points 6 and 9).

-- ---------------------------------------------------------------- sports: one row per sport
-- The key two sport names share when they name the same sport: case, accents, spaces and
-- punctuation ignored ('Ping Pong' = 'Pingpong', 'Volei' = 'Vôlei'), plus the few spellings
-- of another language that reached the data ('Tennis' = 'Tênis').
create or replace function public.sport_name_key(p_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
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

-- The spellings kept when near-duplicates are merged (the others are re-pointed to them).
create temporary table sport_canonical_names (name text primary key);
insert into sport_canonical_names values ('Vôlei'), ('Tênis'), ('Ping Pong');

create temporary table sport_merge (old_id uuid primary key, new_id uuid not null);
insert into sport_merge (old_id, new_id)
select id, keep_id
from (
  select s.id,
         first_value(s.id) over (
           partition by public.sport_name_key(s.name)
           order by (s.name in (select name from sport_canonical_names)) desc,
                    (select count(*) from public.user_sports us where us.sport_id = s.id)
                      + (select count(*) from public.events e where e.sport_id = s.id) desc,
                    s.created_at, s.id) as keep_id
  from public.sports s
) ranked
where id <> keep_id;

-- An athlete who picked both spellings keeps one row.
update public.user_sports us
set sport_id = m.new_id
from sport_merge m
where us.sport_id = m.old_id
  and not exists (select 1 from public.user_sports o where o.user_id = us.user_id and o.sport_id = m.new_id)
  and us.id = (select x.id
               from public.user_sports x
               join sport_merge mx on mx.old_id = x.sport_id
               where x.user_id = us.user_id and mx.new_id = m.new_id
               order by x.id
               limit 1);
delete from public.user_sports us using sport_merge m where us.sport_id = m.old_id;

-- Data repair, not an organiser's edit: the write rules (cancelled events are frozen) stay out of it.
alter table public.events disable trigger events_before_write;
update public.events e set sport_id = m.new_id from sport_merge m where e.sport_id = m.old_id;

delete from public.sports s using sport_merge m where s.id = m.old_id;

update public.sports s
set name = c.name
from sport_canonical_names c
where public.sport_name_key(s.name) = public.sport_name_key(c.name) and s.name <> c.name;

-- 'Outros' is the events filter's "any other sport", not a sport an athlete can pick.
delete from public.sports s
where s.name = 'Outros'
  and not exists (select 1 from public.user_sports us where us.sport_id = s.id)
  and not exists (select 1 from public.events e where e.sport_id = s.id);

drop table sport_merge;
drop table sport_canonical_names;

drop index if exists public.sports_name_unique;
create unique index sports_name_key_unique on public.sports (public.sport_name_key(name));

-- A suggestion that only respells an existing sport is that sport.
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

-- ---------------------------------------------------------------- events: age groups
-- The edit screen's radios (libs/domain EDIT_EVENT_AGE_OPTIONS) are the only values; older free
-- text ('Livre', '18+', …) becomes 'Todas' (no age bracket), which is what those events accepted.
update public.events
set age_group = 'Todas'
where age_group is not null and age_group not in ('Todas', '18-25', '26-35', '36+');
alter table public.events enable trigger events_before_write;

alter table public.events
  add constraint events_age_group_allowed check (age_group is null or age_group in ('Todas', '18-25', '26-35', '36+'));

-- ---------------------------------------------------------------- events: player limits
-- events_min_le_max already refuses it; this says why, in the words the edit screen shows
-- (libs/domain messages.editEvent.maxBelowMin).
create or replace function public.events_check_player_limits()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.max_participants is not null and new.max_participants < new.min_participants then
    raise exception 'O máximo de jogadores não pode ser menor que o mínimo (%).', new.min_participants
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger events_check_player_limits before insert or update of max_participants, min_participants on public.events
  for each row execute function public.events_check_player_limits();
