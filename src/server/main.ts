import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { DEMO_MEMBERS, prepareDemoCatalogue, refreshDemoAuctions } from './demo/seed.js';
import { buildApp } from './app.js';
import { buildWeb, webBuildIsStale } from './web-build.js';

/** Said once the catalogue's pictures are indexed for photo search (e2e/global-setup.ts waits for it). */
const PHOTO_SEARCH_READY = 'Photo search is ready';

/** `npm start`: build the web app when stale, migrate, seed an empty database, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => console.log(line);

  if (config.webBuild === 'auto' && webBuildIsStale(process.cwd(), config.webDist)) {
    say('Building the web app…');
    const t = Date.now();
    await buildWeb(process.cwd(), path.dirname(path.resolve(config.webDist)));
    say(`  built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }

  // Migrations and the seed build indexes for minutes at a million products: they run with
  // no statement timeout. The serving app gets its own handle, with one (PostgreSQL).
  let database = await openDatabase(config.database);
  let closing = false;
  const running: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`\n${signal}: closing…`);
    try {
      await running.app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await migrate(database);
  const prepared = config.demo.seed
    ? await prepareDemoCatalogue(database, {
      products: config.demo.products,
      log: say,
      onStart: () => say(`Seeding the demo catalogue (${config.demo.products.toLocaleString('en-US')} products)…`),
    })
    : { action: 'kept' as const };
  if (prepared.report) {
    const report = prepared.report;
    say(
      `  ${report.products.toLocaleString('en-US')} products, ${report.sales.toLocaleString('en-US')} sales, ` +
        `${report.listings.toLocaleString('en-US')} listings, ${report.auctions} live auctions in ${(report.ms / 1000).toFixed(1)} s`,
    );
    if (config.env !== 'production') {
      say('\nDemo members (development only):');
      for (const m of DEMO_MEMBERS) say(`  ${m.role.padEnd(26)} ${m.email.padEnd(26)} ${m.password}`);
    }
  }
  // Also after a fresh seed: its lot that has just ended (auction-bids.ts) is closed at once.
  const refreshDemo = config.demo.seed && config.env !== 'production';

  if (config.database.kind === 'postgres' && config.statementTimeoutMs > 0) {
    await database.close();
    database = await openDatabase(config.database, { statementTimeoutMs: config.statementTimeoutMs });
  }
  const app = await buildApp(config, { database });
  running.app = app;
  if (refreshDemo) {
    // Through the app's closing path, so each ended lot's listing, order and news are as a real close leaves them.
    await app.ready();
    const { closed, opened } = await refreshDemoAuctions(database, () => app.auctions.closing.closeDue());
    if (closed || opened) say(`Demo auctions: ${closed} ended since last start, ${opened} opened.`);
  }
  await app.listen({ port: config.port, host: config.host });
  say(`\nPatina is open at ${config.publicUrl} (${database.engine === 'pglite' ? 'embedded database' : 'PostgreSQL'})`);
  if (config.imageIndexOnStart) {
    // The run the start began (a call while one runs shares it); the browser tests wait for this line.
    app.imageSearch.indexCatalogue().then(
      (r) => say(`${PHOTO_SEARCH_READY}: ${r.described.toLocaleString('en-US')} pictures described in ${(r.ms / 1000).toFixed(1)} s.`),
      (error: unknown) => console.error(`Photo search could not index the catalogue (tried again at the next start): ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
