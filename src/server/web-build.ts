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

export async function buildWeb(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  // The server's renderer of the same pages (decision 043).
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/web/entry-server.tsx' } });
}
