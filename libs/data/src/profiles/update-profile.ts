import { supabase } from '@quadra/supabase';
import { useGuardedMutation } from '../client/use-guarded-mutation';
import { unwrap } from '../client/unwrap';
import { profileKeys } from '../keys';
import type { Update } from '../rows';
import { uploadFirst } from '../storage/upload-image';

export type ProfileChanges = Omit<Update<'profiles'>, 'user_id' | 'created_at' | 'updated_at'>;

/**
 * Updates the owner's row. No `.select()` after it: the private columns are not readable that way
 * (CONTRACT.md); RLS lets only the owner change it.
 */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
  unwrap(await supabase.from('profiles').update(changes).eq('user_id', userId));
}

export interface UpdateProfileVars {
  userId: string;
  changes: ProfileChanges;
  /** A new photo (checked by the picker): uploaded first, and a failed upload (UploadFailed) saves nothing. */
  photo?: File | null;
}

/** The row's update, after the new photo's upload when there is one. */
export async function saveProfile({ userId, changes, photo }: UpdateProfileVars): Promise<void> {
  const photoUrl = photo ? { profile_photo_url: await uploadFirst({ kind: 'profile', userId }, photo) } : {};
  await updateProfile(userId, { ...changes, ...photoUrl });
}

/** The one profile update (onboarding, edit profile); the pages that show the profile follow at once. */
export function useUpdateProfile(options: { onSuccess?(): void; onError?(error: unknown): void } = {}) {
  return useGuardedMutation<void, UpdateProfileVars>({
    name: 'update-profile',
    lockKey: ({ userId }) => userId,
    mutationFn: saveProfile,
    invalidates: ({ userId }) => [profileKeys.mine(userId), profileKeys.public(userId)],
    onSuccess: () => options.onSuccess?.(),
    onError: (error) => options.onError?.(error),
  });
}
