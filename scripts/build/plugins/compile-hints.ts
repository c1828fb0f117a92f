import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136+) on the files a first load runs: their functions compile
 * while they stream in, off the main thread, instead of one by one as they are first called.
 * - The shell's entry and startup chunk (/events, Lighthouse, 5 runs: TBT 249 -> 206 ms, LCP
 *   2.61 -> 2.33 s).
 * - A remote's entry and its exposed pages' chunks: every module factory in them runs when the
 *   page loads (signed-in /event/:id, CPU profiles at 4x, medians of 9 loads: main-thread time
 *   965 -> 814 ms, time past 50 ms per task 55 -> 37 ms). Not their other chunks (forms, dialogs),
 *   which load when used.
 * Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** How Module Federation names the chunk of an exposed module. */
export const EXPOSE_CHUNK_PREFIX = '__federation_expose_';
export const compileHints = (hinted: (chunkName: string) => boolean): RsbuildPlugin => ({
  name: 'quadra-compile-hints',
  setup(api) {
    api.processAssets({ stage: 'optimize-inline' }, ({ compilation, sources }) => {
      const chunks = [...compilation.chunks].filter((chunk) => typeof chunk.name === 'string' && hinted(chunk.name));
      for (const file of chunks.flatMap((chunk) => [...chunk.files])) {
        if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      }
    });
  },
});
