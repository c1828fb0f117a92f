import { describe, expect, it } from 'vitest';
import { compileGlob, RedirectAllowList } from './redirect.js';

describe('compileGlob (gobwas/glob with . and / as separators)', () => {
  it('keeps * within a label or segment and lets ** cross them', () => {
    const g = compileGlob('https://*.quadra.app/**');
    expect(g.test('https://beta.quadra.app/entrar')).toBe(true);
    expect(g.test('https://a.b.quadra.app/x')).toBe(false);
    expect(g.test('https://evil.example/.quadra.app/x')).toBe(false);
    expect(compileGlob('http://localhost:3000/*').test('http://localhost:3000/a/b')).toBe(false);
    expect(compileGlob('http://localhost:3000/**').test('http://localhost:3000/a/b')).toBe(true);
    expect(compileGlob('https://{a,b}.example/x').test('https://b.example/x')).toBe(true);
    expect(compileGlob('https://[ab]?.example/x').test('https://bz.example/x')).toBe(true);
    expect(compileGlob('https://x.example/\\*').test('https://x.example/*')).toBe(true);
    expect(compileGlob('https://x.example/\\*').test('https://x.example/a')).toBe(false);
  });
});

describe('RedirectAllowList', () => {
  const list = new RedirectAllowList('https://quadra.app', ['https://preview-*.quadra.dev/**']);
  it('accepts the site (same scheme, host and port) and the globs', () => {
    expect(list.isValid('https://quadra.app/entrar?x=1')).toBe(true);
    expect(list.isValid('https://preview-12.quadra.dev/a/b')).toBe(true);
    expect(list.isValid('http://quadra.app/')).toBe(false);
    expect(list.isValid('https://quadra.app:8443/')).toBe(false);
  });
  it('refuses look-alikes, user-info tricks and odd hosts, and falls back to the site', () => {
    for (const u of ['https://quadra.app.evil.example/', 'https://quadra.app@evil.example/', 'https://evil.example/?https://quadra.app', 'javascript:alert(1)', 'not a url', '']) {
      expect(list.isValid(u)).toBe(false);
      expect(list.target(u)).toBe('https://quadra.app');
    }
  });
  it('allows loopback IPs, and any port of a loopback site host', () => {
    expect(list.isValid('http://127.0.0.1:9999/x')).toBe(true);
    const local = new RedirectAllowList('http://localhost:4200', []);
    expect(local.isValid('http://localhost:4700/login')).toBe(true);
    expect(local.isValid('http://localhost:4200@evil.example/steal')).toBe(false);
  });
});
