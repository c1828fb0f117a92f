import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { ROUTES } from '@quadra/contracts';

/**
 * Writes the shell's dist/route-remotes.json: which remote and exposed module serve each route.
 * The server that writes the shell's document reads it to name them in the document, so the shell
 * starts fetching that remote while its own code arrives.
 */
export const routeRemotes: RsbuildPlugin = {
  name: 'quadra-route-remotes',
  setup(api) {
    api.onAfterBuild(() => {
      const routes = ROUTES.flatMap((r) => (r.remote === 'shell' ? [] : [{ path: r.path, remote: r.remote, module: r.module }]));
      writeFileSync(path.join(api.context.distPath, 'route-remotes.json'), JSON.stringify(routes, null, 1));
    });
  },
};
