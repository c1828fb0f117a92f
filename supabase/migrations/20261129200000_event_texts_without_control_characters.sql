-- Issue 56, point 4: a title with CR/LF and 'BEGIN:VEVENT …' gave calendar files extra events. The
-- calendars escape every text now; the database also refuses control characters in an event's
-- single-line texts (and all but line breaks and tabs in its description). A trigger, checking only
-- the texts a write changes, so rows written before this never block the migration or a later edit.

-- The error for a text with control characters, or null. Single-line texts also refuse the Unicode
-- line and paragraph separators (some readers break lines on them).
create or replace function public.event_text_error(p_label text, p_text text, p_multiline boolean default false)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when p_text is null then null
    when p_multiline and p_text ~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' then p_label || ' contém caracteres não permitidos'
    when not p_multiline and p_text ~ '[\x01-\x1f\x7f\u0085\u2028\u2029]' then p_label || ' contém caracteres não permitidos'
  end;
$$;

grant execute on function public.event_text_error(text, text, boolean) to anon, authenticated, service_role;

-- The first control-character error among an event's texts (the title's in the spec's words), or
-- null. p_old: the row before an update (its unchanged texts are not checked again).
create or replace function public.event_texts_error(p_new public.events, p_old public.events default null)
returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(
    case when p_new.title is distinct from p_old.title
              and public.event_text_error('Nome do evento', p_new.title) is not null
         then 'Nome do evento contém conteúdo não permitido' end,
    case when p_new.location is distinct from p_old.location
         then public.event_text_error('Local', p_new.location) end,
    case when p_new.location_reference is distinct from p_old.location_reference
         then public.event_text_error('Referência do local', p_new.location_reference) end,
    case when p_new.custom_sport_name is distinct from p_old.custom_sport_name
         then public.event_text_error('Nome da modalidade', p_new.custom_sport_name) end,
    case when p_new.age_group is distinct from p_old.age_group
         then public.event_text_error('Faixa etária', p_new.age_group) end,
    case when p_new.gender is distinct from p_old.gender
         then public.event_text_error('Gênero', p_new.gender) end,
    case when p_new.description is distinct from p_old.description
         then public.event_text_error('Informações do evento', p_new.description, true) end);
$$;

grant execute on function public.event_texts_error(public.events, public.events) to anon, authenticated, service_role;

create or replace function public.events_refuse_control_characters()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_error text := case when tg_op = 'INSERT' then public.event_texts_error(new) else public.event_texts_error(new, old) end;
begin
  if v_error is not null then
    raise exception '%', v_error using errcode = 'P0001';
  end if;
  return new;
end;
$$;

revoke execute on function public.events_refuse_control_characters() from public, anon, authenticated;

create trigger events_refuse_control_characters
  before insert or update of title, location, location_reference, custom_sport_name, age_group, gender, description
  on public.events
  for each row execute function public.events_refuse_control_characters();
