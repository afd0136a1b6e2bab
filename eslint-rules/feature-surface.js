/**
 * A web feature's public surface is its index.ts (issue #35, part 4): app/, the other layers,
 * other features and tests reach `web/features/<f>/` only through `features/<f>/index.ts`; a
 * feature's own files may import each other freely. Parts loaded on demand are exported as
 * loaders (`export const loadX = async () => (await import('./components/x.js')).X`), so the
 * index keeps them out of the first chunk.
 *
 * One exception: a feature's test kit (`<name>-test-kit.ts(x)`: fakes and sample data its tests
 * share) may be imported by test files and other test kits elsewhere; it never belongs in an
 * index, which production code loads.
 *
 * Checked on the path an import resolves to, like eslint-rules/boundaries.js: static imports,
 * re-exports, `import()` and `import('…')` types.
 */
import path from 'node:path';
import { resolveRelative } from './boundaries.js';

/** `…/src/web/app/x.tsx` -> `web/app/x.tsx`; null outside a src/web tree. */
function inWeb(file) {
  const parts = file.split(path.sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'src' && parts[i + 1] === 'web') return parts.slice(i + 1).join('/');
  }
  return null;
}

/** `web/features/<f>/<rest>` -> { feature, rest }; null elsewhere. */
function featurePart(tree) {
  const m = /^web\/features\/([^/]+)\/(.+)$/.exec(tree ?? '');
  return m ? { feature: m[1], rest: m[2] } : null;
}

const isTestKit = (tree) => /-test-kit\.tsx?$/.test(tree);
const isTest = (tree) => /\.test\.tsx?$/.test(tree);

const featureSurface = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature is reached from outside only through its index.ts (test kits from tests)." },
    messages: {
      internal:
        "'{{specifier}}' reaches inside the {{feature}} feature ({{file}}); import it from features/{{feature}}/index.ts, its public surface (a part loaded on demand: export a loader there).",
      testKit: "'{{specifier}}' is the {{feature}} feature's test kit: only tests and other test kits import it.",
    },
    schema: [],
  },
  create(context) {
    const here = inWeb(context.physicalFilename);
    if (!here) return {};
    const own = featurePart(here)?.feature ?? null;
    const mayUseTestKits = isTest(here) || isTestKit(here);
    function visit(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) return;
      const target = featurePart(inWeb(resolveRelative(context.physicalFilename, specifier)));
      if (!target || target.feature === own) return;
      if (/^index\.tsx?$/.test(target.rest)) return;
      if (isTestKit(target.rest)) {
        if (!mayUseTestKits) context.report({ node: source, messageId: 'testKit', data: { specifier, feature: target.feature } });
        return;
      }
      context.report({ node: source, messageId: 'internal', data: { specifier, feature: target.feature, file: target.rest } });
    }
    return {
      ImportDeclaration: (node) => visit(node.source),
      ExportNamedDeclaration: (node) => visit(node.source),
      ExportAllDeclaration: (node) => visit(node.source),
      ImportExpression: (node) => visit(node.source),
      TSImportType: (node) => visit(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => visit(node.expression),
    };
  },
};

export default {
  meta: { name: 'patina-features' },
  rules: { 'feature-surface': featureSurface },
};
