import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { RATE_LIMITED_MESSAGE, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit/index.js';
import { mailAcceptedSchema, resendVerificationSchema, testEmailSchema } from '../../../shared/accounts/contracts.js';
import { apiErrorSchema } from '../../../shared/api-error.js';
import type { AccountsRepo } from './accounts.repo.js';
import type { AccountsService } from './accounts.service.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, MAIL_PER_ADDRESS, type Auth } from './auth.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, DEVICE_HEADER, deviceIdOf } from './devices.js';
import { expireOldSession, toFetchHeaders } from './viewer.js';

export interface AuthRoutesDeps {
  auth: Auth;
  publicUrl: string;
  repo: AccountsRepo;
  service: AccountsService;
  rateLimiter: RateLimiter;
}

/**
 * Per client IP per minute; per address and requester per hour (MAIL_PER_ADDRESS), so that
 * nobody else can use up a member's own resends; and a looser cap per address whoever asks,
 * so that a crowd cannot flood one inbox either.
 */
const MAIL_PER_IP: RateLimitRule = { window: 60, max: 3 };
const MAIL_PER_ADDRESS_ANYONE: RateLimitRule = { window: 3600, max: 30 };

/** Paths whose answer must not tell whether an account exists, not even by its timing. */
const CONSTANT_TIME_PATHS = new Set([`${AUTH_BASE_PATH}/request-password-reset`, `${AUTH_BASE_PATH}/forget-password`]);
/** Every answer of those paths takes at least this long (the slow branch measures ~45 ms). */
export const CONSTANT_TIME_FLOOR_MS = 250;

/** Parameters through which Better Auth redirects or builds links in mails. */
const CALLBACK_PARAMS = ['callbackURL', 'redirectTo', 'newUserCallbackURL', 'errorCallbackURL'];

export class InvalidCallbackError extends AppError {
  constructor(param: string) {
    super(400, 'invalid_callback', `The ${param} must be an address on Patina.`);
  }
}

/** A return address is a path on this site, or an absolute URL of PUBLIC_URL's origin. */
export function isOwnCallback(value: string, publicOrigin: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return new URL(value).origin === publicOrigin;
  } catch {
    return false;
  }
}

function callbackValues(req: FastifyRequest): [string, unknown][] {
  const found: [string, unknown][] = [];
  const query = new URL(req.url, 'http://x').searchParams;
  let body: Record<string, unknown> = {};
  if (typeof req.body === 'string' && req.body.startsWith('{')) {
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      body = {};
    }
  }
  for (const param of CALLBACK_PARAMS) {
    if (query.has(param)) found.push([param, query.get(param)]);
    if (body[param] !== undefined && body[param] !== null) found.push([param, body[param]]);
  }
  return found;
}

// Hop-by-hop and length headers describe Fastify's connection, not the forwarded request.
const DROPPED_REQUEST_HEADERS = ['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect', CLIENT_IP_HEADER, DEVICE_HEADER];
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'cache-control']);

export class RateLimitedError extends AppError {
  constructor(retryAfter: number | null) {
    super(429, 'rate_limited', RATE_LIMITED_MESSAGE, { retryAfter });
  }
}

/**
 * Better Auth under `/api/auth/*`, plus Patina's two mail routes of SPEC §7.
 *
 * Fastify has already read the body, so Node's `toNodeHandler` would wait for it forever:
 * the bridge builds a Fetch `Request` from the raw body and calls `auth.handler`, then copies
 * status, headers (each Set-Cookie separately) and body back.
 */
export function authRoutes(deps: AuthRoutesDeps): FastifyPluginAsyncZod {
  const { auth, publicUrl, repo, service, rateLimiter } = deps;

  async function limit(req: FastifyRequest, route: string, email: string) {
    for (const [key, rule] of [
      [`${route}|ip:${req.ip}`, MAIL_PER_IP],
      [`mail-address:${email}|ip:${req.ip}`, MAIL_PER_ADDRESS],
      [`mail-address:${email}`, MAIL_PER_ADDRESS_ANYONE],
    ] as const) {
      const { allowed, retryAfter } = await rateLimiter.consume(key, rule);
      if (!allowed) throw new RateLimitedError(retryAfter);
    }
  }

  return async (app) => {
    const mailRoute = {
      response: { 200: mailAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    };

    app.post('/api/auth/resend-verification', {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link to an unverified account (same answer for any address).',
        body: resendVerificationSchema,
        ...mailRoute,
      },
    }, async (req) => {
      const email = req.body.email.toLowerCase();
      await limit(req, 'resend-verification', email);
      await service.resendVerification(email);
      return { status: true as const };
    });

    // SPEC §7's fallback for the same mail. firstName and skipVerification are accepted for
    // compatibility but change nothing: the mail greets the account's own name, and nobody
    // skips verification.
    app.post('/api/test-email', {
      schema: {
        tags: ['accounts'],
        summary: 'Fallback of resend-verification (SPEC §7); identical behaviour.',
        body: testEmailSchema,
        ...mailRoute,
      },
    }, async (req) => {
      const email = req.body.email.toLowerCase();
      await limit(req, 'test-email', email);
      await service.resendVerification(email);
      return { status: true as const };
    });

    await app.register(async (bridge) => {
      // Keep every body as the raw text the client sent: Better Auth parses it itself.
      bridge.removeAllContentTypeParsers();
      bridge.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

      const publicOrigin = new URL(publicUrl).origin;
      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        const started = performance.now();
        // Sessions, accounts and tokens: never kept by a browser or a shared cache.
        reply.header('cache-control', 'no-store');
        // A foreign return address would end up in a mail or a redirect: refuse it here,
        // whatever Host the request claims (Better Auth trusts the request's host).
        for (const [param, value] of callbackValues(req)) {
          if (typeof value !== 'string' || !isOwnCallback(value, publicOrigin)) throw new InvalidCallbackError(param);
        }
        return forward(req, reply, CONSTANT_TIME_PATHS.has(new URL(req.url, publicUrl).pathname) ? started + CONSTANT_TIME_FLOOR_MS : 0);
      };

      /** `notBefore`: a performance.now() time before which the answer must not leave. */
      const forward = async (req: FastifyRequest, reply: FastifyReply, notBefore: number) => {
        await expireOldSession(req, repo);
        const headers = toFetchHeaders(req);
        for (const h of DROPPED_REQUEST_HEADERS) headers.delete(h);
        headers.set(CLIENT_IP_HEADER, req.ip);
        // The browser's device id (a new one when it has none): a sign-in from a new device is told.
        const presented = deviceIdOf(req.headers.cookie);
        const deviceId = presented ?? randomBytes(18).toString('base64url');
        headers.set(DEVICE_HEADER, `${deviceId};${presented ? '1' : '0'}`);
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && typeof req.body === 'string' && req.body.length > 0;
        const request = new Request(new URL(req.url, publicUrl), {
          method: req.method,
          headers,
          ...(hasBody ? { body: req.body as string } : {}),
        });
        const response = await auth.handler(request);
        const early = notBefore - performance.now();
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));

        if (response.status === 429) {
          reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');
          // Both shapes: Better Auth's client reads code/message, Patina's api-client reads error.
          return reply.code(429).send({
            code: 'RATE_LIMITED',
            message: RATE_LIMITED_MESSAGE,
            error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE },
          });
        }

        reply.code(response.status);
        response.headers.forEach((value, key) => {
          if (!DROPPED_RESPONSE_HEADERS.has(key)) reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        // A session began on a browser without a device id: it keeps the one it was given.
        if (!presented && cookies.some((c) => /session_token=[^;]/.test(c))) {
          const secure = publicUrl.startsWith('https://') ? '; Secure' : '';
          cookies.push(`${DEVICE_COOKIE}=${deviceId}; Max-Age=${DEVICE_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure}`);
        }
        if (cookies.length) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (response.status === 404 && !text) {
          const path = new URL(req.url, publicUrl).pathname;
          return reply.type('application/json').send({ error: { code: 'not_found', message: `No such endpoint: ${req.method} ${path}` } });
        }
        return reply.send(text.length ? text : undefined);
      };

      bridge.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, schema: { hide: true }, handler });
    });
  };
}
