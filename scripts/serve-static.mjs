#!/usr/bin/env node
/**
 * Serves one built app (the shell or a remote) as production would: precompressed brotli/gzip,
 * immutable caching for hashed assets, no-cache for entry documents, CORS so the shell can fetch a
 * remote's manifest and chunks from another origin, SPA fallback for the shell, security headers.
 *
 * CLI: node scripts/serve-static.mjs --dir dist --port 4202 [--spa] [--host localhost]
 *        [--remotes path/to/remotes.json] [--config path/to/config.json]
 * Env: SUPABASE_URL (or SUPABASE_PORT) names the backend origin the content policy allows;
 *      QUADRA_CSP_ORIGINS adds space-separated origins (e.g. remotes not listed in remotes.json);
 *      SUPABASE_SERVICE_ROLE_KEY lets the shell's server stop failing canaries and answer
 *      /status/remotes (also to QUADRA_OPERATOR_KEY): see lib/remote-releases.mjs;
 *      QUADRA_PUBLIC_URL: the site's address in link previews (og:url, og:image), instead of the
 *      request's Host header (set it where the site has one address).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { appTags, DEFAULT_HEAD, DOCUMENT_FILE, escapeAttr, fillTemplate, jsonInHtml } from './lib/document.mjs';
import { fetchFirstScreen, firstScreenDocument, firstScreenRoute, loadServerModule, scriptHash } from './lib/first-screen.mjs';
import { precompress } from './lib/precompress.mjs';
import { previewImageRoute } from './lib/preview-image.mjs';
import { remoteReleases } from './lib/remote-releases.mjs';

/** Rsbuild names hashed files `name.<hash>.ext` under static/. */
const HASHED = /(?:^|\/)static\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PERSONAL = 'private, no-store';

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

async function readJson(file) {
  if (!file) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Origins the shell may load code and data from: the remotes in remotes.json, plus extras. */
async function remoteOrigins(remotesFile) {
  const json = await readJson(remotesFile);
  if (!json || typeof json !== 'object') return [];
  return Object.values(json)
    .flatMap((r) => [originOf(r?.entry), originOf(r?.canary?.entry)])
    .filter(Boolean);
}

/** `/event/:id` matches `/event/42`; a trailing slash is ignored. */
export function matchesRoute(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === decodeURIComponent(got[i]));
}

/**
 * Remote manifests as last read, to name a route's remote files in the document. A manifest is
 * reused for MANIFEST_FRESH_MS, then served stale while it is read again; the first read of one is
 * waited for at most MANIFEST_WAIT_MS (a slow remote must not slow the document down). A stale or
 * missing one only costs preloads: the shell reads the manifest itself, network first.
 */
const MANIFEST_FRESH_MS = 5_000;
const MANIFEST_WAIT_MS = 300;
const manifests = new Map();
const manifestReads = new Map();

function readManifest(url) {
  if (!manifestReads.has(url)) {
    const read = fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((body) => {
        manifests.set(url, { at: Date.now(), body });
        manifestReads.delete(url);
        return body;
      });
    manifestReads.set(url, read);
  }
  return manifestReads.get(url);
}

async function remoteManifest(url) {
  const known = manifests.get(url);
  if (known && Date.now() - known.at < MANIFEST_FRESH_MS) return known.body;
  const read = readManifest(url);
  if (known) return known.body;
  return Promise.race([read, new Promise((resolve) => setTimeout(resolve, MANIFEST_WAIT_MS, null))]);
}

/** The remote's container entry and the exposed module's own files, from its manifest. */
export function exposedFiles(manifest, manifestUrl, module) {
  const meta = manifest?.metaData;
  const expose = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === module) : null;
  if (!meta?.remoteEntry?.name || !expose) return null;
  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('.', manifestUrl).href;
  const url = (file) => new URL(file, base).href;
  const strings = (list) => (Array.isArray(list) ? list.filter((f) => typeof f === 'string') : []);
  return {
    scripts: [url(`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`), ...strings(expose.assets?.js?.sync).map(url)],
    styles: strings(expose.assets?.css?.sync).map(url),
  };
}

/**
 * The shell's document for one path (`document`: its template and the app's tags, as its build
 * wrote them in document.json), carrying what the shell needs to start without waiting:
 * the runtime config and the remote registry as read now (remotes.json is still read on every
 * load, so a deploy or a rollback is served at once), preconnects to the API and the remotes, and
 * a preload of the manifest of the remote that serves this path and of that remote's entry and
 * exposed module's files (read from its manifest), and that remote and module named for the shell
 * (route-remotes.json, written by the shell's build from the route table). JSON data blocks are
 * not scripts: the content policy has nothing to allow.
 * `search`: the URL's query (`?…`), given to the page's first screen.
 * `cookieHeader`: the request's cookies; a signed-in athlete's session among them gets their own
 * first screen (`personal` in the answer: the document carries a person's data).
 * `origin`: the site as the request reached it; the page's head (its title, description and link
 * preview, from the shell's server code as a visitor sees the page) names its addresses under it.
 */
export async function shellDocument({ document, pathname, search = '', remotesFile, configFile, apiUrl, routeRemotes, frame, cookieHeader, origin = '', readRemotes = () => readJson(remotesFile) }) {
  const [remotes, config] = await Promise.all([readRemotes(), readJson(configFile)]);
  // Read while the rest of the document is: a failure leaves the site's own title.
  const head = frame?.head ? frame.head(pathname, config, origin).catch(() => DEFAULT_HEAD) : Promise.resolve(DEFAULT_HEAD);
  const hints = [];
  const api = originOf(config?.supabaseUrl ?? apiUrl ?? '');
  if (api) hints.push(`<link rel="preconnect" href="${escapeAttr(api)}" crossorigin>`);
  const remoteEntries = remotes && typeof remotes === 'object' ? remotes : {};
  for (const origin of new Set(Object.values(remoteEntries).map((r) => originOf(r?.entry)).filter(Boolean))) {
    hints.push(`<link rel="preconnect" href="${escapeAttr(origin)}">`);
  }
  const route = routeRemotes?.find((r) => matchesRoute(r.path, pathname));
  const manifest = route ? remoteEntries[route.remote]?.entry : null;
  let firstScreen = null;
  let personal = false;
  /** The route remote's entry and page files: preloaded by the head, or after a first screen's paint. */
  const routePreloads = [];
  if (typeof manifest === 'string' && originOf(manifest)) {
    hints.push(`<link rel="preload" href="${escapeAttr(manifest)}" as="fetch" crossorigin>`);
    // The remote's entry and the page's files, as the federation runtime will ask for them; and,
    // read at the same time, the page's first screen from the remote's server.
    const [files, page] = await Promise.all([
      remoteManifest(manifest).then((body) => exposedFiles(body, manifest, route.module)),
      frame && config?.supabaseUrl
        ? frame.sessionToken(config.supabaseUrl, cookieHeader).then((token) => fetchFirstScreen(manifest, `${pathname}${search}`, route.module, token))
        : null,
    ]);
    routePreloads.push(...(files?.styles ?? []).map((href) => ({ href, as: 'style' })), ...(files?.scripts ?? []).map((href) => ({ href, as: 'script' })));
    if (page) {
      personal = page.caller !== null;
      firstScreen = {
        frameHtml: frame.render(pathname, page.html, page.caller),
        css: `${frame.css}\n${page.css}`,
        check: frame.check(config.supabaseUrl, page.caller),
        answers: page.answers,
      };
    }
  }
  if (remotes || config) {
    const routeRemote = route && typeof manifest === 'string' ? { remote: route.remote, module: route.module } : null;
    const boot = jsonInHtml({ config, remotes, route: routeRemote });
    hints.push(`<script type="application/json" id="quadra-boot">${boot}</script>`);
  }
  if (firstScreen) return { ...firstScreenDocument(document, hints.join(''), firstScreen, routePreloads, await head), personal };
  const preloadTags = routePreloads.map(({ href, as }) => `<link rel="preload" href="${escapeAttr(href)}" as="${as}">`);
  return { html: fillTemplate(document.template, { hints: [...hints, ...preloadTags].join(''), head: await head, app: appTags(document.app) }), scripts: [], personal };
}

/** The shell's document template and the app's tags (see DOCUMENT_FILE). */
async function readDocument(root) {
  return JSON.parse(await readFile(path.join(root, DOCUMENT_FILE), 'utf8'));
}

/** The CSS the shell's start loads (its document preloads it), for a server-rendered frame. */
async function startupCss(root) {
  const files = (await readDocument(root)).app.preloads.filter((p) => p.as === 'style').map((p) => path.join(root, p.href));
  return (await Promise.all(files.map((f) => readFile(f, 'utf8')))).join('\n');
}

export function apiOrigin() {
  return originOf(process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.SUPABASE_PORT ?? 54321}`);
}

/** The content policy: own origin, the backend (HTTP and websocket) and the remotes. */
export function contentSecurityPolicy({ api, origins, inlineScripts = [] }) {
  const ws = api ? api.replace(/^http/, 'ws') : null;
  const code = ["'self'", ...origins].join(' ');
  const data = ["'self'", ...origins, api, ws].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${[code, ...inlineScripts.map(scriptHash)].join(' ')}`,
    `style-src ${code} 'unsafe-inline'`,
    `img-src 'self' data: blob: ${[api, ...origins].filter(Boolean).join(' ')}`,
    `font-src ${code} data:`,
    `connect-src ${data}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Whether a request path reaches the app's server/ folder, however it is spelt: extra slashes, `.` and
 * `..` steps and percent-encoding are resolved first, as the file lookup resolves them.
 */
function namesServerCode(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return path.posix.normalize(`/${decoded}`).split('/')[1] === 'server';
}

/**
 * Starts a server for one built app. Returns `{ url, close }`.
 * `apiUrl` names the backend the content policy allows (default: from the environment).
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, remotesFile?: string,
 *   configFile?: string, apiUrl?: string, extraOrigins?: string[], quiet?: boolean,
 *   serviceRoleKey?: string, operatorKey?: string }} options
 */
export async function startStaticServer({
  dir,
  port,
  host = 'localhost',
  spa = false,
  remotesFile,
  configFile,
  apiUrl,
  extraOrigins,
  quiet = true,
  serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY,
  operatorKey = process.env.QUADRA_OPERATOR_KEY,
}) {
  const root = path.resolve(dir);
  await stat(path.join(root, 'index.html')).catch(() => {
    throw new Error(`${root} has no index.html: build the app first.`);
  });
  if (spa) {
    await stat(path.join(root, DOCUMENT_FILE)).catch(() => {
      throw new Error(`${root} has no ${DOCUMENT_FILE}: build the shell first.`);
    });
  }
  await precompress(root);

  const api = apiUrl ? originOf(apiUrl) : apiOrigin();
  const publicOrigin = originOf(process.env.QUADRA_PUBLIC_URL ?? '');
  const extras = extraOrigins ?? (process.env.QUADRA_CSP_ORIGINS ?? '').split(/\s+/).filter(Boolean);
  // Closing drops open connections at once: a browser's idle keep-alive or speculative (preconnected,
  // request-less) socket would otherwise hold close() until Node's header timeout, ~1 min later.
  const app = Fastify({ logger: !quiet, forceCloseConnections: true });
  const policy = async (inlineScripts) =>
    contentSecurityPolicy({ api, origins: [...new Set([...(await remoteOrigins(remotesFile)), ...extras])], inlineScripts });
  const serverModule = await loadServerModule(root);

  app.addHook('onSend', async (request, reply, payload) => {
    // The policy governs documents only; building it reads remotes.json, so chunks skip that read.
    if (String(reply.getHeader('Content-Type') ?? '').startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', await policy());
    }
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    // Remotes are fetched from the shell's origin (manifest by fetch, chunks by script tags).
    reply.header('Access-Control-Allow-Origin', '*');
    // Lets the shell's page (and the web bench) see sizes of cross-origin chunks in Resource Timing.
    reply.header('Timing-Allow-Origin', '*');
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', NO_CACHE);
    return payload;
  });

  // Documents are written per request: compressed as they are sent (files are precompressed).
  // Brotli at quality 5: a few ms for a document (the default, 11, takes ~10 times as long).
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // For a container's health check or a load balancer: answers once the server listens; reads no file.
  app.get('/health', async (_request, reply) => reply.header('Cache-Control', NO_CACHE).send({ status: 'ok' }));

  app.options('*', async (_request, reply) => {
    reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS').header('Access-Control-Max-Age', '600').code(204).send();
  });

  const serveJsonFile = (route, file) =>
    app.get(route, async (_request, reply) => {
      try {
        const body = await readFile(file, 'utf8');
        return reply.type('application/json; charset=utf-8').header('Cache-Control', NO_CACHE).send(body);
      } catch {
        return reply.code(404).type('text/plain').send('Not found');
      }
    });
  // The registry as served: canaries past their failure threshold marked halted (lib/remote-releases.mjs).
  const releases = remotesFile && api ? remoteReleases({ apiUrl: api, serviceRoleKey, operatorKey }) : null;
  const readRemotes = async () => (releases ? releases.served(await readJson(remotesFile)) : readJson(remotesFile));
  if (releases?.enabled) {
    app.get('/remotes.json', async (_request, reply) => {
      const registry = await readRemotes();
      if (!registry) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('application/json; charset=utf-8').header('Cache-Control', NO_CACHE).send(JSON.stringify(registry));
    });
  } else if (remotesFile) serveJsonFile('/remotes.json', remotesFile);
  if (releases) {
    app.get('/status/remotes', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!releases.enabled) return reply.code(503).send({ message: 'Este servidor não tem a chave de serviço para ler o estado dos módulos.' });
      if (!releases.authorised(request)) return reply.code(401).send({ message: 'Informe a chave de operador ou de serviço (Authorization: Bearer …).' });
      const status = await releases.status(await readJson(remotesFile));
      return status ? reply.send(status) : reply.code(502).send({ message: 'O backend não respondeu com as contagens dos módulos.' });
    });
  }
  if (spa && configFile) serveJsonFile('/config.json', configFile);

  // The shell's document is written per request (see shellDocument); remotes serve theirs as files.
  const routeRemotes = spa ? await readJson(path.join(root, 'route-remotes.json')) : null;
  const frame =
    spa && serverModule
      ? {
          render: serverModule.renderFrame,
          check: serverModule.firstScreenCheck,
          // A shell built before signed-in screens reads no session: everyone gets the visitor's.
          sessionToken: serverModule.sessionToken ?? (async () => null),
          // A shell built before pages had their own heads: the site's title on every page.
          head: serverModule.documentHead,
          css: await startupCss(root),
        }
      : null;
  const sendDocument = async (request, reply) => {
    // Read whole (small): a failure is then this request's error, not an unhandled stream error.
    const [pathname, query] = request.url.split(/\?(.*)/s);
    const written = await shellDocument({
      document: await readDocument(root),
      pathname,
      // The page's query (a search's words and tab): its first screen reads it as the page does.
      search: query ? `?${query}` : '',
      remotesFile,
      configFile,
      apiUrl: api,
      routeRemotes,
      frame,
      cookieHeader: request.headers.cookie,
      origin: publicOrigin ?? `${request.protocol}://${request.headers.host}`,
      readRemotes,
    });
    return reply
      // A person's screen is theirs alone: no cache keeps it, and what a document is depends on its cookie.
      .header('Cache-Control', written.personal ? PERSONAL : NO_CACHE)
      .header('Vary', 'Cookie')
      .header('Content-Security-Policy', await policy(written.scripts))
      .type('text/html; charset=utf-8')
      .compress(written.html);
  };
  // Link previews' images (/preview/<kind>/<id>/<version>.png), drawn from the shell's server code.
  if (spa && serverModule?.previewImageCard && configFile) app.get('/preview/*', previewImageRoute({ serverModule, configFile }));
  // A remote with a server-side render answers its first screens.
  if (!spa && serverModule && configFile) app.get('/first-screen', firstScreenRoute({ root, serverModule, configFile }));
  if (spa) {
    app.get('/', sendDocument);
    app.get('/index.html', sendDocument);
  }

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    cacheControl: false,
    etag: true,
    lastModified: true,
    wildcard: true,
    // server/: the app's server-side code (its first screens' render), never sent to a browser.
    allowedPath: (pathname) => !namesServerCode(pathname),
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/').replace(/\.(?:br|gz)$/, '');
      res.setHeader('Cache-Control', HASHED.test(rel) ? IMMUTABLE : NO_CACHE);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    // Unknown app paths get the shell's index.html (HEAD as GET: Node sends no body for it); missing
    // files (with an extension) stay 404.
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) return sendDocument(request, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  return { url, close: () => app.close() };
}

function parseArgs(argv) {
  const args = { spa: false };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    if (key === '--spa') args.spa = true;
    else if (key.startsWith('--')) args[key.slice(2)] = argv[++i];
  }
  return args;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = parseArgs(process.argv.slice(2));
  const server = await startStaticServer({
    dir: args.dir ?? 'dist',
    port: Number(args.port ?? 4200),
    host: args.host,
    spa: args.spa,
    remotesFile: args.remotes,
    configFile: args.config,
    quiet: false,
  });
  console.log(`serving ${path.resolve(args.dir ?? 'dist')} on ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
