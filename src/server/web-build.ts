import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under a path (files only). */
function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    max = Math.max(max, newest(path.join(target, entry.name)));
  }
  return max;
}

const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** True when dist/web is missing or older than any input of the web build. */
export function webBuildIsStale(root: string, distDir: string): boolean {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built) || !fs.existsSync(path.join(path.dirname(distDir), 'ssr', 'entry-server.js'))) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return INPUTS.some((input) => newest(path.join(root, input)) > builtAt);
}

/**
 * Builds the web app for production whatever NODE_ENV the server runs under: with
 * NODE_ENV=development in the environment, Vite would bundle React's development build (a
 * 670 kB main chunk, over the chunk budget) and the build failed.
 */
export async function buildWeb(root: string, outDir = path.join(root, 'dist')): Promise<void> {
  const { build } = await import('vite');
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: path.join(outDir, 'web') } });
    // The server's renderer of the same pages (decision 043).
    await build({ root, mode: 'production', configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/web/entry-server.tsx', outDir: path.join(outDir, 'ssr') } });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
