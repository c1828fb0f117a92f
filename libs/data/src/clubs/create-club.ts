import { messages } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { failureToast } from '../client/failure-toast';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { clubKeys } from '../keys/clubs';
import type { ClubVisibility } from './club-types';

export interface NewClub {
  name: string;
  city?: string;
  description?: string;
  sport_ids?: string[];
  visibility: ClubVisibility;
  join_policy?: 'open' | 'request';
  avulsos_from_hours?: number;
}

/** 'Criar clube': resolves the new club's id; the caller is its 'Dono'. */
export async function createClub(club: NewClub): Promise<string> {
  return unwrap(await supabase.rpc('create_club', { p_club: club as never })) as string;
}

export function useCreateClub() {
  return useGuardedMutation({
    name: 'create-club',
    mutationFn: createClub,
    invalidates: () => [clubKeys.all],
    onError: (error) => failureToast(messages.clubs.error, error, 'create-club'),
  });
}
