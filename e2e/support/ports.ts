import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });
}

/** First base port from `start` (stepping by `step`) whose `count` consecutive ports are free. */
export async function freePortRange(start: number, count: number, step = 20): Promise<number> {
  for (let base = start; base < start + step * 50; base += step) {
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error(`no ${count} free consecutive ports from ${start}`);
}
