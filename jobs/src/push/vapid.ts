import fs from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

/** The application server's VAPID identity (RFC 8292): a P-256 key pair and a contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const DEFAULT_SUBJECT = 'mailto:no-reply@quadra.local';

/**
 * The keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (/ VAPID_SUBJECT) when both are set; otherwise
 * the ones kept in `file`, made and written there (mode 600) on the first start. Keeping them
 * matters: a new public key silently invalidates every subscription the browsers already hold.
 */
export async function loadVapidKeys(file: string, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  try {
    const kept = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: kept.subject ?? subject };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`VAPID keys in ${file} unreadable: ${(e as Error).message}`);
  }
  const keys = { ...webPush.generateVAPIDKeys(), subject };
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
