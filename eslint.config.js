import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Lint enforces the boundaries of STYLE.md: web never imports server; shared imports
 * neither and no node:, react or drizzle; a module reaches another module only through its
 * index.ts; a web feature never imports another feature; drizzle-orm only in repos, tables
 * and server/db.
 */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**', 'coverage/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**', '**/web/**'], message: 'shared imports neither server nor web.' },
        { group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*'], message: 'shared is pure: no node:, react or drizzle.' },
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'web never imports server: share through src/shared.' },
        { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'database code stays on the server.' },
      ]),
    },
  },
  {
    // A feature file reaches up to its own feature folder and no further; ui, lib and
    // shared sit above it and stay importable.
    files: ['src/web/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'web never imports server: share through src/shared.' },
        { regex: '^\\.\\./\\.\\./(?!\\.\\./)', message: 'a feature never imports another feature: compose in web/app/routes.' },
        { regex: '(^|/)features/', message: 'a feature never imports another feature: compose in web/app/routes.' },
      ]),
    },
  },
  {
    files: ['src/web/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'web never imports server: share through src/shared.' },
        { regex: '^\\.\\./(?!\\.\\./)', message: 'a feature never imports another feature: compose in web/app/routes.' },
        { regex: '(^|/)features/', message: 'a feature never imports another feature: compose in web/app/routes.' },
      ]),
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.repo.ts', 'src/server/modules/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'drizzle-orm only in *.repo.ts, *.tables.ts and server/db.' },
        {
          group: ['../*/*.service*', '../*/*.repo*', '../*/*.routes*', '../*/*.machine*'],
          message: 'reach another module only through its index.ts.',
        },
      ]),
    },
  },
  {
    files: ['src/server/workflows/**/*.ts', 'src/server/pages/**/*.ts', 'src/server/platform/**/*.ts', 'src/server/app.ts'],
    ignores: ['src/server/platform/**/*.repo.ts', 'src/server/platform/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'drizzle-orm only in *.repo.ts, *.tables.ts and server/db.' },
        { group: ['**/modules/*/*', '!**/modules/*/index.js'], message: 'use a module through its index.ts.' },
      ]),
    },
  },
);
