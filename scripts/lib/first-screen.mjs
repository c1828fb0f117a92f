/**
 * Server-rendered first screens. The shell's document for a route served by a remote carries that
 * page's first screen as a visitor sees it, with its data, inside the shell's frame: a phone paints
 * the events before any script has arrived. The app, once started, takes over (see
 * shell/src/startup/first-screen.ts).
 *
 * - A remote whose build has dist/server/first-screen.mjs answers `GET /first-screen?path=&module=`
 *   (`path`: the page's path and its query)
 *   with `{ html, css, answers }`: the page rendered by its own server code (so a new release or a
 *   rollback of the remote changes it at once), its CSS, and the answers its data was read from
 *   (the document carries them: the app starts with them instead of asking the API again). Its
 *   times are each event's own wall clock, the same on every device.
 * - The shell's server asks the route's remote for it, waited for at most FIRST_SCREEN_WAIT_MS, and
 *   puts it into its own frame (shell's dist/server/first-screen.mjs). Anything missing, slow or
 *   failing leaves the document as it was: the splash, then the app.
 * - A signed-in athlete's request carries their session's cookie: the shell's server sends its
 *   access token to the remote (`Authorization: Bearer`), which renders the page as they see it,
 *   their data read with that token (row-level security applies); a token the API refuses gets the
 *   visitor's screen. The answer names whom it shows (`caller`); a document carrying a person's
 *   screen is never stored by a cache (see serve-static.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_HEAD, element, fillTemplate, jsonInHtml } from './document.mjs';

/** A warm render with its data takes ~20–40 ms; a document never waits longer than this for it. */
const FIRST_SCREEN_WAIT_MS = 400;
const MODULE = path.join('server', 'first-screen.mjs');
/** The app starts this long after the document at the latest, painted or not. */
const APP_START_AT_MOST_MS = 500;
/**
 * How many of the app's preloads and scripts its start adds to the document in one task. Each one
 * added starts a request, 3–5 ms of main thread on this 2-core machine: three at once made tasks
 * of 11–17 ms, long tasks at Lighthouse's 4x CPU (signed-in /event/:id traces).
 */
const ELEMENTS_PER_TASK = 1;

/** An app's server-side render module, or null when its build has none. */
export async function loadServerModule(root) {
  const file = path.join(root, MODULE);
  return existsSync(file) ? import(pathToFileURL(file).href) : null;
}

/** The CSS files an exposed module loads with it, as named by the remote's own manifest. */
async function exposedCss(root, module) {
  const manifest = JSON.parse(await readFile(path.join(root, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes?.find((e) => e?.path === module);
  const files = (expose?.assets?.css?.sync ?? []).filter((f) => typeof f === 'string' && !f.includes('..'));
  return (await Promise.all(files.map((f) => readFile(path.join(root, f), 'utf8')))).join('\n');
}

/** The token of a request's `Authorization: Bearer …`, or null. */
function bearerToken(header) {
  const match = /^Bearer (\S+)$/i.exec(typeof header === 'string' ? header : '');
  return match ? match[1] : null;
}

/**
 * A remote's `/first-screen` route: 200 `{ html, css, caller, answers }` (caller: whom the screen
 * shows, null for a visitor; the request's bearer token names the athlete; answers: the queries it
 * read, with their data), 204 when the page has no first screen for this path, 502 when its data
 * could not be read.
 */
export function firstScreenRoute({ root, serverModule, configFile }) {
  // A release's files do not change while it is served: each page's CSS is read once.
  const cssOf = new Map();
  return async (request, reply) => {
    const { path: pathname, module } = request.query ?? {};
    if (typeof pathname !== 'string' || typeof module !== 'string' || !pathname.startsWith('/')) {
      return reply.code(400).type('text/plain').send('path and module are required');
    }
    try {
      const config = JSON.parse(await readFile(configFile, 'utf8'));
      const screen = await serverModule.renderFirstScreen(pathname, module, config, bearerToken(request.headers.authorization));
      if (screen === null) return reply.code(204).send();
      if (!cssOf.has(module)) cssOf.set(module, await exposedCss(root, module));
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Authorization')
        .send({ html: screen.html, caller: screen.caller ?? null, answers: screen.answers ?? [], css: cssOf.get(module) });
    } catch (error) {
      request.log.warn({ err: error }, 'first screen not rendered');
      return reply.code(502).type('text/plain').send('first screen not rendered');
    }
  };
}

/**
 * The route's first screen (`pagePath`: its path and query) from its remote's server, for the athlete whose `accessToken` is given
 * (null: a visitor); null when it has none or is late.
 */
export async function fetchFirstScreen(remoteBase, pagePath, module, accessToken = null) {
  const url = new URL('first-screen', remoteBase);
  url.searchParams.set('path', pagePath);
  url.searchParams.set('module', module);
  try {
    const headers = accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(FIRST_SCREEN_WAIT_MS) });
    if (response.status !== 200) return null;
    const body = await response.json();
    if (typeof body?.html !== 'string' || typeof body.css !== 'string') return null;
    // Whom it shows: a visitor unless the remote says it read an athlete's data.
    const caller = typeof body.caller === 'string' && body.caller ? body.caller : null;
    return { html: body.html, css: body.css, caller, answers: Array.isArray(body.answers) ? body.answers : [] };
  } catch {
    return null;
  }
}

/** The content policy's source for one inline script. */
export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * With the screen in the document, the app's code no longer paints it: it runs once the screen
 * has painted. The entry scripts become low-priority preloads (fetched, not run); the other
 * preloads (the screen's CSS is in the document) and the entry scripts, in order, are added by a
 * script at the end of the body once the first contentful paint is on screen. Measured
 * (Lighthouse, /events): with the entry running before the paint, or every preload fetched
 * alongside the document, LCP varied between 1.0 and 1.5 s; this way 0.9–1.0 s.
 */
function appAfterFirstPaint({ scripts, preloads }) {
  const sources = scripts.map((attrs) => attrs.src);
  // [href, as] of a preload, [href] of a script: ELEMENTS_PER_TASK per task (each element added
  // starts a request, and all of them in one task was one of the load's long tasks: 18–39 ms in
  // Lighthouse's traces).
  const elements = [...preloads.map(({ href, as }) => [href, as]), ...sources.map((href) => [href])];
  const script =
    `(function(){var started=false;function start(){if(started)return;started=true;add(${jsonInHtml(elements)})}` +
    `function add(items){items.slice(0,${ELEMENTS_PER_TASK}).forEach(function(p){var e;` +
    `if(p[1]){e=document.createElement('link');e.rel='preload';e.href=p[0];e.as=p[1]}` +
    `else{e=document.createElement('script');e.src=p[0];e.async=false}document.head.appendChild(e)});` +
    `if(items.length>${ELEMENTS_PER_TASK})setTimeout(add,0,items.slice(${ELEMENTS_PER_TASK}))}` +
    // Once the first contentful paint is on screen (a PerformanceObserver hears of it after it was
    // presented): on the first paint (the background) the requests started before the screen's
    // LCP, and Lighthouse's simulation then counted them all in it (1.36–1.45 s for ~0.95 s).
    // A hidden tab paints nothing: the timer starts the app all the same.
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}catch(e){}` +
    `setTimeout(start,${APP_START_AT_MOST_MS})})()`;
  return {
    tags: sources.map((href) => element('link', { rel: 'preload', href, as: 'script', fetchpriority: 'low' })).join(''),
    script,
  };
}

/** The id adoptFirstScreenAnswers (@quadra/data) reads. A JSON data block is no script to the content policy. */
const ANSWERS_ID = 'quadra-first-answers';
const answersElement = (answers) =>
  answers.length ? element('script', { type: 'application/json', id: ANSWERS_ID }, jsonInHtml(answers)) : '';

/** `</` cannot close the element it is in. */
const inElement = (text) => text.replace(/<\//g, '<\\/');

/**
 * The shell's document (its template, the app's tags and this request's `hints`) with a first
 * screen: its CSS (the shell's and the page's) at the end of the head; the screen before the app's
 * mount element, kept from assistive technology and input (the app is not running yet), with its
 * check after it (the shell's firstScreenCheck: removed where it is not this device's screen);
 * the mount element hidden while the screen is there; the app's start at the end of the body.
 * `answers`: what the screen's render read, as JSON inside the screen (the app starts with them
 * instead of asking again; the check removes them with the screen where it is not this device's).
 * `routePreloads`: the route remote's entry and page files, preloaded with the app's once painted.
 * `head`: the page's title, description and link preview tags.
 * `scripts`: the inline scripts, for the content policy.
 */
export function firstScreenDocument({ template, app }, hints, { frameHtml, css, check, answers = [] }, routePreloads = [], head = DEFAULT_HEAD) {
  // The route remote's files wait for the paint too: fetched with the document, they share its
  // first round trips and a connection to another origin (Lighthouse: FCP ~0.25 s later).
  const start = appAfterFirstPaint({ scripts: app.scripts, preloads: [...routePreloads, ...app.preloads] });
  return {
    html: fillTemplate(template, {
      hints,
      head,
      app: start.tags,
      styles: element('style', {}, `${inElement(css)}#first-screen~#root{display:none}`),
      'first-screen':
        element('div', { id: 'first-screen', 'aria-hidden': 'true', inert: true }, frameHtml + answersElement(answers)) + element('script', {}, check),
      'app-start': element('script', {}, start.script),
    }),
    scripts: [check, start.script],
  };
}
