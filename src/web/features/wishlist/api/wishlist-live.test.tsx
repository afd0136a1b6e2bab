import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveEventsProvider, TOPIC_DEBOUNCE_MS, useLiveEvents } from '../../../lib/live-events.js';
import { fakeSources, queryOf, type FakeSource } from '../../../test/fake-event-source.js';
import { useWishlistLiveUpdates } from './wishlist-live.js';
import { wishlistKeys } from './wishlist-keys.js';

let sources: FakeSource[] = [];
let factory: (url: string) => FakeSource;
let current: () => FakeSource;
const query = queryOf;

beforeEach(() => {
  ({ made: sources, factory, current } = fakeSources());
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLiveEvents with the wishlist', () => {
  function Hearts() {
    useWishlistLiveUpdates();
    return null;
  }
  function Product({ id }: { id: number }) {
    const [seen, setSeen] = useState(0);
    useLiveEvents([`product:${id}`], () => setSeen((n) => n + 1));
    return <p>seen {seen}</p>;
  }

  it("turns the heart of a piece saved in another tab, and delivers a product page's events to it", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(wishlistKeys.ids(), { product_ids: [1] });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <LiveEventsProvider memberId="u1" createEventSource={factory}>
          <Hearts />
          <Product id={5} />
        </LiveEventsProvider>
      </QueryClientProvider>,
    );
    act(() => void vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS));
    expect(sources).toHaveLength(1);
    expect(query(current()).get('topics')).toBe('product:5');
    act(() => {
      current().open();
      current().emit({ id: '5-1', type: 'wishlist.changed', topics: ['user:u1'], payload: { product_id: 9, saved: true } });
      current().emit({ id: '5-2', type: 'product.changed', topics: ['product:5'], payload: { product_id: 5, shown_before: 1, shown_after: 2 } });
    });
    expect(queryClient.getQueryData(wishlistKeys.ids())).toEqual({ product_ids: [9, 1] });
    expect(view.getByText('seen 1')).toBeTruthy();

    act(() => current().emit({ id: '5-3', type: 'wishlist.changed', topics: ['user:u1'], payload: { product_id: 1, saved: false } }));
    expect(queryClient.getQueryData(wishlistKeys.ids())).toEqual({ product_ids: [9] });

    view.rerender(
      <QueryClientProvider client={queryClient}>
        <LiveEventsProvider memberId={null} createEventSource={factory}>
          <Hearts />
        </LiveEventsProvider>
      </QueryClientProvider>,
    );
    expect(current().closed).toBe(true);
  });
});
