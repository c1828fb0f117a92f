import net from 'node:net';
import type pg from 'pg';

/**
 * A socket for the pg driver whose message parsing cannot stop the process: pg-protocol parses in the
 * socket's 'data' listener, so an error there (a value too large for a JS string, ERR_STRING_TOO_LONG)
 * was thrown on the event loop and ended the server. Here it destroys this one connection instead: its
 * query fails with the error, and the pool drops the client.
 */
export class GuardedSocket extends net.Socket {
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'data') return super.emit(event, ...args);
    try {
      return super.emit(event, ...args);
    } catch (e) {
      this.destroy(e instanceof Error ? e : new Error(String(e)));
      return true;
    }
  }
}

/** pg's `stream` option: a guarded socket for each connection. */
export const guardedStream = (): net.Socket => new GuardedSocket();

/**
 * pg-pool listens for a client's errors only while it is idle: a checked-out client whose connection
 * fails emits 'error' with no listener, which throws on the event loop. Each client gets a listener of
 * its own; its query has already failed with the error, and the pool drops a client no longer queryable.
 */
export function guardPoolClients(pool: pg.Pool, report: (e: Error) => void): void {
  pool.on('connect', (client) => {
    client.on('error', report);
  });
}
