import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MEMBER_DATA, refreshMemberCounts } from '../lib/member-cache.js';
import { profileSummaryQueryOptions } from '../features/accounts/index.js';
import { wishlistIdsQueryOptions, wishlistQueryOptions } from '../features/wishlist/index.js';
import { productQueryOptions } from '../features/catalog/index.js';
import { orderQueryOptions } from '../features/orders/index.js';

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

  it('refreshes the member’s counts (cached a minute) as soon as an order, offer or saved piece changes them', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = profileSummaryQueryOptions();
    expect(options.meta).toEqual({ ...MEMBER_DATA, memberCounts: true });
    let asked = 0;
    const counts = { purchases: 0, sales: 0, offers: 0, wishlist: 0, actionNeeded: 0 };
    await queryClient.fetchQuery({ ...options, queryFn: async () => ({ ...counts, purchases: asked++ }) });
    await queryClient.fetchQuery({ ...orderQueryOptions('ord-1'), queryFn: async () => ({ id: 'ord-1' }) as never });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
    await refreshMemberCounts(queryClient);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    // Other member data is left alone.
    expect(queryClient.getQueryState(orderQueryOptions('ord-1').queryKey)?.isInvalidated).toBe(false);
  });
});
