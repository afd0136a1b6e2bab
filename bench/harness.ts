import type { ChildProcess } from 'node:child_process';

/** The benches' shared pieces: the nearest-rank percentile of sorted timings, and the server child's signals. */

/** The p-th percentile (nearest rank) of ascending `sorted`; NaN when empty. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Resolves when the server child sends `cmd` (it exits or stays silent: rejects). */
export function waitFor(child: ChildProcess, cmd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${cmd}' from the server within ${timeoutMs} ms`)), timeoutMs);
    child.on('message', (msg: { cmd: string }) => {
      if (msg.cmd !== cmd) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before '${cmd}'`)));
  });
}
