-- A deleted account's comments stay on the walls with no author (user_id null, 20261129500000).
-- 20261129600000's read policy said `not user_id = any (blocked_by_me())`: null for such a comment,
-- so it disappeared for every reader who had blocked anyone.
drop policy event_comments_read on public.event_comments;
create policy event_comments_read on public.event_comments for select to anon, authenticated
  using (
    (hidden_at is null or user_id = (select auth.uid()))
    and not coalesce(user_id = any ((select public.blocked_by_me())::uuid[]), false)
  );

-- A report outlives the account it names: what was said (a comment's text) or who was reported is
-- still for review, with nobody named once that account is deleted. Before, a deleted author's
-- comment could not be reported at all (the not-null reported_user_id failed in English), and a
-- deletion erased every report about its account.
alter table public.content_reports alter column reported_user_id drop not null;
alter table public.content_reports
  drop constraint content_reports_reported_user_id_fkey,
  add constraint content_reports_reported_user_id_fkey
    foreign key (reported_user_id) references public.profiles (user_id) on delete set null;
