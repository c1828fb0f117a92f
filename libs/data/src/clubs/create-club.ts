import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import { UploadFailed, uploadFirst } from '../storage/upload-image';
import type { ClubVisibility } from './club-types';

export interface NewClub {
  name: string;
  city?: string;
  description?: string;
  sport_ids?: string[];
  photo_url?: string;
  visibility: ClubVisibility;
  join_policy?: 'open' | 'request';
  avulsos_from_hours?: number;
}

/** 'Criar clube': resolves the new club's id; the caller is its 'Dono'. */
export async function createClub(club: NewClub): Promise<string> {
  return unwrap(await supabase.rpc('create_club', { p_club: club as never })) as string;
}

export interface CreateClubVars {
  club: NewClub;
  /** The club's photo (checked by the picker): uploaded first, and a failed upload (UploadFailed) creates nothing. */
  photo?: { file: File; userId: string } | null;
}

/** The club created, after its photo's upload when there is one. */
export async function saveNewClub({ club, photo }: CreateClubVars): Promise<string> {
  const photoUrl = photo ? { photo_url: await uploadFirst({ kind: 'club', userId: photo.userId }, photo.file) } : {};
  return createClub({ ...club, ...photoUrl });
}

export function useCreateClub() {
  return useGuardedMutation({
    name: 'create-club',
    lockKey: () => 'create-club',
    mutationFn: saveNewClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => error instanceof UploadFailed
      ? failureToast(messages.onboarding.photoUploadError, error.reason, 'create-club')
      : failureToast(messages.clubs.error, error, 'create-club'),
  });
}
