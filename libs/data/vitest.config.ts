import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Hook tests run against the real local server: one seeded server per worker (the global setup).
export default defineConfig({
  test: {
    // Its own folder, also when run alone from elsewhere (npm run test:mutation): the setup files are relative.
    root: fileURLToPath(new URL('.', import.meta.url)),
    name: '@quadra/data',
    environment: 'happy-dom',
    // The API server is another origin than the test page: let happy-dom's fetch reach it.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
