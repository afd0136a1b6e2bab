import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.js';
import type { Me, PreferredCurrency, Role, UserType } from '../../../shared/accounts/contracts.js';
import { PREFERRED_CURRENCIES, USER_TYPES } from '../../../shared/accounts/contracts.js';
import type { AccountsRepo } from './accounts.repo.js';
import { COOKIE_PREFIX, SESSION_ABSOLUTE_DAYS, type Auth } from './auth.js';

/**
 * Who is asking, decided from the session cookie only. Routes call `getViewer(req)` or put
 * `requireSession` / `requireMember` / `requireAdmin` / `requireExpert` in `preHandler`.
 */
export interface Viewer extends Me {
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

/** The session token inside the signed cookie (`<token>.<signature>`), unverified. */
export function sessionTokenOf(req: FastifyRequest): string | null {
  const cookie = req.headers.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== `${COOKIE_PREFIX}.session_token` && name !== `__Secure-${COOKIE_PREFIX}.session_token`) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    const token = value.split('.')[0];
    return token && token.length <= 256 ? token : null;
  }
  return null;
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

function toViewer(user: Record<string, unknown>, sessionId: string): Viewer {
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
    preferredCurrency: currency,
    twoFactorEnabled: user.twoFactorEnabled === true,
    sessionId,
  };
}

/** Installs the viewer on every request of `app` (call on the root instance, not in a plugin). */
export function installViewer(app: FastifyInstance, auth: Auth, repo: AccountsRepo): void {
  app.addHook('onRequest', async (req) => {
    resolvers.set(req, async () => {
      if (!sessionTokenOf(req)) return null;
      await expireOldSession(req, repo);
      const found = await auth.api.getSession({ headers: toFetchHeaders(req) });
      if (!found) return null;
      return toViewer(found.user as unknown as Record<string, unknown>, found.session.id);
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

export function isMember(viewer: Viewer): boolean {
  return viewer.userType === 'verified_member' || viewer.userType === 'admin';
}

export function isExpert(viewer: Viewer): boolean {
  return viewer.userType === 'admin' || viewer.expertise.length > 0;
}

/** The viewer, or a 401 `unauthorized` ('Please sign in to continue.'). */
export async function requireViewer(req: FastifyRequest): Promise<Viewer> {
  const viewer = await getViewer(req);
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** preHandler: signed in. */
export async function requireSession(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireViewer(req);
}

/** preHandler: a verified member or an admin (403 `membership_required`). */
export async function requireMember(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const viewer = await requireViewer(req);
  if (!isMember(viewer)) throw new ForbiddenError('This is for verified members of the Patina club.', 'membership_required');
}

/** preHandler: an admin (403 `admin_required`). */
export async function requireAdmin(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const viewer = await requireViewer(req);
  if (viewer.userType !== 'admin') throw new ForbiddenError('This is for Patina administrators.', 'admin_required');
}

/** preHandler: an expert (non-empty expertise) or an admin (403 `expert_required`). */
export async function requireExpert(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const viewer = await requireViewer(req);
  if (!isExpert(viewer)) throw new ForbiddenError('This is for Patina experts.', 'expert_required');
}
