import type { WebSocket } from 'ws';
import type { AuthCtx } from '../http/db.js';
import type { JoinRate } from './limits.js';

export type PgFilter = { column: string; op: string; value: string };
export type Binding = { id: number; event: string; schema: string; table?: string; filter?: string; parsed: PgFilter | null };
export type Channel = { topic: string; joinRef: string | null; auth: AuthCtx; bindings: Binding[]; self: boolean; ack: boolean; expiry: NodeJS.Timeout | null;
  /** a private channel (config.private), joined because the select policies allowed it; canWrite: the insert policies do */
  private: boolean; canWrite: boolean };
export type Conn = {
  ws: WebSocket; vsn: string; channels: Map<string, Channel>; auth: AuthCtx;
  joinRate: JoinRate;
  /** the client's address, counted against MAX_CONNECTIONS_PER_ADDRESS while open */
  address: string;
  /** the user (`sub`) this socket is counted for, once it joined with a user's token */
  user: string | null;
  /** messages read from the socket and not yet handled, and their bytes */
  pending: number;
  pendingBytes: number;
  /** counted against MAX_CONCURRENT_USERS once it has joined a channel; 'anonymous' (its first join had
   * no user's token) also against MAX_ANONYMOUS_USERS */
  counted: 'anonymous' | 'signed-in' | null;
  closed: boolean;
};
/** A row change as the quadra_realtime trigger NOTIFYs it. */
export type Change = { schema: string; table: string; type: 'INSERT' | 'UPDATE' | 'DELETE'; pk: Record<string, unknown>; old: Record<string, unknown> | null; ts: string };
