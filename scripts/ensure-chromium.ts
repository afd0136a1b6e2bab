import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The browser tests drive Debian's Chromium. Missing: install it when root, otherwise say
 * how; on CI a browser that cannot be had is a failure, never a skip.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot) {
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (error) {
    console.error(`Installing chromium failed: ${(error as Error).message}`);
    process.exit(1);
  }
  if (fs.existsSync(CHROMIUM)) process.exit(0);
}

console.error(
  `The browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium ` +
    '(or set CHROMIUM_PATH to a Chromium binary).',
);
process.exit(1);
