-- Terms of use and privacy policy (issue 46, point 6): which version each athlete accepted, and when.
-- The current version is one function, current_terms_version(), the only place the database knows
-- it; libs/domain's CURRENT_TERMS_VERSION is the same date for the screens (supabase/tests/terms.test.ts
-- fails when the two differ). Sign-up records the acceptance itself: the app sends the version it
-- showed in the user's metadata (`terms_version`) and a trigger on auth.users writes the row in the
-- same transaction as the account (there is no session yet to call a function with). A later
-- version is accepted through accept_terms(); rows are written only by these two, and read by their
-- owner only.

create or replace function public.current_terms_version()
returns text
language sql
immutable
set search_path = ''
as $$
  select '2026-11-29'::text
$$;
grant execute on function public.current_terms_version() to anon, authenticated, service_role;

create table public.terms_acceptances (
  user_id uuid not null references auth.users (id) on delete cascade,
  version text not null constraint terms_acceptances_version check (version ~ '^\d{4}-\d{2}-\d{2}$'),
  accepted_at timestamptz not null default now(),
  primary key (user_id, version)
);
comment on table public.terms_acceptances is
  'Each version of the Termos de uso and Política de privacidade an athlete accepted, and when (at sign-up, or through accept_terms).';

alter table public.terms_acceptances enable row level security;
create policy terms_acceptances_select_own on public.terms_acceptances
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.terms_acceptances from anon;
revoke insert, update, delete, truncate on public.terms_acceptances from authenticated;
grant select on public.terms_acceptances to authenticated;

-- Sign-up: the version the sign-up screen showed, if it is the current one (an older screen's
-- acceptance is no acceptance of this version: the app asks again at the first visit).
create or replace function public.record_terms_at_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.raw_user_meta_data ->> 'terms_version' = public.current_terms_version() then
    insert into public.terms_acceptances (user_id, version, accepted_at)
    values (new.id, public.current_terms_version(), coalesce(new.created_at, now()))
    on conflict do nothing;
  end if;
  return new;
end;
$$;
revoke execute on function public.record_terms_at_signup() from public, anon, authenticated;

create trigger on_auth_user_created_terms
  after insert on auth.users
  for each row execute function public.record_terms_at_signup();

-- The signed-in athlete accepts the version the screen showed; any other is refused with the reason.
create or replace function public.accept_terms(p_version text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_at timestamptz;
begin
  if v_user is null then
    raise exception 'Faça login para aceitar os termos.' using errcode = '42501';
  end if;
  if p_version is distinct from public.current_terms_version() then
    raise exception 'Esta não é a versão atual dos termos. Recarregue a página para ler a versão atual.' using errcode = 'P0001';
  end if;
  insert into public.terms_acceptances (user_id, version) values (v_user, p_version)
  on conflict (user_id, version) do nothing;
  select accepted_at into v_at from public.terms_acceptances where user_id = v_user and version = p_version;
  return v_at;
end;
$$;
revoke execute on function public.accept_terms(text) from public, anon;
grant execute on function public.accept_terms(text) to authenticated;

-- What the app asks at each visit: the current version and when the athlete accepted it (null: ask).
create or replace function public.my_terms_status()
returns table (current_version text, accepted_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select public.current_terms_version(),
    (select a.accepted_at from public.terms_acceptances a
     where a.user_id = (select auth.uid()) and a.version = public.current_terms_version())
$$;
revoke execute on function public.my_terms_status() from public, anon;
grant execute on function public.my_terms_status() to authenticated;
