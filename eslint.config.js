// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-auth', 'mf-events', 'mf-create-event', 'mf-profile', 'mf-notifications'];

/** Module boundaries: apps depend on libs, never on each other; libs never depend on apps. */
const appImportBan = (allowed) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@quadra/shell', ...REMOTES.map((r) => `@quadra/${r}`)].filter((g) => g !== allowed),
          message: 'Apps never import each other: share through libs/contracts or a lib.',
        },
        {
          group: ['**/shell/**', ...REMOTES.map((r) => `**/${r}/**`), '**/libs/*/src/**'],
          message: 'Import a project by its package name (@quadra/…), never by a relative path into it.',
        },
        ...(REMOTES.includes(allowed.replace('@quadra/', ''))
          ? [{ group: ['@quadra/supabase'], message: 'Remotes reach the database only through @quadra/data.' }]
          : []),
      ],
    },
  ],
});

const LIBS_NEVER_IMPORT_APPS = { group: ['@quadra/shell', '@quadra/mf-*'], message: 'Libs never depend on apps.' };

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...['shell', ...REMOTES].map((app) => ({ files: [`${app}/src/**/*.{ts,tsx}`], rules: appImportBan(`@quadra/${app}`) })),
  {
    files: ['libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [LIBS_NEVER_IMPORT_APPS] }],
    },
  },
  {
    // Each app bundles its own copy of @quadra/data; the page's state is reached through the shared module.
    files: ['libs/data/src/**/*.{ts,tsx}'],
    ignores: ['libs/data/src/singletons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            LIBS_NEVER_IMPORT_APPS,
            { group: ['**/client/toast', './toast'], message: "Import the toaster's state from '@quadra/data/singletons'." },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
);
