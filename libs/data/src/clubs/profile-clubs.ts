import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { clubKeys } from '../keys/clubs';
import type { ClubRole } from './club-types';

export interface ProfileClub {
  id: string;
  name: string;
  role: ClubRole;
}

/** The clubs a person belongs to; RLS leaves out private ones the viewer is not in. */
export async function fetchProfileClubs(userId: string): Promise<ProfileClub[]> {
  const rows = unwrap(await supabase.from('club_members').select('role, clubs!inner(id, name)').eq('user_id', userId));
  return (rows ?? []).map((r) => ({ id: r.clubs.id, name: r.clubs.name, role: r.role as ClubRole }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export const profileClubsQuery = (userId: string, viewerId: string | null) =>
  queryOptions({ queryKey: clubKeys.ofProfile(userId, viewerId), queryFn: () => fetchProfileClubs(userId) });

export function useProfileClubs(userId: string | null) {
  const viewerId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileClubsQuery(userId ?? '', viewerId), enabled: userId !== null });
}

/** The clubs the signed-in person belongs to (my events' 'Clube' filter). */
export function useMyClubs() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...profileClubsQuery(userId ?? '', userId), enabled: userId !== null });
}

/** The clubs the signed-in person runs ('Dono' or 'Administrador'): the wizard's 'Clube'. */
export function useClubsIRun() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...profileClubsQuery(userId ?? '', userId),
    enabled: userId !== null,
    select: (clubs) => clubs.filter((c) => c.role !== 'member'),
  });
}
