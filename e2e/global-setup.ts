import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Starts the real server, as `npm start` does, on a database of its own with a small demo
 * catalogue, and hands its address to the browser tests.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A file that exists once the server has described the catalogue's pictures (photo search). */
    photoSearchReadyFile: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'patina-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PRODUCTS: '3000',
    LOG_LEVEL: 'warn',
    // `npm run test:e2e` builds the app first; WEB_DIST may point at another build.
    WEB_BUILD: 'off',
    // The tests stand in for many visitors behind one proxy (each sends its own X-Forwarded-For).
    TRUST_PROXY: 'true',
  };
  let dropDb: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const admin = process.env.DATABASE_URL;
    const name = `patina_e2e_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    };
  }

  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The server describes the catalogue's pictures for photo search in the background, a core's
  // work for two or three minutes here. The tests start at once (they wait on the browser most
  // of the time, so the other core is free) and only the photo-search tests wait for the line
  // src/server/main.ts prints when it is done (e2e/fixtures.ts: photoSearchReady), which this
  // file marks by creating `photoSearchReadyFile`.
  const photoSearchReadyFile = path.join(os.tmpdir(), `patina-e2e-photos-${randomBytes(5).toString('hex')}`);
  const marking = setInterval(() => {
    if (!output.includes('Photo search is ready')) return;
    fs.writeFileSync(photoSearchReadyFile, 'ready\n');
    clearInterval(marking);
  }, 250);
  project.provide('baseUrl', baseUrl);
  project.provide('photoSearchReadyFile', photoSearchReadyFile);

  return async () => {
    clearInterval(marking);
    fs.rmSync(photoSearchReadyFile, { force: true });
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
