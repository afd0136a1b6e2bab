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
 * Compile hint for V8 (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread, instead of one by one on
 * the main thread when first called (#10 item 17).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function compileHints(): Plugin {
  return {
    name: 'patina-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which may put its map of preloaded files on the first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          // One line more at the top: the map's lines move down by one (';' is an empty line).
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
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
    : [react(), tailwindcss(), chunkBudget(CHUNK_BUDGET_BYTES), initialJsBudget(INITIAL_JS_BUDGET_BYTES), preloadFonts(), compileHints()],
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    // The browser's chunks are few (decision 047): every script a page loads is a request
    // and a task of its own on a phone, and each import() the preload helper followed with a
    // <link> per dependency. A page's static imports still load in parallel, found as each
    // chunk is read.
    modulePreload: false,
    rolldownOptions: {
      // Tailwind writes the CSS without a source map; the bundler says so on every build. The
      // scripts' maps are whole: a first `npm start` prints only what a person needs (#39).
      onLog(level, log, handler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
        handler(level, log);
      },
      output: {
        // The server's build keeps rolldown's own splitting: it reads its files from disk.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                { name: passwordDictionaryChunk, debugName: 'zxcvbn word lists', test: /@zxcvbn-ts[\\/]language-/, priority: 30 },
                // Everything the entry imports statically is one chunk with it.
                { name: 'app', tags: ['$initial'], priority: 20 },
                // Code the lazy pages and parts share, grouped by which of them use it; groups
                // under 4 kB join their nearest neighbour rather than making a request each.
                // At 30 kB a landing page fetched ~330 KB, much of it other pages' code merged
                // in (zod with it); at 4 kB ~275 KB in ~49 requests, Lighthouse unchanged
                // (bench/results/web-2026-12-07-23-36 vs -23-38; issue #39 §1).
                { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4_000, priority: 10 },
              ],
            },
        strictExecutionOrder: !isSsrBuild,
        // The shared chunks' names list every page that uses them: long, and no help.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
}));
