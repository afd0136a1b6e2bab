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

/**
 * BENCH_COUNT_QUERIES=1: counts the statements a server process sends, by their text's start
 * (where the round trips go). Patches pg's Client and PGlite (its query, exec and transaction);
 * an empty map that stays empty otherwise. `print` lists the commonest per unit of work.
 */
export async function countStatements(): Promise<{ statements: Map<string, number>; print: (per: string, units: number) => void }> {
  const statements = new Map<string, number>();
  const count = (q: unknown) => {
    const text = (typeof q === 'string' ? q : (q as { text?: string } | null)?.text ?? '?').replace(/\s+/g, ' ').slice(0, 90);
    statements.set(text, (statements.get(text) ?? 0) + 1);
  };
  const print = (per: string, units: number) => {
    if (statements.size === 0) return;
    const total = [...statements.values()].reduce((a, b) => a + b, 0);
    console.log(`statements per ${per} (${units}): ${(total / Math.max(1, units)).toFixed(2)} in all`);
    for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(n / Math.max(1, units)).toFixed(3)}  ${text}`);
  };
  if (!process.env.BENCH_COUNT_QUERIES) return { statements, print };
  const pg = (await import('pg')).default;
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    count(args[0]);
    return send.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const { PGlite } = await import('@electric-sql/pglite');
  type Runner = { query: (...a: unknown[]) => unknown; exec: (...a: unknown[]) => unknown };
  const counted = <T extends Runner>(target: T): T => ({
    ...target,
    query: (...a: unknown[]) => (count(a[0]), target.query(...a)),
    exec: (...a: unknown[]) => (count(a[0]), target.exec(...a)),
  });
  const proto = PGlite.prototype as unknown as Runner & { transaction: (fn: (tx: Runner) => unknown) => unknown };
  const { query, exec, transaction } = proto;
  proto.query = function (this: unknown, ...a: unknown[]) { count(a[0]); return query.apply(this, a); };
  proto.exec = function (this: unknown, ...a: unknown[]) { count(a[0]); return exec.apply(this, a); };
  proto.transaction = function (this: unknown, fn: (tx: Runner) => unknown) { count('BEGIN … COMMIT'); return transaction.call(this, (tx: Runner) => fn(counted(tx))); };
  return { statements, print };
}
