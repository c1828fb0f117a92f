/**
 * Writes `.gz` and `.br` next to every compressible file of a built app that lacks a fresh one.
 * Production builds run it `thorough`ly, once: gzip from Zopfli, a gzip stream any client reads,
 * ~3% smaller than zlib's level 9 but ~100 times slower. The static server runs it at start, with
 * zlib, for what it writes itself or what changed since (a test's edited copy of a remote).
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Smaller files are served as they are. */
const MIN_BYTES = 512;
/** One Zopfli iteration keeps ~97% of fifteen's gain over zlib at ~40% of the time (measured on the startup file). */
const ZOPFLI = { numiterations: 1 };
// Quality 11 would save ~2% more at three times the time.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } };

export async function precompress(dir, { thorough = false } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath ?? e.path, e.name))
      // server/: an app's server-side code, never sent to a browser.
      .filter((f) => !path.relative(dir, f).startsWith(`server${path.sep}`)),
  );
  // A variant whose source is gone would still be served: remove it.
  await Promise.all(
    [...files].filter((f) => /\.(?:br|gz)$/.test(f) && !files.has(f.slice(0, -3))).map((f) => rm(f, { force: true })),
  );
  // Loaded by builds only: its emscripten module turns any unhandled rejection of the process into
  // an abort, which a server must not inherit.
  const zopfli = thorough ? await import('@gfx/zopfli') : null;
  const gzipped = zopfli ? (body) => zopfli.gzipAsync(body, ZOPFLI) : (body) => gzip(body, { level: 9 });
  await Promise.all(
    [...files]
      .filter((f) => COMPRESSIBLE.test(f))
      .map(async (file) => {
        const source = await stat(file);
        if (source.size < MIN_BYTES) {
          // Not worth compressing; drop stale variants so they never shadow the file.
          await Promise.all(['.gz', '.br'].map((ext) => rm(file + ext, { force: true })));
          return;
        }
        const body = await readFile(file);
        for (const [ext, compress] of [
          ['.gz', () => gzipped(body)],
          ['.br', () => brotli(body, BROTLI)],
        ]) {
          const target = file + ext;
          const existing = await stat(target).catch(() => null);
          if (!existing || existing.mtimeMs < source.mtimeMs) await writeFile(target, await compress());
        }
      }),
  );
}
