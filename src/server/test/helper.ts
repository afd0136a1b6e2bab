import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { testConfig } from './config.js';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from '../demo/seed.js';
import { buildApp, type AppDeps } from '../app.js';
import { forgetDatabase, trackDatabase } from './isolation.js';
import { createFromTemplate, pgliteTemplate } from './template.js';

/**
 * A migrated database of its own for one test file: in-memory PGlite, or a fresh database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close). Each test gets it back
 * as the file's setup left it (see isolation.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const database = await openMigrated();
  trackDatabase(database);
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      forgetDatabase(database);
      await close();
    },
  };
}

async function openMigrated(): Promise<Database> {
  const config = testConfig();
  if (config.database.kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, from: await pgliteTemplate() });
    // Nothing to do when the template is current: the migrator finds every file applied.
    await migrate(database);
    return database;
  }
  const admin = new URL(config.database.url);
  const name = `patina_t_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(database);
  const close = database.close.bind(database);
  return {
    ...database,
    async close() {
      await close();
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on its own database, optionally with a small demo catalogue. */
export async function createTestApp(options: { products?: number; config?: Partial<Config>; deps?: Omit<AppDeps, 'database'> } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.products) await seedDemo(database, { products: options.products });
  const config = testConfig({
    dataDir: path.join(os.tmpdir(), `patina-test-${randomBytes(4).toString('hex')}`),
    ...options.config,
  });
  const app = await buildApp(config, { ...options.deps, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app listening on a free loopback port that its PUBLIC_URL names, for tests whose app
 * calls itself over real HTTP (the simulated processor's signed webhooks).
 */
export async function createListeningTestApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const t = await createTestApp({ ...options, config: { ...options.config, publicUrl: `http://127.0.0.1:${port}` } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}
