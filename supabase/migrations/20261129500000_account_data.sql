-- Issue 46, points 3 and 4: 'Baixar meus dados' (export_my_data) and 'Excluir minha conta' (delete_account).
--
-- Deleting an account must not destroy what other people need: past events he organised, the
-- comments on their walls, the praise he gave (counted in their reputations) and the payment records
-- of their events stay, pointing to nobody. So the references that used to cascade from the profile
-- to shared rows now become null instead (even when an auth user is deleted from the dashboard).

-- 1. Shared rows outlive their author: the reference is set to null.
alter table public.events alter column created_by drop not null;
alter table public.events drop constraint events_created_by_fkey,
  add constraint events_created_by_fkey foreign key (created_by) references public.profiles (user_id) on delete set null;

alter table public.event_comments alter column user_id drop not null;
alter table public.event_comments drop constraint event_comments_user_id_fkey,
  add constraint event_comments_user_id_fkey foreign key (user_id) references public.profiles (user_id) on delete set null;

alter table public.reviews alter column reviewer_user_id drop not null;
-- nobody praises himself; a forgotten reviewer (null) of an event review (no one reviewed) is not 'self'
alter table public.reviews drop constraint reviews_not_self,
  add constraint reviews_not_self check (reviewer_user_id is null or reviewed_user_id is distinct from reviewer_user_id);
alter table public.reviews drop constraint reviews_reviewer_user_id_fkey,
  add constraint reviews_reviewer_user_id_fkey foreign key (reviewer_user_id) references public.profiles (user_id) on delete set null;

-- A payment share stays for the organiser's accounts; its txid (what the bank statement shows) must
-- not change when the payer is forgotten, so it is written once at insert instead of derived.
alter table public.event_payment_shares alter column txid drop expression;
alter table public.event_payment_shares alter column user_id drop not null;
alter table public.event_payment_shares drop constraint event_payment_shares_user_id_fkey,
  add constraint event_payment_shares_user_id_fkey foreign key (user_id) references public.profiles (user_id) on delete set null;

create or replace function public.event_payment_shares_txid() returns trigger
language plpgsql set search_path = public, pg_temp as $$
begin
  new.txid := 'Q' || upper(left(md5(new.event_id::text || ':' || new.user_id::text), 24));
  return new;
end;
$$;
revoke execute on function public.event_payment_shares_txid() from public, anon, authenticated;
create trigger event_payment_shares_txid before insert on public.event_payment_shares
  for each row execute function public.event_payment_shares_txid();

-- 2. The payment history stays append-only, except for forgetting a deleted account: an update that
-- only turns user_id / actor_id of a person who no longer has a profile into null.
create or replace function public.event_payment_history_append_only() returns trigger
language plpgsql set search_path = public, pg_temp as $$
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

-- 3. A past event's shares are its accounts: when a deleted account's participation or attendance
-- goes, the others' amounts are not recounted (a future event still recounts: his place was freed).
create or replace function public.recompute_shares_after_change() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
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

-- The organiser's ledger (as 20261129300000 left it) keeps a forgotten payer's share, named
-- 'Conta excluída': a left join instead of a join, and no comparison that a null id turns to null.
create or replace function public.get_event_payments(p_event_id text)
returns jsonb
language plpgsql
security definer
stable
set search_path = public, pg_temp
as $$
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
  if v_event.created_by is distinct from public.require_user() then
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

-- 4. What a foreign key cannot forget, a deleted profile's trigger does: the image links into his
-- storage folder, his place in team line-ups, and his id and name in other people's notifications.
-- Running inside this trigger, the event updates are not the organiser's edits (events_before_write
-- checks only depth 1), so a cancelled or finished event can still lose the link.
create or replace function public.profiles_before_delete() returns trigger
language plpgsql security definer set search_path = public, pg_temp as $$
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
revoke execute on function public.profiles_before_delete() from public, anon, authenticated;
create trigger profiles_before_delete before delete on public.profiles
  for each row execute function public.profiles_before_delete();

-- 5. The audit of deletions: when, and what it did; nothing that says who.
create table public.account_deletions (
  id bigint generated always as identity primary key,
  deleted_at timestamptz not null default now(),
  events_cancelled integer not null default 0,
  places_freed integer not null default 0
);
alter table public.account_deletions enable row level security;
revoke all on public.account_deletions from anon, authenticated;
grant select on public.account_deletions to service_role;

-- 6. 'Baixar meus dados': everything Quadra holds about the caller, in one statement (one snapshot).
-- Nobody else's id, name or contact appears: the people he evaluated, praised or invited are left
-- out, as are the givers of what he received (anonymous, as on screen). Field list: CONTRACT.md.
--
-- plpgsql running ONE statement (still one snapshot): its SQL is resolved when called, so the export
-- also reads the tables of issue 46 point 5 (user_blocks, content_reports), whose migration
-- (20261129600000) runs after this one.
create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer set search_path = public, pg_temp as $$
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
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

-- 7. 'Excluir minha conta', the database's part, in one transaction: called by the delete-account
-- function (service_role) once it has checked the caller's password. Returns the storage objects
-- still to remove through the Storage API (hosted refuses deletes from storage tables).
create or replace function public.delete_account(p_user_id uuid) returns jsonb
language plpgsql security definer set search_path = public, pg_temp as $$
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
revoke execute on function public.delete_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_account(uuid) to service_role;
