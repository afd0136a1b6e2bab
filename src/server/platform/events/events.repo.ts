import { param, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { domainEvents, eventHandled } from './events.tables.js';

/** Where a reader stands: the (transaction id, event id) of the last event it has taken. */
export interface Cursor {
  tx: string;
  id: number;
}

export interface StoredEvent {
  id: number;
  tx: string;
  type: string;
  topics: string[];
  payload: Record<string, unknown>;
  occurredAt: Date;
}

export interface ReadResult {
  /** Events every reader may take now, in order. */
  events: StoredEvent[];
  /**
   * Committed events exist past the last one answered that are not yet safe to take (a
   * transaction older than theirs is still running): read again shortly.
   */
  held: boolean;
}

export interface ConsumerLease {
  cursor: Cursor;
  failingEventId: number | null;
  attempts: number;
}

export const cursorText = (c: Cursor) => `${c.tx}-${c.id}`;
export function parseCursor(text: string): Cursor | null {
  const m = /^([0-9]{1,20})-([0-9]{1,20})$/.exec(text);
  if (!m) return null;
  const id = Number(m[2]);
  return Number.isSafeInteger(id) ? { tx: m[1]!, id } : null;
}

type EventRow = { id: number | string; tx: string; type: string; topics: string[]; payload: Record<string, unknown>; occurred_at: Date | string; ready: boolean };

function toEvent(r: EventRow): StoredEvent {
  return {
    id: Number(r.id),
    tx: String(r.tx),
    type: r.type,
    topics: r.topics ?? [],
    payload: r.payload,
    occurredAt: r.occurred_at instanceof Date ? r.occurred_at : new Date(r.occurred_at),
  };
}

/**
 * The oldest transaction that may still add events: every event of an older transaction is
 * already visible, so a reader can take events below this and never find one appear behind it.
 *
 * PGlite is one connection: the snapshot's xmin. PostgreSQL's xmin counts every database of
 * the cluster, and a long transaction in another database (a seed, another app) would hold
 * events back for its whole length; so the running transactions of other databases are left
 * out. Any running transaction not known to belong elsewhere counts (one that ended between
 * the snapshot and the look at pg_stat_activity, or whose database is hidden from this role):
 * leaving out one of ours could skip its events, counting a stranger only waits a pass.
 */
function horizonSql(engine: Database['engine']): string {
  if (engine === 'pglite') return 'pg_snapshot_xmin(pg_current_snapshot())';
  return `(select coalesce(
      (select min(x) from pg_snapshot_xip(pg_current_snapshot()) x
       where (x::text::numeric % 4294967296)::text not in (
         select backend_xid::text from pg_stat_activity
         where backend_xid is not null and datname is distinct from current_database() and datname is not null)),
      pg_snapshot_xmax(pg_current_snapshot())))`;
}

/** The events outbox: the only SQL of platform/events. */
export function createEventsRepo(database: Database) {
  const { db } = database;
  const horizon = horizonSql(database.engine);

  return {
    async insert(tx: DbOrTx, event: { type: string; topics: string[]; payload: unknown }): Promise<void> {
      await tx.insert(domainEvents).values({ type: event.type, topics: event.topics, payload: event.payload });
    },

    /**
     * Events and the wake-up of `channel`, a statement per thousand events with `pg_notify` in
     * it: one round trip for a publish or a group of bids. The wake-up reaches every instance's
     * readers when the caller's transaction commits (not before, not if it rolls back); the
     * same notification sent twice in one transaction is delivered once.
     */
    async insertAndNotify(tx: DbOrTx, events: { type: string; topics: string[]; payload: unknown }[], channel: string): Promise<void> {
      for (let i = 0; i < events.length; i += 1000) {
        const chunk = events.slice(i, i + 1000);
        await tx.execute(sql`
          with notified as (select pg_notify(${channel}, ''))
          insert into ${domainEvents} (type, topics, payload)
          select u.type, array(select jsonb_array_elements_text(u.topics::jsonb)), u.payload::jsonb
            from notified, unnest(${param(chunk.map((e) => e.type))}::text[], ${param(chunk.map((e) => JSON.stringify(e.topics)))}::text[],
                                  ${param(chunk.map((e) => JSON.stringify(e.payload)))}::text[]) with ordinality as u(type, topics, payload, n)
           order by u.n`);
      }
    },

    /** Marks an event handled by `consumer` in `tx`; false when it already was (skip it). */
    async markHandled(tx: DbOrTx, consumer: string, eventId: number): Promise<boolean> {
      const rows = await tx.insert(eventHandled).values({ consumer, eventId }).onConflictDoNothing().returning({ id: eventHandled.eventId });
      return rows.length > 0;
    },

    /** Runs `work` in a transaction of the database. */
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * The position just before everything not yet safe to read: a new reader starts here and
     * sees every event committed from now on.
     */
    async horizon(): Promise<Cursor> {
      const { rows } = await database.query<{ tx: string }>(`select ${horizon}::text as tx`);
      return { tx: String(rows[0]!.tx), id: 0 };
    },

    /**
     * Events after `after`, oldest first, only those whose transaction is older than every
     * transaction still running that may write them (the horizon). With `topics`, only events on one of them (replay of a stream).
     */
    async readAfter(after: Cursor, limit: number, topics?: string[]): Promise<ReadResult> {
      const byTopic = topics ? 'and topics && $4::text[]' : '';
      const { rows } = await database.query<EventRow>(
        `select id, tx_id::text as tx, type, topics, payload, occurred_at,
                tx_id < ${horizon} as ready
         from domain_events
         where (tx_id, id) > ($1::xid8, $2::bigint) ${byTopic}
         order by tx_id, id
         limit $3`,
        topics ? [after.tx, after.id, limit, topics] : [after.tx, after.id, limit],
      );
      const events: StoredEvent[] = [];
      let held = false;
      for (const r of rows) {
        if (!r.ready) {
          held = true;
          break;
        }
        events.push(toEvent(r));
      }
      return { events, held };
    },

    /** Creates a subscriber's row at `start` unless it exists (a new subscriber hears what comes next). */
    async ensureConsumer(name: string, start: Cursor): Promise<void> {
      await database.query(
        `insert into event_consumers (name, tx_id, event_id) values ($1, $2::xid8, $3) on conflict (name) do nothing`,
        [name, start.tx, start.id],
      );
    },

    /** Takes a subscriber for `seconds` unless another instance holds it or it is waiting to retry. */
    async lease(name: string, holder: string, seconds: number): Promise<ConsumerLease | null> {
      const { rows } = await database.query<{ tx: string; event_id: number | string; failing_event_id: number | string | null; attempts: number }>(
        `update event_consumers
         set leased_until = now() + make_interval(secs => $3), leased_by = $2
         where name = $1
           and (leased_until is null or leased_until < now() or leased_by = $2)
           and (retry_at is null or retry_at <= now())
         returning tx_id::text as tx, event_id, failing_event_id, attempts`,
        [name, holder, seconds],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        cursor: { tx: String(r.tx), id: Number(r.event_id) },
        failingEventId: r.failing_event_id === null ? null : Number(r.failing_event_id),
        attempts: Number(r.attempts),
      };
    },

    /** Moves the subscriber past `to`, clears any failure, and lets the lease go (only the holder may). */
    async advance(name: string, holder: string, to: Cursor, release: boolean): Promise<void> {
      await database.query(
        `update event_consumers
         set tx_id = $3::xid8, event_id = $4, failing_event_id = null, attempts = 0, retry_at = null, last_error = null,
             leased_until = case when $5 then null else leased_until end, updated_at = now()
         where name = $1 and leased_by = $2`,
        [name, holder, to.tx, to.id, release],
      );
    },

    /** Records a failed attempt at `eventId` and when to try again; the cursor stays before it. */
    async failed(name: string, holder: string, at: Cursor, eventId: number, attempts: number, error: string, retryInMs: number): Promise<void> {
      await database.query(
        `update event_consumers
         set tx_id = $3::xid8, event_id = $4, failing_event_id = $5, attempts = $6, last_error = $7,
             retry_at = now() + make_interval(secs => $8::double precision / 1000), leased_until = null, updated_at = now()
         where name = $1 and leased_by = $2`,
        [name, holder, at.tx, at.id, eventId, attempts, error.slice(0, 2000), retryInMs],
      );
    },

    async deadLetter(name: string, eventId: number, attempts: number, error: string): Promise<void> {
      await database.query(
        `insert into event_dead_letters (consumer, event_id, attempts, error) values ($1, $2, $3, $4)
         on conflict (consumer, event_id) do nothing`,
        [name, eventId, attempts, error.slice(0, 2000)],
      );
    },

    async release(name: string, holder: string): Promise<void> {
      await database.query(`update event_consumers set leased_until = null where name = $1 and leased_by = $2`, [name, holder]);
    },

    async deadLetters(name: string): Promise<{ eventId: number; attempts: number; error: string }[]> {
      const { rows } = await database.query<{ event_id: number | string; attempts: number; error: string }>(
        'select event_id, attempts, error from event_dead_letters where consumer = $1 order by event_id',
        [name],
      );
      return rows.map((r) => ({ eventId: Number(r.event_id), attempts: r.attempts, error: r.error }));
    },

    /** Drops events older than `days` that every subscriber has passed (the stream replays at most a day). */
    async prune(days: number): Promise<number> {
      const { rows } = await database.query<{ n: number | string }>(
        `with gone as (
           delete from domain_events e
           where e.occurred_at < now() - make_interval(days => $1)
             and not exists (select 1 from event_consumers c where (c.tx_id, c.event_id) < (e.tx_id, e.id))
           returning 1)
         select count(*) as n from gone`,
        [days],
      );
      await database.query(`delete from event_handled where handled_at < now() - make_interval(days => $1)`, [days]);
      return Number(rows[0]?.n ?? 0);
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
