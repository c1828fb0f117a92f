-- Quadra access rules (spec section 6): table and column privileges plus Row Level Security.
-- Hosted Supabase grants everything on new public objects to anon/authenticated by default,
-- so every privilege is revoked first and granted back explicitly.

revoke all on all tables in schema public from anon, authenticated;
revoke execute on all functions in schema public from public, anon, authenticated;

alter table public.profiles enable row level security;
alter table public.sports enable row level security;
alter table public.user_sports enable row level security;
alter table public.sport_suggestions enable row level security;
alter table public.suggested_sports enable row level security;
alter table public.events enable row level security;
alter table public.event_participants enable row level security;
alter table public.event_comments enable row level security;
alter table public.reviews enable row level security;
alter table public.notifications enable row level security;

-- ---------------------------------------------------------------- profiles
-- Private columns (phone, birth_date, accessibility_needs) are not granted for reading at all:
-- the owner reads them through get_my_profile().
grant select (user_id, full_name, preferred_name, city, gender, profile_photo_url, created_at, updated_at)
  on public.profiles to anon, authenticated;
grant insert (user_id, full_name, preferred_name, city, phone, birth_date, gender, profile_photo_url, accessibility_needs),
      update (full_name, preferred_name, city, phone, birth_date, gender, profile_photo_url, accessibility_needs)
  on public.profiles to authenticated;

create policy profiles_read on public.profiles for select to anon, authenticated using (true);
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- sports
grant select on public.sports to anon, authenticated;
create policy sports_read on public.sports for select to anon, authenticated using (true);

grant select on public.user_sports to anon, authenticated;
grant insert (user_id, sport_id), delete on public.user_sports to authenticated;
create policy user_sports_read on public.user_sports for select to anon, authenticated using (true);
create policy user_sports_insert_own on public.user_sports for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_sports_delete_own on public.user_sports for delete to authenticated
  using (user_id = (select auth.uid()));

grant select on public.sport_suggestions to authenticated;
grant insert (user_id, sport_name, status) on public.sport_suggestions to authenticated;
create policy sport_suggestions_read on public.sport_suggestions for select to authenticated using (true);
create policy sport_suggestions_insert_own on public.sport_suggestions for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

grant select on public.suggested_sports to authenticated;
grant insert (name, suggested_by, status) on public.suggested_sports to authenticated;
create policy suggested_sports_read on public.suggested_sports for select to authenticated using (true);
create policy suggested_sports_insert_own on public.suggested_sports for insert to authenticated
  with check (suggested_by = (select auth.uid()) and status = 'pending');

-- ---------------------------------------------------------------- events
grant select on public.events to anon, authenticated;
grant insert (id, title, description, location, location_reference, date, time, age_group, gender, skill_level,
              min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
              requires_approval, has_pcd_structure, pcd_types, image_url),
      update (title, description, location, location_reference, date, time, age_group, gender, skill_level,
              min_participants, max_participants, sport_id, custom_sport_name, status,
              requires_approval, has_pcd_structure, pcd_types, image_url, updated_at),
      delete
  on public.events to authenticated;

create policy events_read on public.events for select to anon, authenticated using (true);
create policy events_insert_own on public.events for insert to authenticated
  with check (created_by = (select auth.uid()) and status = 'active');
create policy events_update_organiser on public.events for update to authenticated
  using (created_by = (select auth.uid())) with check (created_by = (select auth.uid()));
create policy events_delete_organiser on public.events for delete to authenticated
  using (created_by = (select auth.uid()));

-- ---------------------------------------------------------------- participants
-- No INSERT/UPDATE privilege: joining, approval and evaluation go through the RPCs only.
grant select, delete on public.event_participants to authenticated;
grant select on public.event_participants to anon;

create policy event_participants_read on public.event_participants for select to anon, authenticated
  using (
    status = 'registered'
    or user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );
create policy event_participants_delete on public.event_participants for delete to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- ---------------------------------------------------------------- comments
grant select on public.event_comments to anon, authenticated;
grant insert (event_id, user_id, comment_text, parent_comment_id), update (comment_text), delete
  on public.event_comments to authenticated;

create policy event_comments_read on public.event_comments for select to anon, authenticated using (true);
create policy event_comments_insert_own on public.event_comments for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy event_comments_update_own on public.event_comments for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy event_comments_delete on public.event_comments for delete to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.events e where e.id = event_id and e.created_by = (select auth.uid()))
  );

-- ---------------------------------------------------------------- reviews
-- Written only by submit_evaluation().
grant select on public.reviews to anon, authenticated;
create policy reviews_read on public.reviews for select to anon, authenticated using (true);

-- ---------------------------------------------------------------- notifications
-- Written only by the database (triggers and functions).
grant select, delete on public.notifications to authenticated;
grant update (read) on public.notifications to authenticated;
create policy notifications_read_own on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update_own on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notifications_delete_own on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------- functions
-- Used inside index expressions and queries run as the caller.
grant execute on function public.normalize_search(text), public.escape_like(text) to anon, authenticated;

grant execute on function public.search_events_normalized(text), public.search_profiles_normalized(text),
  public.get_public_profile(uuid) to anon, authenticated;

grant execute on function public.get_my_profile(), public.join_event(text), public.leave_event(text),
  public.approve_participant(text, uuid), public.reject_participant(text, uuid),
  public.open_due_evaluations(), public.submit_evaluation(text, jsonb, text), public.suggest_sport(text)
  to authenticated;

-- Internal helpers run inside the functions above (as their owner): nobody else calls them.
-- notify_user, parse_event_id, require_user, display_name, lock_own_event, trigger functions.

-- The service role (seed, scripts, admin) keeps full access, as on hosted Supabase.
grant all on all tables in schema public to service_role;
grant execute on all functions in schema public to service_role;
