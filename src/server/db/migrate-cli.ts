import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

const database = await openDatabase(loadConfig().database);
try {
  await migrate(database);
  console.log(`Migrations applied on ${database.engine}.`);
} finally {
  await database.close();
}
