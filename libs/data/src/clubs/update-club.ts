import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import type { ClubVisibility } from './club-types';

export interface ClubChanges {
  name: string;
  city: string;
  description: string;
  visibility: ClubVisibility;
}

/** 'Editar clube' (admins): the database refuses a bad name or a non-admin with its pt-BR reason. */
export async function updateClub({ clubId, changes }: { clubId: string; changes: ClubChanges }): Promise<string> {
  unwrap(await supabase.rpc('update_club', { p_club_id: clubId, p_changes: changes as never }));
  return clubId;
}

export function useUpdateClub() {
  return useGuardedMutation({
    name: 'update-club',
    mutationFn: updateClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'update-club'),
  });
}
