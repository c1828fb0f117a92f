// Limits with hosted Realtime's defaults (TENANT_MAX_CHANNELS_PER_CLIENT, TENANT_MAX_JOINS_PER_SECOND,
// TENANT_MAX_CONCURRENT_USERS), so one client cannot grow the server's memory or slow everyone's delivery.
export const MAX_CHANNELS_PER_CLIENT = 100;
/** hosted counts joins per project; here per socket, so one abusive client cannot lock the others out */
export const MAX_JOINS_PER_SECOND = 100;
export const MAX_CONCURRENT_USERS = 200;
/**
 * sockets joined without a user's token (visitors): their own share of MAX_CONCURRENT_USERS, so a few
 * addresses of visitors cannot lock signed-in athletes out; the rest is kept for signed-in sockets
 */
export const MAX_ANONYMOUS_USERS = 100;
/** open sockets from one client address: one visitor cannot take the project's whole MAX_CONCURRENT_USERS */
export const MAX_CONNECTIONS_PER_ADDRESS = 50;
/** sockets joined with one user's token (its `sub`); the public API keys are everyone's and are capped by address only */
export const MAX_CONNECTIONS_PER_USER = 20;
/** a socket that would hold more than this unsent is not reading (a slow consumer): it is dropped */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** largest frame a client may send (a broadcast payload with its envelope) */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** messages received from one socket and still waiting to be handled, and their bytes */
export const MAX_PENDING_MESSAGES = 1000;
export const MAX_PENDING_BYTES = 2 * MAX_FRAME_BYTES;

// hosted Realtime's texts (realtime_channel.ex)
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';
export const TOO_MANY_USERS = 'ConnectionRateLimitReached: Too many connected users';
export const TOO_MANY_FOR_USER = 'ConnectionRateLimitReached: Too many connections for this user';
/** the upgrade refused (429) once an address holds MAX_CONNECTIONS_PER_ADDRESS sockets */
export const TOO_MANY_FROM_ADDRESS = 'Too many connections from this address';

/** Open sockets counted per key (a client address, a user). */
export class Counter {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: string): void {
    const n = this.get(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

/** Joins counted per one-second window on one socket. */
export class JoinRate {
  private joins = 0;
  private windowStart = 0;

  /** Counts a join; false once the socket passed MAX_JOINS_PER_SECOND in the current second. */
  allow(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.joins = 0;
    }
    return ++this.joins <= MAX_JOINS_PER_SECOND;
  }
}
