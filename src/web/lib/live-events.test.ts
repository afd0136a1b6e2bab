import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_BASE_MS, LiveEvents, MY_TOPIC, TOPIC_DEBOUNCE_MS } from './live-events.js';
import { fakeSources, queryOf, type FakeSource } from '../test/fake-event-source.js';

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

describe('LiveEvents', () => {
  it('opens one stream for all subscribers, and reopens once, from the last event, when topics change', () => {
    const live = new LiveEvents({ onReset: () => {}, createEventSource: factory });
    const mine = vi.fn();
    live.subscribe([MY_TOPIC], mine);
    live.setMember('u1');
    vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS);
    expect(sources).toHaveLength(1);
    expect(query(current()).get('topics')).toBeNull();
    current().open();
    current().emit({ id: '10-1', type: 'wishlist.changed', topics: ['user:u1'], payload: { product_id: 3, saved: true } });
    expect(mine).toHaveBeenCalledTimes(1);

    const product = vi.fn();
    live.subscribe(['product:7'], product);
    live.subscribe(['product:2', 'product:7'], () => {});
    vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS);
    expect(sources).toHaveLength(2);
    expect(sources[0]!.closed).toBe(true);
    expect(query(current()).get('topics')).toBe('product:2,product:7');
    expect(query(current()).get('since')).toBe('10-1');

    current().emit({ id: '11-1', type: 'product.changed', topics: ['product:7'], payload: { product_id: 7, shown_before: 1, shown_after: 2 } });
    expect(product).toHaveBeenCalledTimes(1);
    expect(mine).toHaveBeenCalledTimes(1);
    live.dispose();
  });

  it('reconnects with growing, jittered backoff after an error, and closes when the member signs out', () => {
    const live = new LiveEvents({ onReset: () => {}, createEventSource: factory, random: () => 1 });
    live.setMember('u1');
    vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS);
    current().fail();
    expect(current().closed).toBe(true);
    vi.advanceTimersByTime(BACKOFF_BASE_MS - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    current().fail();
    vi.advanceTimersByTime(2 * BACKOFF_BASE_MS - 1);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    current().open();

    live.setMember(null);
    expect(current().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(3);
  });

  it('asks for a reload of everything on reset', () => {
    const onReset = vi.fn();
    const live = new LiveEvents({ onReset, createEventSource: factory });
    live.setMember('u1');
    vi.advanceTimersByTime(TOPIC_DEBOUNCE_MS);
    const message = new MessageEvent<string>('reset', { data: '{}' });
    current().listeners.get('reset')!.forEach((l) => l(message));
    expect(onReset).toHaveBeenCalledTimes(1);
    live.dispose();
  });
});
