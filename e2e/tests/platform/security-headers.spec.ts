import { expect, test } from '../../support/fixtures';
import { stack } from '../../support/stack-env';

test.describe('what the servers send', () => {
  test('the shell sends the security headers, the CSP allowing the backend and the remotes', async ({ request }) => {
    const res = await request.get('/events');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const csp = res.headers()['content-security-policy'] ?? '';
    const api = new URL(stack.apiUrl).origin;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${api.replace(/[.]/g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* http://localhost:${stack.webPort + 2}[ ;]`));
    expect(csp).toContain("object-src 'none'");
    expect(res.headers()['x-frame-options']).toBe('DENY');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['cache-control']).toBe('no-cache');
  });

  test('built files are compressed, hashed ones cached for good, entry documents revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/src="([^"]+\/static\/js\/[^"]+\.js)"/)?.[1] ?? html.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const path of ['/remotes.json', '/config.json']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('a remote answers CORS for its manifest and does not fall back to HTML for missing files', async ({ request }) => {
    const remote = `http://localhost:${stack.webPort + 2}`;
    const manifest = await request.get(`${remote}/mf-manifest.json`, { headers: { Origin: stack.baseUrl } });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect((await manifest.json()).name).toBe('mf_events');
    expect((await request.get(`${remote}/static/js/missing.123456789a.js`)).status()).toBe(404);
  });

  test('the shell answers unknown paths with its index.html (SPA fallback)', async ({ request }) => {
    const res = await request.get('/event/123/participants');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
