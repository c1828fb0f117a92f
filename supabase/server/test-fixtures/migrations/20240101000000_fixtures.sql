-- Test-only schema for the server's own integration tests (independent of the product schema).
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null check (char_length(full_name) between 1 and 80),
  city text,
  phone text
);
alter table public.profiles enable row level security;
create policy "profiles readable" on public.profiles for select using (true);
create policy "own profile" on public.profiles for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
revoke select on public.profiles from anon, authenticated;
grant select (user_id, full_name, city) on public.profiles to anon, authenticated;

create table public.events (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) >= 3),
  sport text not null,
  date date not null,
  starts_at time,
  max_participants int,
  tags text[] not null default '{}',
  details jsonb not null default '{}',
  status text not null default 'open',
  creator_id uuid not null references public.profiles (user_id),
  created_at timestamptz not null default now()
);
alter table public.events enable row level security;
create policy "events readable" on public.events for select using (true);
create policy "creator inserts" on public.events for insert to authenticated with check (creator_id = auth.uid());
create policy "creator updates" on public.events for update to authenticated using (creator_id = auth.uid());
create policy "creator deletes" on public.events for delete to authenticated using (creator_id = auth.uid());

create table public.event_participants (
  event_id bigint not null references public.events (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id),
  status text not null default 'confirmed',
  joined_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
alter table public.event_participants enable row level security;
create policy "participants readable" on public.event_participants for select using (true);
create policy "self joins" on public.event_participants for insert to authenticated with check (user_id = auth.uid());
create policy "self leaves" on public.event_participants for delete to authenticated using (user_id = auth.uid());

create table public.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  message text not null,
  read boolean not null default false
);
alter table public.notifications enable row level security;
create policy "own notifications" on public.notifications for select to authenticated using (user_id = auth.uid());
create policy "own notifications update" on public.notifications for update to authenticated using (user_id = auth.uid());
alter publication supabase_realtime add table public.notifications, public.events, public.profiles;

create function public.join_event(p_event_id bigint) returns jsonb language plpgsql security definer set search_path = public as $$
declare n int; cap int;
begin
  select max_participants into cap from events where id = p_event_id;
  if not found then raise exception 'Evento não encontrado'; end if;
  select count(*) into n from event_participants where event_id = p_event_id;
  if cap is not null and n >= cap then raise exception 'Evento está lotado'; end if;
  insert into event_participants (event_id, user_id) values (p_event_id, auth.uid());
  return jsonb_build_object('status', 'confirmed', 'participant_count', n + 1);
end $$;

create function public.count_events(p_sport text default null) returns bigint language sql stable as $$
  select count(*) from events where p_sport is null or sport = p_sport
$$;
create function public.events_by_sport(p_sport text) returns setof public.events language sql stable as $$
  select * from events where sport = p_sport
$$;
create function public.noop() returns void language sql as $$ select $$;
create function public.whoami() returns text language sql stable as $$ select coalesce(auth.uid()::text, auth.role()) $$;

create view public.open_events as select id, title, sport, creator_id from public.events where status = 'open';

-- many-to-many: sports <-> clubs through club_sports
create table public.clubs (id int primary key, name text not null);
create table public.sports (id int primary key, name text not null);
create table public.club_sports (club_id int references public.clubs (id), sport_id int references public.sports (id), primary key (club_id, sport_id));
insert into public.clubs values (1, 'Clube A'), (2, 'Clube B');
insert into public.sports values (1, 'futebol'), (2, 'vôlei'), (3, 'tênis');
insert into public.club_sports values (1, 1), (1, 2), (2, 3);
