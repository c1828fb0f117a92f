import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/session',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
