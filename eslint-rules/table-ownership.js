/**
 * A module's SQL names only its own tables (issue #35, part 3). Drizzle's table objects never
 * leave their module (no index.ts exports one; patina/module-surface keeps *.tables.ts
 * private), so the one way left to couple two modules through the database is SQL text: a
 * `from products` written in the search module. This rule reads which module owns each table
 * (the `pgTable('name'` of every server/modules/<m>/*.tables.ts and server/platform/**\/*.tables.ts)
 * and which views an owner publishes for the others (`pgView('name'` in its *.tables.ts), and
 * reports a string or template in server/modules/<m>/ (tests aside) that reads or writes
 * another module's table: from, join, into, update, delete from, or table.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `…/src/server/modules/a/b.ts` -> { root: '…/src', tree: 'server/modules/a/b.ts' }; null outside a src tree. */
function placeOf(file) {
  const parts = file.split(path.sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] === 'src' && parts[i + 1] === 'server') return { root: parts.slice(0, i + 1).join(path.sep), tree: parts.slice(i + 1).join('/') };
  }
  return null;
}

function tablesFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tablesFiles(full));
    else if (entry.name.endsWith('.tables.ts')) out.push(full);
  }
  return out;
}

/** Per src root: table name -> owner ('catalog', 'platform'), and the views owners publish. */
const maps = new Map();
function ownershipOf(root) {
  let map = maps.get(root);
  if (map) return map;
  map = { tables: new Map(), views: new Set() };
  const modules = path.join(root, 'server', 'modules');
  for (const file of [...tablesFiles(modules), ...tablesFiles(path.join(root, 'server', 'platform'))]) {
    const rel = path.relative(path.join(root, 'server'), file).split(path.sep);
    const owner = rel[0] === 'modules' ? rel[1] : 'platform';
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/pgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) map.tables.set(m[1], owner);
    for (const m of text.matchAll(/pgView\(\s*['"]([a-z_][a-z0-9_]*)['"]/g)) map.views.add(m[1]);
  }
  maps.set(root, map);
  return map;
}

const SQL_REFERENCE = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

export default {
  meta: { name: 'patina-tables' },
  rules: {
    'own-tables': {
      meta: {
        type: 'problem',
        docs: { description: "A module's SQL names only its own tables, or views another module publishes." },
        messages: {
          foreign: "'{{table}}' is the {{owner}} module's table: ask that module, or read a view it publishes (pgView in its *.tables.ts).",
        },
        schema: [],
      },
      create(context) {
        const place = placeOf(context.filename);
        const match = place && /^server\/modules\/([^/]+)\//.exec(place.tree);
        if (!place || !match || /\.test\.tsx?$/.test(place.tree)) return {};
        const here = match[1];
        const { tables, views } = ownershipOf(place.root);
        const check = (node, text) => {
          for (const m of text.matchAll(SQL_REFERENCE)) {
            const table = m[1].toLowerCase();
            const owner = tables.get(table);
            if (owner && owner !== here && !views.has(table)) context.report({ node, messageId: 'foreign', data: { table, owner } });
          }
        };
        return {
          Literal(node) {
            if (typeof node.value === 'string') check(node, node.value);
          },
          TemplateElement(node) {
            check(node, node.value.cooked ?? node.value.raw);
          },
        };
      },
    },
  },
};
