import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/supabase',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
