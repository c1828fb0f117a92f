/** Issue 47. A club's rows as the screens use them (CONTRACT.md, 'Clubs'). */
export type ClubRole = 'owner' | 'admin' | 'member';
export type ClubMemberKind = 'mensalista' | 'avulso';
export type ClubVisibility = 'public' | 'private';

export interface ClubSummary {
  id: string;
  name: string;
  city: string | null;
  photo_url: string | null;
  visibility: ClubVisibility;
  members: number;
  /** The caller's role; null when not a member. */
  my_role: ClubRole | null;
  /** In the caller's city or of one of his sports. */
  near: boolean;
}

export interface ClubMember {
  user_id: string;
  full_name: string;
  profile_photo_url: string | null;
  role: ClubRole;
  kind: ClubMemberKind;
}

export interface ClubNotice {
  id: number;
  body: string;
  pinned: boolean;
  created_at: string;
}

export interface ClubGame {
  id: string;
  title: string;
  starts_at: string;
  time_zone: string;
  series_id: string | null;
  participant_count: number;
  max_participants: number | null;
}

export interface Club {
  id: string;
  name: string;
  sport_ids: string[];
  city: string | null;
  photo_url: string | null;
  description: string | null;
  visibility: ClubVisibility;
  join_policy: 'open' | 'request';
  avulsos_from_hours: number;
  members: ClubMember[];
  notices: ClubNotice[];
  games: ClubGame[];
  /** Ids of the series among the games (a series is named by its next game). */
  series_ids: string[];
  my_role: ClubRole | null;
  /** The caller asked to join and waits for an admin. */
  requested: boolean;
  /** Requests waiting for an admin (RLS: only admins read others' requests). */
  requests: { user_id: string; full_name: string }[];
}

export const isClubAdmin = (role: ClubRole | null): boolean => role === 'owner' || role === 'admin';
