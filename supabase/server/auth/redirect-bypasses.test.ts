// Issue 49: the redirect allow-list (redirect_to of sign-up, magic links and recovery) against the
// classic bypasses. Each look-alike must fall back to the site; each spelling of the site itself
// (upper case, its default port) must still be the site.
import { describe, expect, it } from 'vitest';
import { RedirectAllowList } from './redirect.js';

const SITE = 'https://quadra.app';
const list = new RedirectAllowList(SITE, ['https://preview-*.quadra.dev/**']);

describe('the redirect allow-list against the classic bypasses', () => {
  it('refuses user-info, backslashes, encoded dots, suffixes and prefixes of the site and of a glob', () => {
    const bypasses = [
      'https://quadra.app@evil.example/', 'https://quadra.app:443@evil.example/', 'https://evil.example\\@quadra.app/',
      'https:\\\\evil.example/', 'https://evil.example\\quadra.app',
      'https://quadra.app%2Eevil.example/', 'https://evil%2Eexample/',
      'https://quadra.app.evil.example/', 'https://evilquadra.app/', 'https://quadra.apps/', 'https://xquadra.app/',
      'https://preview-1.quadra.dev.evil.example/', 'https://preview-1.quadra.dev@evil.example/', 'https://evil.example/preview-1.quadra.dev/',
      'https://preview-1/x.quadra.dev/', '//evil.example/', 'http://quadra.app/',
    ];
    for (const url of bypasses) {
      expect(list.isValid(url), url).toBe(false);
      expect(list.target(url), url).toBe(SITE);
    }
  });

  it('refuses IP forms of other hosts: decimal, hex, octal, IPv6 and IPv4-mapped IPv6', () => {
    for (const url of ['http://3232235777/', 'http://0xC0A80101/', 'http://0300.0250.0001.0001/', 'http://[2001:db8::1]/', 'http://[::ffff:c0a8:101]/', 'http://93.184.216.34/']) {
      expect(list.isValid(url), url).toBe(false);
    }
  });

  it('a loopback in any spelling is this machine (allowed, as GoTrue does); a look-alike of localhost is not', () => {
    for (const url of ['http://127.0.0.1:9999/x', 'http://2130706433/x', 'http://0x7f000001/x', 'http://[::1]:4200/x']) {
      expect(list.isValid(url), url).toBe(true);
    }
    const local = new RedirectAllowList('http://localhost:4200', []);
    for (const url of ['http://localhost.evil.example:4200/', 'http://localhost:4200@evil.example/', 'http://evil.example/localhost:4200', 'http://localhost:4200.evil.example/']) {
      expect(local.isValid(url), url).toBe(false);
    }
  });

  it('a trailing dot, another port or another scheme is another site; upper case and the default port are the site', () => {
    expect(list.isValid('https://quadra.app./entrar')).toBe(false);
    expect(list.isValid('https://quadra.app:8443/entrar')).toBe(false);
    expect(list.isValid('wss://quadra.app/entrar')).toBe(false);
    expect(list.isValid('HTTPS://QUADRA.APP/entrar')).toBe(true);
    expect(list.isValid('https://quadra.app:443/entrar')).toBe(true);
    // A backslash is a slash to the URL parser, as to the browser that follows the redirect: this is the site.
    expect(list.target('https://quadra.app\\.evil.example/')).toBe('https://quadra.app\\.evil.example/');
    expect(new URL('https://quadra.app\\.evil.example/').host).toBe('quadra.app');
    // An encoded dot is decoded by the parser: the site again, wherever the browser goes.
    expect(list.isValid('https://quadra%2Eapp/entrar')).toBe(true);
    expect(list.isValid('https://Preview-7.Quadra.Dev/a')).toBe(false); // globs match as written, like GoTrue's
    expect(list.isValid('https://preview-7.quadra.dev/a')).toBe(true);
  });
});
