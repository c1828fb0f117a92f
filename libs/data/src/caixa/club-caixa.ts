import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { caixaKeys } from '../keys/caixa';
import type { ClubCaixa } from './caixa-types';

/** The admins' 'Caixa' of the month holding `month` ('yyyy-mm-dd'): figures, lines, balances, chart. */
export async function fetchClubCaixa(clubId: string, month: string): Promise<ClubCaixa> {
  return unwrap(await supabase.rpc('get_club_caixa', { p_club_id: clubId, p_month: month })) as unknown as ClubCaixa;
}

export const clubCaixaQuery = (clubId: string, month: string) =>
  queryOptions({ queryKey: caixaKeys.club(clubId, month), queryFn: () => fetchClubCaixa(clubId, month) });

export function useClubCaixa(clubId: string, month: string, enabled = true) {
  return useQuery({ ...clubCaixaQuery(clubId, month), enabled });
}
