import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ART_KINDS, type ArtKind } from '../../../shared/catalog/art-kinds.js';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../shared/catalog/images.js';
import { AppError, NotFoundError } from '../../platform/errors.js';
import type { KnownImages } from './drawn-images.js';

const params = z.object({
  kind: z.enum(ART_KINDS, { message: 'is not a kind of artwork we draw' }),
  file: z.string().regex(/^[0-9a-f]{6}\.webp$/, 'must be a six-digit lower-case hex colour followed by .webp'),
});
const query = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], { message: `must be one of ${IMAGE_WIDTHS.join(', ')}` })
    .default('800')
    .transform((w) => Number(w) as ImageWidth),
});

export interface ArtworkLimits {
  /** Renders at once: sharp takes threads from the pool that scrypt (sign-in) needs too. */
  concurrency: number;
  /** Renders waiting; past this, 503 with Retry-After instead of an ever longer queue. */
  queue: number;
  /** The disk cache's cap in bytes; the least recently written files go first. */
  cacheBytes: number;
}

export const ARTWORK_LIMITS: ArtworkLimits = { concurrency: 1, queue: 48, cacheBytes: 512 * 1024 * 1024 };

/**
 * Draws one image as WebP (the catalogue's drawings: ./artwork/render.ts), handed in by app.ts
 * so a test can draw with less.
 */
export type DrawImage = (kind: ArtKind, colorHex: string, width: ImageWidth) => Promise<Buffer>;

export class RendererBusyError extends AppError {
  constructor() {
    super(503, 'renderer_busy', 'Images are being drawn; please try again in a moment.', { retryAfter: 2 });
  }
}

/**
 * Drawn product images, rendered once per (kind, colour, width) and kept on disk; the URL
 * names its content, so browsers may keep it for a year. Only the catalogue's own images are
 * drawn (anything else is 404), one render at a time behind a bounded queue, and the disk
 * cache has a cap. A gallery-size render also draws the zoom size ahead, when idle, so the
 * zoom viewer rarely waits.
 */
export function artworkRoutes(opts: { cacheDir: string; known: KnownImages; draw: DrawImage; limits?: Partial<ArtworkLimits> }): FastifyPluginAsyncZod {
  const limits = { ...ARTWORK_LIMITS, ...opts.limits };
  return async (app) => {
    const inflight = new Map<string, Promise<Buffer>>();
    let running = 0;
    const waiting: (() => void)[] = [];
    let cacheBytes: number | null = null;

    async function slot<T>(work: () => Promise<T>, optional = false): Promise<T | null> {
      if (running >= limits.concurrency) {
        if (optional) return null;
        if (waiting.length >= limits.queue) throw new RendererBusyError();
        // The slot is handed over by the render that finishes: `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    }

    async function cacheSize(): Promise<number> {
      if (cacheBytes !== null) return cacheBytes;
      const files = await fs.readdir(opts.cacheDir).catch(() => [] as string[]);
      let total = 0;
      for (const f of files) total += (await fs.stat(path.join(opts.cacheDir, f)).catch(() => ({ size: 0 }))).size;
      cacheBytes = total;
      return total;
    }

    /** Oldest files out until the cache is at 80 % of its cap. */
    async function trim(): Promise<void> {
      const files = await fs.readdir(opts.cacheDir).catch(() => [] as string[]);
      const stats = await Promise.all(
        files.map(async (f) => {
          const s = await fs.stat(path.join(opts.cacheDir, f)).catch(() => null);
          return s ? { f, size: s.size, at: s.mtimeMs } : null;
        }),
      );
      const present = stats.filter((s): s is { f: string; size: number; at: number } => s !== null).sort((a, b) => a.at - b.at);
      let total = present.reduce((n, s) => n + s.size, 0);
      for (const s of present) {
        if (total <= limits.cacheBytes * 0.8) break;
        await fs.rm(path.join(opts.cacheDir, s.f), { force: true });
        total -= s.size;
      }
      cacheBytes = total;
    }

    async function store(file: string, image: Buffer): Promise<void> {
      await fs.mkdir(opts.cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, image);
      await fs.rename(tmp, file);
      cacheBytes = (await cacheSize()) + image.length;
      if (cacheBytes > limits.cacheBytes) await trim();
    }

    function fileOf(kind: string, hex: string, width: number) {
      return path.join(opts.cacheDir, `${kind}-${hex}-${width}.webp`);
    }

    async function load(kind: (typeof ART_KINDS)[number], hex: string, width: ImageWidth): Promise<Buffer> {
      const file = fileOf(kind, hex, width);
      const cached = await fs.readFile(file).catch(() => null);
      if (cached) return cached;
      const image = (await slot(() => opts.draw(kind, `#${hex}`, width)))!;
      await store(file, image);
      if (width === 800) void drawAhead(kind, hex);
      return image;
    }

    /** The zoom size, drawn only when no visitor is waiting for a render. */
    async function drawAhead(kind: (typeof ART_KINDS)[number], hex: string): Promise<void> {
      const file = fileOf(kind, hex, 1600);
      if (await fs.stat(file).then(() => true, () => false)) return;
      try {
        const image = await slot(() => opts.draw(kind, `#${hex}`, 1600), true);
        if (image) await store(file, image);
      } catch (err) {
        app.log.warn({ err }, 'drawing the zoom size ahead failed');
      }
    }

    app.get('/images/catalog/:kind/:file', { schema: { params, querystring: query, hide: true } }, async (req, reply) => {
      const hex = req.params.file.slice(0, 6);
      if (!(await opts.known.has(req.params.kind, hex))) throw new NotFoundError('No such image.', 'no_such_image');
      const key = `${req.params.kind}-${hex}-${req.query.w}`;
      let pending = inflight.get(key);
      if (!pending) {
        pending = load(req.params.kind, hex, req.query.w).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const image = await pending;
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image);
    });
  };
}
