import { IMAGE_BUCKET } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';

/**
 * Where an image goes in the `event-images` bucket. Everything a user uploads lives under their
 * own first folder (the storage policy allows nothing else): a profile photo at
 * `{userId}/{userId}-{timestamp}.{ext}`, an event cover at `{userId}/events/{eventId|new}-{timestamp}.{ext}`.
 */
export type ImageTarget = { kind: 'profile'; userId: string } | { kind: 'event'; userId: string; eventId?: string };

function extensionOf(file: File): string {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  return fromName || file.type.split('/')[1] || 'jpg';
}

export function imagePath(target: ImageTarget, file: File, now = Date.now()): string {
  const ext = extensionOf(file);
  return target.kind === 'profile'
    ? `${target.userId}/${target.userId}-${now}.${ext}`
    : `${target.userId}/events/${target.eventId ?? 'new'}-${now}.${ext}`;
}

/** Uploads a file the picker already checked (type, size) and returns its public URL. */
export async function uploadImage(target: ImageTarget, file: File, now = Date.now()): Promise<string> {
  const path = imagePath(target, file, now);
  const bucket = (await supabase.storage()).from(IMAGE_BUCKET);
  const { error } = await bucket.upload(path, file, { contentType: file.type || undefined, upsert: false });
  if (error) throw dbError({ message: error.message });
  return bucket.getPublicUrl(path).data.publicUrl;
}
