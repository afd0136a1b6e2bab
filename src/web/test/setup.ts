import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadToastLayer } from '../ui/toast.js';

/**
 * A component test fails when the code under test writes to console.error (React's warnings,
 * an unexpected exception): such output is a defect, not noise (issue #9 §6). A test that
 * expects an error says so with `expectConsoleError()`.
 */
let errors: unknown[][] = [];
let expected = false;
// Replaced by hand, not with vi.spyOn: tests that restore all mocks must not undo it.
const original = console.error;

export function expectConsoleError(): void {
  expected = true;
}

// The toasts' drawing loads after the first paint in the app (#10 item 17); components that
// toast are tested with it there from the start (ui/toast.tsx's LoadWhenNeeded covers the rest).
beforeAll(() => loadToastLayer(), 30_000);

beforeEach(() => {
  errors = [];
  expected = false;
  console.error = (...args: unknown[]) => {
    errors.push(args);
  };
});

afterEach(() => {
  cleanup();
  console.error = original;
  if (errors.length > 0 && !expected) {
    const first = errors[0]!.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s); first: ${first.slice(0, 500)}`);
  }
});
