/**
 * Patina's boundaries (docs/architecture.md, "Floors"), checked on the path an import resolves to,
 * not on how its string is spelt: `../catalog/catalog.repo.js`, `../../modules/catalog/catalog.repo`
 * and `../catalog/../catalog/catalog.repo.js` are one file and get one answer.
 *
 * Every rule places the importing file and the imported file in the tree by the part of their
 * path from `src/` on (`server/modules/catalog/menu.ts`), so eslint-fixtures/src/... mirrors src/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';

/** `…/src/server/modules/a/b.ts` -> `server/modules/a/b.ts`; null outside a src tree. */
export function inTree(file) {
  const parts = file.split(path.sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'src' && ['server', 'shared', 'web'].includes(parts[i + 1])) return parts.slice(i + 1).join('/');
  }
  return null;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
/** TypeScript's ESM spelling: `./x.js` names `./x.ts` (or .tsx). */
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'] };

/** The file a relative specifier names, as TypeScript would find it; a best guess when none exists. */
export function resolveRelative(fromFile, specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  const base = path.resolve(path.dirname(fromFile), bare);
  const ext = path.extname(base);
  const candidates = [];
  for (const ts of JS_TO_TS[ext] ?? []) candidates.push(base.slice(0, -ext.length) + ts);
  candidates.push(base);
  for (const e of SOURCE_EXTENSIONS) candidates.push(base + e);
  for (const e of SOURCE_EXTENSIONS) candidates.push(path.join(base, `index${e}`));
  const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  return found ?? candidates[0];
}

/** `drizzle-orm/pg-core` -> `drizzle-orm`; `@electric-sql/pglite/x` -> `@electric-sql/pglite`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const DB_PACKAGES = (pkg) => pkg === 'drizzle-orm' || pkg === 'pg' || pkg.startsWith('pg-') || pkg.startsWith('@electric-sql/');
const REACT_PACKAGES = (pkg) => pkg === 'react' || pkg === 'react-dom';

/**
 * Calls `check(target, node)` for every import, re-export, dynamic import and `import()` type
 * with a literal specifier. `target` is `{ specifier, package }` for a package or built-in,
 * `{ specifier, file, tree }` for a relative path (tree: its place under src/, or null).
 */
export function onImports(context, check) {
  const from = context.physicalFilename;
  function visit(node, source) {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const specifier = source.value;
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      const file = resolveRelative(from, specifier);
      check({ specifier, file, tree: inTree(file) }, source);
    } else {
      check({ specifier, package: specifier.startsWith('node:') || isBuiltin(specifier) ? 'node:' : packageOf(specifier) }, source);
    }
  }
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    TSImportType: (node) => visit(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    TSExternalModuleReference: (node) => visit(node, node.expression),
  };
}

/** The module folder (`server/modules/<m>`) a tree path lies in, or null. */
function moduleOf(tree) {
  const m = /^server\/modules\/([^/]+)\//.exec(tree ?? '');
  return m ? m[1] : null;
}

const moduleSurface = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module is reached from outside only through its index.ts.' },
    messages: {
      internal:
        "'{{specifier}}' reaches inside the {{module}} module ({{file}}); import it from modules/{{module}}/index.ts, its public surface (a foreign key: export the table there, or refer by column).",
    },
    schema: [],
  },
  create(context) {
    const here = inTree(context.physicalFilename);
    if (!here) return {};
    const own = moduleOf(here);
    // The connection gathers every module's tables for Drizzle's relational typing (db/schema.ts).
    const mayGatherTables = here.startsWith('server/db/');
    return onImports(context, (target, node) => {
      const theirs = moduleOf(target.tree);
      if (!theirs || theirs === own) return;
      const rest = target.tree.slice(`server/modules/${theirs}/`.length);
      if (/^index\.tsx?$/.test(rest)) return;
      if (mayGatherTables && rest.endsWith('.tables.ts')) return;
      context.report({ node, messageId: 'internal', data: { specifier: target.specifier, module: theirs, file: rest } });
    });
  },
};

const sharedIsPure = {
  meta: {
    type: 'problem',
    docs: { description: 'src/shared imports nothing from server or web, no node:, database or React packages.' },
    messages: {
      side: "shared imports neither server nor web: '{{specifier}}' is {{tree}}.",
      pkg: "shared is pure (no I/O, no UI): '{{specifier}}' is not allowed here.",
    },
    schema: [],
  },
  create(context) {
    const here = inTree(context.physicalFilename);
    if (!here?.startsWith('shared/')) return {};
    return onImports(context, (target, node) => {
      if (target.package) {
        if (target.package === 'node:' || DB_PACKAGES(target.package) || REACT_PACKAGES(target.package)) {
          context.report({ node, messageId: 'pkg', data: { specifier: target.specifier } });
        }
      } else if (target.tree === null || !target.tree.startsWith('shared/')) {
        context.report({ node, messageId: 'side', data: { specifier: target.specifier, tree: target.tree ?? 'outside src/shared' } });
      }
    });
  },
};

/** `web/features/<f>/...` -> f. */
function featureOf(tree) {
  const m = /^web\/features\/([^/]+)\//.exec(tree ?? '');
  return m ? m[1] : null;
}

const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features never import each other; ui and lib never import features or app; web never imports server or database packages.' },
    messages: {
      server: "web never imports server: '{{specifier}}' is {{tree}}; share through src/shared.",
      db: "database code stays on the server: '{{specifier}}' is not allowed in web.",
      feature: "a feature never imports another feature: '{{specifier}}' is in features/{{other}}; compose in web/app/routes.",
      upward: "{{layer}} sits below features and app: '{{specifier}}' is {{tree}}.",
    },
    schema: [],
  },
  create(context) {
    const here = inTree(context.physicalFilename);
    if (!here?.startsWith('web/')) return {};
    const own = featureOf(here);
    const layer = /^web\/(ui|lib)\//.exec(here)?.[1];
    return onImports(context, (target, node) => {
      if (target.package) {
        if (DB_PACKAGES(target.package)) context.report({ node, messageId: 'db', data: { specifier: target.specifier } });
        return;
      }
      const tree = target.tree;
      if (tree?.startsWith('server/')) {
        context.report({ node, messageId: 'server', data: { specifier: target.specifier, tree } });
        return;
      }
      const other = featureOf(tree);
      if (own && other && other !== own) {
        context.report({ node, messageId: 'feature', data: { specifier: target.specifier, other } });
        return;
      }
      if (layer && (other || tree?.startsWith('web/app/'))) {
        context.report({ node, messageId: 'upward', data: { layer: `web/${layer}`, specifier: target.specifier, tree } });
      }
    });
  },
};

const drizzlePlacement = {
  meta: {
    type: 'problem',
    docs: { description: 'drizzle-orm only in *.repo.ts, *.tables.ts and src/server/db.' },
    messages: { misplaced: "'{{specifier}}' only in *.repo.ts, *.tables.ts and server/db/: the repo is a module's only Drizzle code." },
    schema: [],
  },
  create(context) {
    const here = inTree(context.physicalFilename);
    if (!here) return {};
    if (here.startsWith('server/db/') || /\.(repo|tables)\.ts$/.test(here)) return {};
    return onImports(context, (target, node) => {
      if (target.package === 'drizzle-orm') context.report({ node, messageId: 'misplaced', data: { specifier: target.specifier } });
    });
  },
};

export default {
  meta: { name: 'patina-boundaries' },
  rules: {
    'module-surface': moduleSurface,
    'shared-is-pure': sharedIsPure,
    'web-layers': webLayers,
    'drizzle-placement': drizzlePlacement,
  },
};
