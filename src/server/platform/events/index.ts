import type { EventBus } from './bus.js';
import type { LiveStreams } from './stream.routes.js';

export { createEventBus, eventRetryDelayMs, EVENTS_CHANNEL, type EventBus, type EventBusOptions, type HandledEvent } from './bus.js';
export { createLiveStreams, sseFrame, HEARTBEAT_MS, REPLAY_LIMIT, type LiveStreams } from './stream.routes.js';
export { cursorText, parseCursor, type Cursor, type StoredEvent } from './events.repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Domain events: publish in a transaction, subscribe, live feed; tests call `app.events.drain()`. */
    events: EventBus;
    /** The Server-Sent Events streams open on this instance. */
    liveStreams: LiveStreams;
  }
}
