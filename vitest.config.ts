import { defineConfig } from 'vitest/config';

// One vitest run over every project that has tests beside its code (each has its own config).
export default defineConfig({
  test: {
    // vitest's default is one worker per core but one: a single worker on a 2-core machine, idle while
    // a test waits on PostgreSQL or a file loads. Two workers ran the front-end projects in 74 s
    // against 188 s here (3 workers: slower).
    maxWorkers: 2,
    projects: ['libs/*/vitest.config.ts', '{shell,supabase,scripts}/vitest.config.ts', 'mf-*/vitest.config.ts'],
  },
});
