import { rspack, type HtmlBasicTag, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { appTags, DEFAULT_HEAD, DOCUMENT_FILE, fillTemplate, parseTemplate, type AppTags } from '../../lib/document.mjs';

/**
 * The modules the shell imports to start (its async boundary), as written where they are imported:
 * the data layer's early start (shell/src/index.ts), and the bootstrap, which it imports.
 */
const ENTRY_IMPORTS = ['./startup/start-data', '../bootstrap'];

/**
 * Every file the shell's start needs: the chunks of ENTRY_IMPORTS and of the shared packages those
 * consume as the shell provides them, transitively (react-dom, the router, the data layer…).
 */
function startupFiles(compilation: Rspack.Compilation): { files: string[]; base: string } {
  const json = compilation.getStats().toJson({
    all: false,
    chunks: true,
    chunkOrigins: true,
    chunkModules: true,
    dependentModules: true,
    nestedModules: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
    publicPath: true,
  } satisfies Rspack.StatsOptions);
  const chunks = json.chunks ?? [];
  type Chunk = (typeof chunks)[number];
  const consumed = (chunk: Chunk) =>
    (chunk.modules ?? [])
      .flatMap((m) => m.modules ?? [m])
      .map((m) => /^consume shared module \(default\) (.+?)@/.exec(String(m.name ?? ''))?.[1])
      .filter((name): name is string => Boolean(name));
  // A consumer gets the share scope's copy, which the shell provides: the provider's chunks load.
  const providerOf = (pkg: string) => (chunk: Chunk) =>
    (chunk.origins ?? []).some((o) => String(o.moduleName ?? '').startsWith(`provide shared module (default) ${pkg}@`));
  const needed: Chunk[] = [];
  for (const request of ENTRY_IMPORTS) {
    const own = chunks.filter((c) => (c.origins ?? []).some((o) => o.request === request));
    if (own.length === 0) throw new Error(`quadra-shell-document: no chunk is imported as '${request}' (ENTRY_IMPORTS)`);
    needed.push(...own.filter((c) => !needed.includes(c)));
  }
  const packages = new Set<string>();
  for (let i = 0; i < needed.length; i += 1) {
    for (const pkg of consumed(needed[i]!)) {
      if (packages.has(pkg)) continue;
      packages.add(pkg);
      needed.push(...chunks.filter((c) => providerOf(pkg)(c) && !needed.includes(c)));
    }
  }
  const base = json.publicPath && json.publicPath !== 'auto' ? json.publicPath : '/';
  return { files: [...new Set(needed.flatMap((c) => c.files ?? []))].sort(), base };
}

/**
 * The shell's document. Its index.html (shell/index.html) is a template with named slots
 * (scripts/lib/document.mjs); the app's tags are kept apart as data: its entry scripts, fetched
 * at high priority ahead of everything else, and preloads of every file its start needs (without
 * them the browser learns of those only once the entry has run and the federation runtime asks
 * for them, one step later on the critical path). dist/document.json holds the template and those
 * tags, for the server that writes each request's document (scripts/serve-static.mjs);
 * dist/index.html is the document filled with them, for any other host.
 */
export const shellDocument: RsbuildPlugin = {
  name: 'quadra-shell-document',
  setup(api) {
    const appOf = new Map<string, AppTags>();
    api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, filename }) => {
      const isScript = (tag: HtmlBasicTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
      const scripts = headTags.filter(isScript).map((tag) => ({ ...(tag.attrs as Record<string, string | boolean>), fetchpriority: 'high' }));
      const { files, base } = startupFiles(compilation);
      const preloads = files.flatMap((file): AppTags['preloads'] => {
        if (file.endsWith('.js')) return [{ href: `${base}${file}`, as: 'script' }];
        if (file.endsWith('.css')) return [{ href: `${base}${file}`, as: 'style' }];
        return [];
      });
      appOf.set(filename, { scripts, preloads });
      return { headTags: headTags.filter((tag) => !isScript(tag)), bodyTags };
    });
    api.modifyHTML((html, { compilation, filename }) => {
      const app = appOf.get(filename);
      if (!app) throw new Error(`quadra-shell-document: no app tags for ${filename}`);
      const template = parseTemplate(html);
      compilation.emitAsset(DOCUMENT_FILE, new rspack.sources.RawSource(JSON.stringify({ template, app })));
      return fillTemplate(template, { head: DEFAULT_HEAD, app: appTags(app) });
    });
  },
};
