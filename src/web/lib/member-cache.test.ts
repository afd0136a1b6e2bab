import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dropMemberData, MEMBER_DATA } from './member-cache.js';
import { wishlistIdsQueryOptions } from '../features/wishlist/api/get-wishlist-ids.js';
import { wishlistQueryOptions } from '../features/wishlist/api/get-wishlist.js';
import { productQueryOptions } from '../features/catalog/api/get-product.js';

describe('member data in the query cache', () => {
  it("drops the member's own answers, shown or not, and keeps what anyone may see", async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['wishlist', 'ids'], queryFn: () => ({ product_ids: [7] }), meta: MEMBER_DATA });
    await client.fetchQuery({ queryKey: ['catalog', 'home'], queryFn: () => ({ sections: [] }) });
    dropMemberData(client);
    expect(client.getQueryData(['wishlist', 'ids'])).toBeUndefined();
    expect(client.getQueryData(['catalog', 'home'])).toEqual({ sections: [] });
  });

  it('marks the wishlist, the hearts and product pages as member data', () => {
    expect(wishlistIdsQueryOptions().meta).toEqual(MEMBER_DATA);
    expect(wishlistQueryOptions({}).meta).toEqual(MEMBER_DATA);
    expect(productQueryOptions('rolex-submariner').meta).toEqual(MEMBER_DATA);
  });
});
