/**
 * A Server-Sent Events client over real HTTP, for tests: it parses frames as a browser's
 * EventSource does and lets a test wait for the event it expects.
 */
export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** Resolves with the first frame (already received or to come) that matches, or rejects after `timeoutMs`. */
  next(match: (f: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters = new Set<{ match: (f: SseFrame) => boolean; resolve: (f: SseFrame) => void }>();
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((r) => (endedResolve = r));

  const push = (frame: SseFrame) => {
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.match(frame)) {
        waiters.delete(w);
        w.resolve(frame);
      }
    }
  };

  if (res.body && res.status === 200) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const frame: SseFrame = { id: null, event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') frame.id = value;
              else if (field === 'event') frame.event = value;
              else if (field === 'data') {
                frame.data += (hasData ? '\n' : '') + value;
                hasData = true;
              }
            }
            if (hasData) push(frame);
          }
        }
      } catch {
        // aborted by close()
      } finally {
        endedResolve();
      }
    })();
  } else {
    endedResolve();
  }

  return {
    status: res.status,
    headers: res.headers,
    frames,
    ended,
    next(match, timeoutMs = 5000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching event within ${timeoutMs} ms (got ${frames.map((f) => f.event).join(', ') || 'none'})`));
        }, timeoutMs);
      });
    },
    close() {
      abort.abort();
    },
  };
}
