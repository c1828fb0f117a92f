import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@quadra/mf-events',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: { include: [/\.module\.css$/], modules: { classNameStrategy: 'non-scoped' } },
  },
});
