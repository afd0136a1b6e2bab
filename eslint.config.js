import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import boundaries from './eslint-rules/boundaries.js';
import tableOwnership from './eslint-rules/table-ownership.js';
import moduleCycles from './eslint-rules/module-cycles.js';
import featureSurface from './eslint-rules/feature-surface.js';

/**
 * Lint enforces the boundaries of docs/architecture.md on the files imports resolve to, not on how their
 * strings are spelt (eslint-rules/boundaries.js; docs/decisions/011-lint-boundaries.md):
 * - patina/module-surface: a server module reaches another only through its index.ts, tables
 *   included; only server/db/ gathers *.tables.ts;
 * - patina/shared-is-pure: shared imports neither server nor web, no node:, database or React;
 * - patina/web-layers: web never imports server or database packages; a web feature never
 *   imports another feature; web/ui and web/lib never import features or app;
 * - patina/drizzle-placement: drizzle-orm only in *.repo.ts, *.tables.ts and server/db;
 * - patina-tables/own-tables: a module's SQL text names only its own tables, or views another
 *   module publishes (eslint-rules/table-ownership.js);
 * - patina-modules/no-module-cycle: no cycle among server modules, type-only imports included
 *   (eslint-rules/module-cycles.js);
 * - patina-features/feature-surface: a web feature is reached from outside only through its
 *   index.ts, which only re-exports (so lazy routes stay lazy); its test kit only from tests
 *   (eslint-rules/feature-surface.js);
 * - import-x/no-cycle: no import cycles (type-only imports aside);
 * - type-aware @typescript-eslint/no-floating-promises and no-misused-promises on src/.
 * eslint-fixtures/ holds one breach of each (and allowed twins); eslint-rules/boundaries.test.ts
 * lints them with this config, so every rule is shown to fail. `npm run lint` skips them.
 */

/** A glob for src/ and its mirror in eslint-fixtures/, so fixtures meet the same config. */
const src = (glob) => [`src/${glob}`, `eslint-fixtures/src/${glob}`];

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**', 'coverage/**', 'src/server/db/migrations/**', 'eslint-fixtures/**'],
  },
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
    files: src('**/*.{ts,tsx}'),
    plugins: { patina: boundaries, 'import-x': importX },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // TypeScript's ESM spelling: './x.js' names './x.ts'.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      'patina/module-surface': 'error',
      'patina/shared-is-pure': 'error',
      'patina/web-layers': 'error',
      'patina/drizzle-placement': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      // An async onClick or onSubmit in JSX is React's idiom; a promise where any other
      // callback wants void is a bug.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // A number's toLocaleString builds an ICU formatter on every call, milliseconds each on a
    // phone: ten of them were 66 ms of one render (#10 item 17). shared/text/grouped.ts groups
    // counts; Intl formatters are made once (shared/lazy.ts).
    files: [...src('web/**/*.{ts,tsx}'), ...src('shared/**/*.ts')],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='toLocaleString']",
        message: 'toLocaleString builds a formatter per call: use formatGrouped (shared/text/grouped.ts) or a kept Intl formatter (shared/lazy.ts).',
      }],
    },
  },
  {
    // A module's SQL names only its own tables, or views another module publishes (#35).
    files: src('server/modules/**/*.ts'),
    plugins: { 'patina-tables': tableOwnership, 'patina-modules': moduleCycles },
    rules: { 'patina-tables/own-tables': 'error', 'patina-modules/no-module-cycle': 'error' },
  },
  {
    // A web feature is reached from outside only through its index.ts, which only re-exports;
    // a feature's test kit only from tests (#35, part 4).
    files: src('web/**/*.{ts,tsx}'),
    plugins: { 'patina-features': featureSurface },
    rules: { 'patina-features/feature-surface': 'error' },
  },
  {
    files: src('web/**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
