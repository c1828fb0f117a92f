import { defineConfig } from 'vitest/config';

// One vitest run over every project that has tests beside its code (each has its own config).
export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', '{shell,supabase,scripts}/vitest.config.ts', 'mf-*/vitest.config.ts'],
  },
});
