import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { guestKeys } from '../keys/guests';

/** What a guest's private link shows, also before signing in (rpc get_guest_claim). */
export interface GuestClaim {
  guest_name: string;
  host_name: string;
  status: 'active' | 'claimed' | 'removed';
  event_id: string;
  title: string;
  location: string;
  date: string;
  time: string;
  starts_at: string;
  time_zone: string;
  event_status: string;
  place: 'registered' | 'pending' | 'waiting' | null;
}

export async function fetchGuestClaim(token: string): Promise<GuestClaim> {
  return unwrap(await supabase.rpc('get_guest_claim', { p_token: token })) as unknown as GuestClaim;
}

export const guestClaimQuery = (token: string) =>
  queryOptions({ queryKey: guestKeys.claim(token), queryFn: () => fetchGuestClaim(token), retry: false });

export function useGuestClaim(token: string) {
  return useQuery(guestClaimQuery(token));
}
