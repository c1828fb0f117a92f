import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Integration tests share one PostgreSQL per run (global setup); each file gets its own database.
export default defineConfig({
  test: {
    // Its own folder, also when run alone from elsewhere (npm run test:mutation): the setup files are relative.
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: 'supabase',
    environment: 'node',
    include: ['server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
