import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/**
 * A migrated, empty database made once and copied for every test database (decision 044).
 *
 * Opening an in-memory PGlite runs initdb (about 2 s here) and the migrations take another
 * 0.7 s; a server run opens a few hundred. The template is the migrated data directory as a
 * tarball under the system's temporary directory, named by a hash of the migrations and the
 * PGlite build, so a change to either makes a new one; each test database starts from it
 * (about 0.6 s). On PostgreSQL the template is a database, `patina_tpl_<hash>`, and each test
 * database is `create database … template` it (a file copy).
 */

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

let key: string | null = null;
/** What the template holds: the migrations' files, and the engine that wrote it. */
function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  for (const file of files(MIGRATIONS).sort()) {
    hash.update(path.relative(MIGRATIONS, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  // The PGlite build: a dump is only read back by the same one.
  const pglite = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(fs.readFileSync(pglite));
  key = hash.digest('hex').slice(0, 16);
  return key;
}

let pglite: Promise<Blob> | null = null;

/** The migrated PGlite data directory, read from the cache or made (and cached) now. */
export function pgliteTemplate(): Promise<Blob> {
  pglite ??= (async () => {
    const dir = path.join(os.tmpdir(), 'patina-test-templates');
    const file = path.join(dir, `pglite-${templateKey()}.tar`);
    try {
      return new Blob([await fs.promises.readFile(file)]);
    } catch {
      // Not made yet (or by another worker right now: both make it, the last rename wins).
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(database);
      const dump = await database.dumpDataDir!();
      await fs.promises.mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await fs.promises.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await fs.promises.rename(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  pglite.catch(() => (pglite = null));
  return pglite;
}

/** SQLSTATE 55006: a database that another session is still connected to (it is leaving). */
async function whileInUse<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const templates = new Map<string, Promise<string>>();

/**
 * The name of the migrated template database on the server of `admin` (made now if missing,
 * under an advisory lock so that parallel test files make it once).
 */
function postgresTemplate(admin: URL): Promise<string> {
  const name = `patina_tpl_${templateKey()}`;
  let made = templates.get(admin.toString());
  if (!made) {
    made = (async () => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext('patina test template'))");
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (!rowCount) {
          const building = `${name}_${randomBytes(4).toString('hex')}`;
          await client.query(`create database ${building}`);
          const url = new URL(admin);
          url.pathname = `/${building}`;
          const database = await openDatabase({ kind: 'postgres', url: url.toString() });
          try {
            await migrate(database);
          } finally {
            await database.close();
          }
          await whileInUse(() => client.query(`alter database ${building} rename to ${name}`));
        }
        return name;
      } finally {
        await client.query("select pg_advisory_unlock(hashtext('patina test template'))").catch(() => undefined);
        await client.end();
      }
    })();
    made.catch(() => templates.delete(admin.toString()));
    templates.set(admin.toString(), made);
  }
  return made;
}

/** Creates database `name` on the server of `admin` as a copy of the migrated template. */
export async function createFromTemplate(admin: URL, name: string): Promise<void> {
  const template = await postgresTemplate(admin);
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await whileInUse(() => client.query(`create database ${name} template ${template}`));
  } finally {
    await client.end();
  }
}
