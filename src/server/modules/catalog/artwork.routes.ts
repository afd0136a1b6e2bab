import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ART_KINDS } from '../../../shared/catalog/art-kinds.js';
import { IMAGE_WIDTHS } from '../../../shared/catalog/images.js';
import { renderArtworkWebp, type ArtworkSize } from './artwork/render.js';

const params = z.object({
  kind: z.enum(ART_KINDS, { message: 'is not a kind of artwork we draw' }),
  file: z.string().regex(/^[0-9a-f]{6}\.webp$/, 'must be a six-digit lower-case hex colour followed by .webp'),
});
const query = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], { message: `must be one of ${IMAGE_WIDTHS.join(', ')}` })
    .default('800')
    .transform((w) => Number(w) as ArtworkSize),
});

/**
 * Drawn product images, rendered once per (kind, colour, width) and kept on disk; the URL
 * names its content, so browsers may keep it for a year.
 */
export function artworkRoutes(opts: { cacheDir: string }): FastifyPluginAsyncZod {
  return async (app) => {
    const inflight = new Map<string, Promise<Buffer>>();

    async function load(kind: (typeof ART_KINDS)[number], hex: string, width: ArtworkSize): Promise<Buffer> {
      const file = path.join(opts.cacheDir, `${kind}-${hex}-${width}.webp`);
      try {
        return await fs.readFile(file);
      } catch {
        const image = await renderArtworkWebp(kind, `#${hex}`, width);
        await fs.mkdir(opts.cacheDir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await fs.writeFile(tmp, image);
        await fs.rename(tmp, file);
        return image;
      }
    }

    app.get('/images/catalog/:kind/:file', { schema: { params, querystring: query, hide: true } }, async (req, reply) => {
      const hex = req.params.file.slice(0, 6);
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
