import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every boundary lint enforces, shown to fail: each file of eslint-fixtures/ is linted with the
 * project's own eslint.config.js and must break exactly the rules listed here, no more and no
 * fewer; an allowed twin ([]) must pass. A rule that stops firing, or fires on allowed code,
 * fails this test.
 */
const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'eslint-fixtures');

const SURFACE = 'patina/module-surface';
const SHARED = 'patina/shared-is-pure';
const WEB = 'patina/web-layers';
const DRIZZLE = 'patina/drizzle-placement';
const CYCLE = 'import-x/no-cycle';
const FEATURES = 'patina-features/feature-surface';

const EXPECTED: Record<string, { rules: string[]; message?: string }> = {
  // 1. A module reaches another only through its index.ts, tables included.
  'src/server/modules/a/reaches-inside.ts': { rules: [SURFACE], message: 'reaches inside the b module (b.service.ts)' },
  'src/server/modules/a/reaches-inside-spelt-oddly.ts': { rules: [SURFACE], message: 'reaches inside the b module (b.service.ts)' },
  'src/server/modules/a/reaches-inside-for-a-type.ts': { rules: [SURFACE] },
  'src/server/modules/a/a.tables.ts': { rules: [SURFACE], message: 'reaches inside the b module (b.tables.ts)' },
  'src/server/workflows/reaches-inside.ts': { rules: [SURFACE], message: 'reaches inside the b module (b.repo.ts)' },
  'src/server/modules/a/through-index.ts': { rules: [] },
  'src/server/modules/a/a-by-column.tables.ts': { rules: [] },
  'src/server/workflows/through-index.ts': { rules: [] },
  'src/server/db/schema.ts': { rules: [] },
  'src/server/modules/b/index.ts': { rules: [] },
  'src/server/modules/b/b.service.ts': { rules: [] },
  // 2. No cycles; type-only imports may go both ways.
  'src/server/cycle/one.ts': { rules: [CYCLE], message: 'Dependency cycle' },
  'src/server/cycle/two.ts': { rules: [CYCLE], message: 'Dependency cycle' },
  'src/server/cycle/types-one.ts': { rules: [] },
  'src/server/cycle/types-two.ts': { rules: [] },
  // 3. shared (.ts and .tsx) imports no server, web, node:, database or React.
  'src/shared/imports-server.ts': { rules: [SHARED], message: 'shared imports neither server nor web' },
  'src/shared/imports-web.tsx': { rules: [SHARED], message: 'shared imports neither server nor web' },
  'src/shared/imports-node.ts': { rules: [SHARED], message: "'path' is not allowed here" },
  'src/shared/imports-drizzle.ts': { rules: [DRIZZLE, SHARED], message: "'drizzle-orm' is not allowed here" },
  'src/shared/imports-pglite.ts': { rules: [SHARED], message: "'@electric-sql/pglite' is not allowed here" },
  'src/shared/imports-react.tsx': { rules: [SHARED], message: "'react' is not allowed here" },
  'src/shared/pure.ts': { rules: [] },
  'src/shared/words.ts': { rules: [] },
  // 4. Features never import each other; ui and lib never import features or app; web never server or db.
  //    (Reaching past another feature's index.ts also breaks 9.)
  'src/web/features/f/components/imports-feature-g.tsx': { rules: [WEB, FEATURES], message: 'a feature never imports another feature' },
  'src/web/features/f/imports-feature-g-spelt-oddly.ts': { rules: [WEB, FEATURES], message: 'is in features/g' },
  'src/web/ui/imports-feature.tsx': { rules: [WEB, FEATURES], message: 'web/ui sits below features and app' },
  'src/web/lib/imports-app.ts': { rules: [WEB], message: 'web/lib sits below features and app' },
  'src/web/app/imports-server.ts': { rules: [WEB], message: 'web never imports server' },
  'src/web/lib/imports-pg.ts': { rules: [WEB], message: "database code stays on the server: 'pg'" },
  'src/web/features/f/components/f-card.tsx': { rules: [] },
  'src/web/features/f/api/get-f.ts': { rules: [] },
  'src/web/features/g/api/get-g.ts': { rules: [] },
  // app/ composes features, through their index.ts (9: composes-features-through-index.tsx).
  'src/web/app/composes-features.tsx': { rules: [FEATURES], message: 'reaches inside the f feature (components/f-card.tsx)' },
  'src/web/app/routes.ts': { rules: [] },
  'src/web/ui/button.tsx': { rules: [] },
  'src/web/lib/format.ts': { rules: [] },
  // 5. drizzle-orm only in repos, tables and server/db.
  'src/server/modules/a/a.service.ts': { rules: [DRIZZLE], message: "'drizzle-orm' only in *.repo.ts, *.tables.ts and server/db/" },
  'src/server/modules/b/b.repo.ts': { rules: [] },
  'src/server/modules/b/b.tables.ts': { rules: [] },
  'src/server/db/client.ts': { rules: [] },
  // 6. Promises are awaited, returned, caught or voided.
  'src/server/platform/floating.ts': { rules: ['@typescript-eslint/no-floating-promises'] },
  'src/server/platform/misused.ts': { rules: ['@typescript-eslint/no-misused-promises'] },
  'src/server/platform/awaited.ts': { rules: [] },
  // 7. A module's SQL names only its own tables, or views another module publishes.
  'src/server/modules/a/a-reads-b-table.repo.ts': { rules: ['patina-tables/own-tables'], message: "'b_things' is the b module's table" },
  'src/server/modules/a/a-reads-b-view.repo.ts': { rules: [] },
  // 8. No cycle among server modules, type-only imports included (a imports b, b nothing back: allowed).
  'src/server/modules/c/index.ts': { rules: ['patina-modules/no-module-cycle'], message: 'The c module imports d, which leads back to c (c -> d -> c)' },
  'src/server/modules/d/index.ts': { rules: ['patina-modules/no-module-cycle'], message: 'The d module imports c, which leads back to d (d -> c -> d)' },
  // 9. A web feature is reached from outside only through its index.ts (a loader it re-exports for a
  //    part loaded on demand); the index only re-exports, so lazy routes stay lazy; a test kit only from tests.
  'src/web/app/reaches-inside-feature.tsx': { rules: [FEATURES], message: 'reaches inside the f feature (api/get-f.ts)' },
  'src/web/app/reaches-inside-feature-lazily.ts': { rules: [FEATURES], message: 'reaches inside the f feature (components/f-card.tsx)' },
  'src/web/app/reaches-inside-feature-for-a-type.ts': { rules: [FEATURES], message: 'import it from features/f/index.ts' },
  'src/web/app/loads-feature-index-lazily.ts': { rules: [FEATURES], message: 'loads the whole f feature on demand' },
  'src/web/app/test-kit-in-production.ts': { rules: [FEATURES], message: "is the f feature's test kit: only tests" },
  'src/web/features/g/index.ts': { rules: [FEATURES], message: "A feature's index.ts only re-exports" },
  'src/web/app/test-kit-in-a.test.ts': { rules: [] },
  'src/web/app/composes-features-through-index.tsx': { rules: [] },
  'src/web/features/f/index.ts': { rules: [] },
  'src/web/features/f/loaders.ts': { rules: [] },
  'src/web/features/f/f-test-kit.ts': { rules: [] },
};

let results: Map<string, ESLint.LintResult>;
beforeAll(async () => {
  // ignore: false lints the fixtures that eslint.config.js keeps out of `npm run lint`.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const linted = await eslint.lintFiles(['eslint-fixtures/src']);
  results = new Map(linted.map((r) => [path.relative(fixtures, r.filePath).split(path.sep).join('/'), r]));
}, 180_000);

describe('lint fixtures', () => {
  it('lists every fixture file, so none goes unchecked', () => {
    expect([...results.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    const result = results.get(file);
    expect(result, `${file} was not linted`).toBeDefined();
    const messages = result!.messages;
    expect(messages.filter((m) => m.ruleId === null).map((m) => m.message), 'parse errors').toEqual([]);
    expect([...new Set(messages.map((m) => m.ruleId))].sort()).toEqual([...expected.rules].sort());
    if (expected.message) expect(messages.map((m) => m.message).join('\n')).toContain(expected.message);
  });

  it('keeps the fixtures out of the normal `npm run lint`', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(fs.existsSync(path.join(fixtures, 'src/shared/imports-node.ts'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(fixtures, 'src/shared/imports-node.ts'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(root, 'src/shared/catalog/images.ts'))).toBe(false);
  });
});
