import { useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';

/** How many praises someone received (profile_reputation, readable by all); 0 when none. */
export async function fetchPraiseCount(userId: string): Promise<number> {
  const rows = await supabase.from('profile_reputation').select('praise_count').eq('user_id', userId).then(unwrap);
  return rows[0]?.praise_count ?? 0;
}

/**
 * For a reputation shown where only its stars came with the screen's data (the event's organiser):
 * nobody's praise yet reads 'Sem elogios ainda', not one star of five (issue 48).
 */
export function usePraiseCount(userId: string | undefined) {
  return useQuery({ queryKey: profileKeys.praises(userId ?? ''), queryFn: () => fetchPraiseCount(userId ?? ''), enabled: Boolean(userId) });
}
