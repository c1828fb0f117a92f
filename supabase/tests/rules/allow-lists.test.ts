// Issue 49: the allow-lists the server and the database keep, against the classic bypasses: the
// browser origins the API answers (CORS, over real HTTP) and the push services a device may name
// (is_push_endpoint_allowed, which the fan-out and the sender check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athlete, createTestStack, type Athlete, type TestStack } from '../fixtures.js';

describe('allow-lists against the classic bypasses', () => {
  let stack: TestStack;
  let ana: Athlete;

  beforeAll(async () => {
    stack = await createTestStack({ siteUrl: 'https://quadra.app', allowedOrigins: ['http://localhost:4200'] });
    ana = await athlete(stack, 'Ana Lima');
  });
  afterAll(() => stack?.stop());

  /** The origin the API allows a browser at `origin` to read its answer from (a preflight), or null. */
  async function allowedOrigin(origin: string): Promise<string | null> {
    const res = await fetch(`${stack.url}/rest/v1/events?select=id`, {
      method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    return res.headers.get('access-control-allow-origin');
  }

  it('CORS answers the site and the listed origins, each under its exact origin', async () => {
    for (const origin of ['https://quadra.app', 'http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200']) {
      expect(await allowedOrigin(origin), origin).toBe(origin);
    }
  });

  it('CORS refuses suffixes, prefixes, user-info, other ports and schemes, IP forms, a trailing dot and case tricks', async () => {
    const bypasses = [
      'https://quadra.app.evil.example', 'https://evilquadra.app', 'https://quadra.apps', 'https://evil.example',
      'https://quadra.app@evil.example', 'https://quadra.app:8443', 'http://quadra.app', 'https://quadra.app.',
      'https://QUADRA.APP.evil.example', 'http://localhost:4201', 'http://localhost.evil.example:4200', 'http://localhost:4200.evil.example',
      'http://2130706433:4200', 'http://0x7f000001:4200', 'http://[::ffff:7f00:1]:4200', 'http://127.0.0.2:4200', 'null', 'https://quadra.app/',
    ];
    for (const origin of bypasses) expect(await allowedOrigin(origin), origin).toBeNull();
  });

  const allowed = async (endpoint: string) => {
    const { data, error } = await ana.sb.rpc('is_push_endpoint_allowed', { p_endpoint: endpoint });
    if (error) throw new Error(error.message);
    return data;
  };

  it('a push endpoint is one of the known push services, spelled in any case', async () => {
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://FCM.GoogleAPIs.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://web.push.apple.com/QGx', 'https://db5p.notify.windows.com/w/?token=x']) {
      expect(await allowed(endpoint), endpoint).toBe(true);
    }
  });

  it('a push endpoint refuses suffixes, prefixes, user-info, backslashes, encoded dots, IPs, a port, a trailing dot and http', async () => {
    const bypasses = [
      'https://fcm.googleapis.com.evil.example/x', 'https://updates.push.services.mozilla.com.evil.example/x', 'https://web.push.apple.com.evil.example/x', 'https://wns.notify.windows.com.evil.example/x', 'https://evilfcm.googleapis.com/x', 'https://xpush.services.mozilla.com/x',
      'https://evil.example/fcm.googleapis.com/x', 'https://fcm.googleapis.com@evil.example/x', 'https://evil.example@fcm.googleapis.com/x',
      'https://fcm.googleapis.com\\@evil.example/x', 'https://fcm.googleapis.com\\.evil.example/x', 'https://fcm%2Egoogleapis.com/x',
      'https://fcm.googleapis%2Ecom/x', 'https://push.apple.com.evil.example/x', 'https://a.b.notify.windows.com/x',
      'https://142.250.78.10/x', 'https://2130706433/x', 'https://[::1]/x', 'https://[2001:db8::1]/x',
      'https://fcm.googleapis.com:8443/x', 'https://fcm.googleapis.com./x', 'http://fcm.googleapis.com/x', 'http://xfcm.googleapis.com/x',
      'https://fcm.googleapis.com /x', ' https://fcm.googleapis.com/x', 'fcm.googleapis.com/x', '',
    ];
    for (const endpoint of bypasses) expect(await allowed(endpoint), endpoint).toBe(false);
  });
});
