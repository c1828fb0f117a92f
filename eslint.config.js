// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nx from '@nx/eslint-plugin';
import globals from 'globals';

/**
 * Who may import whom, over the tags each package.json (and scripts/project.json) declares
 * (ARCHITECTURE.md, section 1).
 * Libs are told apart by `scope:*`, apps by `type:host` / `type:remote`; no constraint lists an app,
 * so nothing imports an app and apps never import each other.
 */
const LIBS_OF_REMOTES = ['scope:ui', 'scope:domain', 'scope:session', 'scope:data', 'scope:contracts'];
const boundaries = ({ hostConfiguresSupabase = false, testsStartTheServer = false, backendTestsReadTheLibs = false, serverMountsTheJobs = false } = {}) => [
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: LIBS_OF_REMOTES },
  // The shell configures the Supabase client at boot (only the files allowed below); else it uses the libs.
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: [...LIBS_OF_REMOTES, ...(hostConfiguresSupabase ? ['scope:supabase'] : [])] },
  {
    sourceTag: 'scope:data',
    onlyDependOnLibsWithTags: ['scope:supabase', 'scope:session', 'scope:domain', 'scope:contracts', ...(testsStartTheServer ? ['type:backend'] : [])],
  },
  { sourceTag: 'scope:session', onlyDependOnLibsWithTags: ['scope:supabase', 'scope:domain', 'scope:contracts'] },
  { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:domain'] },
  { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:supabase', onlyDependOnLibsWithTags: [] },
  // The Supabase emulator knows nothing of the product: only the local backend's entry mounts Quadra's
  // jobs on it, and the database's tests mount them as that entry does.
  {
    sourceTag: 'type:backend',
    onlyDependOnLibsWithTags: [...(backendTestsReadTheLibs ? ['scope:domain', 'scope:supabase', 'type:jobs'] : []), ...(serverMountsTheJobs ? ['type:jobs'] : [])],
  },
  // Quadra's jobs talk to the database only: the same code beside hosted Supabase as beside the emulator.
  { sourceTag: 'type:jobs', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
  // The workspace's scripts (start, test, serve, builds, benches) read the route table.
  { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['scope:contracts'] },
];
const enforceBoundaries = (options) => ({
  '@nx/enforce-module-boundaries': [
    'error',
    {
      // '@quadra/data/singletons' is imported by its package name from inside @quadra/data on purpose (below).
      allowCircularSelfDependency: true,
      // The workspace's scripts (@quadra/scripts, scripts/project.json) are read by path: by the apps'
      // build configs, the e2e setup and the shell's build test.
      allow: ['^(\\.\\./)+scripts/'],
      depConstraints: boundaries(options),
    },
  ],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-e2e/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@nx': nx },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...enforceBoundaries(),
    },
  },
  {
    // The shell's boot: the browser entry configures the client; the server entry reads its session key.
    // Shell tests configure it as the boot does.
    files: ['shell/src/bootstrap.tsx', 'shell/src/startup/start-data.ts', 'shell/src/server/first-screen.tsx', 'shell/src/**/*.test.{ts,tsx}'],
    rules: enforceBoundaries({ hostConfiguresSupabase: true }),
  },
  {
    // The data layer's hook tests run against the local server, started through its `./testing` export.
    files: ['libs/data/vitest.global-setup.ts'],
    rules: enforceBoundaries({ testsStartTheServer: true }),
  },
  {
    // `npm start`'s backend: the emulator with Quadra's jobs mounted beside its APIs.
    files: ['supabase/local-backend.ts'],
    rules: enforceBoundaries({ serverMountsTheJobs: true }),
  },
  {
    // The database's tests hold it to the app's rules (limits, pt-BR messages) and its generated types.
    files: ['supabase/tests/**/*.ts'],
    rules: enforceBoundaries({ backendTestsReadTheLibs: true }),
  },
  {
    // Each app bundles its own copy of @quadra/data; the page's state is reached through the shared module.
    files: ['libs/data/src/**/*.{ts,tsx}'],
    ignores: ['libs/data/src/singletons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/toast', './toast'], message: "Import the toaster's state from '@quadra/data/singletons'." }] },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  // The push handlers the shell's Workbox service worker imports.
  { files: ['shell/public/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
);
