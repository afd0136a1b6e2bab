/**
 * No cycle among server modules, type-only imports included (issue #35). import-x/no-cycle
 * follows files and skips type-only imports; a module that needs another's type while the other
 * needs its own is still two modules that cannot be understood, or moved, apart. This rule reads
 * which modules each module imports (every `import`/`export … from` of `../<other>/…` in
 * server/modules/<m>/, tests aside) and reports an import whose target module leads back to
 * the importing one.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `…/src/server/modules/a/b.ts` -> { root: '…/src', module: 'a' }; null elsewhere. */
function placeOf(file) {
  const parts = file.split(path.sep);
  for (let i = parts.length - 4; i >= 0; i--) {
    if (parts[i] === 'src' && parts[i + 1] === 'server' && parts[i + 2] === 'modules') return { root: parts.slice(0, i + 1).join(path.sep), module: parts[i + 3] };
  }
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.\.\/[^'"]+)['"]/g;

/** The module a relative specifier of a file in `modules/<from>/` names, or null. */
function targetModule(specifier, from) {
  const m = /^\.\.\/([^/]+)\//.exec(specifier);
  return m && m[1] !== from && m[1] !== '..' ? m[1] : null;
}

const graphs = new Map();
/** Module -> the modules it imports, for one src root (read once per lint run). */
function graphOf(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  const dir = path.join(root, 'server', 'modules');
  for (const mod of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
    if (!mod.isDirectory()) continue;
    const edges = new Set();
    for (const file of fs.readdirSync(path.join(dir, mod.name))) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, mod.name, file), 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const target = targetModule(m[1], mod.name);
        if (target && fs.existsSync(path.join(dir, target))) edges.add(target);
      }
    }
    graph.set(mod.name, edges);
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of modules from `start` to `goal`, or null. */
function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    if (last === goal) return trail;
    for (const next of graph.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

export default {
  meta: { name: 'patina-modules' },
  rules: {
    'no-module-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'No cycle among server modules, type-only imports included.' },
        messages: { cycle: "The {{from}} module imports {{to}}, which leads back to {{from}} ({{trail}}): a cycle between modules, type-only imports included." },
        schema: [],
      },
      create(context) {
        const place = placeOf(context.filename);
        if (!place || /\.test\.tsx?$/.test(context.filename)) return {};
        const check = (node) => {
          const target = node.source && targetModule(node.source.value, place.module);
          if (!target) return;
          const back = pathBetween(graphOf(place.root), target, place.module);
          if (back) context.report({ node, messageId: 'cycle', data: { from: place.module, to: target, trail: [place.module, ...back].join(' -> ') } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
