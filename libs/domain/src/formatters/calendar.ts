/**
 * The few pt-BR calendar pieces the formatters print, as data: date-fns' `format` with its pt-BR
 * locale weighed ~7 KB gzip on every page that shows a date, and building Intl.DateTimeFormat
 * objects cost ~35 ms of a phone's start-up. Fields are read from the Date given: the formatters
 * pass a day read as local noon, or a TZDate, whose fields are the wall clock of an explicit zone.
 */
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' of the date's day (a TZDate: in its zone). */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
/** Day of the month, two digits: '05'. */
export const day2 = (date: Date) => pad2(date.getDate());
/** Month as two digits: '10'. */
export const month2 = (date: Date) => pad2(date.getMonth() + 1);
/** 'HH:mm'. */
export const hourMinute = (date: Date) => `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
/** Full month name: 'outubro'. */
export const monthName = (date: Date) => MONTHS[date.getMonth()]!;
/** pt-BR abbreviated month without its dot: 'out', 'mai' (as date-fns' MMM). */
export const monthAbbr = (date: Date) => MONTHS[date.getMonth()]!.slice(0, 3);
/** Full weekday name: 'domingo'. */
export const weekdayName = (date: Date) => WEEKDAYS[date.getDay()]!;
