import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, getDay, startOfWeek } from 'date-fns';
import { isoDay } from '../formatters/calendar';
import { FILTER_SPORTS, type FilterDate } from '../constants';
import { sportKey } from './sports';
import { DEFAULT_TIME_ZONE } from '../time/time-zones';

export interface EventFilter {
  /** Names from FILTER_SPORTS; 'Outros' means any sport not in that list. */
  sports: readonly string[];
  dates: readonly FilterDate[];
}

export const EMPTY_EVENT_FILTER: EventFilter = { sports: [], dates: [] };

/** The fields the filter reads: the day (yyyy-MM-dd) and the sport's name from any of its sources. */
export interface FilterableEvent {
  date: string;
  sport_name?: string | null;
  custom_sport_name?: string | null;
  sports?: { name: string } | null;
}

const NAMED_FILTER_SPORTS = new Set(FILTER_SPORTS.filter((sport) => sport !== 'Outros').map(sportKey));

function sportOf(event: FilterableEvent): string {
  return event.sport_name ?? event.sports?.name ?? event.custom_sport_name ?? '';
}

export function matchesSportFilter(event: FilterableEvent, sports: readonly string[]): boolean {
  if (sports.length === 0) return true;
  const sport = sportKey(sportOf(event));
  return sports.some((choice) =>
    choice === 'Outros' ? !NAMED_FILTER_SPORTS.has(sport) : sportKey(choice) === sport,
  );
}

/**
 * The days (yyyy-MM-dd, inclusive) a date key covers, seen from `now` on the product's calendar
 * (São Paulo's, as the database's filter_days): the same 'Hoje' on a device in any zone.
 */
export function dateFilterRange(key: FilterDate, at: Date = new Date()): { from: string; to: string } {
  const now = new TZDate(at.getTime(), DEFAULT_TIME_ZONE);
  switch (key) {
    case 'today':
      return { from: isoDay(now), to: isoDay(now) };
    case 'tomorrow':
      return { from: isoDay(addDays(now, 1)), to: isoDay(addDays(now, 1)) };
    case 'weekend': {
      // The coming Saturday and Sunday; on a Sunday only that day is left.
      const day = getDay(now);
      if (day === 0) return { from: isoDay(now), to: isoDay(now) };
      const saturday = addDays(now, 6 - day);
      return { from: isoDay(saturday), to: isoDay(addDays(saturday, 1)) };
    }
    case 'next-week': {
      // The next calendar week, Monday to Sunday.
      const monday = startOfWeek(addWeeks(now, 1), { weekStartsOn: 1 });
      return { from: isoDay(monday), to: isoDay(addDays(monday, 6)) };
    }
  }
}

export function matchesDateFilter(eventDate: string, dates: readonly FilterDate[], now: Date = new Date()): boolean {
  if (dates.length === 0) return true;
  const day = eventDate.slice(0, 10);
  return dates.some((key) => {
    const { from, to } = dateFilterRange(key, now);
    return day >= from && day <= to;
  });
}

/** Keeps events matching any chosen sport and any chosen date key; an empty list does not filter. */
export function applyEventFilter<T extends FilterableEvent>(
  events: readonly T[],
  filter: EventFilter,
  now: Date = new Date(),
): T[] {
  return events.filter(
    (event) => matchesSportFilter(event, filter.sports) && matchesDateFilter(event.date, filter.dates, now),
  );
}

/** How many choices are active (for a badge on the filter button). */
export function activeFilterCount(filter: EventFilter): number {
  return filter.sports.length + filter.dates.length;
}
