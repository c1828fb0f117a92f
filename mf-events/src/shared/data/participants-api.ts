import { supabase } from '@quadra/supabase';
import { dbError } from './error-text';

export interface Participant {
  user_id: string;
  status: 'registered' | 'pending';
  joined_at: string | null;
  full_name: string | null;
  profile_photo_url: string | null;
  city: string | null;
}

interface ParticipantRow {
  user_id: string;
  status: 'registered' | 'pending';
  joined_at: string | null;
  profiles: { full_name: string | null; profile_photo_url: string | null; city: string | null } | null;
}

/**
 * Participations of an event with the public profile of each person, oldest first. RLS shows
 * pending requests only to the organiser (and to the requester).
 */
export async function fetchEventParticipants(eventId: string, statuses: ('registered' | 'pending')[]): Promise<Participant[]> {
  const { data, error } = await supabase
    .from('event_participants')
    .select('user_id, status, joined_at, profiles(full_name, profile_photo_url, city)')
    .eq('event_id', eventId)
    .in('status', statuses)
    .order('joined_at', { ascending: true });
  if (error) throw dbError(error);
  return ((data ?? []) as unknown as ParticipantRow[]).map(({ profiles, ...row }) => ({
    ...row,
    full_name: profiles?.full_name ?? null,
    profile_photo_url: profiles?.profile_photo_url ?? null,
    city: profiles?.city ?? null,
  }));
}

export async function fetchEventHeader(eventId: string): Promise<{ title: string; created_by: string } | null> {
  const { data, error } = await supabase.from('events').select('title, created_by').eq('id', eventId).maybeSingle();
  if (error) throw dbError(error);
  return (data as unknown as { title: string; created_by: string } | null) ?? null;
}

export async function approveParticipant(eventId: string, userId: string): Promise<void> {
  const { error } = await supabase.rpc('approve_participant', { p_event_id: eventId, p_participant_id: userId });
  if (error) throw dbError(error);
}

export async function rejectParticipant(eventId: string, userId: string): Promise<void> {
  const { error } = await supabase.rpc('reject_participant', { p_event_id: eventId, p_participant_id: userId });
  if (error) throw dbError(error);
}

/** Organiser removes a participation row (RLS: creator or self). */
export async function removeParticipant(eventId: string, userId: string): Promise<void> {
  const { data, error } = await supabase
    .from('event_participants')
    .delete()
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw dbError(error);
  if (!data || data.length === 0) throw dbError({ message: '' });
}
