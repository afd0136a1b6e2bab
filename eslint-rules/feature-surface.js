/**
 * A web feature's public surface is its index.ts (issue #35, part 4; docs/architecture.md, "Floors"):
 *
 * 1. app/, the other layers and other features reach `web/features/<f>/` only through
 *    `features/<f>/index.ts`; a feature's own files import each other freely. A part loaded on
 *    demand is a loader the index re-exports (`loadAuthDialog`, from the feature's loaders.ts),
 *    so app/ never names the file behind it, and never `import()`s the index itself (its chunk
 *    would hold the whole surface).
 * 2. A feature's index.ts only re-exports (`export { … } from`, `export * from`, types too):
 *    no import, no declaration, no statement. The bundler sees through a file that only
 *    re-exports, so the first chunk takes from a feature just the modules the shell uses. Give
 *    the index one value of its own (a loader written there) and the index itself is run,
 *    with every module it re-exports: the first attempt at this surface put what the lazy routes
 *    need into the main chunk that way (764 kB against its 500 kB budget).
 * 3. A feature's test kit (`<name>-test-kit.ts(x)`: fakes and sample data its tests share) may be
 *    imported by tests and other test kits anywhere; never by production code, so never by
 *    an index.
 *
 * Checked on the path an import resolves to, like eslint-rules/boundaries.js: static imports,
 * re-exports, `import()` and `import('…')` types.
 */
import { inTree, onImports } from './boundaries.js';

/** `web/features/<f>/<rest>` -> { feature, rest }; null elsewhere. */
function featurePart(tree) {
  const m = /^web\/features\/([^/]+)\/(.+)$/.exec(tree ?? '');
  return m ? { feature: m[1], rest: m[2] } : null;
}

const isIndex = (rest) => /^index\.tsx?$/.test(rest);
const isTestKit = (tree) => /-test-kit\.tsx?$/.test(tree);
const isTest = (tree) => /\.test\.tsx?$/.test(tree);

const featureSurface = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature is reached from outside only through its index.ts, which only re-exports (test kits: from tests).' },
    messages: {
      internal:
        "'{{specifier}}' reaches inside the {{feature}} feature ({{file}}); import it from features/{{feature}}/index.ts, its public surface (a part loaded on demand: a loader the index re-exports).",
      lazyIndex:
        "'{{specifier}}' loads the whole {{feature}} feature on demand, in one chunk with everything its index re-exports; load the part through a loader the index re-exports (features/{{feature}}/loaders.ts).",
      testKit: "'{{specifier}}' is the {{feature}} feature's test kit: only tests and other test kits import it.",
      notReexport:
        "A feature's index.ts only re-exports (export … from): code of its own here makes every module it re-exports run wherever the index is imported, and puts the lazy routes' parts in the first chunk. Write it in a file of the feature and re-export it.",
    },
    schema: [],
  },
  create(context) {
    const here = inTree(context.physicalFilename);
    if (!here?.startsWith('web/')) return {};
    const own = featurePart(here);
    const mayUseTestKits = isTest(here) || isTestKit(here);
    const handlers = onImports(context, (target, node) => {
      const theirs = featurePart(target.tree);
      if (!theirs) return;
      if (isTestKit(theirs.rest)) {
        if (!mayUseTestKits) context.report({ node, messageId: 'testKit', data: { specifier: target.specifier, feature: theirs.feature } });
        return;
      }
      if (theirs.feature === own?.feature) return;
      if (isIndex(theirs.rest)) {
        if (node.parent?.type === 'ImportExpression') context.report({ node, messageId: 'lazyIndex', data: { specifier: target.specifier, feature: theirs.feature } });
        return;
      }
      context.report({ node, messageId: 'internal', data: { specifier: target.specifier, feature: theirs.feature, file: theirs.rest } });
    });
    if (!own || !isIndex(own.rest)) return handlers;
    return {
      ...handlers,
      Program(program) {
        for (const statement of program.body) {
          const reexport = (statement.type === 'ExportNamedDeclaration' && statement.source && !statement.declaration) || statement.type === 'ExportAllDeclaration';
          if (!reexport) context.report({ node: statement, messageId: 'notReexport' });
        }
      },
    };
  },
};

export default {
  meta: { name: 'patina-features' },
  rules: { 'feature-surface': featureSurface },
};
