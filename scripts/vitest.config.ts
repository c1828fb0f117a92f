import { defineConfig } from 'vitest/config';

// The repository's own scripts (the static servers), tested against real servers on free ports.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
