import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { toast } from '@quadra/data/singletons';
import { DbError } from '../client/errors';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { eventKeys } from '../keys';
import type { Update } from '../rows';
import { UploadFailed, uploadFirst } from '../storage/upload-image';
import { updateSeriesFrom, type SeriesChanges } from './series';

/** What the edit screen may change (the organiser's UPDATE privilege, CONTRACT.md). */
export type EventChanges = Pick<
  Update<'events'>,
  'title' | 'location' | 'location_reference' | 'date' | 'time' | 'time_zone' | 'description' | 'max_participants' | 'age_group' | 'gender' | 'skill_level' | 'image_url' | 'status'
>;

/** RLS hides the row from anyone but the organiser: an update that touched nothing is a failure. */
export async function updateEvent(eventId: string, changes: EventChanges): Promise<void> {
  const updated = unwrap(
    await supabase.from('events').update({ ...changes, updated_at: new Date().toISOString() }).eq('id', eventId).select('id'),
  );
  if (updated.length === 0) throw new DbError('');
}

// Title, date, status… show in the detail, every card list and my events: reload them all.
const reloads = () => [eventKeys.all];

export interface EventEdit {
  eventId: string;
  changes: Omit<EventChanges, 'image_url' | 'status'>;
  /** A new cover (checked by the picker): uploaded first, a failed upload saves nothing. */
  photo: File | null;
  /** An occurrence of a series: 'Só este evento' (default) or 'Este e os próximos'. */
  scope?: 'one' | 'following';
}

const SERIES_KEYS = ['time', 'location', 'location_reference', 'max_participants', 'description', 'age_group', 'gender', 'skill_level', 'image_url'] as const;

/** 'Este e os próximos': what a series carries goes to this and the next occurrences; the rest (name, date) to this one. */
async function updateFollowing(eventId: string, changes: EventChanges): Promise<void> {
  const series: SeriesChanges = {};
  const own: EventChanges = { ...changes };
  for (const key of SERIES_KEYS) {
    if (key in own) {
      Object.assign(series, { [key]: own[key] });
      delete own[key];
    }
  }
  await updateSeriesFrom(eventId, series);
  if (Object.keys(own).length > 0) await updateEvent(eventId, own);
}

/** Salvar on the edit screen: the new cover through the shared upload helper, then the row. */
export function useUpdateEvent() {
  const userId = useSession((s) => s.user?.id ?? null);
  const m = messages.editEvent;
  return useGuardedMutation({
    name: 'update-event',
    lockKey: ({ eventId }: EventEdit) => eventId,
    mutationFn: async ({ eventId, changes, photo, scope }: EventEdit) => {
      let image: Pick<EventChanges, 'image_url'> = {};
      if (photo) {
        if (!userId) throw new DbError('');
        image = { image_url: await uploadFirst({ kind: 'event', userId, eventId }, photo) };
      }
      if (scope === 'following') await updateFollowing(eventId, { ...changes, ...image });
      else await updateEvent(eventId, { ...changes, ...image });
      return eventId;
    },
    invalidates: reloads,
    onSuccess: (_id, { scope }) => toast.success(scope === 'following' ? messages.series.seriesUpdated : m.updated, { id: 'update-event' }),
    onError: (error, { scope }) =>
      error instanceof UploadFailed
        ? toast.error(messages.common.error, { id: 'update-event', description: m.uploadError })
        : failureToast(scope === 'following' ? messages.series.seriesError : m.updateError, error, 'update-event'),
  });
}

export interface EventStatusChange {
  eventId: string;
  /** 'active' resumes a paused event ('Retomar evento'). */
  status: 'paused' | 'cancelled' | 'active';
}

/** 'Pausar evento', 'Retomar evento' and 'Cancelar evento' (the database notifies the participants). */
export function useSetEventStatus() {
  const m = messages.editEvent;
  return useGuardedMutation({
    name: 'event-status',
    lockKey: ({ eventId }: EventStatusChange) => eventId,
    mutationFn: ({ eventId, status }: EventStatusChange) => updateEvent(eventId, { status }),
    invalidates: reloads,
    onSuccess: (_data, { status }) => toast.success({ paused: m.paused, active: m.resumed, cancelled: m.cancelledToast }[status]),
    onError: (error, { status }) =>
      failureToast({ paused: m.pauseError, active: m.resumeError, cancelled: m.cancelError }[status], error, 'event-status'),
  });
}
