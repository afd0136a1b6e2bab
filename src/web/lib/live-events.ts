import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../shared/events/contracts.js';
import { EVENT_TYPES } from '../../shared/events/event-types.js';

/**
 * Live events from `GET /api/events/stream` (issue #9 §2). A browser allows six HTTP/1.1
 * connections per origin, so a tab holds ONE EventSource whatever number of components
 * listen: they subscribe to topics here, and when the set of topics changes the stream is
 * reopened (after a short pause, so a page mounting ten cards reconnects once) with
 * `since=<last event id>`, so nothing published in between is missed.
 *
 * `MY_TOPIC` stands for the member's own channel (`user:<id>`): the server always includes
 * it, so it is never sent, and any `user:` topic that reaches this tab is the member's.
 */
export const MY_TOPIC = 'me';

/** Wait after the set of topics changes before reopening: mounts come in bursts. */
export const TOPIC_DEBOUNCE_MS = 50;
/** Reconnection after an error: 1 s, doubling to 30 s, each with full jitter. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export type LiveEventHandler = (event: LiveEvent) => void;

/** The part of EventSource this module uses; jsdom has none, so tests hand in their own. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((this: EventSourceLike, ev: Event) => unknown) | null;
  onerror: ((this: EventSourceLike, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface LiveEventsOptions {
  /** Everything cached may be out of date: too much was missed to replay. */
  onReset: () => void;
  createEventSource?: EventSourceFactory;
  random?: () => number;
}

interface Subscription {
  topics: readonly string[];
  handler: LiveEventHandler;
}

/** Does an event on `eventTopics` concern a subscriber to `wanted`? */
function concerns(wanted: readonly string[], eventTopics: readonly string[]): boolean {
  return wanted.some((w) => (w === MY_TOPIC ? eventTopics.some((t) => t.startsWith('user:')) : eventTopics.includes(w)));
}

/** A stream that never opens, where the environment has no EventSource (jsdom, old browsers). */
const silentSource: EventSourceLike = { readyState: 2, onopen: null, onerror: null, addEventListener: () => {}, close: () => {} };
const defaultEventSource: EventSourceFactory = (url) =>
  typeof EventSource === 'undefined' ? silentSource : (new EventSource(url) as unknown as EventSourceLike);

/** The single stream of one tab. Framework-free; the provider below ties it to React. */
export class LiveEvents {
  private readonly subscriptions = new Set<Subscription>();
  private readonly createEventSource: EventSourceFactory;
  private readonly random: () => number;
  private source: EventSourceLike | null = null;
  /** Topics the open (or opening) stream was asked for, as sent. */
  private connectedTopics = '';
  private lastEventId: string | null = null;
  private member: string | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: LiveEventsOptions) {
    this.createEventSource = options.createEventSource ?? defaultEventSource;
    this.random = options.random ?? Math.random;
  }

  /**
   * Connects for a signed-in member, closes for a guest (or after sign-out). Another member
   * signing in on this tab gets a stream of their own, starting afresh rather than from the
   * last one's cursor.
   */
  setMember(memberId: string | null): void {
    if (memberId === this.member) return;
    this.member = memberId;
    this.close();
    this.lastEventId = null;
    this.failures = 0;
    // Components mounting with the page subscribe in the same moment: open once, with their topics.
    if (memberId !== null) this.schedule(TOPIC_DEBOUNCE_MS);
  }

  subscribe(topics: readonly string[], handler: LiveEventHandler): () => void {
    const subscription: Subscription = { topics, handler };
    this.subscriptions.add(subscription);
    this.topicsChanged();
    return () => {
      this.subscriptions.delete(subscription);
      this.topicsChanged();
    };
  }

  /** The public topics to ask for, sorted so the same set always reads the same. */
  private wantedTopics(): string {
    const topics = new Set<string>();
    for (const s of this.subscriptions) for (const t of s.topics) if (t !== MY_TOPIC && !t.startsWith('user:')) topics.add(t);
    return [...topics].sort().join(',');
  }

  private topicsChanged(): void {
    if (this.member === null || this.failures > 0) return;
    if (this.source && this.wantedTopics() === this.connectedTopics) {
      this.clearTimer();
      return;
    }
    this.schedule(TOPIC_DEBOUNCE_MS);
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private connect(): void {
    this.clearTimer();
    if (this.member === null) return;
    this.source?.close();
    const topics = this.wantedTopics();
    const params = new URLSearchParams();
    if (topics) params.set('topics', topics);
    if (this.lastEventId) params.set('since', this.lastEventId);
    const query = params.toString();
    const source = this.createEventSource(`/api/events/stream${query ? `?${query}` : ''}`);
    this.source = source;
    this.connectedTopics = topics;
    source.onopen = () => {
      this.failures = 0;
      // Topics may have changed while the stream was opening.
      if (this.wantedTopics() !== this.connectedTopics) this.schedule(TOPIC_DEBOUNCE_MS);
    };
    source.onerror = () => {
      if (this.source !== source) return;
      // EventSource retries by itself only after a dropped connection, and never after a
      // 401 or 500: take over with backoff, resuming from the last event seen.
      source.close();
      this.source = null;
      const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** this.failures);
      this.failures++;
      this.schedule(Math.round(this.random() * ceiling));
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, (message) => this.receive(source, message));
    source.addEventListener('reset', () => {
      if (this.source === source) this.options.onReset();
    });
  }

  private receive(source: EventSourceLike, message: MessageEvent<string>): void {
    if (this.source !== source) return;
    if (message.lastEventId) this.lastEventId = message.lastEventId;
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data) as LiveEvent;
    } catch {
      return;
    }
    for (const s of [...this.subscriptions]) if (concerns(s.topics, event.topics)) s.handler(event);
  }

  private close(): void {
    this.clearTimer();
    this.source?.close();
    this.source = null;
    this.connectedTopics = '';
  }

  /** Closes for good (the provider unmounts). */
  dispose(): void {
    this.member = null;
    this.close();
  }
}

const LiveEventsContext = createContext<LiveEvents | null>(null);

/**
 * Owns the tab's stream: open while a member is signed in (`memberId`), closed otherwise. When
 * the server says too much was missed (`event: reset`), every query is refetched.
 */
export function LiveEventsProvider({ memberId, children, createEventSource }: { memberId: string | null; children: ReactNode; createEventSource?: EventSourceFactory }) {
  const queryClient = useQueryClient();
  const [live] = useState(() => new LiveEvents({ onReset: () => void queryClient.invalidateQueries(), createEventSource }));
  useEffect(() => {
    live.setMember(memberId);
  }, [live, memberId]);
  useEffect(() => () => live.dispose(), [live]);
  return createElement(LiveEventsContext.Provider, { value: live }, children);
}

/**
 * Calls `onEvent` for every live event on any of `topics` (`MY_TOPIC` for the member's own)
 * while the component is mounted. `onEvent` may change every render; the topics are compared
 * by value, so an inline array does not reconnect.
 */
export function useLiveEvents(topics: readonly string[], onEvent: LiveEventHandler): void {
  const live = useContext(LiveEventsContext);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = [...topics].sort().join(',');
  useEffect(() => {
    if (!live || key === '') return undefined;
    return live.subscribe(key.split(','), (event) => handler.current(event));
  }, [live, key]);
}
