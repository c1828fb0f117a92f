import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@quadra/session';
import { supabase } from '@quadra/supabase';
import { unwrap } from '../client/unwrap';
import { clubKeys } from '../keys/clubs';
import type { Club, ClubGame, ClubMember, ClubNotice, ClubRole } from './club-types';

const ROLE_ORDER: Record<ClubRole, number> = { owner: 0, admin: 1, member: 2 };

/**
 * The club page: the club, its members (owner, admins, then by name), its notices (the pinned one,
 * then newest first; members only), its next games, the requests to join (the caller's own, or all
 * for an admin). Null
 * when the club does not exist or is private to someone outside it (RLS answers no row).
 */
export async function fetchClub(clubId: string, userId: string | null): Promise<Club | null> {
  const club = unwrap(await supabase.from('clubs')
    .select('id, name, sport_ids, city, photo_url, description, visibility, join_policy, avulsos_from_hours')
    .eq('id', clubId).maybeSingle());
  if (!club) return null;
  const [members, notices, games, request] = await Promise.all([
    supabase.from('club_members').select('user_id, role, kind, profiles(full_name, profile_photo_url)').eq('club_id', clubId),
    userId
      ? supabase.from('club_notices').select('id, body, pinned, created_at').eq('club_id', clubId)
        .order('pinned', { ascending: false }).order('created_at', { ascending: false }).limit(20)
      : Promise.resolve({ data: [], error: null }),
    supabase.from('events').select('id, title, starts_at, time_zone, series_id, participant_count, max_participants')
      .eq('club_id', clubId).in('status', ['active', 'paused']).gt('starts_at', new Date().toISOString())
      .order('starts_at').limit(10),
    userId
      ? supabase.from('club_join_requests').select('user_id, profiles(full_name)').eq('club_id', clubId).order('created_at')
      : Promise.resolve({ data: [], error: null }),
  ]);
  const memberRows = (unwrap(members) ?? []).map((m) => ({
    user_id: m.user_id, role: m.role as ClubRole, kind: m.kind,
    full_name: m.profiles?.full_name ?? '', profile_photo_url: m.profiles?.profile_photo_url ?? null,
  }) as ClubMember).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.full_name.localeCompare(b.full_name, 'pt-BR'));
  const gameRows = (unwrap(games) ?? []) as ClubGame[];
  return {
    ...club,
    visibility: club.visibility as Club['visibility'],
    join_policy: club.join_policy as Club['join_policy'],
    members: memberRows,
    notices: (unwrap(notices) ?? []) as ClubNotice[],
    games: gameRows,
    series_ids: [...new Set(gameRows.map((g) => g.series_id).filter((id): id is string => id !== null))],
    my_role: memberRows.find((m) => m.user_id === userId)?.role ?? null,
    requested: (unwrap(request) ?? []).some((r) => r.user_id === userId),
    requests: (unwrap(request) ?? []).filter((r) => r.user_id !== userId)
      .map((r) => ({ user_id: r.user_id, full_name: r.profiles?.full_name ?? '' })),
  };
}

export const clubQuery = (clubId: string, userId: string | null) =>
  queryOptions({ queryKey: clubKeys.club(clubId, userId), queryFn: () => fetchClub(clubId, userId) });

export function useClub(clubId: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery(clubQuery(clubId, userId));
}
