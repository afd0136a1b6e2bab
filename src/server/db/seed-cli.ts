import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';
import { clearCatalogue, seedDemo } from '../demo/seed.js';

/** `npm run seed -- --products N`: replace the catalogue with N demo products. */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '20000' }, seed: { type: 'string', default: '1' } },
});
const products = Number.parseInt(values.products ?? '', 10);
const seed = Number.parseInt(values.seed ?? '', 10);
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
  console.error('--products must be a whole number from 1 to 5000000');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  console.log(`Replacing the catalogue with ${products.toLocaleString('en-US')} demo products on ${database.engine}…`);
  await clearCatalogue(database);
  const report = await seedDemo(database, { products, seed, community: true, log: (l) => console.log(l) });
  console.log(
    `Done: ${report.products.toLocaleString('en-US')} products, ${report.sales.toLocaleString('en-US')} sales, ` +
      `${report.listings.toLocaleString('en-US')} listings, ${report.auctions} auctions in ${(report.ms / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
