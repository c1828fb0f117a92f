import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { caixaKeys } from '../keys/caixa';
import type { MyClubAccount } from './caixa-types';

/** The caller's own account in a club: his 'Saldo', lines, what he owes and its one Pix code. */
export async function fetchMyClubAccount(clubId: string): Promise<MyClubAccount> {
  return unwrap(await supabase.rpc('get_my_club_account', { p_club_id: clubId })) as unknown as MyClubAccount;
}

export const myClubAccountQuery = (clubId: string, userId: string | null) =>
  queryOptions({ queryKey: caixaKeys.mine(clubId, userId), queryFn: () => fetchMyClubAccount(clubId) });

export function useMyClubAccount(clubId: string, enabled = true) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...myClubAccountQuery(clubId, userId), enabled: enabled && userId !== null });
}
