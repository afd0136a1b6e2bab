import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURSOR_PATTERN, MAX_STREAM_TOPICS, PUBLIC_TOPIC_PATTERN, userTopic, type LiveEvent,
} from '../../../shared/events/contracts.js';
import { InvalidError, UnauthorizedError } from '../errors.js';
import type { EventBus } from './bus.js';
import { cursorText, parseCursor, type Cursor, type StoredEvent } from './events.repo.js';

/** How often an idle stream says it is alive (proxies close quiet connections after ~60 s). */
export const HEARTBEAT_MS = 15_000;
/** A stream that resumes replays at most this many missed events; past that it is told to reload. */
export const REPLAY_LIMIT = 500;
/** A client that reads this far behind is cut off; it reconnects and resumes from the table. */
const MAX_BUFFERED_BYTES = 1_048_576;

interface Client {
  /**
   * The connection itself: the stream is written raw, one write per frame (no chunked
   * framing, the body ends when the connection closes), which is what lets one process fan an
   * event out to ten thousand streams quickly.
   */
  res: Socket;
  topics: Set<string>;
  /** Live events that arrive while the missed ones are read from the table. */
  pending: StoredEvent[] | null;
  last: Cursor | null;
}

function after(a: Cursor, b: Cursor | null): boolean {
  if (!b) return true;
  const ta = BigInt(a.tx);
  const tb = BigInt(b.tx);
  return ta > tb || (ta === tb && a.id > b.id);
}

/** One SSE frame: `id` resumes, `event` is the type, `data` the JSON of a LiveEvent. */
export function sseFrame(event: StoredEvent): string {
  const data: LiveEvent = {
    id: cursorText(event),
    type: event.type,
    topics: event.topics,
    payload: event.payload,
    occurred_at: event.occurredAt.toISOString(),
  };
  return `id: ${data.id}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

const streamQuery = z.object({
  topics: z.string().max(4000).optional(),
  /** Resume point when the browser cannot send Last-Event-ID (a new EventSource after a topic change). */
  since: z.string().regex(CURSOR_PATTERN, 'must be an event id from this stream').optional(),
});

/**
 * Live events to browsers (issue #9 §2): one Server-Sent Events stream per tab, carrying the
 * member's own topic and the public topics the page follows. Streams live on the instance
 * that accepted them; every instance hears every committed event (LISTEN/NOTIFY), so a
 * load balancer may send a tab anywhere.
 */
export function createLiveStreams(bus: EventBus) {
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  let heartbeat: NodeJS.Timeout | null = null;

  /** When the last events reached this instance and when their fan-out finished (epoch ms), newest last. */
  const fanouts: { id: string; heard: number; written: number; streams: number }[] = [];

  function write(client: Client, frame: string | Buffer): void {
    if (client.res.writableLength > MAX_BUFFERED_BYTES) {
      drop(client);
      return;
    }
    client.res.write(frame);
  }

  function deliver(client: Client, event: StoredEvent, frame: string | Buffer): void {
    if (client.pending) {
      client.pending.push(event);
      return;
    }
    if (!after(event, client.last)) return;
    client.last = { tx: event.tx, id: event.id };
    write(client, frame);
  }

  function drop(client: Client): void {
    if (!clients.delete(client)) return;
    for (const t of client.topics) {
      const set = byTopic.get(t);
      set?.delete(client);
      if (set?.size === 0) byTopic.delete(t);
    }
    if (!client.res.writableEnded) client.res.end();
    client.res.destroySoon?.();
  }

  const stopLive = bus.live((event) => {
    if (event.topics.length === 0 || clients.size === 0) return;
    const heard = performance.timeOrigin + performance.now();
    // Encoded once: ten thousand sockets then copy bytes instead of each encoding the string.
    const frame = Buffer.from(sseFrame(event));
    let streams = 0;
    if (event.topics.length === 1) {
      for (const c of byTopic.get(event.topics[0]!) ?? []) {
        deliver(c, event, frame);
        streams++;
      }
    } else {
      const seen = new Set<Client>();
      for (const t of event.topics) {
        for (const c of byTopic.get(t) ?? []) {
          if (seen.has(c)) continue;
          seen.add(c);
          deliver(c, event, frame);
        }
      }
      streams = seen.size;
    }
    if (streams === 0) return;
    fanouts.push({ id: cursorText(event), heard, written: performance.timeOrigin + performance.now(), streams });
    if (fanouts.length > 100) fanouts.shift();
  });

  function ensureHeartbeat(): void {
    if (heartbeat) return;
    heartbeat = setInterval(() => {
      for (const c of clients) write(c, ': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  async function open(res: Socket, topics: Set<string>, since: Cursor | null): Promise<void> {
    const client: Client = { res, topics, pending: since ? [] : null, last: null };
    clients.add(client);
    for (const t of topics) {
      let set = byTopic.get(t);
      if (!set) byTopic.set(t, (set = new Set()));
      set.add(client);
    }
    res.on('close', () => drop(client));
    ensureHeartbeat();
    if (!since) return;
    try {
      const { events } = await bus.replay(since, [...topics], REPLAY_LIMIT + 1);
      if (events.length > REPLAY_LIMIT) {
        // Too much was missed to send one by one: the page reloads what it shows.
        res.write(`event: reset\ndata: {}\n\n`);
        client.last = bus.liveCursor();
      } else {
        client.last = since;
        for (const e of events) {
          if (!after(e, client.last)) continue;
          client.last = { tx: e.tx, id: e.id };
          write(client, sseFrame(e));
        }
      }
    } finally {
      const pending = client.pending ?? [];
      client.pending = null;
      for (const e of pending) deliver(client, e, sseFrame(e));
    }
  }

  return {
    /** Streams open on this instance. */
    count: () => clients.size,

    /** The last hundred fan-outs: when each event was heard here and when its last write returned. */
    fanouts: () => [...fanouts],

    routes(viewerOf: (req: FastifyRequest) => Promise<{ id: string } | null>): FastifyPluginAsyncZod {
      return async (app) => {
        app.get('/api/events/stream', {
          config: { capability: 'view_details' },
          schema: {
            tags: ['events'],
            summary:
              "Server-Sent Events: the member's own notifications and messages, and the public topics " +
              '(product:<id>, auction:<id>, listing:<id>) named in `topics`, comma-separated. Resumes after ' +
              'Last-Event-ID (or `since`), replaying what was missed.',
            querystring: streamQuery,
          },
        }, async (req, reply) => {
          const viewer = await viewerOf(req);
          if (!viewer) throw new UnauthorizedError('Sign in to receive live updates.');
          const asked = (req.query.topics ?? '').split(',').map((t) => t.trim()).filter(Boolean);
          if (asked.length > MAX_STREAM_TOPICS) throw new InvalidError(`A stream follows at most ${MAX_STREAM_TOPICS} topics.`, 'too_many_topics');
          const bad = asked.find((t) => !PUBLIC_TOPIC_PATTERN.test(t));
          if (bad !== undefined) {
            throw new InvalidError(`'${bad.slice(0, 80)}' is not a topic you can follow: use product:<id>, auction:<id> or listing:<id>.`, 'invalid_topic');
          }
          const header = req.headers['last-event-id'];
          const resume = typeof header === 'string' && header !== '' ? header : req.query.since;
          const since = resume === undefined ? null : parseCursor(resume);
          if (resume !== undefined && !since) throw new InvalidError('Last-Event-ID is not an event id from this stream.', 'invalid_cursor');

          reply.hijack();
          const res = reply.raw.socket;
          if (!res) return;
          // The head by hand: no Content-Length and no chunking, so the body runs until the
          // connection closes (RFC 9112 §6.3) and each frame is a single write.
          res.setNoDelay(true);
          res.write(
            'HTTP/1.1 200 OK\r\n' +
              'Content-Type: text/event-stream; charset=utf-8\r\n' +
              'Cache-Control: no-store\r\n' +
              'Connection: close\r\n' +
              'X-Accel-Buffering: no\r\n' +
              'X-Content-Type-Options: nosniff\r\n\r\n' +
              'retry: 2000\n\n',
          );
          await open(res, new Set([userTopic(viewer.id), ...asked]), since);
        });
      };
    },

    /** Ends every stream (shutdown): browsers reconnect, to another instance if this one is gone. */
    closeAll(): void {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      for (const c of [...clients]) drop(c);
    },

    stop(): void {
      stopLive();
      this.closeAll();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
