-- The weekly game meets game day (issue 27) and the court's cost (issue 28):
-- 1. A regular with 2 no-shows in the series' last 5 games played is no longer registered by
--    default on a new occurrence, and the organiser is told (Convocados' ADR 0018; Meetup's rule).
-- 2. A new occurrence takes the cost and Pix key of the series' first occurrence ('Custo do
--    evento' is kept per event in event_costs), before its regulars are registered, so their shares
--    are made at once. An occurrence's own change on its 'Custo' tab stays on it.

-- No-shows of a person in the last `p_last` occurrences of a series that have started (not cancelled).
create or replace function public.series_recent_no_shows(p_series_id uuid, p_user_id uuid, p_last integer default 5)
returns integer
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select count(*)::integer
  from (
    select e.id from public.events e
    where e.series_id = p_series_id and e.status <> 'cancelled' and e.starts_at < now()
    order by e.starts_at desc
    limit p_last
  ) o
  where public.is_no_show(o.id, p_user_id);
$$;
revoke execute on function public.series_recent_no_shows(uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.series_recent_no_shows(uuid, uuid, integer) to service_role;

-- As in 20261126100100_event_series.sql, but for regulars with 2 recent no-shows: skipped, and
-- the organiser told once per occurrence and person.
create or replace function public.register_series_regulars(p_event public.events)
returns integer
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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
revoke execute on function public.register_series_regulars(public.events) from public, anon, authenticated;

-- A new occurrence's cost: the first occurrence's (as set in the wizard or its 'Custo' tab).
create or replace function public.events_copy_series_cost()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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
revoke execute on function public.events_copy_series_cost() from public, anon, authenticated;

create trigger events_copy_series_cost
  after insert on public.events
  for each row when (new.series_id is not null)
  execute function public.events_copy_series_cost();
