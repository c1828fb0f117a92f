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

describe('return path against the classic bypasses (issue 49)', () => {
  it('refuses other hosts in any disguise: backslashes, tabs, user-info, schemes, encoded slashes before the host', () => {
    const bypasses = [
      '//evil.com', '///evil.com', '/\\evil.com', '\\\\evil.com', '/\t/evil.com', '/\n/evil.com', ' //evil.com',
      '//quadra.invalid@evil.com', 'https://quadra.invalid@evil.com/', 'https:evil.com', 'HTTPS://evil.com', 'javascript:alert(1)',
      'data:text/html,x', '//evil.com:443/', '//[::1]/x', '//2130706433/x', '//evil.com./x', '/signup', '/login?next=/x',
    ];
    for (const raw of bypasses) expect(safeReturnPath(raw), JSON.stringify(raw)).toBeNull();
  });

  it('what stays a path of this app, however encoded, is returned as that path (never another origin)', () => {
    for (const raw of ['/%2F%2Fevil.com', '/%5Cevil.com', '/event/%2e%2e/%2e%2e/x', '/./event/1']) {
      const path = safeReturnPath(raw);
      expect(path, raw).not.toBeNull();
      expect(new URL(path!, 'https://quadra.app').origin, raw).toBe('https://quadra.app');
    }
  });
});
