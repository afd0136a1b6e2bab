import type { Plugin } from 'vite';

/** Vite's own warning threshold (500 kB): no chunk of the web app may pass it. */
export const CHUNK_BUDGET_BYTES = 500_000;

export interface BuiltChunk {
  fileName: string;
  type: 'chunk' | 'asset';
  code?: string;
}

/** The JavaScript chunks over `budget` bytes, largest first, as "name (N kB)". */
export function oversizedChunks(chunks: Iterable<BuiltChunk>, budget: number): string[] {
  const over: { fileName: string; bytes: number }[] = [];
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk' || chunk.code === undefined) continue;
    const bytes = Buffer.byteLength(chunk.code);
    if (bytes > budget) over.push({ fileName: chunk.fileName, bytes });
  }
  return over.sort((a, b) => b.bytes - a.bytes).map((c) => `${c.fileName} (${(c.bytes / 1000).toFixed(1)} kB)`);
}

/**
 * Fails the build when a chunk is over the budget, instead of the warning that was easy to
 * ignore: a big chunk must be split, never waved through by raising a limit.
 */
export function chunkBudget(budget: number): Plugin {
  return {
    name: 'patina:chunk-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const over = oversizedChunks(Object.values(bundle), budget);
      if (over.length > 0) {
        this.error(`Chunks over the ${budget / 1000} kB budget: ${over.join(', ')}. Split them (dynamic import or a codeSplitting group).`);
      }
    },
  };
}
