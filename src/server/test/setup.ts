import { afterEach, beforeEach, vi } from 'vitest';
import { beginTest, endTest } from './isolation.js';

// A console.error in a server test is a bug we did not assert on: fail loudly.
const original = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
};

// Each test starts from the state its file's setup left (see isolation.ts). Registered here,
// first, so the restore runs after a file's own afterEach hooks and before its afterAll.
beforeEach(beginTest);
afterEach(endTest);
