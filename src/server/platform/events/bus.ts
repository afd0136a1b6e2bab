import { randomUUID } from 'node:crypto';
import type { Database, DbOrTx } from '../../db/client.js';
import { eventSchemas, invalidEvent, type DomainEvent, type EventPayload, type EventType } from '../../../shared/events/contracts.js';
import { createEventsRepo, type Cursor, type StoredEvent } from './events.repo.js';

export const EVENTS_CHANNEL = 'patina_events';

export interface EventsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EventBusOptions {
  log: EventsLog;
  /** Safety net: how often readers look for events even without a notification; 0 = never (tests drain). */
  pollMs: number;
  /** A subscriber's handler failing on one event is tried this many times before it is dead-lettered. */
  maxAttempts?: number;
  /** Wait before the next try after `attempts` failures; eventRetryDelayMs by default. */
  retryDelayMs?: (attempts: number) => number;
}

export interface HandledEvent<T extends EventType> {
  id: number;
  type: T;
  topics: string[];
  payload: EventPayload<T>;
  occurredAt: Date;
}

type Handler = (event: HandledEvent<EventType>) => Promise<void>;
type BatchHandler = (events: HandledEvent<EventType>[]) => Promise<void>;
interface Subscriber {
  types: Set<string>;
  handler: Handler;
  /** Handles every event of a page at once (subscribeBatch); `handler` is then the same, one event at a time. */
  batch?: BatchHandler;
  /** Runs at most once in this many ms, except when drained (subscribeBatch). */
  paceMs: number;
}
/** A handler run in a transaction with the mark that it ran: its effect happens exactly once. */
export type OnceHandler<T extends EventType> = (event: HandledEvent<T>, tx: DbOrTx) => Promise<void>;
type LiveListener = (event: StoredEvent) => void;

const BATCH = 200;
const LEASE_SECONDS = 60;
const HELD_RETRY_MS = 25;
/** Every subscriber runs (and moves its stored cursor) at least this often, even with nothing for it. */
const FULL_PASS_MS = 30_000;

const isAfter = (a: Cursor, b: Cursor) => {
  const ta = BigInt(a.tx);
  const tb = BigInt(b.tx);
  return ta > tb || (ta === tb && a.id > b.id);
};

/** A stored event with its payload read through its schema (a row that no longer fits fails its handler). */
function parsed(event: StoredEvent): HandledEvent<EventType> {
  const payload = eventSchemas[event.type as EventType].parse(event.payload);
  return { id: event.id, type: event.type as EventType, topics: event.topics, payload, occurredAt: event.occurredAt };
}

/** 1 s, 2 s, 4 s … capped at five minutes. */
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Domain events for the whole server (issue #9 §1, decision 009).
 *
 * - `publish(tx, event)` writes the event in the caller's transaction and notifies on commit.
 * - `subscribe(name, types, handler)`: a durable subscriber. Across all instances one at a time
 *   handles each event at least once, in commit order; handlers are idempotent (natural keys).
 * - `live(listener)`: every committed event, on every instance, as soon as it is safe to read
 *   (browser streams, cache invalidation). Best effort: a stream resumes from the table.
 *
 * Readers wake on LISTEN/NOTIFY (PostgreSQL across instances, PGlite in-process) and poll as a
 * safety net. NOTIFY carries nothing: the rows stay in the table (8,000-byte payload limit).
 */
export function createEventBus(database: Database, options: EventBusOptions) {
  const repo = createEventsRepo(database);
  const holder = randomUUID();
  const maxAttempts = options.maxAttempts ?? 8;
  const retryDelay = options.retryDelayMs ?? eventRetryDelayMs;
  const subscribers = new Map<string, Subscriber>();
  const liveListeners = new Set<LiveListener>();

  let liveCursor: Cursor | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let poll: NodeJS.Timeout | null = null;
  let heldTimer: NodeJS.Timeout | null = null;
  let started = false;
  let stopped = false;
  /** Rows of subscribers registered after start, created before the next pass reads them. */
  let ensuring: Promise<void>[] = [];

  function register(name: string, types: readonly string[], handler: Handler, batch?: BatchHandler, paceMs = 0): void {
    if (subscribers.has(name)) throw new Error(`event subscriber '${name}' is registered twice`);
    subscribers.set(name, { types: new Set(types), handler, batch, paceMs });
    if (started && liveCursor) ensuring.push(repo.ensureConsumer(name, liveCursor));
  }

  async function readLive(): Promise<boolean> {
    if (!liveCursor) liveCursor = await repo.horizon();
    for (;;) {
      const page = await repo.readAfter(liveCursor, BATCH);
      const held = page.held;
      for (const event of page.events) {
        liveCursor = { tx: event.tx, id: event.id };
        for (const listener of liveListeners) {
          try {
            listener(event);
          } catch (error) {
            options.log.error({ err: error, type: event.type }, 'live event listener failed');
          }
        }
      }
      if (page.events.length < BATCH || held) return held;
    }
  }

  /**
   * Where each subscriber is known to stand on this instance: it has nothing to do up to
   * there (it ran here, or a scan found none of its types). A lower bound of its stored
   * cursor's work, so a pass can skip a subscriber without asking for its lease.
   */
  const known = new Map<string, Cursor>();
  /** When each paced subscriber last heard events here (its pace runs from then). */
  const lastRun = new Map<string, number>();
  let lastFullPass = 0;

  /** One pass of one subscriber: handle what is ready, advance, let go. Answers whether events were held back. */
  async function runSubscriber(name: string, sub: Subscriber): Promise<boolean> {
    const lease = await repo.lease(name, holder, LEASE_SECONDS);
    if (!lease) return false;
    let cursor = lease.cursor;
    let attempts = lease.attempts;
    let failingId = lease.failingEventId;
    try {
      for (;;) {
        const page = await repo.readAfter(cursor, BATCH);
        // A batch subscriber hears the page's events at once; when that fails (or an event of
        // it failed before), they go one at a time, each with its own retries and dead letter.
        let handled = false;
        const matching = sub.batch && failingId === null ? page.events.filter((e) => sub.types.has(e.type)) : [];
        // The pace counts passes that heard something: a quiet subscriber hears its next event at once.
        if (sub.paceMs > 0 && page.events.some((e) => sub.types.has(e.type))) lastRun.set(name, Date.now());
        if (matching.length > 1) {
          try {
            await sub.batch!(matching.map(parsed));
            handled = true;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            options.log.warn({ subscriber: name, events: matching.length, err: message }, 'event batch failed; handling its events one by one');
          }
        }
        for (const event of page.events) {
          if (!handled && sub.types.has(event.type)) {
            try {
              await sub.handler(parsed(event));
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              const tries = failingId === event.id ? attempts + 1 : 1;
              if (tries < maxAttempts) {
                options.log.warn({ subscriber: name, event: event.id, type: event.type, attempts: tries, err: message }, 'event handler failed; will retry');
                await repo.failed(name, holder, cursor, event.id, tries, message, retryDelay(tries));
                return false;
              }
              options.log.error({ subscriber: name, event: event.id, type: event.type, attempts: tries, err: message }, 'event handler gave up: dead-lettered');
              await repo.deadLetter(name, event.id, tries, message);
            }
          }
          cursor = { tx: event.tx, id: event.id };
          failingId = null;
          attempts = 0;
        }
        const done = page.events.length < BATCH || page.held;
        await repo.advance(name, holder, cursor, done);
        if (done) {
          known.set(name, cursor);
          return page.held;
        }
      }
    } catch (error) {
      await repo.release(name, holder).catch(() => undefined);
      throw error;
    }
  }

  /** Whether the last live and subscriber passes left committed events behind a running transaction. */
  const lastHeld = { live: false, subscribers: false };

  function holdOn(held: boolean): void {
    // An event committed behind an older transaction still running: look again very soon.
    if (held && started && !stopped && !heldTimer) {
      heldTimer = setTimeout(() => {
        heldTimer = null;
        wake();
      }, HELD_RETRY_MS);
      heldTimer.unref();
    }
  }

  /**
   * A loop that runs `pass` now; calls while it runs share it, and one more pass follows if
   * asked meanwhile. Live delivery and subscribers have one each, so a slow handler (a
   * search reindex) never delays what browsers hear.
   */
  function coalesced(pass: () => Promise<void>): (() => Promise<void>) & { inFlight(): Promise<void> | null } {
    let running: Promise<void> | null = null;
    let again = false;
    const run = () => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await pass();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    };
    return Object.assign(run, { inFlight: () => running });
  }

  const liveLoop = coalesced(async () => {
    lastHeld.live = liveListeners.size > 0 || liveCursor ? await readLive() : false;
    holdOn(lastHeld.live);
  });

  let paceTimer: NodeJS.Timeout | null = null;
  /** A drain asked from outside (tests, shutdown): paced subscribers run at once. */
  let unpaced = false;

  const subscriberLoop = coalesced(async () => {
    if (ensuring.length > 0) {
      const waiting = ensuring;
      ensuring = [];
      await Promise.all(waiting);
    }
    const force = unpaced;
    unpaced = false;
    // Paced subscribers not due yet sit this pass out, and out of its scan: they are behind
    // by design, and the scan reads from the furthest-behind one.
    const now = Date.now();
    let nextDue = Infinity;
    const runnable = [...subscribers].filter(([name, sub]) => {
      const due = (lastRun.get(name) ?? -Infinity) + sub.paceMs;
      if (sub.paceMs === 0 || force || now >= due) return true;
      nextDue = Math.min(nextDue, due);
      return false;
    });
    try {
      let held = false;
      for (const [name, sub] of await subscribersWithWork(runnable)) {
        held = (await runSubscriber(name, sub)) || held;
      }
      lastHeld.subscribers = held;
      holdOn(held);
    } finally {
      // Even after a failed pass: the paced subscribers held back still get their turn.
      if (nextDue < Infinity && started && !stopped && !paceTimer) {
        paceTimer = setTimeout(() => {
          paceTimer = null;
          wake();
        }, Math.max(0, nextDue - Date.now()));
        paceTimer.unref();
      }
    }
  });

  /**
   * The subscribers that may have something to do. Most events concern few subscribers (a
   * message sent concerns none): one read of what was committed since the furthest-behind
   * known position spares the others their lease, read and advance — three statements each
   * per event. Every subscriber still runs at least every FULL_PASS_MS (its stored cursor
   * moves on), and all of them whenever the scan cannot tell (events held behind a running
   * transaction, a full page, a subscriber not yet run here).
   */
  async function subscribersWithWork(all: [string, Subscriber][]): Promise<[string, Subscriber][]> {
    if (all.length === 0) return all;
    const now = Date.now();
    if (now - lastFullPass >= FULL_PASS_MS || all.some(([name]) => !known.has(name))) {
      lastFullPass = now;
      return all;
    }
    const from = all.map(([name]) => known.get(name)!).reduce((a, b) => (isAfter(a, b) ? b : a));
    const page = await repo.readAfter(from, BATCH);
    if (page.held || page.events.length >= BATCH) return all;
    const end = page.events.at(-1);
    return all.filter(([name, sub]) => {
      const since = known.get(name)!;
      const due = page.events.some((e) => sub.types.has(e.type) && isAfter({ tx: e.tx, id: e.id }, since));
      if (!due && end && isAfter({ tx: end.tx, id: end.id }, since)) known.set(name, { tx: end.tx, id: end.id });
      return due;
    });
  }

  /**
   * Handles everything committed so far, live and subscribers: when an event is held behind a
   * transaction still running (here or, for a moment, one elsewhere that just ended), it looks
   * again every 25 ms for up to two seconds.
   */
  async function drain(force = false): Promise<void> {
    for (let tries = 0; ; tries++) {
      if (force) unpaced = true;
      await Promise.all([liveLoop(), subscriberLoop()]);
      if (!(lastHeld.live || lastHeld.subscribers) || tries >= 80) return;
      await new Promise((r) => setTimeout(r, HELD_RETRY_MS));
    }
  }

  function wake(): void {
    if (stopped) return;
    drain().catch((error: unknown) => options.log.error({ err: error }, 'event pass failed'));
  }

  function schedulePoll(): void {
    if (stopped || options.pollMs <= 0) return;
    poll = setTimeout(() => {
      poll = null;
      drain()
        .catch((error: unknown) => options.log.error({ err: error }, 'event pass failed'))
        .finally(schedulePoll);
    }, options.pollMs);
    poll.unref();
  }

  return {
    /**
     * Records `event` in `tx` (the caller's transaction, or the database for a lone write).
     * Throws on a payload that does not match its schema: that is a programming error.
     */
    async publish(tx: DbOrTx, event: DomainEvent): Promise<void> {
      const problem = invalidEvent(event);
      if (problem) throw new TypeError(`invalid domain event: ${problem}`);
      await repo.insertAndNotify(tx, [{ type: event.type, topics: event.topics ?? [], payload: event.payload }], EVENTS_CHANNEL);
    },

    /** Records several events in `tx` with one notification (a fan-out); each is checked as `publish` does. */
    async publishMany(tx: DbOrTx, events: readonly DomainEvent[]): Promise<void> {
      if (events.length === 0) return;
      for (const event of events) {
        const problem = invalidEvent(event);
        if (problem) throw new TypeError(`invalid domain event: ${problem}`);
      }
      await repo.insertAndNotify(tx, events.map((e) => ({ type: e.type, topics: e.topics ?? [], payload: e.payload })), EVENTS_CHANNEL);
    },

    /** A durable subscriber; register before start(). Its name is its identity across restarts. */
    subscribe<T extends EventType>(name: string, types: readonly T[], handler: (event: HandledEvent<T>) => Promise<void>): void {
      register(name, types, handler as Handler);
    },

    /**
     * A durable subscriber that hears the events of a pass together (up to a page), for work
     * that is cheaper in bulk than one event at a time (the notifications of a storm of
     * bids). It runs at most once every `paceMs` (a drain runs it at once), so under a burst
     * its batches grow instead of its passes. Delivery is as `subscribe`'s: at least once, in
     * commit order; when a batch fails its events are retried one at a time.
     */
    subscribeBatch<T extends EventType>(name: string, types: readonly T[], handler: (events: HandledEvent<T>[]) => Promise<void>, options: { paceMs: number }): void {
      const batch = handler as BatchHandler;
      register(name, types, (event) => batch([event]), batch, options.paceMs);
    },

    /**
     * A durable subscriber whose handler runs in one transaction with the record that it
     * handled the event, so a count moved by one is moved once however often the event
     * arrives. The handler must use only `tx`.
     */
    subscribeOnce<T extends EventType>(name: string, types: readonly T[], handler: OnceHandler<T>): void {
      register(name, types, (event) =>
        repo.transaction(async (tx) => {
          if (await repo.markHandled(tx, name, event.id)) await handler(event as HandledEvent<T>, tx);
        }));
    },

    /** Every committed event on this instance, from now on. Answers a function that stops it. */
    live(listener: LiveListener): () => void {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },

    /** Where the live feed stands: events after this have not all reached live listeners yet. */
    liveCursor(): Cursor | null {
      return liveCursor;
    },

    /** Events after `cursor` on any of `topics`, for a stream that resumes. */
    replay: (cursor: Cursor, topics: string[], limit: number) => repo.readAfter(cursor, limit, topics),

    horizon: () => repo.horizon(),
    deadLetters: (name: string) => repo.deadLetters(name),
    prune: (days: number) => repo.prune(days),

    /** Handles everything ready now, paced subscribers too (tests; shutdown). */
    drain: () => drain(true),

    async start(): Promise<void> {
      if (started) return;
      started = true;
      stopped = false;
      const start = await repo.horizon();
      liveCursor = start;
      for (const name of subscribers.keys()) await repo.ensureConsumer(name, start);
      unlisten = await database.listen(EVENTS_CHANNEL, () => wake());
      schedulePoll();
      wake();
    },

    async stop(): Promise<void> {
      stopped = true;
      started = false;
      if (poll) clearTimeout(poll);
      if (heldTimer) clearTimeout(heldTimer);
      if (paceTimer) clearTimeout(paceTimer);
      poll = heldTimer = paceTimer = null;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await Promise.all([liveLoop.inFlight(), subscriberLoop.inFlight()].map((p) => p?.catch(() => undefined)));
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
