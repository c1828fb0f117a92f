import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Writes dist/chunk-report.json: for each emitted JS/CSS file, the npm packages and workspace
 * folders its modules come from. The web bench uses it to split bytes into app code and deps.
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
      const report: Record<string, { packages: string[] }> = {};
      for (const chunk of json.chunks ?? []) {
        const packages = new Set<string>();
        for (const m of chunk.modules ?? []) {
          for (const inner of m.modules ?? [m]) packages.add(origin(String(inner.name ?? inner.identifier ?? '')));
        }
        for (const file of chunk.files ?? []) report[file] = { packages: [...packages].sort() };
      }
      writeFileSync(path.join(api.context.distPath, 'chunk-report.json'), JSON.stringify(report, null, 1));
    });
  },
};
