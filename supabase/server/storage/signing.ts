import type { Jwt } from '../auth/jwt.js';
import { ERRORS } from './errors.js';

/**
 * Signed URLs, as storage-api makes them: JWTs signed with the project's JWT secret naming `bucket/name`
 * and their scope, so they outlive a restart and a download token never uploads (or the reverse).
 * Names go out raw, as storage-api sends them: supabase-js encodes the URL it builds.
 */

export type SignedUpload = { owner: string | null; upsert: boolean; transform?: Record<string, unknown> };

/** A signed URL lives at most a year. */
export const capExpiry = (seconds: number) => Math.min(seconds, 60 * 60 * 24 * 365);

/** storage-api's default life of a signed upload URL: 2 hours. */
export const UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** A download URL; with a transformation (checked by the caller) it renders the image, which the token fixes. */
export const signDownload = (jwt: Jwt, bucket: string, name: string, seconds: number, transform?: Record<string, unknown>) =>
  jwt.sign({ url: `${bucket}/${name}`, scope: 'download', ...(transform ? { transform } : {}) }, seconds)
    .then((t) => `/${transform ? 'render/image' : 'object'}/sign/${bucket}/${name}?token=${t}`);

export const signUpload = (jwt: Jwt, bucket: string, name: string, owner: string | undefined, upsert: boolean) =>
  jwt.sign({ owner, url: `${bucket}/${name}`, upsert, scope: 'upload' }, UPLOAD_URL_SECONDS);

export async function verifySigned(jwt: Jwt, token: unknown, bucket: string, name: string, scope: 'download' | 'upload'): Promise<SignedUpload> {
  const v = await jwt.verify(typeof token === 'string' ? token : '');
  if (!v.ok) throw ERRORS.InvalidJWT(v.expired);
  const c = v.claims as { url?: unknown; scope?: unknown; owner?: unknown; upsert?: unknown; transform?: unknown };
  if (c.scope !== scope) throw ERRORS.InvalidSignature(`Token is not scoped for ${scope}`);
  if (c.url !== `${bucket}/${name}`) throw ERRORS.InvalidSignature('Invalid signature');
  const transform = c.transform && typeof c.transform === 'object' ? (c.transform as Record<string, unknown>) : undefined;
  return { owner: typeof c.owner === 'string' ? c.owner : null, upsert: c.upsert === true, transform };
}
