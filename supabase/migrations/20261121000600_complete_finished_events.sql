-- Events become 'completed' ('Encerrado') when their evaluation unlocks (3 hours after the start),
-- so the card can offer 'Avaliar'. open_due_evaluations() (called when "Meus eventos" opens) now
-- also closes the caller's finished events, as participant or organiser.
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
