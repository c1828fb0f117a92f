import { defineConfig } from 'vitest/config';

// The wizard's tests run against the real local server (the data layer's seeded global setup).
export default defineConfig({
  test: {
    name: '@quadra/mf-create-event',
    environment: 'happy-dom',
    // The API server is another origin than the test page: let happy-dom's fetch reach it.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../libs/data/vitest.setup.ts'],
    globalSetup: ['../libs/data/vitest.global-setup.ts'],
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
