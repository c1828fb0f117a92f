import { supabase, type Database } from '@quadra/supabase';

export type PublicProfile = NonNullable<Database['public']['Functions']['get_public_profile']['Returns']>;

export async function fetchPublicProfile(userId: string): Promise<PublicProfile | null> {
  const { data, error } = await supabase.rpc('get_public_profile', { target_user_id: userId });
  if (error) throw new Error(error.message);
  return (data as PublicProfile | null) ?? null;
}

export async function updateOwnProfile(userId: string, changes: { full_name: string; city: string | null }): Promise<void> {
  const { error } = await supabase.from('profiles').update(changes).eq('user_id', userId);
  if (error) throw new Error(error.message);
}
