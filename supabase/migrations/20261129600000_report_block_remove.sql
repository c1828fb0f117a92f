-- Report, block and remove (issue 46, point 5): protection from other people.
--
-- - 'Denunciar' a comment or a profile, once per reporter and target, with one of five reasons
--   ('Outro' with a text). A comment reported by 3 different athletes (reports not yet reviewed) is
--   hidden from everyone but its author until a reviewer (service_role) looks at it: the author still
--   sees it, marked, so hiding is not a silent shadow ban and a reviewer can restore it
--   (event_comments.hidden_at = null, the reports' reviewed_at set).
-- - 'Bloquear' a person: the blocker no longer reads the blocked person's comments (RLS, so REST
--   reads and realtime delivery alike); the blocked person cannot join the blocker's events (a place,
--   a request or the waiting list), comment on them, nor invite the blocker. They are told only
--   'Não é possível participar deste evento' (or '... comentar neste evento', '... convidar esta
--   pessoa'), never that they were blocked. Blocking also takes the blocked person out of the
--   blocker's upcoming events' waiting lists and pending requests (a promotion or an approval would
--   otherwise hand them a place later); a place already confirmed stays (the organiser can remove a
--   participant, as today).
-- - 'Remover comentário': the event's organiser (or the author) removes a comment, with a reason when
--   refused.
--
-- Hosted Supabase grants every new public table to anon/authenticated by default (see
-- 20261121000300_security.sql): each table below revokes that before granting what it allows.

-- ---------------------------------------------------------------- blocks
create table public.user_blocks (
  blocker_id uuid not null references public.profiles (user_id) on delete cascade,
  blocked_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint user_blocks_not_self check (blocker_id <> blocked_id)
);
create index user_blocks_blocked on public.user_blocks (blocked_id);

alter table public.user_blocks enable row level security;
revoke all on public.user_blocks from anon, authenticated;
-- Writes go through block_user / unblock_user (each refusal with its reason).
grant select on public.user_blocks to authenticated;
grant all on public.user_blocks to service_role;
-- Only the blocker sees the block: the blocked person is never told.
create policy user_blocks_read_own on public.user_blocks for select to authenticated
  using (blocker_id = (select auth.uid()));

-- Did p_blocker block p_blocked? Read by the rules below whoever the caller is.
create or replace function public.has_blocked(p_blocker uuid, p_blocked uuid)
returns boolean
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select exists (select 1 from public.user_blocks b where b.blocker_id = p_blocker and b.blocked_id = p_blocked);
$$;
revoke execute on function public.has_blocked(uuid, uuid) from public, anon, authenticated;
grant execute on function public.has_blocked(uuid, uuid) to service_role;

create or replace function public.block_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

create or replace function public.unblock_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  v_uid uuid := public.require_user();
begin
  delete from public.user_blocks where blocker_id = v_uid and blocked_id = p_user_id;
  if not found then
    raise exception 'Esta pessoa não está bloqueada' using errcode = 'P0001';
  end if;
end;
$$;

-- 'Pessoas bloqueadas' in settings: newest block first, with each person's public name and photo.
create or replace function public.list_blocked_users()
returns table (user_id uuid, full_name text, profile_photo_url text, blocked_at timestamptz)
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select b.blocked_id, p.full_name, p.profile_photo_url, b.created_at
  from public.user_blocks b
  join public.profiles p on p.user_id = b.blocked_id
  where b.blocker_id = public.require_user()
  order by b.created_at desc, b.blocked_id;
$$;

revoke execute on function public.block_user(uuid), public.unblock_user(uuid), public.list_blocked_users()
  from public, anon;
grant execute on function public.block_user(uuid), public.unblock_user(uuid), public.list_blocked_users()
  to authenticated, service_role;

-- ---------------------------------------------------------------- joining, inviting, commenting
-- Triggers, not edits of join_event & co.: every way in (join_event, the waiting list, a comment
-- through REST, an invitation at creation or later) meets the same rule.

-- The blocked person's own join (a request, a place or the line) or comment on an event of the
-- blocker. Promotions and the organiser's own actions (approving, regulars) are his decisions, not
-- refused.
create or replace function public.refuse_blocked_by_organiser()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

create trigger event_participants_refuse_blocked before insert on public.event_participants
  for each row execute function public.refuse_blocked_by_organiser();
create trigger event_waiting_list_refuse_blocked before insert on public.event_waiting_list
  for each row execute function public.refuse_blocked_by_organiser();
create trigger event_comments_refuse_blocked before insert on public.event_comments
  for each row execute function public.refuse_blocked_by_organiser();

-- An invitation to someone who blocked the inviter.
create or replace function public.refuse_blocked_invitation()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  if public.has_blocked(new.invitee_id, new.invited_by) then
    raise exception 'Não é possível convidar esta pessoa' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger event_invitations_refuse_blocked before insert on public.event_invitations
  for each row execute function public.refuse_blocked_invitation();

revoke execute on function public.refuse_blocked_by_organiser(), public.refuse_blocked_invitation()
  from public, anon, authenticated;

-- ---------------------------------------------------------------- reading comments
alter table public.event_comments add column hidden_at timestamptz;

-- Hidden comments (3 reports) for everyone but their author, and a blocked person's comments for
-- the blocker. Realtime reads each changed row as its subscriber, so this policy decides delivery too.
-- Whom the caller blocked: read once per query by the comments' policy (anon may not read
-- user_blocks, and a policy's subquery would need it to).
create or replace function public.blocked_by_me()
returns uuid[]
language sql
stable
security definer
set search_path = public, pg_temp
as $$
  select coalesce(array_agg(b.blocked_id), '{}') from public.user_blocks b where b.blocker_id = auth.uid();
$$;
revoke execute on function public.blocked_by_me() from public;
grant execute on function public.blocked_by_me() to anon, authenticated, service_role;

drop policy event_comments_read on public.event_comments;
create policy event_comments_read on public.event_comments for select to anon, authenticated
  using (
    (hidden_at is null or user_id = (select auth.uid()))
    and not user_id = any ((select public.blocked_by_me())::uuid[])
  );

-- 'Remover comentário': the event's organiser or the comment's author.
create or replace function public.remove_comment(p_comment_id uuid)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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
revoke execute on function public.remove_comment(uuid) from public, anon;
grant execute on function public.remove_comment(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- reports
create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references public.profiles (user_id) on delete cascade,
  target_kind text not null constraint content_reports_kind check (target_kind in ('comment', 'profile')),
  -- The reported person: the comment's author, or the profile. Kept when the comment is removed.
  reported_user_id uuid not null references public.profiles (user_id) on delete cascade,
  comment_id uuid references public.event_comments (id) on delete set null,
  -- What the comment said when reported: the reviewer reads it even after a removal.
  comment_text text,
  reason text not null constraint content_reports_reason check (
    reason in ('offensive', 'harassment', 'spam', 'inappropriate', 'other')),
  details text constraint content_reports_details_length check (char_length(details) <= 500),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  constraint content_reports_other_has_details check (reason <> 'other' or nullif(btrim(details), '') is not null),
  constraint content_reports_comment_target check ((target_kind = 'comment') = (comment_text is not null))
);
-- One report per reporter and target.
create unique index content_reports_once_per_comment on public.content_reports (reporter_id, comment_id)
  where target_kind = 'comment';
create unique index content_reports_once_per_profile on public.content_reports (reporter_id, reported_user_id)
  where target_kind = 'profile';
create index content_reports_comment on public.content_reports (comment_id);
create index content_reports_reported on public.content_reports (reported_user_id);

alter table public.content_reports enable row level security;
-- Nobody but the reviewers reads reports (not even the reporter: the report is not a conversation).
revoke all on public.content_reports from anon, authenticated;
grant all on public.content_reports to service_role;

-- Validates the reason and its text the same way for both kinds of report; returns the details to store.
create or replace function public.report_details(p_reason text, p_details text)
returns text
language plpgsql
immutable
set search_path = public, pg_temp
as $$
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

-- A comment is hidden once this many different athletes reported it (reports not yet reviewed).
create or replace function public.comment_reports_to_hide()
returns integer language sql immutable parallel safe
as $$ select 3 $$;

create or replace function public.report_comment(p_comment_id uuid, p_reason text, p_details text default null)
returns json
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

create or replace function public.report_profile(p_user_id uuid, p_reason text, p_details text default null)
returns void
language plpgsql
security definer
set search_path = public, pg_temp
as $$
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

revoke execute on function public.report_comment(uuid, text, text), public.report_profile(uuid, text, text)
  from public, anon;
grant execute on function public.report_comment(uuid, text, text), public.report_profile(uuid, text, text)
  to authenticated, service_role;
revoke execute on function public.report_details(text, text) from public, anon, authenticated;
grant execute on function public.report_details(text, text) to service_role;

-- For review (no admin screen yet): every report with its target, newest first per target.
create view public.content_reports_for_review with (security_invoker = true) as
select
  r.id, r.target_kind, r.reason, r.details, r.created_at, r.reviewed_at,
  r.reporter_id, reporter.full_name as reporter_name,
  r.reported_user_id, reported.full_name as reported_name,
  r.comment_id, r.comment_text, c.event_id, c.hidden_at as comment_hidden_at,
  count(*) over (partition by r.target_kind, coalesce(r.comment_id, r.reported_user_id)) as reports_on_target
from public.content_reports r
left join public.profiles reporter on reporter.user_id = r.reporter_id
left join public.profiles reported on reported.user_id = r.reported_user_id
left join public.event_comments c on c.id = r.comment_id;

revoke all on public.content_reports_for_review from public, anon, authenticated;
grant select on public.content_reports_for_review to service_role;
