import { describe, expect, it } from 'vitest';
import { createListingsService, SELLER_COUNTS_TTL_MS } from './listings.service.js';
import type { ListingsRepo } from './listings.repo.js';

describe('activeCountsBySellers', () => {
  it('counts each seller once a minute, in one query for all the sellers it has to read', async () => {
    const asked: string[][] = [];
    const active: Record<string, number> = { 'seller-a': 92_000, 'seller-b': 3 };
    const repo = {
      activeCountsBySellers: async (ids: string[]) => {
        asked.push(ids);
        return ids.filter((id) => active[id]).map((id) => ({ sellerId: id, n: active[id]! }));
      },
    } as unknown as ListingsRepo;
    let clock = 0;
    const listings = createListingsService({ repo, now: () => clock });

    const first = await listings.activeCountsBySellers(['seller-a', 'seller-b', 'seller-a', 'seller-c']);
    expect([...first]).toEqual([['seller-a', 92_000], ['seller-b', 3], ['seller-c', 0]]);
    expect(asked).toEqual([['seller-a', 'seller-b', 'seller-c']]);

    active['seller-b'] = 4;
    clock = SELLER_COUNTS_TTL_MS;
    expect((await listings.activeCountsBySellers(['seller-b'])).get('seller-b')).toBe(3);
    expect(asked).toHaveLength(1);

    clock = SELLER_COUNTS_TTL_MS + 1;
    const later = await listings.activeCountsBySellers(['seller-b', 'seller-d']);
    expect(later.get('seller-b')).toBe(4);
    expect(asked[1]).toEqual(['seller-b', 'seller-d']);
    expect(await listings.activeCountsBySellers([])).toEqual(new Map());
  });
});
