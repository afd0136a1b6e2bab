import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { chunkBudget, oversizedChunks } from './chunk-budget.js';

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
});
