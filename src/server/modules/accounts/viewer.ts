import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError} from '../../platform/errors.js';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.js';
import { CAPABILITY_NAMES, refusalOf, roleHas, verdictFor, type Capability } from '../../../shared/accounts/capabilities.js';
import type { Me, PreferredCurrency, Role, UserType } from '../../../shared/accounts/contracts.js';
import { PREFERRED_CURRENCIES, USER_TYPES } from '../../../shared/accounts/contracts.js';
import type { AccountsRepo, SessionTimes } from './accounts.repo.js';
import { COOKIE_PREFIX, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS, type Auth } from './auth.js';

/**
 * Who is asking, decided from the session cookie only. Routes call `getViewer(req)` and say
 * what they ask with `config: { capability }` (the guard below).
 */
export interface Viewer extends Omit<Me, 'handle'> {
  name: string;
  sessionId: string;
}

type Resolve = () => Promise<Viewer | null>;
const resolvers = new WeakMap<FastifyRequest, Resolve>();
const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Fetch-API headers from a Fastify request. */
export function toFetchHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/** The session cookie's value, `<token>.<signature>`, URL-decoded; null when there is none. */
function sessionCookieOf(req: FastifyRequest): string | null {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== `${COOKIE_PREFIX}.session_token` && name !== `__Secure-${COOKIE_PREFIX}.session_token`) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token inside the signed cookie (`<token>.<signature>`), unverified. */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const value = sessionCookieOf(req);
  if (value === null) return null;
  const token = value.split('.')[0];
  return token && token.length <= 256 ? token : null;
}

/**
 * The session token when the cookie's signature is Better Auth's own (better-call signs
 * `<token>` with HMAC-SHA-256 under the auth secret, base64, 44 characters); else null.
 */
export function signedSessionTokenOf(req: FastifyRequest, secret: string): string | null {
  const value = sessionCookieOf(req);
  if (value === null) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (token.length > 256 || signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * Enforces the absolute session lifetime: a session created more than 30 days ago is deleted
 * before anyone reads it, however recently it was used.
 */
export async function expireOldSession(req: FastifyRequest, repo: AccountsRepo, now = Date.now()): Promise<void> {
  const token = sessionTokenOf(req);
  if (!token) return;
  await repo.deleteSessionCreatedBefore(token, new Date(now - SESSION_ABSOLUTE_DAYS * 86_400_000));
}

/** The viewer from an account row (Better Auth's or the table's: the same field names). */
function toViewer(account: object, sessionId: string): Viewer {
  const user = account as Record<string, unknown>;
  const userType = USER_TYPES.includes(user.userType as UserType) ? (user.userType as UserType) : 'registered';
  const currency = PREFERRED_CURRENCIES.includes(user.preferredCurrency as PreferredCurrency)
    ? (user.preferredCurrency as PreferredCurrency)
    : 'USD';
  return {
    id: String(user.id),
    email: String(user.email),
    name: String(user.name ?? ''),
    firstName: String(user.firstName ?? ''),
    lastName: String(user.lastName ?? ''),
    avatar: typeof user.image === 'string' && user.image ? user.image : null,
    userType,
    isVerified: user.emailVerified === true,
    expertise: Array.isArray(user.expertise) ? user.expertise.map(String) : [],
    editor: user.journalEditor === true,
    preferredCurrency: currency,
    twoFactorEnabled: user.twoFactorEnabled === true,
    suspended: user.suspendedAt !== null && user.suspendedAt !== undefined,
    sessionId,
  };
}

/**
 * Whether a session read straight from the table may be trusted as Better Auth would trust
 * it, with nothing for Better Auth to do: not expired, within the absolute lifetime, and not
 * yet due for Better Auth's sliding refresh (expiresAt - expiresIn + updateAge <= now).
 */
export function sessionIsSettled(session: SessionTimes, now = Date.now()): boolean {
  const expires = session.expiresAt.getTime();
  return (
    expires > now &&
    session.createdAt.getTime() > now - SESSION_ABSOLUTE_DAYS * 86_400_000 &&
    expires - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 > now
  );
}

/**
 * Installs the viewer on every request of `app` (call on the root instance, not in a plugin).
 * Most requests take the fast path: the cookie's signature checked here and one read of the
 * session with its account. Whatever Better Auth would act on (an expired, too old or due
 * session) goes through Better Auth itself, which deletes or refreshes it as it always has.
 */
export function installViewer(app: FastifyInstance, auth: Auth, repo: AccountsRepo): void {
  const secret = auth.options.secret;
  app.addHook('onRequest', async (req) => {
    resolvers.set(req, async () => {
      if (!sessionTokenOf(req)) return null;
      const token = secret ? signedSessionTokenOf(req, secret) : null;
      if (token) {
        const found = await repo.sessionWithUser(token);
        if (!found) return null;
        if (sessionIsSettled(found.session)) return toViewer(found.user, found.session.id);
      }
      await expireOldSession(req, repo);
      const found = await auth.api.getSession({ headers: toFetchHeaders(req) });
      if (!found) return null;
      return toViewer(found.user, found.session.id);
    });
  });
}

/** The signed-in member, or null for a guest. Read once per request. */
export function getViewer(req: FastifyRequest): Promise<Viewer | null> {
  let pending = resolved.get(req);
  if (!pending) {
    const resolve = resolvers.get(req);
    if (!resolve) throw new Error('accounts are not installed on this app (installViewer)');
    pending = resolve();
    resolved.set(req, pending);
  }
  return pending;
}

export function roleOf(viewer: Viewer | null): Role {
  return viewer ? viewer.userType : 'guest';
}

/** The viewer, or a 401 `unauthorized` ('Please sign in to continue.'). */
export async function requireViewer(req: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(req);
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** The refusal for someone who may not do `capability`: 401 for a guest, else a 403 that says why. */
export function refusalFor(viewer: Viewer | null, capability: Capability): AppError | null {
  const verdict = verdictFor(viewer, capability);
  if (verdict === 'allow') return null;
  const r = refusalOf(verdict, capability);
  return verdict === 'sign-in' ? new UnauthorizedError(r.message, r.code) : new ForbiddenError(r.message, r.code);
}

/** The viewer, if they may do `capability` (for routes whose rule depends on what they ask). */
export async function requireCapability(req: FastifyRequest, capability: Capability): Promise<Viewer> {
  const viewer = await getViewer(req);
  const refusal = refusalFor(viewer, capability);
  if (refusal) throw refusal;
  return viewer!;
}

/** A route and what it asks (null: open to everyone, or it answers 401 itself). */
export interface RouteAccess {
  method: string;
  url: string;
  capability: Capability | null;
}

/**
 * The one access rule on the server (issue #17): a route says `config: { capability }` and
 * this guard asks the capability table before anything else runs (before the body is even
 * read). Returns every route with what it asks, filled as routes are added (docs/access.md
 * and the test that walks the table).
 */
export function installCapabilityGuard(app: FastifyInstance): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.addHook('onRoute', (route) => {
    const capability = (route.config as FastifyContextConfig | undefined)?.capability ?? null;
    if (capability !== null && !CAPABILITY_NAMES.includes(capability)) throw new Error(`${route.url}: unknown capability '${String(capability)}'`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, capability });
    }
  });
  app.addHook('onRequest', async (req) => {
    const capability = req.routeOptions.config.capability;
    // Open to everyone: no session lookup on the hot paths (search, browsing).
    if (!capability || roleHas('guest', capability)) return;
    const refusal = refusalFor(await getViewer(req), capability);
    if (refusal) throw refusal;
  });
  return routes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and the capability it asks, as the guard saw it added. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    /** What a caller must be allowed to do (src/shared/accounts/capabilities.ts); none: open to all. */
    capability?: Capability;
  }
}
