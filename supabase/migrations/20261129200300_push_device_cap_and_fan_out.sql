-- Issue 56, point 7: one account had 30,000 push subscriptions, and a comment on his event wrote
-- 30,000 outbox rows in the commenter's transaction (3.9 s). Now an account keeps at most 10
-- devices (saving an 11th drops the one saved longest ago), and the writer of a notification only
-- queues it (one row): the sender expands the queue to one outbox row per device when it runs.

create or replace function public.push_devices_per_account()
returns integer
language sql immutable parallel safe
set search_path = ''
as $$ select 10 $$;

grant execute on function public.push_devices_per_account() to authenticated, service_role;

-- created_at is when the device was last saved: the same endpoint saved again is the newest.
create or replace function public.save_push_subscription(p_subscription jsonb)
returns uuid
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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
$$;

-- Accounts over the cap today keep their 10 newest devices.
delete from public.push_subscriptions
where id in (select id from (
  select s.id, row_number() over (partition by s.user_id order by s.created_at desc, s.id desc) as n
  from public.push_subscriptions s) ranked
  where n > public.push_devices_per_account());

-- ---------------------------------------------------------------- the queue
-- One row per notification of an athlete with a device; the sender expands it (expand_push_queue).
create table public.push_queue (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index push_queue_created on public.push_queue (created_at);
alter table public.push_queue enable row level security;
revoke all on table public.push_queue from public, anon, authenticated;
grant all on table public.push_queue to service_role;

create or replace function public.notifications_to_push_outbox()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  insert into public.push_queue (notification_id)
  select new.id
  where exists (select 1 from public.push_subscriptions s where s.user_id = new.user_id);
  return null;
end;
$$;

-- Takes up to p_limit queued notifications (oldest first; skip locked, so two senders share the
-- work) and writes their outbox rows, one per device of the athlete not switched off for that
-- kind. A reminder of an event starting within 2 h of the notification is urgent: never held by
-- 'Não perturbe', sent with Urgency: high. Returns how many outbox rows it wrote.
create or replace function public.expand_push_queue(p_limit integer default 100)
returns integer
language sql
security definer
set search_path = public, pg_temp
as $$
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

revoke execute on function public.expand_push_queue(integer) from public, anon, authenticated;
grant execute on function public.expand_push_queue(integer) to service_role;
