import type { EventListModel } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';

/** What get_event_list answers (supabase/migrations/20261129800000_event_preview_and_list.sql). */
interface EventListAnswer {
  title: string;
  date: string;
  time: string;
  time_zone: string;
  location: string;
  status: string;
  max_participants: number | null;
  has_cost: boolean;
  confirmed: { name: string; paid: boolean }[];
  waiting: { name: string }[];
}

/**
 * The event's list as its group pastes it, read now (the organiser and registered participants
 * only; anyone else gets the database's reason). The caller adds the link it shares.
 */
export async function fetchEventList(eventId: string): Promise<Omit<EventListModel, 'link'>> {
  const list = (await supabase.rpc('get_event_list', { p_event_id: eventId }).then(unwrap)) as EventListAnswer;
  return {
    title: list.title,
    date: list.date,
    time: list.time,
    timeZone: list.time_zone,
    location: list.location,
    status: list.status,
    maxParticipants: list.max_participants,
    hasCost: list.has_cost,
    confirmed: list.confirmed,
    waiting: list.waiting,
  };
}
