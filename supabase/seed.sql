-- Quadra demo data. Every demo athlete signs in with password 'Quadra123' (see CONTRACT.md).
-- Dates are relative to now() so the seed always shows upcoming events.

-- ---------------------------------------------------------------- sports (spec section 9)
-- One row per sport (libs/domain SPORTS): the onboarding, filter and fallback lists of the spec
-- merged, one spelling each ('Pingpong'/'Ping Pong', 'Volei'/'Vôlei', 'Tennis'/'Tênis').
insert into public.sports (name)
select n from unnest(array[
  'Badminton', 'Basebol', 'Basquete', 'Ciclismo', 'Corrida', 'Crossfit', 'Futebol', 'Futsal', 'Handebol',
  'Jogos de cartas', 'Kart', 'Natação', 'Paintball', 'Parkour', 'Patins', 'Ping Pong', 'Rugby', 'Skate',
  'Slackline', 'Taco', 'Tênis', 'Vôlei', 'Xadrez', 'Yoga'
]) n
on conflict do nothing;

-- ---------------------------------------------------------------- athletes
create temporary table seed_athletes (n int, id uuid, email text, full_name text, preferred_name text,
  city text, gender text, birth_date date, phone text) on commit drop;
insert into seed_athletes values
  (1,  'a0000000-0000-4000-8000-000000000001', 'ana@quadra.dev',      'Ana Souza',         'Ana',      'São Paulo',       'feminino',  '1994-03-12', '11987650001'),
  (2,  'a0000000-0000-4000-8000-000000000002', 'bruno@quadra.dev',    'Bruno Oliveira',    'Bruno',    'São Paulo',       'masculino', '1990-07-25', '11987650002'),
  (3,  'a0000000-0000-4000-8000-000000000003', 'carla@quadra.dev',    'Carla Mendes',      'Carla',    'Rio de Janeiro',  'feminino',  '1997-11-02', '21987650003'),
  (4,  'a0000000-0000-4000-8000-000000000004', 'diego@quadra.dev',    'Diego Ferreira',    'Diego',    'Belo Horizonte',  'masculino', '1988-01-30', '31987650004'),
  (5,  'a0000000-0000-4000-8000-000000000005', 'elisa@quadra.dev',    'Elisa Castro',      'Elisa',    'Curitiba',        'feminino',  '1999-05-18', '41987650005'),
  (6,  'a0000000-0000-4000-8000-000000000006', 'felipe@quadra.dev',   'Felipe Araújo',     'Felipe',   'Porto Alegre',    'masculino', '1993-09-09', '51987650006'),
  (7,  'a0000000-0000-4000-8000-000000000007', 'gabriela@quadra.dev', 'Gabriela Lima',     'Gabi',     'Salvador',        'feminino',  '1996-12-21', '71987650007'),
  (8,  'a0000000-0000-4000-8000-000000000008', 'henrique@quadra.dev', 'Henrique Rocha',    'Henrique', 'Recife',          'masculino', '1985-04-04', '81987650008'),
  (9,  'a0000000-0000-4000-8000-000000000009', 'isabela@quadra.dev',  'Isabela Martins',   'Isa',      'Fortaleza',       'feminino',  '2000-02-14', '85987650009'),
  (10, 'a0000000-0000-4000-8000-000000000010', 'joao@quadra.dev',     'João Pereira',      'João',     'São Paulo',       'masculino', '1992-08-08', '11987650010'),
  (11, 'a0000000-0000-4000-8000-000000000011', 'larissa@quadra.dev',  'Larissa Gonçalves', 'Lari',     'Brasília',        'feminino',  '1998-10-10', '61987650011'),
  (12, 'a0000000-0000-4000-8000-000000000012', 'marcos@quadra.dev',   'Marcos Ribeiro',    'Marcos',   'Florianópolis',   'prefiro-nao-informar', '1987-06-06', '48987650012');

-- GoTrue reads the token columns as strings: they must be '' rather than null on hosted projects.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
       extensions.crypt('Quadra123', extensions.gen_salt('bf')), now(),
       '{"provider": "email", "providers": ["email"]}', jsonb_build_object('full_name', a.full_name),
       now() - interval '60 days', now() - interval '60 days', '', '', '', ''
from seed_athletes a
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select a.id::text, a.id, jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true),
       'email', now(), now(), now()
from seed_athletes a
on conflict do nothing;

-- The auth trigger created the profiles; complete them.
update public.profiles p
set preferred_name = a.preferred_name, city = a.city, gender = a.gender, birth_date = a.birth_date,
    phone = a.phone, accessibility_needs = case when a.n = 5 then array['visual'] else '{}' end
from seed_athletes a
where p.user_id = a.id;

insert into public.user_sports (user_id, sport_id)
select a.id, s.id
from seed_athletes a
join public.sports s on s.name = any (case a.n % 4
  when 0 then array['Futebol', 'Corrida', 'Xadrez']
  when 1 then array['Futebol', 'Vôlei', 'Tênis', 'Yoga']
  when 2 then array['Basquete', 'Ciclismo', 'Futebol']
  else array['Vôlei', 'Corrida', 'Skate'] end)
on conflict do nothing;

-- ---------------------------------------------------------------- upcoming events
do $$
declare
  v_sports text[] := array['Futebol', 'Vôlei', 'Basquete', 'Tênis', 'Corrida', 'Ciclismo', 'Futsal',
    'Handebol', 'Xadrez', 'Yoga', 'Skate', 'Natação', 'Badminton', 'Ping Pong', 'Crossfit'];
  v_titles text[] := array['Pelada de quinta', 'Vôlei na praia', 'Basquete 3x3', 'Duplas de tênis',
    'Corrida matinal', 'Pedal de domingo', 'Futsal dos amigos', 'Handebol misto', 'Torneio de xadrez',
    'Yoga no parque', 'Sessão de skate', 'Treino de natação', 'Badminton recreativo', 'Ping pong relâmpago',
    'Crossfit ao ar livre'];
  v_places text[][] := array[
    array['São Paulo', 'Parque Ibirapuera, Portão 3', 'Perto da marquise'],
    array['São Paulo', 'Centro Esportivo Tietê', 'Quadra 2'],
    array['Rio de Janeiro', 'Praia de Copacabana, Posto 5', 'Em frente ao quiosque'],
    array['Belo Horizonte', 'Parque Municipal Américo Renné Giannetti', 'Entrada da Av. Afonso Pena'],
    array['Curitiba', 'Parque Barigui', 'Ao lado do centro de exposições'],
    array['Porto Alegre', 'Parque da Redenção', 'Próximo ao espelho d''água'],
    array['Salvador', 'Dique do Tororó', 'Quadra poliesportiva'],
    array['Recife', 'Parque da Jaqueira', 'Pista de corrida'],
    array['Fortaleza', 'Aterro da Praia de Iracema', 'Arena de areia'],
    array['Brasília', 'Parque da Cidade Sarah Kubitschek', 'Estacionamento 10'],
    array['Florianópolis', 'Avenida Beira-Mar Norte', 'Trapiche'],
    array['São Paulo', 'Ginásio do Ibirapuera', 'Bilheteria principal']];
  v_levels text[] := array['Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo'];
  v_times time[] := array['07:00', '09:00', '14:00', '18:30', '19:00', '20:00'];
  v_today date := (now() at time zone 'America/Sao_Paulo')::date;
  v_users uuid[];
  v_event uuid;
  v_creator uuid;
  v_max int;
  v_fill int;
  v_place int;
  v_sport int;
  i int;
  j int;
begin
  select array_agg(id order by n) into v_users from seed_athletes;
  for i in 1..44 loop
    v_sport := 1 + (i - 1) % array_length(v_sports, 1);
    v_place := 1 + (i * 7) % array_length(v_places, 1);
    v_creator := v_users[1 + (i - 1) % 12];
    v_max := case when i = 4 then 6 when i = 13 then 8 when i = 22 then 4 when i % 9 = 0 then null
                  else (array[4, 6, 8, 10, 12, 14, 20, 22])[1 + i % 8] end;
    v_event := ('e0000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid;
    insert into public.events (id, title, description, location, location_reference, date, time, age_group, gender,
      skill_level, min_participants, max_participants, created_by, sport_id, custom_sport_name, status,
      requires_approval, has_pcd_structure, pcd_types, image_url, created_at)
    values (v_event,
      v_titles[v_sport] || ' — ' || v_places[v_place][1],
      format('Encontro de %s para todos que curtem jogar. Traga água e chegue 10 minutos antes.', lower(v_sports[v_sport])),
      v_places[v_place][2], v_places[v_place][3],
      v_today + 1 + (i % 21), v_times[1 + i % 6],
      (array['Todas', '18-25', '26-35', '36+'])[1 + i % 4],
      (array['Misto', 'Masculino', 'Feminino'])[1 + i % 3],
      v_levels[1 + i % 3], least(2, coalesce(v_max, 2)), v_max, v_creator,
      (select id from public.sports where name = v_sports[v_sport]), null,
      case when i in (11, 29) then 'paused' else 'active' end,
      i % 6 = 0, i % 5 = 0, case when i % 5 = 0 then array['motora', 'visual'] end, null,
      now() - interval '10 days');
    -- Events 4, 13 and 22 are full; the rest get a few athletes.
    v_fill := case when i in (4, 13, 22) then v_max else least(coalesce(v_max, 12) - 1, i % 5) end;
    j := 0;
    for k in 1..12 loop
      exit when j >= v_fill;
      continue when v_users[1 + (i + k) % 12] = v_creator;
      insert into public.event_participants (event_id, user_id, status, joined_at)
      values (v_event, v_users[1 + (i + k) % 12], 'registered', now() - interval '2 days' + k * interval '1 hour');
      j := j + 1;
    end loop;
    -- Approval-only events receive requests.
    if i % 6 = 0 then
      insert into public.event_participants (event_id, user_id, status)
      select v_event, u, 'pending' from unnest(v_users) u
      where u <> v_creator
        and not exists (select 1 from public.event_participants ep where ep.event_id = v_event and ep.user_id = u)
      limit 2;
    end if;
  end loop;
end $$;

-- A cancelled event (for the 'cancelado' state).
update public.events set status = 'cancelled' where id = 'e0000000-0000-4000-8000-000000000037';

-- ---------------------------------------------------------------- finished events
-- Yesterday's match: Ana may evaluate it now (praise Carla and Diego).
insert into public.events (id, title, description, location, location_reference, date, time, skill_level,
  min_participants, max_participants, created_by, sport_id, status, created_at)
values
  ('e0000000-0000-4000-8000-000000000901', 'Futebol de ontem — Ibirapuera',
   'Pelada de fim de tarde no Ibirapuera. Valeu, galera!', 'Parque Ibirapuera, Portão 3', 'Campo de terra',
   (now() at time zone 'America/Sao_Paulo')::date - 1, '18:00', 'Intermediário/Casual', 4, 10,
   'a0000000-0000-4000-8000-000000000002', (select id from public.sports where name = 'Futebol'), 'completed',
   now() - interval '7 days'),
  ('e0000000-0000-4000-8000-000000000902', 'Vôlei da semana passada — Copacabana',
   'Vôlei de praia no Posto 5.', 'Praia de Copacabana, Posto 5', null,
   (now() at time zone 'America/Sao_Paulo')::date - 8, '09:00', 'Iniciante/Diversão', 2, 8,
   'a0000000-0000-4000-8000-000000000003', (select id from public.sports where name = 'Vôlei'), 'completed',
   now() - interval '14 days');

insert into public.event_participants (event_id, user_id, status, joined_at, evaluation_status)
values
  ('e0000000-0000-4000-8000-000000000901', 'a0000000-0000-4000-8000-000000000001', 'registered', now() - interval '5 days', 'evaluation_available'),
  ('e0000000-0000-4000-8000-000000000901', 'a0000000-0000-4000-8000-000000000003', 'registered', now() - interval '5 days', 'pending'),
  ('e0000000-0000-4000-8000-000000000901', 'a0000000-0000-4000-8000-000000000004', 'registered', now() - interval '4 days', 'pending'),
  ('e0000000-0000-4000-8000-000000000901', 'a0000000-0000-4000-8000-000000000010', 'registered', now() - interval '4 days', 'pending'),
  ('e0000000-0000-4000-8000-000000000902', 'a0000000-0000-4000-8000-000000000001', 'registered', now() - interval '12 days', 'completed'),
  ('e0000000-0000-4000-8000-000000000902', 'a0000000-0000-4000-8000-000000000005', 'registered', now() - interval '12 days', 'completed'),
  ('e0000000-0000-4000-8000-000000000902', 'a0000000-0000-4000-8000-000000000007', 'registered', now() - interval '11 days', 'completed');

-- Praise from last week's match gives Ana a reputation.
insert into public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags, comment)
select 'e0000000-0000-4000-8000-000000000902', r.reviewer, r.reviewed, 'player_praise', array[r.tag], r.label
from (values
  ('a0000000-0000-4000-8000-000000000005'::uuid, 'a0000000-0000-4000-8000-000000000001'::uuid, 'comunicativo', 'Comunicativo'),
  ('a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000001', 'amigavel', 'Amigável'),
  ('a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000007', 'habilidoso', 'Habilidoso'),
  ('a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000001', 'trabalho_equipe', 'Trabalho em equipe'),
  ('a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000001', 'esforcado', 'Esforçado'),
  ('a0000000-0000-4000-8000-000000000007', 'a0000000-0000-4000-8000-000000000005', 'amigavel', 'Amigável'),
  ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000005', 'esforcado', 'Esforçado'),
  ('a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000007', 'comunicativo', 'Comunicativo')
) as r(reviewer, reviewed, tag, label);

insert into public.reviews (event_id, reviewer_user_id, review_type, comment)
values ('e0000000-0000-4000-8000-000000000902', 'a0000000-0000-4000-8000-000000000005', 'event',
        'Ótima organização, quero voltar semana que vem!');

-- ---------------------------------------------------------------- comments
insert into public.event_comments (id, event_id, user_id, comment_text, created_at)
values
  ('c0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'Alguém vai levar bola extra?', now() - interval '20 hours'),
  ('c0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Levo duas, pode deixar!', now() - interval '19 hours'),
  ('c0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004', 'Tem vestiário no local?', now() - interval '15 hours'),
  ('c0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000006', 'Primeira vez jogando 3x3, pode iniciante?', now() - interval '10 hours'),
  ('c0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000013', 'a0000000-0000-4000-8000-000000000007', 'Lotou rápido! Abram outra turma 😄', now() - interval '8 hours'),
  ('c0000000-0000-4000-8000-000000000006', 'e0000000-0000-4000-8000-000000000025', 'a0000000-0000-4000-8000-000000000009', 'Vou chegar uns minutinhos atrasada.', now() - interval '3 hours');
-- Comments are written after their events; the triggers' timestamps keep the wall ordered.
update public.event_comments c set created_at = v.t
from (values ('c0000000-0000-4000-8000-000000000001'::uuid, now() - interval '20 hours'),
             ('c0000000-0000-4000-8000-000000000002', now() - interval '19 hours'),
             ('c0000000-0000-4000-8000-000000000003', now() - interval '15 hours'),
             ('c0000000-0000-4000-8000-000000000004', now() - interval '10 hours'),
             ('c0000000-0000-4000-8000-000000000005', now() - interval '8 hours'),
             ('c0000000-0000-4000-8000-000000000006', now() - interval '3 hours')) v(id, t)
where c.id = v.id;

-- ---------------------------------------------------------------- notifications
-- Joins and comments above already notified the organisers (older joins count as seen);
-- add the rest of the catalogue.
update public.notifications set read = true, created_at = now() - interval '2 days' where type = 'event_join';

insert into public.notifications (user_id, type, title, message, data, read, created_at)
values
  ('a0000000-0000-4000-8000-000000000001', 'evaluation_reminder', 'Avalie o evento',
   'O evento "Futebol de ontem — Ibirapuera" terminou. Avalie e elogie os jogadores!',
   '{"event_id": "e0000000-0000-4000-8000-000000000901"}', false, now() - interval '1 hour'),
  ('a0000000-0000-4000-8000-000000000001', 'new_review', 'Você recebeu um elogio!',
   'Elisa elogiou você no evento "Vôlei da semana passada — Copacabana".',
   '{"event_id": "e0000000-0000-4000-8000-000000000902"}', true, now() - interval '6 days'),
  ('a0000000-0000-4000-8000-000000000001', 'event_reminder', 'Seu evento é amanhã',
   'Não esqueça: você tem um evento amanhã. Confira o horário e o local.',
   '{}', false, now() - interval '30 minutes');

-- The demo athletes accepted the current terms when they signed up (issue 46); an account without
-- it (made in tests through the admin API) is asked once in the app.
insert into public.terms_acceptances (user_id, version, accepted_at)
select id, public.current_terms_version(), created_at from auth.users
on conflict do nothing;
