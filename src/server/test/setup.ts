import { afterEach, beforeEach, vi } from 'vitest';
import { beginTest, endTest } from './isolation.js';

// A console.error in a server test is a bug we did not assert on: fail loudly. Server files
// share their worker's modules (vitest.config.ts, decision 063), so this file runs once per
// test file in the same process: console.error is wrapped only the first time.
const WRAPPED = Symbol.for('patina.test.console-error');
afterEach(() => {
  vi.restoreAllMocks();
});
if (!(console.error as unknown as Record<symbol, boolean>)[WRAPPED]) {
  const original = console.error;
  const loud = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
  (loud as unknown as Record<symbol, boolean>)[WRAPPED] = true;
  console.error = loud;
}

// Each test starts from the state its file's setup left (see isolation.ts). Registered here,
// first, so the restore runs after a file's own afterEach hooks and before its afterAll.
beforeEach(beginTest);
afterEach(endTest);
