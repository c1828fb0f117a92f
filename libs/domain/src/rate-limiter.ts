import { RATE_LIMITS } from './constants';

export interface RateLimiterOptions {
  max: number;
  windowMs: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the current window after this one. */
  remaining: number;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for the key and says whether it may go ahead. */
  attempt(key: string): RateLimitResult;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): void;
}

/**
 * In-memory, client-side only: a fixed window starting at the key's first attempt. Keys are
 * trimmed and lower-cased so 'A@x.com' and 'a@x.com ' share a counter.
 */
export function createRateLimiter({ max, windowMs, now = Date.now }: RateLimiterOptions): RateLimiter {
  const records = new Map<string, { count: number; startedAt: number }>();
  const normalize = (key: string) => key.trim().toLowerCase();

  return {
    attempt(key) {
      const id = normalize(key);
      const time = now();
      let record = records.get(id);
      if (!record || time - record.startedAt >= windowMs) {
        record = { count: 0, startedAt: time };
        records.set(id, record);
      }
      if (record.count >= max) {
        return { allowed: false, remaining: 0, retryAfterMs: record.startedAt + windowMs - time };
      }
      record.count += 1;
      return { allowed: true, remaining: max - record.count, retryAfterMs: 0 };
    },
    reset(key) {
      records.delete(normalize(key));
    },
  };
}

/** 5 attempts per 15 minutes per e-mail; call reset(email) on success. */
export function createLoginRateLimiter(now?: () => number): RateLimiter {
  return createRateLimiter({ ...RATE_LIMITS.login, now });
}

/** 3 attempts per hour per e-mail. */
export function createSignupRateLimiter(now?: () => number): RateLimiter {
  return createRateLimiter({ ...RATE_LIMITS.signup, now });
}
