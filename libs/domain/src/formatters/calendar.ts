/**
 * The few pt-BR calendar pieces the formatters print. Names come from the platform's Intl (no
 * bytes shipped): date-fns' `format` with its pt-BR locale weighed ~7 KB gzip on every page that
 * shows a date. Fields are read in the device's time zone, as date-fns' `format` did.
 */
const names = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('pt-BR', options);
const MONTH = names({ month: 'long' });
const MONTH_SHORT = names({ month: 'short' });
const WEEKDAY = names({ weekday: 'long' });

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of the local day. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
/** Day of the month, two digits: '05'. */
export const day2 = (date: Date) => pad2(date.getDate());
/** Month as two digits: '10'. */
export const month2 = (date: Date) => pad2(date.getMonth() + 1);
/** 'HH:mm'. */
export const hourMinute = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
/** Full month name: 'outubro'. */
export const monthName = (date: Date) => MONTH.format(date);
/** pt-BR abbreviated month without its dot: 'out', 'mai' (as date-fns' MMM). */
export const monthAbbr = (date: Date) => MONTH_SHORT.format(date).replace(/\.$/, '');
/** Full weekday name: 'domingo'. */
export const weekdayName = (date: Date) => WEEKDAY.format(date);
