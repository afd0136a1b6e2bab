import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, except that the browser suite's photo-search file goes last: the server
 * describes the catalogue's pictures in the background for the first minutes of that suite,
 * and only that file waits for it (e2e/global-setup.ts).
 */
class PhotoSearchLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => f.project.name === 'e2e' && /[\\/]image-search\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}
import react from '@vitejs/plugin-react';

/**
 * One runner, four layers (and the lint rules' own test): pure rules, the server through app.inject on a real database
 * (PGlite, or PostgreSQL when DATABASE_URL is set), React components in jsdom, and the
 * built app in Chromium.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Test files wait on
    // timers, sockets and child processes much of the time, so two there take 23 min of unit,
    // server and web tests down to 13 (decision 044). The browser suite stays one file at a time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { sequencer: PhotoSearchLast },
    projects: [
      {
        test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        // Lints eslint-fixtures/ with eslint.config.js: each boundary rule shown to fail.
        test: { name: 'lint', include: ['eslint-rules/**/*.test.ts'], environment: 'node', testTimeout: 180_000 },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['src/server/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Form flows type and wait through real debounces: a busy two-core machine needs more than 5 s.
          testTimeout: 20_000,
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
