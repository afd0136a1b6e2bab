import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findControlCharacter, hasControlCharacterInText, hasControlCharacterInUrl } from '../../shared/text/control-characters.js';
import { InvalidError } from './errors.js';

/**
 * Refuses control characters at the edge, before any route or Better Auth sees them: in the
 * path and query (decoded, so `%00` counts) and in every string of a body, parsed or raw.
 * One 400 everywhere instead of a 500 from PostgreSQL's "invalid byte sequence".
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (hasControlCharacterInUrl(req.url) || hasControlCharacterInUrl(decodedUrl(req))) {
      throw new InvalidError('The address contains a control character.', 'control_character');
    }
  });
  app.addHook('preValidation', async (req) => {
    const where = bodyControlCharacter(req);
    if (where !== null) {
      throw new InvalidError(`The field '${where}' contains a control character.`, 'control_character', { path: where });
    }
  });
}

/** The URL with percent-escapes undone; an undecodable escape is left as written. */
export function decodedUrl(req: Pick<FastifyRequest, 'url'>): string {
  try {
    return decodeURIComponent(req.url.replace(/\+/g, ' '));
  } catch {
    return req.url.replace(/%[0-9a-f]{2}/gi, (escape) => {
      try {
        return decodeURIComponent(escape);
      } catch {
        return escape;
      }
    });
  }
}

function bodyControlCharacter(req: FastifyRequest): string | null {
  const body = req.body;
  if (body === undefined || body === null) return null;
  if (typeof body !== 'string') return findControlCharacter(body);
  // Raw bodies (the Better Auth bridge keeps the text): JSON escapes such as \u0000 only
  // become characters once parsed, so parse what claims to be JSON.
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      return findControlCharacter(JSON.parse(body));
    } catch {
      /* not JSON after all: look at the text itself */
    }
  }
  return hasControlCharacterInText(body) ? '(body)' : null;
}
