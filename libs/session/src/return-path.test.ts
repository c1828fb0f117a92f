import { beforeEach, describe, expect, it } from 'vitest';
import { loginReturningTo, rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';

describe('return path after sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('accepts only a path of this app', () => {
    expect(safeReturnPath('/event/e1?x=1#c')).toBe('/event/e1?x=1#c');
    for (const evil of ['//evil.com/x', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', 'event/e1', '', null, '/login', '/signup']) {
      expect(safeReturnPath(evil), String(evil)).toBeNull();
    }
    // A path that normalises elsewhere stays on this origin.
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });

  it('is remembered once, and forgotten when stale or not a path of this app', () => {
    expect(loginReturningTo('/event/e1')).toBe('/login?next=%2Fevent%2Fe1');
    rememberReturnPath('/event/e1');
    expect(takeReturnPath()).toBe('/event/e1');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('https://evil.com');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('/event/e2');
    expect(takeReturnPath(Date.now() + 25 * 60 * 60 * 1000)).toBeNull();
  });
});
