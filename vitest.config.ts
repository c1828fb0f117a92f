import { defineConfig } from 'vitest/config';

// One vitest run over every project that has tests beside its code.
export default defineConfig({
  test: {
    projects: ['libs/*', 'shell', 'mf-*', 'supabase'],
  },
});
