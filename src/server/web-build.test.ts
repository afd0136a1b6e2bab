import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildWeb, webBuildIsStale } from './web-build.js';

describe('the web build npm start makes when dist/ is stale', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-web-build-'));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('builds for production even when the server runs with NODE_ENV=development, and leaves NODE_ENV as it was', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    // What a newcomer's first `npm start` prints while it builds: nothing of the bundler's own
    // (issue #39 saw `codeSplitting.groups[0].name is a function…` and `[SOURCEMAP_BROKEN]`).
    const said: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(' ')));
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void said.push(args.map(String).join(' ')));
    const write = process.stderr.write.bind(process.stderr);
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      said.push(String(chunk));
      return write(chunk, ...rest);
    }) as typeof process.stderr.write);
    try {
      // Under development, Vite bundled React's development build and the chunk budget refused it.
      await buildWeb(process.cwd(), out);
      expect(process.env.NODE_ENV).toBe('development');
      expect(said.filter((line) => /codeSplitting|SOURCEMAP_BROKEN|debugName|warning/i.test(line))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = before;
    }
    // The app's chunk is the one the page's entry script imports. Rolldown names it after the
    // project's folder (main-*.js in a folder named main), so it is found by the import.
    const html = fs.readFileSync(path.join(out, 'web', 'index.html'), 'utf8');
    const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const main = /from\s*"\.\/([^"]+\.js)"/.exec(fs.readFileSync(path.join(out, 'web', 'assets', entry!), 'utf8'))?.[1];
    expect(main).toBeDefined();
    // React's production build: no development JSX runtime, and the main chunk within the chunk
    // budget (development's was 670 kB).
    expect(fs.readFileSync(path.join(out, 'web', 'assets', main!), 'utf8')).not.toContain('jsxDEV');
    expect(fs.statSync(path.join(out, 'web', 'assets', main!)).size).toBeLessThan(500_000);
    expect(fs.existsSync(path.join(out, 'ssr', 'entry-server.js'))).toBe(true);
    expect(webBuildIsStale(process.cwd(), path.join(out, 'web'))).toBe(false);
  }, 300_000);
});
