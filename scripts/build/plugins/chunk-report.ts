import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Writes dist/chunk-report.json: for each emitted JS/CSS file, the npm packages and workspace
 * folders its modules come from, and its modules' sizes. The web bench uses it to split bytes into
 * app code and deps; the route budgets to name what grew.
 */
export const chunkReport: RsbuildPlugin = {
  name: 'quadra-chunk-report',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      if (!stats) return;
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true });
      // npm package name, workspace lib ('libs/ui'), the app's own code ('app'), or bundler runtime.
      const origin = (name: string) => {
        const pkg = name.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
        if (pkg) return pkg[1]!.startsWith('@module-federation/') ? 'runtime' : pkg[1]!;
        const lib = name.match(/libs\/[^/]+/);
        if (lib) return lib[0];
        return name.startsWith('./src/') ? 'app' : 'runtime';
      };
      // modules: each module's source bytes, for the route budgets' report of what grew (scripts/lib/route-budgets.mjs).
      const report: Record<string, { packages: string[]; modules: Record<string, number> }> = {};
      for (const chunk of json.chunks ?? []) {
        const packages = new Set<string>();
        const modules: Record<string, number> = {};
        for (const m of chunk.modules ?? []) {
          for (const inner of m.modules ?? [m]) {
            const name = String(inner.name ?? inner.identifier ?? '');
            packages.add(origin(name));
            modules[name] = (modules[name] ?? 0) + (inner.size ?? 0);
          }
        }
        for (const file of chunk.files ?? []) report[file] = { packages: [...packages].sort(), modules };
      }
      writeFileSync(path.join(api.context.distPath, 'chunk-report.json'), JSON.stringify(report, null, 1));
    });
  },
};
