import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/mf-auth',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Typing whole passwords with user-event, on a shared machine.
    testTimeout: 30_000,
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
  },
});
