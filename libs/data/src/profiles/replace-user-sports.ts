import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';

/**
 * Replaces the athlete's sports with the chosen names (onboarding step 3; spec: look the names up,
 * DELETE the old rows, INSERT the new). Returns how many were saved; 0 means none of the names exists.
 */
export async function replaceUserSports(userId: string, names: string[]): Promise<number> {
  const sports = unwrap(await supabase.from('sports').select('id, name').in('name', names));
  if (sports.length === 0) return 0;
  const { error: deleteError } = await supabase.from('user_sports').delete().eq('user_id', userId);
  // The spec only logs this one: the insert below still tells whether the sports were saved.
  if (deleteError) console.warn('Não foi possível remover os esportes anteriores', deleteError);
  unwrap(await supabase.from('user_sports').insert(sports.map((sport) => ({ user_id: userId, sport_id: sport.id }))));
  return sports.length;
}
