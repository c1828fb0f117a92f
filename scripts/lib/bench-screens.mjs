/**
 * The main screens side by side, as a visitor, as a signed-in athlete on a cold device and on a
 * returning one, in one run (`npm run bench:web`; `bench:lighthouse` opens the same screens). Chromium at 390×844 throttled as Lighthouse's
 * mobile preset throttles DevTools (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4×): per load, the
 * LCP and the moment the page's first heading or card is in the DOM (navigation start = 0).
 *
 * - visitor: a fresh browser context.
 * - signed in, cold: a fresh context holding only what signing in leaves on the device (its
 *   cookies and localStorage, taken from a context that signed in and opened /events once): no
 *   HTTP cache, no service worker, no persisted query cache.
 * - signed in, returning: the same context opens the route again in a new tab, once the cold load
 *   has settled (service worker, HTTP cache and persisted query cache warm).
 */

import { paths } from '@quadra/contracts';

/** A demo athlete with events joined (supabase/seed.sql). */
export const DEMO_ATHLETE = { email: 'ana@quadra.dev', password: 'Quadra123' };

/** The first upcoming event the list shows, as a visitor sees it. */
export async function firstEventId(apiUrl, anonKey) {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/list_available_events`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_limit: 1 }),
  });
  if (!response.ok) throw new Error(`list_available_events: HTTP ${response.status}`);
  const [row] = await response.json();
  if (!row?.id) throw new Error('no upcoming event in the demo data');
  return row.id;
}

/** `/event/:id` from `paths.event`: a screen's name in the tables, whatever the id. */
const pattern = (to) => decodeURIComponent(to(':id'));

/**
 * The main screens both benches open: { label, path, visitor } (visitor: whether a visitor can open
 * it). `athleteId`: the demo athlete's, whose profile a visitor and she herself open.
 */
export function mainScreens(eventId, athleteId) {
  const search = `${paths.search}?q=fut`;
  return [
    { label: paths.events, path: paths.events, visitor: true },
    { label: pattern(paths.event), path: paths.event(eventId), visitor: true },
    { label: search, path: search, visitor: true },
    { label: pattern(paths.profile), path: paths.profile(athleteId), visitor: true },
    { label: paths.myEvents, path: paths.myEvents, visitor: false },
    { label: paths.notifications, path: paths.notifications, visitor: false },
  ];
}

/** The athlete's id, from the session a device holds (see signedInState). */
export const userIdOf = (state) =>
  JSON.parse(state.origins.flatMap((o) => o.localStorage).find((item) => item.name.endsWith('-auth-token')).value).user.id;

/** Lighthouse's mobile preset, as DevTools throttling. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Records the LCP and when the page's first heading or card is in the DOM. */
const OBSERVE = `
  window.__quadraLcp = 0;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__quadraLcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  document.addEventListener('DOMContentLoaded', () => {
    window.__quadraServerScreen = document.getElementById('first-screen') !== null;
  });
  new MutationObserver((_, observer) => {
    if (document.querySelector('main :is(h1, h2, article)')) {
      window.__quadraContentAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function throttled(context) {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** One load of `url`: LCP, content time, whether the server's screen was kept; the page stays open. */
async function load(context, url) {
  const page = await throttled(context);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => typeof globalThis.__quadraContentAt === 'number', null, { timeout: 120_000 });
  // LCP candidates keep coming while the screen fills in; the last one before a quiet second counts.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const { lcp, contentAt, serverScreen } = await page.evaluate(() => ({
    lcp: globalThis.__quadraLcp,
    contentAt: globalThis.__quadraContentAt,
    serverScreen: globalThis.__quadraServerScreen === true,
  }));
  return { page, lcp: Math.round(lcp), contentAt: Math.round(contentAt), serverScreen };
}

/** A session from the API, as the app stores it (see e2e/support/helpers.ts's loginAs). */
async function signIn(apiUrl, anonKey, email, password) {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: HTTP ${response.status}`);
  return response.json();
}

/**
 * What a device holds once signed in: the session in localStorage, opened the events list once (the app
 * writes whatever else it keeps, such as the session's cookie), then only cookies and localStorage.
 */
export async function signedInState(browser, shellUrl, apiUrl, anonKey, email, password) {
  const session = await signIn(apiUrl, anonKey, email, password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const key = `sb-${new URL(apiUrl).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([k, v]) => {
    if (!localStorage.getItem(k)) localStorage.setItem(k, v);
  }, [key, JSON.stringify(session)]);
  const page = await context.newPage();
  await page.goto(shellUrl + paths.events);
  await page.getByRole('heading', { name: 'Eventos Inscritos' }).waitFor({ timeout: 60_000 });
  // The session's cookie comes with auth-js, once the first screen is up and the page idle (a
  // build without it never writes one: its state is then the localStorage alone).
  for (let waited = 0; waited < 20_000 && !(await context.cookies()).some((c) => c.name.startsWith(key)); waited += 500) {
    await page.waitForTimeout(500);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The main screens (mainScreens) as the demo athlete: one row per screen with the medians (and runs) of each mode. */
export async function benchScreens(browser, { shellUrl, apiUrl, anonKey, runs }) {
  const state = await signedInState(browser, shellUrl, apiUrl, anonKey, DEMO_ATHLETE.email, DEMO_ATHLETE.password);
  const routes = mainScreens(await firstEventId(apiUrl, anonKey), userIdOf(state));
  const samples = Object.fromEntries(routes.map((r) => [r.label, { visitor: [], cold: [], returning: [] }]));
  const viewport = { width: 390, height: 844 };
  // A load that does not finish in time (a busy machine) is counted as failed, not measured.
  const measured = async (context, url, list) => {
    try {
      const { page, ...sample } = await load(context, url);
      list.push(sample);
      return page;
    } catch (error) {
      console.warn(`  ${url}: ${error.message.split('\n')[0]}`);
      list.push({ failed: true });
      return null;
    }
  };
  for (let i = 0; i < runs; i++) {
    for (const route of routes) {
      const url = shellUrl + route.path;
      const runsOf = samples[route.label];
      if (route.visitor) {
        const context = await browser.newContext({ viewport });
        await measured(context, url, runsOf.visitor);
        await context.close();
      }
      const context = await browser.newContext({ viewport, storageState: state });
      const cold = await measured(context, url, runsOf.cold);
      // Let the service worker take control and the query cache be saved before leaving.
      await cold?.waitForTimeout(1500);
      await cold?.close();
      await (await measured(context, url, runsOf.returning))?.close();
      await context.close();
    }
  }
  const summary = (all) => {
    const xs = all.filter((x) => !x.failed);
    return all.length === 0
      ? null
      : {
          failed: all.length - xs.length,
          lcpMs: median(xs.map((x) => x.lcp)),
          contentMs: median(xs.map((x) => x.contentAt)),
          lcpRuns: xs.map((x) => x.lcp),
          /** Loads whose document still held the server-rendered screen when parsed. */
          serverRendered: xs.filter((x) => x.serverScreen).length,
        };
  };
  return routes.map((r) => ({
    route: r.label,
    visitor: summary(samples[r.label].visitor),
    signedInCold: summary(samples[r.label].cold),
    signedInReturning: summary(samples[r.label].returning),
  }));
}

/** The table the performance doc shows. */
export function screensTable(rows) {
  const cell = (s, base) =>
    s
      ? `${s.lcpMs} / ${s.contentMs} ms${base ? ` (${Math.round((s.lcpMs / base.lcpMs) * 10) / 10}×)` : ''}, SSR ${s.serverRendered}/${s.lcpRuns.length}${s.failed ? `, ${s.failed} timed out` : ''}`
      : '–';
  const lines = [
    '| route: LCP / first heading or card (× the visitor’s LCP), loads whose document carried the server-rendered screen | visitor | signed in, cold | signed in, returning |',
    '|---|---|---|---|',
  ];
  for (const r of rows) lines.push(`| \`${r.route}\` | ${cell(r.visitor)} | ${cell(r.signedInCold, r.visitor)} | ${cell(r.signedInReturning, r.visitor)} |`);
  return lines.join('\n');
}
