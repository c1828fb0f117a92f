/**
 * The Web Push sender as a worker, for a database the local server does not run (hosted Supabase):
 * the same rounds as the local server's sender (sender.ts) — claim due outbox rows
 * `for update skip locked` with a lease, send with `web-push`, record each outcome. Run one or
 * several on any small always-on Node host; they never send the same row twice at once.
 * With --once it sends what is due and exits (a cron entry every minute, at worst a minute late).
 *
 * Usage: DATABASE_URL=postgres://… VAPID_PUBLIC_KEY=… VAPID_PRIVATE_KEY=… VAPID_SUBJECT=mailto:…
 *        npm run -w @quadra/jobs send:pushes [-- --once]
 * (keys: `npx web-push generate-vapid-keys`; keep them: a new key voids every subscription)
 */
import pg from 'pg';
import { configurePush, sendDuePushes, startPushSender } from './sender.js';

const { DATABASE_URL: url, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = process.env;
if (!url || !publicKey || !privateKey || !subject) {
  console.error('DATABASE_URL, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required');
  process.exit(2);
}
const vapid = { publicKey, privateKey, subject };
const pool = new pg.Pool({ connectionString: url, max: 4 });
await configurePush(pool, { vapid });
if (process.argv.includes('--once')) {
  try {
    for (let round = await sendDuePushes(pool, { vapid }); round.sent + round.retried + round.expired + round.failed > 0; ) {
      console.log(`pushes: ${JSON.stringify(round)}`);
      round = await sendDuePushes(pool, { vapid });
    }
  } finally {
    await pool.end();
  }
} else {
  const sender = startPushSender(pool, { vapid }, console.error);
  const stop = () => void sender.stop().then(() => pool.end()).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log('push sender running');
}
