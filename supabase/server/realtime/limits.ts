// Limits with hosted Realtime's defaults (TENANT_MAX_CHANNELS_PER_CLIENT, TENANT_MAX_JOINS_PER_SECOND,
// TENANT_MAX_CONCURRENT_USERS), so one client cannot grow the server's memory or slow everyone's delivery.
export const MAX_CHANNELS_PER_CLIENT = 100;
/** hosted counts joins per project; here per socket, so one abusive client cannot lock the others out */
export const MAX_JOINS_PER_SECOND = 100;
export const MAX_CONCURRENT_USERS = 200;
/** a socket with this much still unsent is not reading (a slow consumer): it is dropped */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** messages received from one socket and still waiting to be handled */
export const MAX_PENDING_MESSAGES = 1000;

// hosted Realtime's texts (realtime_channel.ex)
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';
export const TOO_MANY_USERS = 'ConnectionRateLimitReached: Too many connected users';

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
