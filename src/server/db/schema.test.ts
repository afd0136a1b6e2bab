import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from './schema.js';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function tablesFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tablesFiles(full);
    return e.name.endsWith('.tables.ts') ? [full] : [];
  });
}

describe('schema', () => {
  it('gathers every table of every *.tables.ts under modules/ and platform/', async () => {
    const files = [...tablesFiles(path.join(server, 'modules')), ...tablesFiles(path.join(server, 'platform'))];
    expect(files.length).toBeGreaterThan(20);
    const gathered = new Set<unknown>(Object.values(schema));
    const missing: string[] = [];
    for (const file of files) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        if (is(value, PgTable) && !gathered.has(value)) missing.push(`${path.relative(server, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
