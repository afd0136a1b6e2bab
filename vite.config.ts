import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkBudget, CHUNK_BUDGET_BYTES } from './scripts/chunk-budget.js';

/**
 * zxcvbn's word lists (loaded only when a password is judged) are one file each in the
 * packages; bundled together they made one 1.6 MB chunk. Each list gets its own chunk, so
 * they download in parallel and none is over the budget.
 */
function passwordDictionaryChunk(id: string): string | null {
  const match = /@zxcvbn-ts[\\/]language-(\w+)[\\/]dist[\\/](\w+)\.json\.mjs$/.exec(id);
  return match ? `zxcvbn-${match[1]}-${match[2]}` : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkBudget(CHUNK_BUDGET_BYTES)],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: passwordDictionaryChunk, debugName: 'zxcvbn dictionaries', test: /@zxcvbn-ts[\\/]language-/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
});
