import { FALLBACK_SPORTS } from '@quadra/domain';
import { supabase } from '@quadra/supabase';

export interface SportNames {
  names: string[];
  /** True when the database could not be read and the spec's fallback list is shown. */
  fallback: boolean;
}

export async function loadSportNames(): Promise<SportNames> {
  const { data, error } = await supabase.from('sports').select('name').order('name');
  if (error || !data) return { names: [...FALLBACK_SPORTS], fallback: true };
  return { names: data.map((row) => row.name), fallback: false };
}

/**
 * Replaces the athlete's sports: look the chosen names up, DELETE the old rows, INSERT the new.
 * Returns how many were saved; 0 means none of the names exists in the database.
 */
export async function replaceUserSports(userId: string, names: string[]): Promise<number> {
  const { data: sports, error: lookupError } = await supabase.from('sports').select('id, name').in('name', names);
  if (lookupError) throw lookupError;
  if (!sports || sports.length === 0) return 0;

  const { error: deleteError } = await supabase.from('user_sports').delete().eq('user_id', userId);
  // The spec only logs this one: the insert below still tells whether the sports were saved.
  if (deleteError) console.warn('Não foi possível remover os esportes anteriores', deleteError);

  const rows = sports.map((sport) => ({ user_id: userId, sport_id: sport.id }));
  const { error: insertError } = await supabase.from('user_sports').insert(rows);
  if (insertError) throw insertError;
  return rows.length;
}
