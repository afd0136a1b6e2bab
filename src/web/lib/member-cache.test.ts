import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dropMemberData, MEMBER_DATA } from './member-cache.js';

describe('member data in the query cache', () => {
  it("drops the member's own answers, shown or not, and keeps what anyone may see", async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['wishlist', 'ids'], queryFn: () => ({ product_ids: [7] }), meta: MEMBER_DATA });
    await client.fetchQuery({ queryKey: ['catalog', 'home'], queryFn: () => ({ sections: [] }) });
    dropMemberData(client);
    expect(client.getQueryData(['wishlist', 'ids'])).toBeUndefined();
    expect(client.getQueryData(['catalog', 'home'])).toEqual({ sections: [] });
  });
});
