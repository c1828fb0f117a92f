import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { clubKeys } from '../keys/clubs';

/** 'Convidar para o clube' (admins): the current link's token and whether it works. */
export interface ClubInvite {
  token: string;
  enabled: boolean;
}

export async function fetchClubInvite(clubId: string): Promise<ClubInvite> {
  return unwrap(await supabase.rpc('get_club_invite', { p_club_id: clubId })) as unknown as ClubInvite;
}

export const clubInviteQuery = (clubId: string) =>
  queryOptions({ queryKey: clubKeys.invite(clubId), queryFn: () => fetchClubInvite(clubId) });

export function useClubInvite(clubId: string, enabled: boolean) {
  return useQuery({ ...clubInviteQuery(clubId), enabled });
}
