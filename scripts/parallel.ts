import { spawn } from 'node:child_process';

/**
 * `tsx scripts/parallel.ts typecheck lint`: runs those npm scripts at the same time (tsc and
 * eslint each keep one core busy; on two cores together they take the time of the longer),
 * prints each one's output when it ends, under its name and time, and fails when any fails.
 */
const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise<{ name: string; code: number; output: string; ms: number }>((resolve) => {
        const started = performance.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d.toString()));
        child.stderr.on('data', (d: Buffer) => (output += d.toString()));
        child.on('close', (code) => {
          const result = { name, code: code ?? 1, output, ms: performance.now() - started };
          console.log(`== ${name}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${(result.ms / 1000).toFixed(1)} s`);
          if (output.trim()) console.log(output.trimEnd());
          resolve(result);
        });
      }),
  ),
);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
