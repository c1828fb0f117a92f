// Issue 56, point 1: the driver's parse error (ERR_STRING_TOO_LONG on a data row past 512 MB) was
// thrown in the socket's 'data' listener and ended the process. The guarded socket fails the one
// connection instead. The error is injected in the same listener chain, as the parser would throw it.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guardedStream, guardPoolClients } from './guarded-socket.js';

const url = () => process.env.QUADRA_TEST_PG_URL!;
let pool: pg.Pool;
const poolErrors: Error[] = [];
const clientErrors: Error[] = [];
beforeAll(() => {
  pool = new pg.Pool({ connectionString: url(), max: 2, stream: guardedStream });
  pool.on('error', (e) => poolErrors.push(e));
  guardPoolClients(pool, (e) => clientErrors.push(e));
});
afterAll(() => pool?.end());

it('a parse error on one connection fails its query and drops that client; the pool keeps answering', async () => {
  const client = await pool.connect();
  const socket = (client as unknown as { connection: { stream: NodeJS.EventEmitter } }).connection.stream;
  socket.prependListener('data', () => {
    throw Object.assign(new Error('Cannot create a string longer than 0x1fffffe8 characters'), { code: 'ERR_STRING_TOO_LONG' });
  });
  await expect(client.query("select repeat('x', 10) as body")).rejects.toThrow(/longer than/);
  client.release(true);
  expect((await pool.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  expect(pool.totalCount).toBe(1);
  expect(clientErrors.map((e) => (e as Error & { code?: string }).code)).toEqual(['ERR_STRING_TOO_LONG']);
});
