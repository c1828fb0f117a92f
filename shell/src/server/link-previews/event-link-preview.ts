import { eventPreview } from '@quadra/domain';
import type { PreviewSource } from './preview-source';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What get_event_preview answers (supabase/migrations/20261129800000_event_preview_and_list.sql). */
interface EventPreviewRow {
  title: string;
  sport_name: string | null;
  date: string;
  time: string;
  time_zone: string;
  location: string;
  status: string;
  max_participants: number | null;
  participant_count: number;
  waiting_count: number;
}

/** /event/:id: its sport, title, day and time in its zone, place, and free places or state. */
export const eventLinkPreview: PreviewSource = {
  page: '/event/:id',
  kind: 'event',
  async load(id, api) {
    if (!UUID.test(id)) return null;
    const row = (await api.rpc('get_event_preview', { p_event_id: id })) as EventPreviewRow | null;
    if (!row) return null;
    return eventPreview({
      title: row.title,
      sportName: row.sport_name,
      date: row.date,
      time: row.time,
      timeZone: row.time_zone,
      location: row.location,
      status: row.status,
      maxParticipants: row.max_participants,
      participantCount: row.participant_count,
      waitingCount: row.waiting_count,
    });
  },
};
