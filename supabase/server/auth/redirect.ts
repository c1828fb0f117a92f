import net from 'node:net';

/**
 * GoTrue's redirect allow-list (internal/utilities/request.go IsRedirectURLValid): the URL is parsed,
 * never compared as a string prefix, so `https://site@evil.example/` or `https://site.evil.example/`
 * are not "the site".
 */

/**
 * A glob as GoTrue compiles it (gobwas/glob with '.' and '/' as separators): `*` and `?` stay inside
 * one label or path segment, `**` crosses them, `[a-z]`, `[!x]`, `{a,b}` and `\` escapes; the whole
 * URL must match.
 */
export function compileGlob(pattern: string): RegExp {
  const notSep = '[^./]';
  let out = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) out += escapeRe(pattern[++i]!);
    else if (c === '*') {
      if (pattern[i + 1] === '*') {
        out += '.*';
        i++;
      } else out += `${notSep}*`;
    } else if (c === '?') out += notSep;
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) out += '\\[';
      else {
        let body = pattern.slice(i + 1, end);
        const negate = body.startsWith('!');
        if (negate) body = body.slice(1);
        out += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
        i = end;
      }
    } else if (c === '{') {
      depth++;
      out += '(?:';
    } else if (c === '}' && depth > 0) {
      depth--;
      out += ')';
    } else if (c === ',' && depth > 0) out += '|';
    else out += escapeRe(c);
  }
  out += ')'.repeat(depth);
  return new RegExp(`^${out}$`, 's');
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const isLocalhost = (host: string) => LOCALHOSTS.has(host) || host.endsWith('.localhost');
const isLoopbackIp = (ip: string) => (net.isIPv4(ip) ? ip.startsWith('127.') : ip === '::1' || /^::ffff:127\./i.test(ip));
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function parse(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
/** Go's URL.Hostname(): IPv6 without its brackets. */
const hostname = (u: URL) => u.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

export class RedirectAllowList {
  private readonly site: URL | null;
  private readonly patterns: RegExp[];
  constructor(readonly siteUrl: string, additional: string[]) {
    this.site = parse(siteUrl);
    this.patterns = additional.filter(Boolean).map(compileGlob);
  }

  isValid(redirectUrl: string): boolean {
    if (!redirectUrl || !this.site) return false;
    const ref = parse(redirectUrl);
    if (!ref) return false;
    const refHost = hostname(ref);
    // back to the site: scheme, host and port match (any port on a loopback host, RFC 8252 7.3)
    if (hostname(this.site) === refHost && this.site.protocol === ref.protocol && (this.site.port === ref.port || isLocalhost(refHost))) {
      return true;
    }
    const isHttp = ref.protocol === 'http:' || ref.protocol === 'https:';
    if (/^[0-9]+$/.test(refHost)) return false;
    if (net.isIP(refHost)) return isLoopbackIp(refHost);
    if (isHttp && !REGULAR_HOSTNAME.test(refHost)) return false;
    const withoutFragment = redirectUrl.split('#')[0]!;
    return this.patterns.some((p) => p.test(withoutFragment));
  }

  /** GoTrue's GetReferrer: `redirect_to`, else the Referer, else the site URL. */
  target(redirectTo: unknown, referer?: string): string {
    if (typeof redirectTo === 'string' && this.isValid(redirectTo)) return redirectTo;
    if (referer && this.isValid(referer)) return referer;
    return this.siteUrl;
  }
}
