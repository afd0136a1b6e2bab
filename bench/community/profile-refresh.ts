import { sql } from 'drizzle-orm';

/**
 * `npx tsx bench/community/profile-refresh.ts [database url]`: where the boards' refresh spends
 * its time. Runs each step of refreshAll's discover part (and one board) in one transaction,
 * timed, then rolls it all back: the database is left as it was.
 */
const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/patina_bench_community';
const { openDatabase } = await import('../../src/server/db/client.js');
const sources = await import('../../src/server/modules/community-boards/boards-sources.repo.js');
const { createBoardsRepo } = await import('../../src/server/modules/community-boards/boards.repo.js');
const { boardCollectorFacets, boardRanks } = await import('../../src/server/modules/community-boards/boards.tables.js');
const database = await openDatabase({ kind: 'postgres', url });
const times: [string, number][] = [];
class Rollback extends Error {}
try {
  await database.db.transaction(async (tx) => {
    const step = async (name: string, work: () => Promise<unknown>) => {
      const t = performance.now();
      await work();
      times.push([name, performance.now() - t]);
      console.log(`${name}: ${(performance.now() - t).toFixed(0)} ms`);
    };
    const now = new Date();
    await step('delete board_ranks writers/all', () => tx.delete(boardRanks).where(sql`board = 'writers' and period = 'all'`));
    await step('insert board writers/all', () => sources.insertBoard(tx, 'writers', 'all', now));
    await step('replaceDiscover (items rewritten, facets brought in line)', () => createBoardsRepo(tx as never).replaceDiscover(now, tx));
    await step('delete board_collector_facets', () => tx.delete(boardCollectorFacets));
    await step('insert board_collector_facets', () => sources.insertCollectorFacets(tx));
    const counts = await tx.execute<{ items: number; facets: number }>(sql`select (select count(*)::int from discover_items) as items, (select count(*)::int from discover_facets) as facets`);
    console.log(JSON.stringify(counts.rows[0]));
    throw new Rollback();
  });
} catch (error) {
  if (!(error instanceof Rollback)) throw error;
}
console.log(`total ${times.reduce((a, [, ms]) => a + ms, 0).toFixed(0)} ms (rolled back)`);
await database.close();
