import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Formatters and date rules work in local time; pin one zone so results do not depend on the machine.
    env: { TZ: 'America/Sao_Paulo' },
  },
});
