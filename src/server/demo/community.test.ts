import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test/helper.js';
import { memberBodySchema } from '../../shared/community/contracts.js';
import { blocksText } from '../../shared/journal/blocks.js';
import { seedDemo } from './seed.js';
import { seedDemoCommunity } from './community.js';

/**
 * The demo community (issue #37): collectors with follows, entries about real catalogue pieces
 * of every category written from templates (valid member blocks, no lorem ipsum), with
 * appreciations and comments whose counters match their rows; seeded once.
 */
let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await seedDemo(db, { products: 300, community: true });
});
afterAll(async () => {
  await db?.close();
});

describe('the demo community', () => {
  it('writes valid entries about real pieces in every category, with real variety', async () => {
    const { rows } = await db.query<{ title: string; body: unknown; piece_ids: string[]; category: string }>(
      `select e.title, e.body, e.piece_ids, p.category from community_entries e join products p on p.id = e.piece_ids[1] where e.status = 'published'`,
    );
    const categories = (await db.query<{ c: string }>('select distinct category as c from products')).rows.map((r) => r.c);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(categories));
    for (const r of rows) {
      const body = memberBodySchema.parse(r.body);
      expect(blocksText(body)).not.toMatch(/lorem|ipsum|undefined|\{/i);
      expect(body.some((b) => b.type === 'piece' && b.productId === Number(r.piece_ids[0]))).toBe(true);
    }
    expect(new Set(rows.map((r) => r.title)).size).toBeGreaterThan(rows.length * 0.7);
  });

  it('keeps the counters equal to the rows, replies one level deep, and the demo member has a feed', async () => {
    const { rows: off } = await db.query(
      `select e.id from community_entries e
        where e.appreciations_count <> (select count(*) from community_appreciations a where a.entry_id = e.id)
           or e.comments_count <> (select count(*) from community_comments c where c.entry_id = e.id)`,
    );
    expect(off).toEqual([]);
    // Each appreciation was told in its minute: given again later, it is not told twice.
    const { rows: untold } = await db.query(
      `select 1 from community_appreciations a
        where not exists (select 1 from community_appreciation_notices n where n.entry_id = a.entry_id and n.user_id = a.user_id)`,
    );
    expect(untold).toEqual([]);
    const { rows: deep } = await db.query(
      'select c.id from community_comments c join community_comments p on p.id = c.parent_id where p.parent_id is not null',
    );
    expect(deep).toEqual([]);
    const { rows: feed } = await db.query<{ n: number }>(
      `select count(*)::int as n from community_entries e join follows f on f.followee_id = e.author_id and f.follower_id = 'demo-member' and f.kind = 'member'`,
    );
    expect(feed[0]!.n).toBeGreaterThan(0);
  });

  it('seeds once', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from community_entries')).rows[0]!.n;
    expect(await seedDemoCommunity(db)).toEqual({ entries: 0 });
    expect((await db.query<{ n: number }>('select count(*)::int as n from community_entries')).rows[0]!.n).toBe(before);
  });
});
