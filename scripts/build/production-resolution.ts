import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModifyRspackConfigUtils, Rspack } from '@rsbuild/core';

const require = createRequire(import.meta.url);

/**
 * Rspack resolves the federation runtime with require() (and its packages require one another),
 * so their CommonJS builds were bundled whole, with the runtime twice over; their ES builds let
 * the unused parts be dropped. FEDERATION_CJS catches the absolute paths Rspack resolved itself.
 */
const FEDERATION_PACKAGES = ['runtime-core', 'sdk', 'error-codes', 'runtime', 'webpack-bundler-runtime'];
const FEDERATION_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;
const esmSibling = (file: string) => [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((f) => existsSync(f)) ?? file;

export const federationRuntimeAsEsm = (config: Rspack.Configuration, { appendPlugins, rspack }: ModifyRspackConfigUtils) => {
  appendPlugins(
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
      resource.request = esmSibling(resource.request);
    }),
  );
  config.resolve ??= {};
  config.resolve.alias = { ...federationEsmAliases(), ...(config.resolve.alias as Record<string, string>) };
};

function federationEsmAliases(): Record<string, string> {
  return Object.fromEntries(
    FEDERATION_PACKAGES.map((pkg) => {
      let dir = path.dirname(require.resolve(`@module-federation/${pkg}`));
      while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return [`@module-federation/${pkg}$`, path.join(dir, manifest.exports['.'].import.default)];
    }),
  );
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102),
 * which checks its dev warnings on every render and ships their text. Builds take its production
 * build, the same code with those checks off.
 */
export function reactRouterProductionBuild(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}
