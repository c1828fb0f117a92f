/**
 * Realtime load bench (`npm run bench:realtime`): the abuse scenario of issue 15 in a process of its own.
 * One socket floods 5,000 joins and never reads, three sockets sit at the channel cap without reading,
 * and an ordinary subscriber must receive each of 40 inserted rows in under 100 ms while the server's
 * memory stays bounded. Prints the figures, saves them to bench/results/realtime.json, exits 1 on a miss.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAbuseScenario } from '../server/realtime/abuse-scenario.ts';
import { FIXTURES, client, signedIn } from '../server/testing/clients.ts';
import { createTestStack } from '../server/testing/test-stack.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.resolve(here, '../../bench/results/realtime.json');
const MAX_DELIVERY_MS = 100;
const MAX_RSS_GROWTH_MB = 150;

const stack = await createTestStack({ migrationsDir: FIXTURES });
let failed = false;
try {
  const ana = await signedIn(stack, 'Ana');
  const r = await runAbuseScenario(stack, client(stack), ana.id, { changes: 40 });
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const figures = {
    date: new Date().toISOString(),
    deliveries: sorted.length,
    p50_ms: sorted[Math.floor(sorted.length / 2)],
    p95_ms: sorted[Math.floor(sorted.length * 0.95)],
    max_ms: sorted.at(-1),
    rss_growth_mb: Math.round(r.rssGrowthMb),
    abuser_disconnected: r.abuserClosed,
  };
  console.log('[bench:realtime]', JSON.stringify(figures));
  await fs.mkdir(path.dirname(RESULTS), { recursive: true });
  await fs.writeFile(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
  failed = !(figures.max_ms! < MAX_DELIVERY_MS && r.rssGrowthMb < MAX_RSS_GROWTH_MB && r.abuserClosed);
  if (failed) console.error(`[bench:realtime] FAILED: every delivery must take < ${MAX_DELIVERY_MS} ms, memory grow < ${MAX_RSS_GROWTH_MB} MB, the abuser be disconnected`);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
