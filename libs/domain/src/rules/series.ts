import { REPEAT_OPTIONS, type RepeatFrequency } from '../constants';
import { formatTime } from '../formatters/days';

/** Weekday names as a rule says them ('Toda quinta'), Sunday first; domingo and sábado are masculine. */
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

export interface SeriesRule {
  frequency: RepeatFrequency;
  /** The first occurrence's date, 'yyyy-MM-dd' (its weekday and day of the month are the rule's). */
  first_date: string;
  time: string;
}

/** The day of the week of a calendar day, zone-free (0 = Sunday). */
function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The rule in pt-BR, as cards, the detail and my events show it: 'Toda quinta às 19:00',
 * 'A cada 2 semanas, sábado às 08:00', 'Todo mês, dia 5 às 18:30'. Times are the event's wall clock.
 */
export function describeSeriesRule({ frequency, first_date, time }: SeriesRule): string {
  const at = `às ${formatTime(time)}`;
  const weekday = WEEKDAYS[weekdayOf(first_date)]!;
  switch (frequency) {
    case 'weekly':
      return `${weekday === 'domingo' || weekday === 'sábado' ? 'Todo' : 'Toda'} ${weekday} ${at}`;
    case 'biweekly':
      return `A cada 2 semanas, ${weekday} ${at}`;
    case 'monthly':
      return `Todo mês, dia ${Number(first_date.slice(8, 10))} ${at}`;
  }
}

/** What a card row says of its series (the list functions' series_* columns; all null for a single event). */
export interface CardSeries {
  series_frequency: string | null;
  series_first_date: string | null;
  series_time: string | null;
}

/** The rule a card shows under its date, or null when the event does not repeat. */
export function cardSeriesRule({ series_frequency, series_first_date, series_time }: CardSeries): string | null {
  const frequency = REPEAT_OPTIONS.find((o) => o.id === series_frequency)?.id;
  if (!frequency || !series_first_date || !series_time) return null;
  return describeSeriesRule({ frequency, first_date: series_first_date, time: series_time });
}

export interface SeriesEnd {
  frequency: RepeatFrequency;
  first_date: string;
  occurrence_count: number | null;
  until_date: string | null;
}

/** 'dd/MM/yyyy' of a calendar day. */
const dayMonthYear = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The last date of a series ended by a count, 'yyyy-MM-dd'; null when the calendar cannot say it
 * simply (a monthly rule after the 28th skips the months without that day).
 */
export function seriesLastDate({ frequency, first_date, occurrence_count }: SeriesEnd): string | null {
  if (!occurrence_count) return null;
  const [y, m, d] = first_date.split('-').map(Number) as [number, number, number];
  const steps = occurrence_count - 1;
  if (frequency === 'monthly') {
    if (d > 28) return null;
    return new Date(Date.UTC(y, m - 1 + steps, d)).toISOString().slice(0, 10);
  }
  return new Date(Date.UTC(y, m - 1, d + steps * (frequency === 'biweekly' ? 14 : 7))).toISOString().slice(0, 10);
}

/** How long a series runs, as its box says it (issue 48): '8 vezes, até 21/01/2027' or 'Até 21/01/2027'. */
export function describeSeriesEnd(series: SeriesEnd): string {
  if (series.occurrence_count) {
    const last = seriesLastDate(series);
    return last ? `${series.occurrence_count} vezes, até ${dayMonthYear(last)}` : `${series.occurrence_count} vezes`;
  }
  return series.until_date ? `Até ${dayMonthYear(series.until_date)}` : '';
}
