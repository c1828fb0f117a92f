import { defineConfig } from '@rsbuild/core';
import { shellConfig } from '../scripts/build/rsbuild-app';

const base = shellConfig();

// The shell's own template adds lang="pt-BR", the theme colour, the web app manifest and icons.
export default defineConfig(async (env) => {
  const config = typeof base === 'function' ? await base(env) : base;
  return { ...config, html: { ...config.html, template: './index.html' } };
});
