import { supabase } from '@quadra/supabase';
import type { SuggestSportOutcome } from '@quadra/domain';
import { unwrap } from '../client/unwrap';

/** rpc suggest_sport decides duplicates in the database (case-insensitive); onboarding and the wizard share it. */
export async function suggestSport(name: string): Promise<SuggestSportOutcome> {
  const outcome = (unwrap(await supabase.rpc('suggest_sport', { p_name: name })) as { outcome?: unknown } | null)?.outcome;
  if (outcome === 'created' || outcome === 'pending_duplicate' || outcome === 'approved_duplicate') return outcome;
  throw new Error(`Resposta inesperada de suggest_sport: ${String(outcome)}`);
}
