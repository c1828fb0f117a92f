import { IMAGE_BUCKET } from '@quadra/domain';
import { supabase } from '@quadra/supabase';

function extensionOf(file: File): string {
  const fromName = file.name.split('.').pop()?.toLowerCase();
  if (fromName && fromName !== file.name.toLowerCase()) return fromName;
  return file.type.split('/')[1] ?? 'jpg';
}

/** Uploads to event-images at {userId}/{userId}-{timestamp}.{ext} and returns the public URL. */
export async function uploadProfilePhoto(userId: string, file: File, now = Date.now()): Promise<string> {
  const path = `${userId}/${userId}-${now}.${extensionOf(file)}`;
  const bucket = supabase.storage.from(IMAGE_BUCKET);
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return bucket.getPublicUrl(path).data.publicUrl;
}
