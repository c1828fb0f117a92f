import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import { UploadFailed, uploadFirst } from '../storage/upload-image';
import type { ClubVisibility } from './club-types';

export interface ClubChanges {
  name?: string;
  city?: string;
  description?: string;
  sport_ids?: string[];
  photo_url?: string;
  visibility?: ClubVisibility;
  join_policy?: 'open' | 'request';
  avulsos_from_hours?: number;
}

export interface UpdateClubVars {
  clubId: string;
  changes: ClubChanges;
  /** A new photo (checked by the picker): uploaded first, and a failed upload (UploadFailed) changes nothing. */
  photo?: { file: File; userId: string } | null;
}

/** 'Editar clube' (admins): the database refuses a bad field or a non-admin with its pt-BR reason. */
export async function updateClub({ clubId, changes, photo }: UpdateClubVars): Promise<string> {
  const photoUrl = photo ? { photo_url: await uploadFirst({ kind: 'club', userId: photo.userId, clubId }, photo.file) } : {};
  unwrap(await supabase.rpc('update_club', { p_club_id: clubId, p_changes: { ...changes, ...photoUrl } as never }));
  return clubId;
}

export function useUpdateClub() {
  return useGuardedMutation({
    name: 'update-club',
    lockKey: ({ clubId }) => clubId,
    mutationFn: updateClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => error instanceof UploadFailed
      ? failureToast(messages.onboarding.photoUploadError, error.reason, 'update-club')
      : failureToast(messages.clubs.error, error, 'update-club'),
  });
}
