/**
 * The "at scale" data set shared by the benchmarks (bench:db, bench:web --large): 50,000 athletes,
 * 100,000 events (dates spread over 180 days back and 180 ahead of today, so half past and half
 * upcoming) and 1,000,000 participations, written with generate_series in a few seconds.
 * Run it as the database owner on a migrated (and seeded) database; it bypasses row triggers.
 */
export const LARGE_SIZE = { events: 100_000, profiles: 50_000, participations: 1_000_000 };
const SIZE = LARGE_SIZE;

export const LARGE_DATA_SQL = `
set session_replication_role = replica; -- bulk load: skip per-row triggers, counters are set below
insert into auth.users (id, email, raw_user_meta_data, created_at)
select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'atleta' || g || '@bench.quadra.dev', '{}', now()
from generate_series(1, ${SIZE.profiles}) g;
insert into public.profiles (user_id, full_name, city)
select ('b0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       (array['Ana','Bruno','Carla','Diego','Elisa','Felipe','Gabriela','Henrique','Isabela','João','Larissa','Marcos','Natália','Otávio','Paula','Rafael','Sofia','Tiago','Vitória','Lucas'])[1 + g % 20]
       || ' ' || (array['Silva','Souza','Oliveira','Santos','Pereira','Lima','Ferreira','Costa','Rodrigues','Almeida','Nascimento','Araújo','Gonçalves','Ribeiro','Martins','Carvalho','Rocha','Mendes','Castro','Barbosa'])[1 + (g / 20) % 20]
       || ' ' || g,
       (array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre','Salvador','Recife','Fortaleza','Brasília','Florianópolis','Goiânia','Manaus','Belém','Campinas','Niterói'])[1 + g % 15]
from generate_series(1, ${SIZE.profiles}) g;
create temporary table bench_sports as select row_number() over (order by name) as n, id, name from public.sports;
insert into public.events (id, title, description, location, date, time, skill_level, min_participants,
  max_participants, participant_count, created_by, sport_id, status, requires_approval, starts_at, search_text)
select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       t.title, t.description, t.location, t.d, t.tm,
       (array['Iniciante/Diversão','Intermediário/Casual','Avançado/Competitivo'])[1 + g % 3], 2,
       case when g % 4 = 0 then null else 10 + g % 21 end, 0,
       ('b0000000-0000-4000-8000-' || lpad((1 + (g * 7) % ${SIZE.profiles})::text, 12, '0'))::uuid,
       s.id, case when g % 25 = 0 then 'cancelled' when g % 40 = 0 then 'paused' else 'active' end, g % 7 = 0,
       (t.d + t.tm) at time zone 'America/Sao_Paulo',
       public.normalize_search(concat_ws(' ', t.title, t.location, s.name, t.description))
from generate_series(1, ${SIZE.events}) g
join bench_sports s on s.n = 1 + g % (select count(*) from bench_sports)
cross join lateral (select
  s.name || ' ' || (array['da galera','de sábado','dos amigos','no parque','relâmpago','noturno','matinal','beneficente'])[1 + g % 8] || ' #' || g as title,
  'Partida de ' || lower(s.name) || ' aberta a todos. Evento ' || g || '.' as description,
  (array['Parque Ibirapuera','Centro Esportivo Tietê','Praia de Copacabana','Parque Barigui','Parque da Redenção','Dique do Tororó','Parque da Jaqueira','Aterro de Iracema','Parque da Cidade','Beira-Mar Norte'])[1 + (g / 3) % 10]
    || ', ' || (array['São Paulo','Rio de Janeiro','Belo Horizonte','Curitiba','Porto Alegre','Salvador','Recife','Fortaleza','Brasília','Florianópolis'])[1 + (g / 7) % 10] as location,
  (now() at time zone 'America/Sao_Paulo')::date + (g % 360) - 180 as d,
  (array['07:00','09:00','14:00','18:30','19:00','20:00'])[1 + g % 6]::time as tm
) t;
-- 10 distinct athletes per event (k * 4729 mod 50000 never repeats for k = 1..10).
insert into public.event_participants (event_id, user_id, status, joined_at, evaluation_status)
select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       ('b0000000-0000-4000-8000-' || lpad((1 + (g * 7 + k * 4729) % ${SIZE.profiles})::text, 12, '0'))::uuid,
       case when k = 10 and g % 7 = 0 then 'pending' else 'registered' end, now(), 'pending'
from generate_series(1, ${SIZE.events}) g, generate_series(1, ${SIZE.participations / SIZE.events}) k
where 1 + (g * 7) % ${SIZE.profiles} <> 1 + (g * 7 + k * 4729) % ${SIZE.profiles};
update public.events e set participant_count = c.n
from (select event_id, count(*) filter (where status = 'registered') as n from public.event_participants group by 1) c
where c.event_id = e.id;
set session_replication_role = origin;
`;
