-- Quadra schema: tables, constraints and indexes (spec section 3).
-- Runs unchanged on hosted Supabase and on the local server (which provides the same basics:
-- roles anon/authenticated/service_role, schemas auth/storage/extensions, auth.uid()).

create extension if not exists pgcrypto with schema extensions;
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- unaccent() is only STABLE (its dictionary can change); pinning the dictionary makes this
-- wrapper safe to mark IMMUTABLE so it can back expression and trigram indexes.
create or replace function public.normalize_search(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
begin atomic
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));
end;

-- Makes user input literal inside LIKE patterns ('%' and '_' are not wildcards).
create or replace function public.escape_like(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
begin atomic
  select replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_');
end;

-- ---------------------------------------------------------------- profiles
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default 'Usuário'
    constraint profiles_full_name_length check (char_length(btrim(full_name)) between 1 and 100),
  preferred_name text constraint profiles_preferred_name_length check (char_length(preferred_name) <= 50),
  city text constraint profiles_city_length check (char_length(city) <= 100),
  phone text constraint profiles_phone_format check (
    phone ~ '^[0-9]{10}$' or phone ~ '^[0-9]{2}9[0-9]{8}$'),
  birth_date date constraint profiles_birth_date_range check (
    birth_date >= date '1900-01-01' and birth_date <= current_date),
  gender text constraint profiles_gender_values check (
    gender in ('masculino', 'feminino', 'prefiro-nao-informar')),
  profile_photo_url text constraint profiles_photo_url_length check (char_length(profile_photo_url) <= 1000),
  accessibility_needs text[] not null default '{}'
    constraint profiles_accessibility_needs_max check (cardinality(accessibility_needs) <= 10),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Stored so a search recheck does not run unaccent per row; not granted to clients.
  search_text text generated always as (public.normalize_search(full_name || ' ' || coalesce(city, ''))) stored
);

create index profiles_search_trgm on public.profiles using gin (search_text extensions.gin_trgm_ops);
-- text_pattern_ops serves LIKE 'abc%' under any database collation, and ORDER BY ... USING ~<~.
create index profiles_search_prefix on public.profiles (left(search_text, 100) text_pattern_ops, user_id);
create index profiles_full_name on public.profiles (full_name, user_id);

-- ---------------------------------------------------------------- sports
create table public.sports (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint sports_name_length check (char_length(btrim(name)) between 1 and 100),
  created_at timestamptz not null default now()
);
create unique index sports_name_unique on public.sports (lower(name));
create index sports_name on public.sports (name);

create table public.user_sports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  sport_id uuid not null references public.sports (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint user_sports_unique unique (user_id, sport_id)
);
create index user_sports_sport on public.user_sports (sport_id);

create table public.sport_suggestions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  sport_name text not null
    constraint sport_suggestions_name_length check (char_length(btrim(sport_name)) between 1 and 100),
  status text not null default 'pending'
    constraint sport_suggestions_status check (status in ('pending', 'approved')),
  created_at timestamptz not null default now()
);
create unique index sport_suggestions_name_unique on public.sport_suggestions (lower(btrim(sport_name)));
create index sport_suggestions_user on public.sport_suggestions (user_id);

create table public.suggested_sports (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint suggested_sports_name_length check (char_length(btrim(name)) between 1 and 100),
  suggested_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending'
    constraint suggested_sports_status check (status in ('pending', 'approved')),
  created_at timestamptz not null default now()
);
create unique index suggested_sports_name_unique on public.suggested_sports (lower(btrim(name)));
create index suggested_sports_user on public.suggested_sports (suggested_by);

-- ---------------------------------------------------------------- events
create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint events_title_length check (char_length(btrim(title)) between 3 and 100),
  description text constraint events_description_length check (char_length(description) <= 2000),
  location text not null constraint events_location_length check (char_length(btrim(location)) between 1 and 200),
  location_reference text constraint events_location_reference_length check (char_length(location_reference) <= 200),
  date date not null,
  time time not null default '14:00',
  age_group text constraint events_age_group_length check (char_length(age_group) <= 50),
  gender text constraint events_gender_length check (char_length(gender) <= 50),
  skill_level text not null default 'Iniciante/Diversão'
    constraint events_skill_level check (skill_level in ('Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo')),
  min_participants integer not null default 2 constraint events_min_participants check (min_participants >= 1),
  max_participants integer constraint events_max_participants check (max_participants >= 1),
  participant_count integer not null default 0,
  created_by uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  sport_id uuid references public.sports (id) on delete set null,
  custom_sport_name text constraint events_custom_sport_length check (char_length(custom_sport_name) <= 100),
  status text not null default 'active'
    constraint events_status check (status in ('active', 'paused', 'cancelled', 'completed')),
  requires_approval boolean not null default false,
  has_pcd_structure boolean not null default false,
  pcd_types text[],
  image_url text constraint events_image_url_length check (char_length(image_url) <= 1000),
  -- Kept by trigger: the start instant (date + time in Brazil) and the normalised search text.
  starts_at timestamptz not null default now(),
  search_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_min_le_max check (max_participants is null or min_participants <= max_participants),
  constraint events_count_range check (
    participant_count >= 0 and (max_participants is null or participant_count <= max_participants))
);

create index events_date_time on public.events (date, time);
create index events_starts_at on public.events (starts_at);
create index events_created_by on public.events (created_by, date);
create index events_sport on public.events (sport_id);
-- Only listed statuses are searchable, so the search indexes skip cancelled and completed events.
create index events_search_trgm on public.events using gin (search_text extensions.gin_trgm_ops)
  where status in ('active', 'paused');
create index events_search_prefix on public.events (left(search_text, 100) text_pattern_ops, starts_at)
  where status in ('active', 'paused');
create index events_upcoming on public.events (starts_at, id) where status in ('active', 'paused');

create table public.event_participants (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  status text not null default 'registered'
    constraint event_participants_status check (status in ('registered', 'pending')),
  joined_at timestamptz not null default now(),
  evaluation_status text not null default 'pending'
    constraint event_participants_evaluation_status check (
      evaluation_status in ('pending', 'evaluation_available', 'completed')),
  constraint event_participants_once unique (event_id, user_id)
);
create index event_participants_user on public.event_participants (user_id, evaluation_status);
create index event_participants_event_status on public.event_participants (event_id, status, joined_at);

create table public.event_comments (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  comment_text text not null
    constraint event_comments_text_length check (char_length(btrim(comment_text)) between 1 and 2000),
  parent_comment_id uuid references public.event_comments (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index event_comments_event on public.event_comments (event_id, created_at);
create index event_comments_user on public.event_comments (user_id);
create index event_comments_parent on public.event_comments (parent_comment_id);

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  reviewer_user_id uuid not null references public.profiles (user_id) on delete cascade,
  reviewed_user_id uuid references public.profiles (user_id) on delete cascade,
  review_type text not null
    constraint reviews_type check (review_type in ('player_praise', 'player_review', 'event')),
  praise_tags text[] not null default '{}'
    constraint reviews_praise_tags check (
      praise_tags <@ array['comunicativo', 'trabalho_equipe', 'habilidoso', 'amigavel', 'esforcado']),
  comment text constraint reviews_comment_length check (char_length(comment) <= 2000),
  rating integer constraint reviews_rating check (rating between 1 and 5),
  created_at timestamptz not null default now(),
  constraint reviews_player_target check ((review_type = 'event') = (reviewed_user_id is null)),
  constraint reviews_not_self check (reviewed_user_id is distinct from reviewer_user_id)
);
create index reviews_reviewed on public.reviews (reviewed_user_id, review_type);
create index reviews_reviewer on public.reviews (reviewer_user_id);
create unique index reviews_praise_once on public.reviews (event_id, reviewer_user_id, reviewed_user_id, praise_tags)
  where review_type = 'player_praise';
create unique index reviews_event_once on public.reviews (event_id, reviewer_user_id)
  where review_type = 'event';

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null constraint notifications_type check (type in (
    'event_join', 'event_reminder', 'event_update', 'event_cancelled', 'new_review',
    'evaluation_reminder', 'new_comment', 'spots_available', 'participation_request')),
  title text not null,
  message text not null,
  read boolean not null default false,
  data jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index notifications_user_created on public.notifications (user_id, created_at desc);
create index notifications_user_unread on public.notifications (user_id) where not read;
