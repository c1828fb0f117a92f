import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
