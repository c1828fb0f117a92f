-- Web Push (issue 29): notifications that reach a closed phone.
-- A browser's PushSubscription is saved per device (push_subscriptions, own rows only, written only
-- through save_push_subscription / delete_push_subscription). Each new notification of a kind the
-- athlete allows becomes one push_outbox row per device, filled by a trigger in the same
-- transaction as the notification; a sender outside the database (the local server's, or
-- supabase/scripts/send-pushes.ts on hosted) claims due rows `for update skip locked` and sends
-- them with `web-push`. An endpoint must be on a known push service: any other is refused when
-- saved and never claimed.

-- ---------------------------------------------------------------- preferences (profiles)
-- A zone PostgreSQL knows by its IANA name (the browser's Intl zone: an athlete may be abroad).
create or replace function public.is_time_zone(p_zone text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_zone !~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$' then
    return false;
  end if;
  perform now() at time zone p_zone;
  return true;
exception when others then
  return false;
end;
$$;
grant execute on function public.is_time_zone(text) to anon, authenticated, service_role;

-- push_off: the kinds whose push the athlete switched off (the in-app list keeps everything).
-- quiet_hours: 'Não perturbe', 22:00–07:00 in time_zone (the athlete's, set by the app). push_offer_answered: the one-time offer
-- after the first join was answered ('Agora não' or 'Ativar'): never shown again.
alter table public.profiles
  add column push_off text[] not null default '{}'
    constraint profiles_push_off check (push_off <@ array['waiting_list', 'requests', 'invites', 'comments',
      'reviews', 'payments', 'event_changes']::text[]),
  add column quiet_hours boolean not null default false,
  add column time_zone text not null default 'America/Sao_Paulo'
    constraint profiles_time_zone check (public.is_time_zone(time_zone)),
  add column push_offer_answered boolean not null default false;
-- Private like reminders_enabled: no select grant (the owner reads them through get_my_profile()).
grant update (push_off, quiet_hours, time_zone, push_offer_answered) on public.profiles to authenticated;

-- The preference a notification type belongs to. Reminders have no entry of their own here: the
-- 'Lembretes' row is profiles.reminders_enabled, and an athlete with it off gets no reminder at all.
create or replace function public.push_kind(p_type text)
returns text
language sql
immutable
set search_path = public, pg_temp
as $$
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

-- ---------------------------------------------------------------- server configuration
-- One row, written by the sender at start (service_role): the VAPID public key the app subscribes
-- with, and extra push origins allowed for tests (WEB_PUSH_EXTRA_ORIGINS; empty on hosted).
create table public.push_config (
  id boolean primary key default true constraint push_config_one_row check (id),
  vapid_public_key text,
  extra_origins text[] not null default '{}',
  updated_at timestamptz not null default now()
);
insert into public.push_config default values;
alter table public.push_config enable row level security;
grant all on public.push_config to service_role;

-- The key the browser's pushManager.subscribe needs (null: the server has no push configured).
create or replace function public.push_public_key()
returns text
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select vapid_public_key from public.push_config;
$$;
revoke execute on function public.push_public_key() from public, anon;
grant execute on function public.push_public_key() to authenticated, service_role;

-- ---------------------------------------------------------------- the endpoint allow-list
-- https on Google's (FCM), Mozilla's (autopush), Apple's and Microsoft's (WNS) push services, on
-- the default port and without user info; or an origin listed in push_config.extra_origins.
create or replace function public.is_push_endpoint_allowed(p_endpoint text)
returns boolean
language plpgsql
stable
security definer
set search_path = public, pg_temp
as $$
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
$$;
revoke execute on function public.is_push_endpoint_allowed(text) from public, anon;
grant execute on function public.is_push_endpoint_allowed(text) to authenticated, service_role;

-- ---------------------------------------------------------------- subscriptions
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  endpoint text not null constraint push_subscriptions_endpoint unique,
  p256dh text not null,
  auth text not null,
  expiration_time timestamptz,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on public.push_subscriptions (user_id);
alter table public.push_subscriptions enable row level security;
create policy push_subscriptions_read_own on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy push_subscriptions_delete_own on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));
grant select, delete on public.push_subscriptions to authenticated;
grant all on public.push_subscriptions to service_role;

-- Saves this device's PushSubscription JSON as the browser gives it ({ endpoint, expirationTime,
-- keys: { p256dh, auth } }). The same endpoint saved again (new keys, or another athlete signed in
-- on the device) is one row, now the caller's. Returns the row's id.
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
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, expiration_time)
  values (v_uid, v_endpoint, v_p256dh, v_auth,
          case when v_expires is not null then to_timestamp(v_expires::bigint / 1000.0) end)
  on conflict (endpoint) do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
        expiration_time = excluded.expiration_time
  returning id into v_id;
  return v_id;
end;
$$;

-- Drops the caller's subscription with that endpoint (this device's; sign-out, or push turned off).
-- Returns whether there was one.
create or replace function public.delete_push_subscription(p_endpoint text)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
begin
  delete from public.push_subscriptions where endpoint = p_endpoint and user_id = v_uid;
  return found;
end;
$$;
revoke execute on function public.save_push_subscription(jsonb), public.delete_push_subscription(text) from public, anon;
grant execute on function public.save_push_subscription(jsonb), public.delete_push_subscription(text)
  to authenticated, service_role;

-- ---------------------------------------------------------------- the outbox
-- One row per (notification, device): the unique key makes a second row for the same push
-- impossible, and a row is 'sent' only once its push service answered 201. A sender claims a row
-- by setting status 'sending' with a lease; a sender killed mid-send leaves the lease to expire,
-- and the next claim sends it then (see supabase/server/push/sender.ts).
create table public.push_outbox (
  id bigint generated always as identity primary key,
  notification_id uuid not null references public.notifications (id) on delete cascade,
  subscription_id uuid references public.push_subscriptions (id) on delete set null,
  status text not null default 'pending'
    constraint push_outbox_status check (status in ('pending', 'sending', 'sent', 'failed', 'expired')),
  urgent boolean not null default false,
  due_at timestamptz not null default now(),
  lease_until timestamptz,
  attempts integer not null default 0,
  last_status integer,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint push_outbox_once unique (notification_id, subscription_id)
);
create index push_outbox_due on public.push_outbox (due_at) where status in ('pending', 'sending');
create index push_outbox_subscription on public.push_outbox (subscription_id);
-- Bookkeeping of the sender only: no client reads or writes it.
alter table public.push_outbox enable row level security;
grant all on public.push_outbox to service_role;

-- When 'Não perturbe' (22:00–07:00 in p_zone) ends, seen from p_at; p_at itself outside it.
create or replace function public.quiet_hours_end(p_at timestamptz, p_zone text)
returns timestamptz
language sql
stable
set search_path = public, pg_temp
as $$
  select case
    when (p_at at time zone p_zone)::time >= time '22:00'
      then ((p_at at time zone p_zone)::date + 1 + time '07:00') at time zone p_zone
    when (p_at at time zone p_zone)::time < time '07:00'
      then ((p_at at time zone p_zone)::date + time '07:00') at time zone p_zone
    else p_at
  end;
$$;

-- A reminder of an event starting within 2 h is urgent: never held, sent with Urgency: high.
create or replace function public.notifications_to_push_outbox()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_urgent boolean := new.type = 'event_reminder' and (
    new.data ->> 'reminder' = '2h'
    or exists (select 1 from public.events e
               where e.id::text = new.data ->> 'event_id' and e.starts_at <= now() + interval '2 hours'));
begin
  insert into public.push_outbox (notification_id, subscription_id, urgent, due_at)
  select new.id, s.id, v_urgent,
         case when p.quiet_hours and not v_urgent then public.quiet_hours_end(now(), p.time_zone) else now() end
  from public.push_subscriptions s
  join public.profiles p on p.user_id = s.user_id
  where s.user_id = new.user_id
    and not (public.push_kind(new.type) = any (p.push_off))
    and public.is_push_endpoint_allowed(s.endpoint)
  on conflict do nothing;
  return null;
end;
$$;
revoke execute on function public.notifications_to_push_outbox() from public, anon, authenticated;

create trigger notifications_push_outbox after insert on public.notifications
  for each row execute function public.notifications_to_push_outbox();
