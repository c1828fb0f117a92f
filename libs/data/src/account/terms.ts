import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { termsKeys } from '../keys';

export interface TermsStatus {
  /** The version the database holds current (public.current_terms_version()). */
  currentVersion: string;
  /** When the athlete accepted it; null: not yet (the app asks). */
  acceptedAt: string | null;
}

export async function fetchTermsStatus(): Promise<TermsStatus> {
  const rows = unwrap(await supabase.rpc('my_terms_status')) as Array<{ current_version: string; accepted_at: string | null }>;
  const row = rows[0];
  return { currentVersion: row?.current_version ?? '', acceptedAt: row?.accepted_at ?? null };
}

export const termsStatusQuery = (userId: string) =>
  queryOptions({ queryKey: termsKeys.status(userId), queryFn: fetchTermsStatus, staleTime: Infinity });

/** The signed-in athlete's acceptance of the current terms (read once per visit). */
export function useTermsStatus(userId: string) {
  return useQuery(termsStatusQuery(userId));
}

/** Accepts the version the screen showed; the database refuses any other with its reason. */
export async function acceptTerms(version: string): Promise<string> {
  return unwrap(await supabase.rpc('accept_terms', { p_version: version })) as string;
}

export function useAcceptTerms(userId: string) {
  return useGuardedMutation<string, string>({
    name: 'accept-terms',
    lockKey: () => 'accept-terms',
    mutationFn: acceptTerms,
    invalidates: () => [termsKeys.status(userId)],
  });
}
