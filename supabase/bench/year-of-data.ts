/**
 * A year (three, in fact) of Quadra's data, deterministic from a seed and loaded with COPY (issue 55):
 * athletes, clubs (each with its owner), events over 3 years (half past, half ahead of today) in
 * every sport and every Brazilian time zone, participations, comments, evaluations (reviews),
 * notifications and payments (costs with their shares). Full size (scale 1) is 100,000 athletes,
 * 1,000 clubs, 1,000,000 events, 5,000,000 participations; `scale` multiplies every count.
 *
 * Rows are written straight into the tables as the database owner with row triggers off (the
 * counters they keep are set afterwards in SQL), so every CHECK and foreign key still holds: a bad
 * row fails the COPY. Same seed and scale, same rows (ids included); only "today" moves the dates.
 *
 * Command: `npm run -w @quadra/local-supabase bench:year -- --scale 0.01` (see docs/performance.md).
 */
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export const FULL_SIZE = {
  athletes: 100_000,
  clubs: 1_000,
  events: 1_000_000,
  participations: 5_000_000,
  comments: 2_000_000,
  reviews: 1_000_000,
  notifications: 3_000_000,
  payments: 1_000_000,
};
export type Sizes = typeof FULL_SIZE;

export function sizesAt(scale: number): Sizes {
  if (!(scale > 0 && scale <= 1)) throw new Error('scale must be in (0, 1]');
  return Object.fromEntries(Object.entries(FULL_SIZE).map(([k, v]) => [k, Math.max(1, Math.round(v * scale))])) as Sizes;
}

/** Every zone `is_brazil_time_zone` accepts, with a city of each. */
export const ZONES: [zone: string, city: string][] = [
  ['America/Noronha', 'Fernando de Noronha'], ['America/Belem', 'Belém'], ['America/Fortaleza', 'Fortaleza'],
  ['America/Recife', 'Recife'], ['America/Araguaina', 'Palmas'], ['America/Maceio', 'Maceió'],
  ['America/Bahia', 'Salvador'], ['America/Sao_Paulo', 'São Paulo'], ['America/Campo_Grande', 'Campo Grande'],
  ['America/Cuiaba', 'Cuiabá'], ['America/Santarem', 'Santarém'], ['America/Porto_Velho', 'Porto Velho'],
  ['America/Boa_Vista', 'Boa Vista'], ['America/Manaus', 'Manaus'], ['America/Eirunepe', 'Eirunepé'],
  ['America/Rio_Branco', 'Rio Branco'],
];
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vitória', 'Lucas'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida'];
const PLACES = ['Parque', 'Quadra', 'Arena', 'Praia', 'Centro Esportivo', 'Ginásio'];
const SKILLS = ['Iniciante/Diversão', 'Intermediário/Casual', 'Avançado/Competitivo'];
const TIMES = ['07:00', '09:00', '14:00', '18:00', '18:30', '19:00', '20:00', '21:00'];
const COMMENTS = ['Bora! Levo a bola.', 'Alguém tem colete?', 'Chego 10 min antes.', 'Vai ter racha depois?', 'Tô dentro!'];
const TAGS = ['comunicativo', 'trabalho_equipe', 'habilidoso', 'amigavel', 'esforcado'];
const DAYS = 3 * 365;
/** As public.normalize_search does: lower case, no accents. */
const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed id per (kind, number): c<kind>000000-0000-4000-8000-<number in hex>. */
export const idOf = (kind: number, n: number) => `c${kind}000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ATHLETE = 1, CLUB = 2, EVENT = 3;

/** COPY text format: tab-separated, \N for null, backslash escapes. */
const field = (v: string | number | boolean | null) =>
  v === null ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
const line = (values: (string | number | boolean | null)[]) => `${values.map(field).join('\t')}\n`;

/** Rows in chunks of ~1,000 lines, so a million rows never sit in memory at once. */
function chunked(rows: Iterable<string>): Readable {
  return Readable.from(
    (function* () {
      let buffer = '';
      let n = 0;
      for (const row of rows) {
        buffer += row;
        if (++n % 1000 === 0) {
          yield buffer;
          buffer = '';
        }
      }
      if (buffer) yield buffer;
    })(),
  );
}

type Day = { date: string; past: boolean };
function dayOf(offset: number, today: Date): Day {
  const d = new Date(today.getTime() + offset * 86_400_000);
  return { date: d.toISOString().slice(0, 10), past: offset < 0 };
}

/** The tables' rows, each a generator of COPY lines over the same seeded stream per table. */
export function tables(sizes: Sizes, seed: number, sportIds: string[], today = new Date()) {
  const athlete = (n: number) => idOf(ATHLETE, 1 + (n % sizes.athletes));
  const perEvent = Math.max(1, Math.floor(sizes.participations / sizes.events));
  // event n: its zone, day, organiser and size follow from n alone, so later tables can name them
  const eventOf = (n: number) => {
    const zone = ZONES[n % ZONES.length]!;
    const day = dayOf(Math.floor((n * 7919) % DAYS) - Math.floor(DAYS / 2), today);
    return { id: idOf(EVENT, n), zone, day, organiser: athlete(n * 31), capacity: n % 5 === 0 ? null : perEvent + 2 + (n % 12) };
  };
  // participant k of event n: never its organiser, never twice (k steps of a stride coprime with the athletes)
  const participant = (n: number, k: number) => athlete(n * 31 + 1 + k * 7);
  return {
    'auth.users (id, email, raw_user_meta_data, created_at, email_confirmed_at)': function* () {
      for (let n = 1; n <= sizes.athletes; n++) yield line([idOf(ATHLETE, n), `atleta${n}@ano.quadra.dev`, '{}', today.toISOString(), today.toISOString()]);
    },
    'public.profiles (user_id, full_name, city, time_zone)': function* () {
      const random = randomFrom(seed + 1);
      for (let n = 1; n <= sizes.athletes; n++) {
        const [zone, city] = ZONES[Math.floor(random() * ZONES.length)]!;
        yield line([idOf(ATHLETE, n), `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]} ${n}`, city, zone]);
      }
    },
    'public.clubs (id, name, city, sport_ids, visibility, join_policy, created_by)': function* () {
      const random = randomFrom(seed + 2);
      for (let n = 1; n <= sizes.clubs; n++) {
        const city = ZONES[n % ZONES.length]![1];
        yield line([idOf(CLUB, n), `Clube ${n} de ${city}`.slice(0, 80), city, `{${sportIds[n % sportIds.length]}}`, random() < 0.8 ? 'public' : 'private', random() < 0.5 ? 'open' : 'request', athlete(n)]);
      }
    },
    'public.club_members (club_id, user_id, role, kind)': function* () {
      for (let n = 1; n <= sizes.clubs; n++) {
        yield line([idOf(CLUB, n), athlete(n), 'owner', 'mensalista']);
        for (let k = 1; k <= 9; k++) yield line([idOf(CLUB, n), athlete(n + k * 101), 'member', k % 2 ? 'mensalista' : 'avulso']);
      }
    },
    'public.events (id, title, description, location, date, time, time_zone, starts_at, skill_level, min_participants, max_participants, created_by, sport_id, status, requires_approval, club_id, search_text)': function* () {
      const random = randomFrom(seed + 3);
      for (let n = 1; n <= sizes.events; n++) {
        const e = eventOf(n);
        const time = TIMES[n % TIMES.length]!;
        const place = `${PLACES[Math.floor(random() * PLACES.length)]} ${1 + Math.floor(random() * 40)}, ${e.zone[1]}`;
        const title = `Jogo ${n} em ${e.zone[1]}`;
        const status = e.day.past ? (n % 20 === 0 ? 'cancelled' : 'completed') : n % 25 === 0 ? 'cancelled' : n % 40 === 0 ? 'paused' : 'active';
        // starts_at in the event's own zone: PostgreSQL resolves it (the column is a timestamptz)
        yield line([e.id, title, `Partida aberta. Evento ${n}.`, place, e.day.date, time, e.zone[0], `${e.day.date} ${time} ${e.zone[0]}`,
          SKILLS[n % 3]!, 2, e.capacity, e.organiser, sportIds[n % sportIds.length]!, status, n % 9 === 0,
          n % 50 === 0 ? idOf(CLUB, 1 + (n % sizes.clubs)) : null, normalize(`${title} ${place}`)]);
      }
    },
    'public.event_participants (event_id, user_id, status, joined_at, evaluation_status)': function* () {
      let written = 0;
      for (let n = 1; n <= sizes.events && written < sizes.participations; n++) {
        const e = eventOf(n);
        const count = Math.min(perEvent, e.capacity ?? perEvent, sizes.athletes - 1);
        for (let k = 0; k < count && written < sizes.participations; k++, written++) {
          yield line([e.id, participant(n, k), n % 9 === 0 && k === count - 1 ? 'pending' : 'registered', today.toISOString(), e.day.past && k % 2 ? 'completed' : 'pending']);
        }
      }
    },
    'public.event_comments (event_id, user_id, comment_text)': function* () {
      for (let c = 0; c < sizes.comments; c++) {
        const n = 1 + (c % sizes.events);
        yield line([eventOf(n).id, participant(n, c % perEvent), COMMENTS[c % COMMENTS.length]!]);
      }
    },
    'public.reviews (event_id, reviewer_user_id, reviewed_user_id, review_type, praise_tags, rating)': function* () {
      if (perEvent < 2) return;
      // round r of the events: participant r praises participant r + 1 (distinct pairs per event)
      const total = Math.min(sizes.reviews, sizes.events * (perEvent - 1));
      for (let r = 0; r < total; r++) {
        const n = 1 + (r % sizes.events);
        const k = Math.floor(r / sizes.events);
        yield line([eventOf(n).id, participant(n, k), participant(n, k + 1), 'player_praise', `{${TAGS[r % TAGS.length]}}`, null]);
      }
    },
    'public.notifications (user_id, type, title, message, read, data, created_at)': function* () {
      const random = randomFrom(seed + 4);
      for (let i = 0; i < sizes.notifications; i++) {
        const n = 1 + (i % sizes.events);
        const e = eventOf(n);
        yield line([e.organiser, 'event_join', 'Nova inscrição', `Alguém se inscreveu no Jogo ${n}`, random() < 0.7, JSON.stringify({ event_id: e.id }),
          new Date(today.getTime() - Math.floor(random() * DAYS) * 86_400_000).toISOString()]);
      }
    },
    'public.event_costs (event_id, per_person_cents, pix_key_type, pix_key, recipient_name, recipient_city)': function* () {
      const events = Math.min(sizes.events, Math.ceil(sizes.payments / perEvent));
      for (let p = 0; p < events; p++) yield line([eventOf(1 + p).id, 1500 + (p % 20) * 100, 'email', `quadra${p}@pix.quadra.dev`, 'Organizador Quadra', 'São Paulo']);
    },
    'public.event_payment_shares (event_id, user_id, amount_cents, status, paid_cents)': function* () {
      const events = Math.min(sizes.events, Math.ceil(sizes.payments / perEvent));
      let written = 0;
      for (let p = 0; p < events && written < sizes.payments; p++) {
        const n = 1 + p;
        const e = eventOf(n);
        const count = Math.min(perEvent, e.capacity ?? perEvent, sizes.athletes - 1);
        for (let k = 0; k < count && written < sizes.payments; k++, written++) {
          const amount = 1500 + (p % 20) * 100;
          const status = k % 3 === 0 ? 'confirmed' : k % 3 === 1 ? 'reported' : 'pending';
          yield line([e.id, participant(n, k), amount, status, status === 'confirmed' ? amount : 0]);
        }
      }
    },
  };
}

/** A digest of every row the generator writes (ids and all, dates aside): the same seed gives the same digest. */
export function digest(sizes: Sizes, seed: number, sportIds: string[]): string {
  const hash = crypto.createHash('sha256');
  const fixedToday = new Date('2026-01-01T12:00:00Z');
  for (const [target, rows] of Object.entries(tables(sizes, seed, sportIds, fixedToday))) {
    hash.update(target);
    for (const row of rows()) hash.update(row);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Loads the data into a migrated database as its owner (superuser locally: triggers off for the
 * load), then sets the counters the triggers would have kept and refreshes the statistics.
 * Returns the seconds each table took.
 */
export async function loadYearOfData(client: pg.Client, opts: { sizes: Sizes; seed: number; log?: (m: string) => void }): Promise<Record<string, number>> {
  const log = opts.log ?? (() => undefined);
  const { rows: sports } = await client.query<{ id: string }>('select id from public.sports order by name');
  if (!sports.length) throw new Error('the sports table is empty: migrate the database first');
  const timings: Record<string, number> = {};
  await client.query('set session_replication_role = replica');
  try {
    for (const [target, rows] of Object.entries(tables(opts.sizes, opts.seed, sports.map((s) => s.id)))) {
      const started = performance.now();
      await pipeline(chunked(rows()), client.query(copyFrom(`copy ${target} from stdin`)));
      const table = target.split(' ')[0]!;
      timings[table] = Math.round((performance.now() - started) / 100) / 10;
      log(`${table}: ${timings[table]} s`);
    }
    // the counter the join trigger keeps, with the triggers still off (a cancelled event refuses edits)
    await client.query(`update public.events e set participant_count = c.n
      from (select event_id, count(*) filter (where status = 'registered')::int as n from public.event_participants group by 1) c
      where c.event_id = e.id and e.id::text like 'c3%'`);
  } finally {
    await client.query('set session_replication_role = origin');
  }
  const started = performance.now();
  await client.query('analyze');
  timings['counters and analyze'] = Math.round((performance.now() - started) / 100) / 10;
  return timings;
}
