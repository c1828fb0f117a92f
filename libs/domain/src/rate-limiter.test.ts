import { describe, expect, it } from 'vitest';
import { createLoginRateLimiter, createSignupRateLimiter } from './rate-limiter';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('login rate limiter', () => {
  it('allows 5 attempts per e-mail in 15 minutes, then refuses', () => {
    const c = clock();
    const limiter = createLoginRateLimiter(c.now);
    for (let i = 0; i < 5; i++) expect(limiter.attempt('ana@x.com').allowed).toBe(true);
    const sixth = limiter.attempt('ana@x.com');
    expect(sixth.allowed).toBe(false);
    expect(sixth.retryAfterMs).toBe(15 * 60_000);
    // Another e-mail has its own counter; case and spaces do not matter.
    expect(limiter.attempt('bia@x.com').allowed).toBe(true);
    expect(limiter.attempt(' ANA@x.com ').allowed).toBe(false);
  });
  it('resets when the window elapses', () => {
    const c = clock();
    const limiter = createLoginRateLimiter(c.now);
    for (let i = 0; i < 5; i++) limiter.attempt('ana@x.com');
    c.advance(15 * 60_000 - 1);
    expect(limiter.attempt('ana@x.com').allowed).toBe(false);
    c.advance(1);
    expect(limiter.attempt('ana@x.com')).toEqual({ allowed: true, remaining: 4, retryAfterMs: 0 });
  });
  it('resets on success', () => {
    const limiter = createLoginRateLimiter(clock().now);
    for (let i = 0; i < 5; i++) limiter.attempt('ana@x.com');
    limiter.reset('ana@x.com');
    expect(limiter.attempt('ana@x.com').allowed).toBe(true);
  });
});

describe('signup rate limiter', () => {
  it('allows 3 attempts per hour', () => {
    const c = clock();
    const limiter = createSignupRateLimiter(c.now);
    expect([1, 2, 3].map(() => limiter.attempt('ana@x.com').allowed)).toEqual([true, true, true]);
    expect(limiter.attempt('ana@x.com').allowed).toBe(false);
    c.advance(60 * 60_000);
    expect(limiter.attempt('ana@x.com').allowed).toBe(true);
  });
});

describe('rate limiter mid-window', () => {
  it('says how long is left from the first attempt, on any clock', () => {
    const c = clock(1_700_000_000_000);
    const limiter = createLoginRateLimiter(c.now);
    for (let i = 0; i < 5; i++) limiter.attempt('ana@x.com');
    c.advance(5 * 60_000);
    expect(limiter.attempt('ana@x.com')).toEqual({ allowed: false, remaining: 0, retryAfterMs: 10 * 60_000 });
    c.advance(10 * 60_000);
    expect(limiter.attempt('ana@x.com')).toEqual({ allowed: true, remaining: 4, retryAfterMs: 0 });
  });
});
