import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing request, whatever its path: a
 * request whose Origin header is present must come from PUBLIC_URL or from the host it was
 * sent to. Requests without Origin (server-to-server, curl) pass; cookies are SameSite=Lax
 * besides. The check does not look at the path at all, so no spelling of it (`/%61pi/…`,
 * `//api/…`, `/API/…`) can route to an API handler around it.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    let parsed: URL | null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    const ok = parsed !== null && (parsed.origin === allowed || (req.headers.host !== undefined && parsed.host === req.headers.host));
    if (!ok) throw new ForbiddenError('This request came from another site and was refused.', 'bad_origin');
  });
}
