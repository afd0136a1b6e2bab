import type { EventSourceLike } from '../lib/live-events.js';
import type { LiveEvent } from '../../shared/events/contracts.js';

/** jsdom has no EventSource: a stand-in that records its URL and lets the test play the server. */
export class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: EventSourceLike['onopen'] = null;
  onerror: EventSourceLike['onerror'] = null;
  closed = false;
  readonly listeners = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this, new Event('open'));
  }
  fail(): void {
    this.onerror?.call(this, new Event('error'));
  }
  emit(event: Omit<LiveEvent, 'occurred_at'>): void {
    const message = new MessageEvent<string>(event.type, { data: JSON.stringify({ ...event, occurred_at: new Date().toISOString() }), lastEventId: event.id });
    for (const l of this.listeners.get(event.type) ?? []) l(message);
  }
}

/** A factory that keeps every stream it made, newest last. */
export function fakeSources() {
  const made: FakeSource[] = [];
  return {
    made,
    factory: (url: string) => {
      const s = new FakeSource(url);
      made.push(s);
      return s;
    },
    current: () => made.at(-1)!,
  };
}

export const queryOf = (s: FakeSource) => new URL(s.url, 'http://x').searchParams;
