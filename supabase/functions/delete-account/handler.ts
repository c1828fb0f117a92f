/**
 * 'Excluir minha conta', the server-side step (issue 46). One implementation for both backends: the
 * hosted Edge Function `delete-account` (index.ts, Deno) and the local server's
 * `POST /functions/v1/delete-account` call this with the project's URL and keys. It uses only `fetch`
 * against the public APIs, so it behaves the same on both.
 *
 * Order, and why: 1. the caller's JWT names the user; 2. his password is checked by signing in with
 * it (GoTrue's own check, with its rate limits); 3. the database function `delete_account` does
 * everything else in ONE transaction (events cancelled, places freed, references forgotten, auth user
 * and refresh tokens deleted, audit row) — a failure there leaves the account whole; 4. only then are
 * his files removed through the Storage API (hosted refuses deletes from storage tables). Files go
 * last because a removed file cannot be put back: if step 3 failed after the files were gone, the
 * account would not be whole. If step 4 fails, the account is already gone and the files are
 * orphans found by their owner (no longer in auth.users): removing them again is safe.
 */
export interface DeleteAccountEnv {
  /** the project's API URL (SUPABASE_URL) */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The typed confirmation the screen asks for (CONTRACT.md, 'Excluir minha conta'). */
export const DELETE_CONFIRMATION = 'EXCLUIR';

export const DELETE_ACCOUNT_ERRORS = {
  unauthorized: 'Login necessário',
  confirmation: `Digite ${DELETE_CONFIRMATION} para confirmar`,
  password: 'Senha incorreta',
  rateLimited: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  failed: 'Não foi possível excluir sua conta. Nada foi apagado; tente de novo.',
} as const;

type StorageFile = { bucket: string; name: string };
type Deleted = { events_cancelled: number; places_freed: number; files: StorageFile[] };

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function refuse(status: number, code: keyof typeof DELETE_ACCOUNT_ERRORS): Response {
  return answer(status, { error: code, message: DELETE_ACCOUNT_ERRORS[code] });
}

export async function handleDeleteAccount(request: Request, env: DeleteAccountEnv): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { error: 'method_not_allowed', message: 'Use POST' });
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  if (!token) return refuse(401, 'unauthorized');
  const body = (await request.json().catch(() => null)) as { password?: unknown; confirmation?: unknown } | null;

  const userAnswer = await fetch(`${env.supabaseUrl}/auth/v1/user`, { headers: { apikey: env.anonKey, Authorization: `Bearer ${token}` } });
  if (!userAnswer.ok) return refuse(401, 'unauthorized');
  const user = (await userAnswer.json()) as { id: string; email?: string };

  if (typeof body?.confirmation !== 'string' || body.confirmation.trim() !== DELETE_CONFIRMATION) return refuse(400, 'confirmation');
  if (typeof body.password !== 'string' || body.password === '' || !user.email) return refuse(400, 'password');
  const signIn = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: body.password }),
  });
  if (signIn.status === 429) return refuse(429, 'rateLimited');
  if (!signIn.ok) return refuse(400, 'password');

  const service = { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}`, 'Content-Type': 'application/json' };
  const rpc = await fetch(`${env.supabaseUrl}/rest/v1/rpc/delete_account`, {
    method: 'POST', headers: service, body: JSON.stringify({ p_user_id: user.id }),
  });
  // a refusal by the database (a rule, P0001) stays a 400, as PostgREST answered it; anything else is ours
  if (!rpc.ok) return refuse(rpc.status < 500 ? 400 : 500, 'failed');
  const deleted = (await rpc.json()) as Deleted;

  const byBucket = new Map<string, string[]>();
  for (const f of deleted.files) byBucket.set(f.bucket, [...(byBucket.get(f.bucket) ?? []), f.name]);
  let filesLeft = 0;
  for (const [bucket, prefixes] of byBucket) {
    const removed = await fetch(`${env.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
      method: 'DELETE', headers: service, body: JSON.stringify({ prefixes }),
    }).catch(() => null);
    if (!removed?.ok) filesLeft += prefixes.length;
  }
  return answer(200, {
    deleted: true,
    events_cancelled: deleted.events_cancelled,
    places_freed: deleted.places_freed,
    files_removed: deleted.files.length - filesLeft,
    files_left: filesLeft,
  });
}
