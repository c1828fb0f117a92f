import { useCallback, useEffect, useState } from 'react';
import { uploadImage } from '@quadra/data';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { toast } from '@quadra/ui';
import { failureToast } from '../../../shared/data/failure-toast';
import type { EventView } from '../../../shared/data/event-types';
import { fetchEvent } from '../../../shared/data/events-api';
import { fetchEventParticipants, removeParticipant, type Participant } from '../../../shared/data/participants-api';
import { setEventStatus, updateEvent } from '../data/edit-event-api';
import { changesFromForm, type EditFormValues } from '../data/edit-form';

const m = messages.editEvent;

export interface EditEventState {
  loading: boolean;
  event: EventView | null;
  participants: Participant[];
}

/** Loads the event for its organiser and runs save, pause, cancel and removal; reloads after each. */
export function useEditEvent(eventId: string | undefined) {
  const userId = useSession((s) => s.user?.id ?? null);
  const [state, setState] = useState<EditEventState>({ loading: true, event: null, participants: [] });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!eventId || !userId) return;
    let cancelled = false;
    Promise.all([fetchEvent(eventId, userId), fetchEventParticipants(eventId, ['registered'])])
      .then(([event, participants]) => {
        if (!cancelled) setState({ loading: false, event, participants });
      })
      .catch((e: unknown) => {
        console.error('edit event load failed', e);
        if (cancelled) return;
        toast.error(messages.common.error, { description: messages.eventDetail.loadError });
        setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [eventId, userId, version]);

  /** Uploads the new photo first; a failed upload aborts the save. */
  const save = useCallback(
    async (values: EditFormValues, photo: File | null): Promise<boolean> => {
      const event = state.event;
      if (!event || !userId) return false;
      let imageUrl = event.image_url;
      if (photo) {
        try {
          // under the organiser's own folder: {userId}/events/{eventId}-{timestamp}.{ext}
          imageUrl = await uploadImage({ kind: 'event', userId, eventId: event.id }, photo);
        } catch (error) {
          console.error('event image upload failed', error);
          toast.error(messages.common.error, { description: m.uploadError });
          return false;
        }
      }
      try {
        await updateEvent(event.id, changesFromForm(values, imageUrl));
        toast.success(m.updated);
        return true;
      } catch (error) {
        failureToast(m.updateError, error);
        return false;
      } finally {
        reload();
      }
    },
    [state.event, userId, reload],
  );

  const changeStatus = useCallback(
    async (status: 'paused' | 'cancelled') => {
      if (!eventId) return;
      try {
        await setEventStatus(eventId, status);
        toast.success(status === 'paused' ? m.paused : m.cancelledToast);
      } catch (error) {
        failureToast(status === 'paused' ? m.pauseError : m.cancelError, error);
      } finally {
        reload();
      }
    },
    [eventId, reload],
  );

  const remove = useCallback(
    async (userToRemove: string) => {
      if (!eventId) return;
      try {
        await removeParticipant(eventId, userToRemove);
        toast.success(m.participantRemoved);
      } catch (error) {
        failureToast(m.removeError, error);
      } finally {
        reload();
      }
    },
    [eventId, reload],
  );

  return { ...state, isOrganizer: state.event?.created_by === userId, save, changeStatus, remove };
}
