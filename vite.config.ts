import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkBudget, CHUNK_BUDGET_BYTES, initialJsBudget, INITIAL_JS_BUDGET_BYTES } from './scripts/chunk-budget.js';

/**
 * zxcvbn's word lists (loaded only when a password is judged) are one file each in the
 * packages; bundled together they made one 1.6 MB chunk. Each list gets its own chunk, so
 * they download in parallel and none is over the budget.
 */
function passwordDictionaryChunk(id: string): string | null {
  const match = /@zxcvbn-ts[\\/]language-(\w+)[\\/]dist[\\/](\w+)\.json\.mjs$/.exec(id);
  return match ? `zxcvbn-${match[1]}-${match[2]}` : null;
}

/**
 * The fonts the first screen shows (body Inter 400, the wordmark's and headings' Cormorant
 * 600 and 500) are preloaded, so they arrive with the CSS instead of after it; the rest load
 * when used (#10 item 17). Their file names are hashed, hence a plugin.
 */
const ABOVE_THE_FOLD_FONTS = [/inter-latin-400-normal-[\w-]+\.woff2$/, /cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/, /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/];

function preloadFonts(): Plugin {
  return {
    name: 'patina-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return ABOVE_THE_FOLD_FONTS.map((pattern) => {
          const file = files.find((f) => pattern.test(f));
          if (!file) throw new Error(`no font file matches ${pattern}`);
          return { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const };
        });
      },
    },
  };
}

/**
 * Two builds: the browser's (dist/web) and, with `--ssr src/web/entry-server.tsx`, the
 * server's renderer of the same pages (dist/ssr, decision 043), whose packages stay in
 * node_modules. The budgets are about what a browser downloads, so only its build has them.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [react(), tailwindcss(), chunkBudget(CHUNK_BUDGET_BYTES), initialJsBudget(INITIAL_JS_BUDGET_BYTES), preloadFonts()],
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: passwordDictionaryChunk, debugName: 'zxcvbn dictionaries', test: /@zxcvbn-ts[\\/]language-/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}));
