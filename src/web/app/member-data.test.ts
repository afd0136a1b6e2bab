import { describe, expect, it } from 'vitest';
import { MEMBER_DATA } from '../lib/member-cache.js';
import { wishlistIdsQueryOptions } from '../features/wishlist/api/get-wishlist-ids.js';
import { wishlistQueryOptions } from '../features/wishlist/api/get-wishlist.js';
import { productQueryOptions } from '../features/catalog/api/get-product.js';
import { orderQueryOptions } from '../features/orders/api/get-order.js';

// Here, not beside lib/member-cache.ts: lib sits below the features and may not import them.
describe('member data across the features', () => {
  it('marks the wishlist, the hearts and product pages as member data', () => {
    expect(wishlistIdsQueryOptions().meta).toEqual(MEMBER_DATA);
    expect(wishlistQueryOptions({}).meta).toEqual(MEMBER_DATA);
    expect(productQueryOptions('rolex-submariner').meta).toEqual(MEMBER_DATA);
  });

  it('marks a member’s order (the checkout) as member data', () => {
    expect(orderQueryOptions('ord-1').meta).toEqual(MEMBER_DATA);
  });
});
