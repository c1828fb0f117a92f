-- event_reminders_sent's primary key (event_id, user_id, kind) made it look like a junction table
-- between events and profiles to PostgREST (hosted and local), so `events.select('profiles(...)')`
-- became ambiguous ('more than one relationship was found'). A surrogate key, with the same
-- uniqueness as a constraint (what run_scheduled_jobs' `on conflict do nothing` relies on), ends it.
alter table public.event_reminders_sent drop constraint event_reminders_sent_pkey;
alter table public.event_reminders_sent add column id bigint generated always as identity primary key;
alter table public.event_reminders_sent
  add constraint event_reminders_sent_once unique (event_id, user_id, kind);
