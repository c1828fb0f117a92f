import ical, { ICalEventRepeatingFreq, ICalEventStatus, type ICalCalendar } from 'ical-generator';

/** An event as calendar_event / calendar_feed answer it (supabase/migrations/20261126100200_calendar_feed.sql). */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string | null;
  location: string;
  location_reference: string | null;
  date: string;
  time: string;
  time_zone: string;
  updated_at: string;
  status?: string;
  series?: {
    id: string;
    frequency: 'weekly' | 'biweekly' | 'monthly';
    first_date: string;
    time: string;
    time_zone: string;
    occurrence_count: number | null;
    until: string | null;
    /** 'Encerrar série': no occurrence after this moment, even one never created. */
    ended_at?: string | null;
    /** The first date 'Encerrar série' cancelled: `until` is cut just before it. */
    ended_from?: string | null;
    cancelled_dates: string[];
  } | null;
};

/** The app has no end time; calendars get a 2-hour block (a game's usual length). */
const DURATION_MINUTES = 120;

/** 'yyyy-MM-ddTHH:mm:ss' wall clock, given to ical-generator with the event's zone as its TZID. */
const wallClock = (date: string, time: string) => `${date}T${time.slice(0, 8)}`;

/** The wall clock `minutes` later (floating: computed on UTC fields, so no offset applies). */
function plusMinutes(date: string, time: string, minutes: number): string {
  return new Date(Date.parse(`${wallClock(date, time)}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

/**
 * A text on one line: control characters (CR/LF above all: a calendar is lines, and a title with
 * 'END:VEVENT' on a line of its own would add events, issue 56) become one space. ical-generator
 * escapes most values, but not the calendar's name (NAME, X-WR-CALNAME), so every text passes here.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();

/** A text of several lines: line breaks kept as \n (ical-generator escapes them), other controls a space. */
export const lines = (text: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  text.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]+/g, ' ');

const FREQ = {
  weekly: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 1 },
  biweekly: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 2 },
  monthly: { freq: ICalEventRepeatingFreq.MONTHLY, interval: 1 },
} as const;

/**
 * Where a series' RRULE stops: its count or its last date, or, once ended ('Encerrar série'), the
 * moment it ended (the occurrences never created were part of the rule until then).
 */
function repetitionEnd(series: NonNullable<CalendarEvent['series']>): { count: number } | { until: Date } {
  const until = series.until ? new Date(series.until) : null;
  // Ended from a date (issue 48): calendar_event already cut `until` just before it; the dates
  // before it stay in the rule, even those after the moment it was ended.
  if (series.ended_from && until) return { until };
  if (series.ended_at) {
    const ended = new Date(series.ended_at);
    return { until: until && until < ended ? until : ended };
  }
  return series.occurrence_count ? { count: series.occurrence_count } : { until: until! };
}

/**
 * A calendar of events: each a VEVENT with DTSTART/DTEND in its own zone (TZID), its location,
 * description and a link back to the app; an event of a series (`series` set) is the whole series:
 * one VEVENT from its first date with the RRULE (cut where the series ended) and an EXDATE per
 * cancelled occurrence, its UID the series' own, so adding it from two dates gives one entry.
 */
export function calendarOf(name: string, events: CalendarEvent[], appUrl: string): ICalCalendar {
  const cal = ical({ name: oneLine(name), prodId: { company: 'Quadra', product: 'Quadra', language: 'PT-BR' } });
  for (const event of events) {
    const series = event.series ?? null;
    const date = series ? series.first_date : event.date;
    const time = series ? series.time : event.time;
    const zone = series ? series.time_zone : event.time_zone;
    const url = new URL(`/event/${event.id}`, appUrl).href;
    // Ended from its first date: nothing of the series is left to repeat.
    const wholeSeriesCancelled = !!series?.ended_from && series.ended_from <= series.first_date;
    cal.createEvent({
      id: series ? `series-${series.id}@quadra` : `${event.id}@quadra`,
      start: wallClock(date, time),
      end: plusMinutes(date, time, DURATION_MINUTES),
      timezone: zone,
      stamp: new Date(event.updated_at),
      summary: oneLine(event.title),
      location: [event.location, event.location_reference ?? ''].map(oneLine).filter(Boolean).join(' — '),
      description: [event.description ? lines(event.description).trim() : null, url].filter(Boolean).join('\n\n'),
      url,
      status: event.status === 'cancelled' && (!series || wholeSeriesCancelled) ? ICalEventStatus.CANCELLED : null,
      repeating: series && !wholeSeriesCancelled
        ? {
            ...FREQ[series.frequency],
            ...repetitionEnd(series),
            // No EXDATE at all rather than an empty one (RFC 5545 wants a value).
            ...(series.cancelled_dates.length > 0 ? { exclude: series.cancelled_dates.map((d) => wallClock(d, series.time)) } : {}),
          }
        : null,
    });
  }
  return cal;
}
