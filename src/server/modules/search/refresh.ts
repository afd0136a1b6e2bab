import type { Database } from '../../db/client.js';
import { createSearchRepo } from './search.repo.js';

/**
 * Rebuilds the search tables from the whole catalogue; the demo seed calls it after a load
 * (a million products in well under a minute on PostgreSQL).
 */
export async function refreshSearchIndex(database: Database, log?: (line: string) => void): Promise<{ products: number; words: number }> {
  return createSearchRepo(database).refreshAll(log);
}
