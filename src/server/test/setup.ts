import { afterEach, vi } from 'vitest';

// A console.error in a server test is a bug we did not assert on: fail loudly.
const original = console.error;
afterEach(() => {
  vi.restoreAllMocks();
});
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
};
