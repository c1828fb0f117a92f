import { DEFAULT_TIME_ZONE, timeZoneLabel } from '../time/time-zones';
import { formatLongDate, formatTime } from '../formatters/days';

/**
 * An event's day and time as its place's wall clock: 'sábado, 5 de dezembro de 2026 às 19:00',
 * with '(horário de Manaus)' where the zone is not Brasília's (as the detail screen says it).
 */
export function eventWhen(date: string, time: string, timeZone: string | null | undefined): string {
  const zone = timeZone && timeZone !== DEFAULT_TIME_ZONE ? ` (horário de ${timeZoneLabel(timeZone)})` : '';
  return `${formatLongDate(date)} às ${formatTime(time)}${zone}`;
}
