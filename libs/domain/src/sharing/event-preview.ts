import type { SharedEvent } from './event-list-text';
import { eventWhen } from './event-when';
import { linkPreview, type LinkPreview, type PreviewCard } from './link-preview';
import { vacanciesLine } from './vacancies';

/** What anyone may see of an event (get_event_preview): no names, no payments. */
export interface EventPreviewData extends SharedEvent {
  sportName: string | null;
  participantCount: number;
  waitingCount: number;
}

const STOPPED: Record<string, string> = {
  paused: 'Inscrições pausadas',
  cancelled: 'Evento cancelado',
  completed: 'Evento encerrado',
};

/** An event's link preview: a paused, cancelled or finished event says so instead of its places. */
export function eventPreview(event: EventPreviewData): LinkPreview {
  const stopped = STOPPED[event.status];
  const full = event.maxParticipants !== null && event.participantCount >= event.maxParticipants;
  const card: PreviewCard = {
    kicker: event.sportName?.trim() || 'Esporte',
    title: event.title.trim(),
    lines: [eventWhen(event.date, event.time, event.timeZone), event.location.trim()],
    highlight: stopped ?? vacanciesLine(event.participantCount, event.maxParticipants, event.waitingCount),
    tone: stopped ? 'stopped' : full ? 'full' : 'open',
  };
  return linkPreview(event.title.trim(), card);
}
