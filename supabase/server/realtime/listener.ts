import pg from 'pg';
import type { Change } from './types.js';

type Handlers = { onChange(change: Change): void; onSchemaReload(): void; onEnd(client: pg.Client): void };

/**
 * The database's side of realtime: the quadra_realtime trigger's NOTIFYs (one per row change) and
 * PostgREST's `notify pgrst` (privileges may have changed). `onEnd`: the connection was lost.
 */
export async function listenForChanges(databaseUrl: string, on: Handlers): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  client.on('end', () => on.onEnd(client));
  client.on('notification', (n) => {
    if (n.channel === 'pgrst') return on.onSchemaReload();
    if (n.channel !== 'quadra_realtime' || !n.payload) return;
    let change: Change;
    try {
      change = JSON.parse(n.payload) as Change;
    } catch {
      return;
    }
    on.onChange(change);
  });
  await client.connect();
  await client.query('listen quadra_realtime');
  await client.query('listen pgrst');
  return client;
}
