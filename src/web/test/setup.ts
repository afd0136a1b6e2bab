import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
