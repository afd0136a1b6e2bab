import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { chunkBudget, initialChunks, initialJsBudget, oversizedChunks } from './chunk-budget.js';

describe('the chunk budget', () => {
  it('names the JavaScript chunks over the budget, largest first, and ignores assets', () => {
    const chunks = [
      { fileName: 'small.js', type: 'chunk' as const, code: 'x'.repeat(10) },
      { fileName: 'big.js', type: 'chunk' as const, code: 'x'.repeat(2_000) },
      { fileName: 'bigger.js', type: 'chunk' as const, code: 'é'.repeat(1_500) },
      { fileName: 'font.woff2', type: 'asset' as const },
    ];
    expect(oversizedChunks(chunks, 1_000)).toEqual(['bigger.js (3.0 kB)', 'big.js (2.0 kB)']);
    expect(oversizedChunks(chunks, 3_000)).toEqual([]);
  });

  it('fails a real build whose chunk is over the budget', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'patina-chunk-budget-'));
    try {
      const entry = join(dir, 'entry.js');
      await writeFile(entry, `export const words = ${JSON.stringify('w'.repeat(5_000))};`);
      const run = build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [chunkBudget(1_000)],
        build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
      });
      await expect(run).rejects.toThrow(/Chunks over the 1 kB budget: entry\.m?js \(5\.\d kB\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('counts as initial JS the entry and what it imports statically, not the lazy chunks', () => {
    const bundle = {
      'index.js': { fileName: 'index.js', type: 'chunk' as const, code: 'a', isEntry: true, imports: ['react.js'] },
      'react.js': { fileName: 'react.js', type: 'chunk' as const, code: 'b', imports: ['shared.js'] },
      'shared.js': { fileName: 'shared.js', type: 'chunk' as const, code: 'c', imports: [] },
      'page.js': { fileName: 'page.js', type: 'chunk' as const, code: 'd', imports: ['shared.js'] },
      'index.css': { fileName: 'index.css', type: 'asset' as const },
    };
    expect(initialChunks(bundle)).toEqual(['index.js', 'react.js', 'shared.js']);
  });

  it('fails a real build whose initial JS is over its budget, and passes one whose big part is lazy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'patina-initial-js-'));
    try {
      // Words that do not compress away: the budget is in compressed bytes.
      const noise = Array.from({ length: 4_000 }, (_, i) => ((i * 2_654_435_761) % 4_294_967_296).toString(36)).join(' ');
      await writeFile(join(dir, 'big.js'), `export const words = ${JSON.stringify(noise)};`);
      const eager = join(dir, 'eager.js');
      await writeFile(eager, `import { words } from './big.js'; console.log(words);`);
      const lazy = join(dir, 'lazy.js');
      await writeFile(lazy, `import('./big.js').then((m) => console.log(m.words));`);
      const run = (entry: string) =>
        build({
          configFile: false,
          root: dir,
          logLevel: 'silent',
          plugins: [initialJsBudget(5 * 1024)],
          build: { write: false, rolldownOptions: { input: entry } },
        });
      await expect(run(eager)).rejects.toThrow(/Initial JS is \d+\.\d KB gzip, over the 5 KB budget/);
      await expect(run(lazy)).resolves.toBeDefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
