import { IMAGE_BUCKET } from '@quadra/domain';
import { supabase } from '@quadra/supabase';
import { dbError } from '../client/errors';
import { useGuardedMutation } from '../client/use-guarded-mutation';

/**
 * Where an image goes in the `event-images` bucket. Everything a user uploads lives under their
 * own first folder (the storage policy allows nothing else): a profile photo at
 * `{userId}/{userId}-{timestamp}.{ext}`, an event cover at `{userId}/events/{eventId|new}-{timestamp}.{ext}`,
 * a club's photo at `{userId}/clubs/{clubId|new}-{timestamp}.{ext}`.
 */
export type ImageTarget =
  | { kind: 'profile'; userId: string }
  | { kind: 'event'; userId: string; eventId?: string }
  | { kind: 'club'; userId: string; clubId?: string };

function extensionOf(file: File): string {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  return fromName || file.type.split('/')[1] || 'jpg';
}

export function imagePath(target: ImageTarget, file: File, now = Date.now()): string {
  const ext = extensionOf(file);
  if (target.kind === 'profile') return `${target.userId}/${target.userId}-${now}.${ext}`;
  if (target.kind === 'club') return `${target.userId}/clubs/${target.clubId ?? 'new'}-${now}.${ext}`;
  return `${target.userId}/events/${target.eventId ?? 'new'}-${now}.${ext}`;
}

/** Uploads a file the picker already checked (type, size) and returns its public URL. */
export async function uploadImage(target: ImageTarget, file: File, now = Date.now()): Promise<string> {
  const path = imagePath(target, file, now);
  const bucket = (await supabase.storage()).from(IMAGE_BUCKET);
  const { error } = await bucket.upload(path, file, { contentType: file.type || undefined, upsert: false });
  if (error) throw dbError({ message: error.message });
  return bucket.getPublicUrl(path).data.publicUrl;
}

/** A save whose new image could not be uploaded: the image goes first, so nothing else was written. */
export class UploadFailed extends Error {
  constructor(readonly reason: unknown) {
    super('upload failed');
    this.name = 'UploadFailed';
  }
}

/** uploadImage for a save that writes more afterwards: a failure is an UploadFailed. */
export async function uploadFirst(target: ImageTarget, file: File): Promise<string> {
  try {
    return await uploadImage(target, file);
  } catch (error) {
    throw new UploadFailed(error);
  }
}

export interface UploadImageVars {
  target: ImageTarget;
  file: File;
}

/** An image uploaded on its own (the wizard's cover, whose URL the draft keeps): one at a time per target. */
export function useUploadImage(options: { onSuccess(url: string): void; onError(error: unknown): void }) {
  return useGuardedMutation<string, UploadImageVars>({
    name: 'upload-image',
    lockKey: ({ target }) => `${target.kind}:${target.userId}`,
    mutationFn: ({ target, file }) => uploadImage(target, file),
    invalidates: () => [],
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
