import { loadConfig, type Config } from '../config.js';

/** A config for tests: in-memory PGlite unless DATABASE_URL says otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests play several visitors behind one proxy, each with its own X-Forwarded-For.
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', MAIL_POLL_MS: '0', JOBS_POLL_MS: '0', IMAGE_INDEX_ON_START: 'false', SMTP_URL: '', TRUST_PROXY: 'true' });
  const database: Config['database'] =
    base.database.kind === 'postgres' ? base.database : { kind: 'pglite', dataDir: null };
  return Object.freeze({ ...base, database, ...overrides });
}
