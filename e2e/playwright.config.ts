import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/chromium';

// One folder per run: several people may run the suite in this checkout at once.
process.env.QUADRA_E2E_RUN_ID ??= `${Date.now()}`;
const OUTPUT = `./test-results/${process.env.QUADRA_E2E_RUN_ID}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: OUTPUT,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.QUADRA_E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT}/results.json` }]],
  use: {
    baseURL: process.env.QUADRA_E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions,
    // The shell's service worker would answer requests that page.route is meant to see; the specs
    // about repeat visits and deploys allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // Recording a trace costs every test about a sixth of its time (measured on the ux, profile and
    // organiser specs: 135-143 s against 157-176 s), and CI keeps no artifacts: there, a failure is
    // traced on its retry; locally, where a failed test is opened in the trace viewer, always.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'platform', testDir: './tests/platform' },
    { name: 'auth', testDir: './tests/auth' },
    { name: 'events', testDir: './tests/events' },
    { name: 'profile', testDir: './tests/profile' },
    { name: 'create-event', testDir: './tests/create-event' },
    { name: 'notifications', testDir: './tests/notifications' },
    { name: 'ux', testDir: './tests/ux' },
  ],
});
