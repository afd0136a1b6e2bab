import { gzipSync } from 'node:zlib';
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

/** Issue #10 item 17: what a page must download before it can run, gzip-compressed. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

export interface LinkedChunk extends BuiltChunk {
  isEntry?: boolean;
  /** Chunks it imports statically (they load with it, before any of its code runs). */
  imports?: string[];
}

/** The entry chunks and every chunk they import statically, transitively: the initial JS. */
export function initialChunks(bundle: Record<string, LinkedChunk>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [name, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(name);
  return [...seen].sort();
}

/** Gzip-compressed bytes of the initial JS (level 9, as the dictionaries of a server's gzip/brotli do roughly). */
export function initialJsBytes(bundle: Record<string, LinkedChunk>): number {
  return initialChunks(bundle).reduce((n, name) => n + gzipSync(bundle[name]!.code ?? '', { level: 9 }).length, 0);
}

/**
 * Fails the build when the initial JS (entry plus its static imports, gzip) is over `budget`:
 * what the first paint does not need loads lazily (decision 035).
 */
export function initialJsBudget(budget: number): Plugin {
  return {
    name: 'patina:initial-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const bytes = initialJsBytes(bundle as unknown as Record<string, LinkedChunk>);
      if (bytes > budget) {
        const names = initialChunks(bundle as unknown as Record<string, LinkedChunk>).join(', ');
        this.error(
          `Initial JS is ${(bytes / 1024).toFixed(1)} KB gzip, over the ${(budget / 1024).toFixed(0)} KB budget (${names}). ` +
            'Load what the first paint does not need lazily (lib/deferred.tsx, React.lazy, a route).',
        );
      }
    },
  };
}
