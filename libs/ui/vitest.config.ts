import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Process CSS Modules so components get real class names in tests.
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
  },
});
