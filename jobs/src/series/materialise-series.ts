import { createRequire } from 'node:module';
import type pg from 'pg';

// rrule ships CommonJS with an ESM build Node cannot load by name: required as CommonJS everywhere.
const { rrulestr } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** How far ahead the rule is expanded: comfortably more than 4 monthly dates. */
const LOOK_AHEAD_DAYS = 200;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const ruleDate = (day: string) => day.replaceAll('-', '');

/**
 * The dates (yyyy-MM-dd, the series' wall clock) a series' rule gives from `from` for
 * LOOK_AHEAD_DAYS. The rule runs over floating dates (UTC midnights standing for wall-clock days),
 * so a change of offset never moves a date; the time of day is the series' own, and the database
 * computes each start in the series' zone.
 */
export function seriesDates(rule: string, firstDate: string, from: Date): string[] {
  const set = rrulestr(`DTSTART:${ruleDate(firstDate)}T000000Z\nRRULE:${rule}`);
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - 1));
  const end = new Date(start.getTime() + LOOK_AHEAD_DAYS * 86_400_000);
  return set.between(start, end, true).map(isoDay);
}

type SeriesRow = { id: string; rrule: string; first_date: string; occurrences: number };

/**
 * Keeps the next occurrences of every series in existence: the database names the series short of
 * them (`series_to_materialise`), `rrule` expands each rule, and `materialise_series_occurrences`
 * creates what is missing. Every check (end, count, past, duplicates) is the database's, so two
 * runs at once, here or on another server, never create an occurrence twice.
 * Each series fails alone (issue 56): its error is recorded in scheduled_job_failures, the others
 * go on, and the database leaves it out of the next runs until its wait is over.
 * Returns how many occurrences were created and how many series failed.
 */
export async function materialiseSeries(pool: pg.Pool, now: Date = new Date()): Promise<{ created: number; failed: number }> {
  const { rows } = await pool.query<SeriesRow>(
    `select id, rrule, to_char(first_date, 'YYYY-MM-DD') as first_date, occurrences from public.series_to_materialise()`,
  );
  let created = 0;
  let failed = 0;
  for (const series of rows) {
    try {
      const dates = seriesDates(series.rrule, series.first_date, now);
      const result = await pool.query<{ n: number }>('select public.materialise_series_occurrences($1, $2::date[]) as n', [series.id, dates]);
      created += result.rows[0]?.n ?? 0;
      await pool.query(`select public.clear_job_failure('materialise_series', $1)`, [series.id]);
    } catch (e) {
      failed += 1;
      await pool.query(`select public.record_job_failure('materialise_series', $1, $2)`, [series.id, (e as Error).message]);
    }
  }
  return { created, failed };
}
