import type { Database } from '../../db/client.js';
import { PLAIN_TEXT, type RankedFact } from './memory-rank.js';
import { HEAD_ID_RANGE } from './search.sql.js';

/**
 * What the dropdown ranks its candidates by (name, house, popularity, trend), for every product
 * in a word's head, held per database beside the vocabulary (decision 042): a plain query
 * whose candidates come from the heads is then ranked here, and the database is asked only
 * for exact-name matches. The first load reads every head's products, in the background
 * (searches meanwhile rank in the database); each vocabulary load then catches up with the
 * rows written since (product_search.seq, numbered as written: refreshes take one lock, so
 * numbers follow commits). Loads and catch-ups run one at a time, in the order asked, so a
 * later read never loses to an earlier one. Kept across vocabulary reloads.
 */
export interface HeldFacts {
  byId: Map<number, RankedFact>;
  /** The highest product_search.seq read: a row written since has a higher one. */
  seq: number;
  /** A full load under way (the first, or after a full refresh): searches rank in the database. */
  loading: Promise<void> | null;
  /** Candidates a search found missing (a product new to a head): read by the next catch-up. */
  missing: Set<number>;
  /** A catch-up asked for by a search (for missing candidates) and not yet begun. */
  catchUpAsked: boolean;
  /** The loads and catch-ups, one after another. */
  chain: Promise<void>;
  /** One string per house and per word: a million facts share a few thousand. */
  strings: Map<string, string>;
  /**
   * Every product name (name_norm) written up to `seq`, and perhaps some no longer held: a
   * query that is none of them has no exact-name match, and the database is not asked.
   * Null when there are more than NAMES_MAX (the database is always asked).
   */
  names: Set<string> | null;
}
const factsHeld = new WeakMap<Database, HeldFacts>();
/** More rows written since the last look than this (a full refresh): the facts are read afresh. */
const FACTS_CATCH_UP_MAX = 20_000;
export const MISSING_MAX = 10_000;
/** Distinct product names held at most (a million products share about a thousand). */
const NAMES_MAX = 200_000;
/** Words as one string (split here: a generic array parser costs more). */
export const FACT_COLUMNS = "product_id, name_norm, brand_norm, array_to_string(words, ' ') as words, popularity, trend, seq";
export interface FactRow {
  product_id: number | string;
  name_norm: string;
  brand_norm: string;
  words: string;
  popularity: number;
  trend: RankedFact['trend'];
  seq: number | string;
}

/**
 * Keeps these rows' facts (and their names). `range`: they are every row written after
 * held.seq up to the highest among them, which then becomes held.seq; only products already
 * held are updated (a product new to a head is read when a search misses it), so the facts
 * stay the heads' products and do not grow towards the whole catalogue.
 */
export function keepFacts(held: HeldFacts, byId: Map<number, RankedFact>, rows: FactRow[], range: boolean): void {
  const shared = (x: string) => {
    const known = held.strings.get(x);
    if (known !== undefined) return known;
    held.strings.set(x, x);
    return x;
  };
  for (const r of rows) {
    held.names?.add(r.name_norm);
    if (range) held.seq = Math.max(held.seq, Number(r.seq));
    const id = Number(r.product_id);
    if (range && !byId.has(id)) continue;
    byId.set(id, {
      name: r.name_norm,
      brand: shared(r.brand_norm),
      words: r.words === '' ? [] : r.words.split(' ').map(shared),
      popularity: Number(r.popularity),
      trend: r.trend,
      plain: PLAIN_TEXT.test(r.name_norm),
    });
  }
  if (held.names && held.names.size > NAMES_MAX) held.names = null;
}

/** Runs `task` after every load and catch-up asked before it. */
function inTurn(held: HeldFacts, task: () => Promise<void>): Promise<void> {
  const run = held.chain.then(task);
  held.chain = run.catch(() => {});
  return run;
}

/** Every head's products afresh, in turn; searches rank in the database until it is done. */
function loadAllFacts(database: Database, held: HeldFacts): void {
  held.byId = new Map();
  held.missing.clear();
  const run = inTurn(held, async () => {
    if (factsHeld.get(database) !== held) return;
    try {
      // Every name and the highest number, in one snapshot: every row numbered up to it is
      // among the names (writers number rows under one lock), later ones are caught up.
      const { rows: top } = await database.query<{ seq: number | string | null; names: string | null }>(
        `select (select max(seq) from product_search) as seq,
                (select string_agg(name_norm, chr(10)) from (select distinct name_norm from product_search limit ${NAMES_MAX + 1}) n) as names`,
      );
      const names = (top[0]?.names ?? '').split('\n');
      const { rows } = await database.query<FactRow>(
        `select ${FACT_COLUMNS} from product_search s
         where s.product_id in (select distinct k % ${HEAD_ID_RANGE} from search_words, unnest(head) k)`,
      );
      const byId = new Map<number, RankedFact>();
      held.strings = new Map();
      held.names = names.length > NAMES_MAX ? null : new Set(names);
      keepFacts(held, byId, rows, false);
      held.seq = Number(top[0]?.seq ?? 0);
      held.byId = byId;
    } catch {
      factsHeld.delete(database);
    }
  });
  held.loading = run;
  void run.finally(() => {
    if (held.loading === run) held.loading = null;
  });
}

/** The rows written since held.seq, then the candidates searches missed. Never throws. */
async function catchUp(database: Database, held: HeldFacts): Promise<void> {
  if (factsHeld.get(database) !== held) return;
  try {
    const { rows } = await database.query<FactRow>(
      `select ${FACT_COLUMNS} from product_search where seq > $1 order by seq limit ${FACTS_CATCH_UP_MAX + 1}`,
      [held.seq],
    );
    if (rows.length > FACTS_CATCH_UP_MAX) {
      loadAllFacts(database, held);
      return;
    }
    keepFacts(held, held.byId, rows, true);
    if (held.missing.size > 0) {
      const ids = [...held.missing];
      held.missing.clear();
      const { rows: found } = await database.query<FactRow>(
        `select ${FACT_COLUMNS} from product_search where product_id = any($1::bigint[])`,
        [`{${ids.join(',')}}`],
      );
      keepFacts(held, held.byId, found, false);
    }
  } catch {
    // Dropped: the next vocabulary load reads them afresh; searches rank in the database meanwhile.
    factsHeld.delete(database);
  }
}

/**
 * Brings the facts up to date with product_search, in turn after any load under way. Called
 * by every vocabulary load (awaited), so the facts are never older than the heads they rank;
 * the very first load is not awaited (searches rank in the database until it is done).
 */
export async function catchUpFacts(database: Database): Promise<void> {
  const held = factsHeld.get(database);
  if (!held) {
    const fresh: HeldFacts = {
      byId: new Map(), seq: 0, loading: null, missing: new Set(), catchUpAsked: false, chain: Promise.resolve(), strings: new Map(), names: null,
    };
    factsHeld.set(database, fresh);
    loadAllFacts(database, fresh);
    return;
  }
  await inTurn(held, () => catchUp(database, held));
}

/** A search missed some candidates: read them soon, in turn, not at the next vocabulary load. */
export function askForMissing(database: Database, held: HeldFacts): void {
  if (held.catchUpAsked) return;
  held.catchUpAsked = true;
  void inTurn(held, async () => {
    held.catchUpAsked = false;
    await catchUp(database, held);
  });
}

/** The facts held for `database`, if any (see HeldFacts). */
export function factsOf(database: Database): HeldFacts | undefined {
  return factsHeld.get(database);
}
