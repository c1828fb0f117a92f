import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { precompress } from '../../lib/precompress.mjs';

/**
 * Builds ship their compressed variants, written once here rather than by each server at its
 * start. Runs after the other plugins' writes. What `build` writes is what people download: the
 * strongest settings, slow. The e2e build is served only to the test browser: zlib, which took
 * 15 core-seconds for the six apps against 70 (in `npm test`, beside lint and typecheck).
 */
export const precompressed: RsbuildPlugin = {
  name: 'quadra-precompressed',
  setup(api) {
    api.onAfterBuild({
      order: 'post',
      handler: async () => {
        if (api.context.action !== 'build') return;
        // The `build-e2e` target's folder (DIST_FOLDER in scripts/lib/stack.mjs).
        const forTests = path.basename(api.context.distPath) === 'dist-e2e';
        await precompress(api.context.distPath, { thorough: !forTests });
      },
    });
  },
};
