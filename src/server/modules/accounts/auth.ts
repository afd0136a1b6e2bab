import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { splitFullName } from '../../../shared/accounts/sign-up-form.js';
import { NAME_MARKUP_MESSAGE, personNameSchema } from '../../../shared/accounts/contracts.js';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, createEmailVerificationToken, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { existingAccountMail, resetPasswordMail, verificationMail } from '../../platform/mail/index.js';
import type { RateLimiter } from '../../platform/rate-limit/index.js';
import { redactSecrets, redactValue } from '../../platform/log-redaction.js';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WEAK_PASSWORD_MESSAGE,
  passwordStrength,
} from '../../../shared/accounts/password-strength.js';
import { PREFERRED_CURRENCIES, accounts, sessions, twoFactors, users, verifications } from './accounts.tables.js';
import { DEVICE_HEADER, deviceLabel, parseDeviceHeader, sha256 } from './devices.js';
import type { EventBus } from '../../platform/events/index.js';
import { hashPassword, verifyPassword } from './password.js';
import { createAccountsRepo } from './accounts.repo.js';

/** Sessions: idle out after 7 days unused (refreshed daily), and never live past 30 days. */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
export const SESSION_REFRESH_SECONDS = 24 * 3600;
export const SESSION_ABSOLUTE_DAYS = 30;
export const AUTH_BASE_PATH = '/api/auth';
export const COOKIE_PREFIX = 'patina';
/** The header the Fastify bridge sets from req.ip (trustProxy), replacing any the client sent. */
export const CLIENT_IP_HEADER = 'x-patina-client-ip';

/** Per client IP, per minute: enough for a person, too few for a script. */
export const AUTH_RATE_RULES = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-in/social': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 3 },
  '/change-password': { window: 60, max: 5 },
  '/two-factor/*': { window: 60, max: 10 },
} as const;

/** Mails to one address, whatever route asks: resend, test-email, repeated sign-up. */
export const MAIL_PER_ADDRESS = { window: 3600, max: 5 } as const;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Domain events: email verified, a sign-in from a new device (the notifications module tells the member). */
  events?: Pick<EventBus, 'publish'>;
}

/** First and last name; the full name holds both and the space between. */
const nameField = personNameSchema(100);
const fullNameField = personNameSchema(201);
const signUpFields = z.object({
  email: z.string().max(254),
  name: fullNameField.optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
});
const profileFields = z.object({
  name: fullNameField.optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  image: z.union([z.url({ protocol: /^https?$/ }).max(2000), z.literal(''), z.null()]).optional(),
});

/**
 * Names are stored composed (NFC): a name typed on a keyboard that sends "e" + U+0300 would
 * otherwise be drawn by the display font with the accent floating beside the letter, and
 * would not match the same name typed composed.
 */
function nfcNames(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const key of ['name', 'firstName', 'lastName']) {
    const value = out[key];
    if (typeof value === 'string') out[key] = value.normalize('NFC');
  }
  return out;
}

/** Whether a name was refused for holding < or > (said as such, not as "check your name"). */
function hasMarkupIssue(error: z.ZodError): boolean {
  return error.issues.some((i) => i.message === NAME_MARKUP_MESSAGE);
}

/** Better Auth's error lines that describe a bad request rather than a fault of ours. */
const CLIENT_MISTAKE = /invalid (callback|redirect|origin|token)|callbackurl|not a trusted origin|missing or null origin/i;

function weak(): APIError {
  return new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_WEAK', message: WEAK_PASSWORD_MESSAGE });
}

function invalid(code: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { code, message });
}

/** '3 May 2026, 10:04 UTC'. */
function signInTime(at: Date): string {
  return `${at.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}

export function createAuth(deps: AuthDeps) {
  const { config, mailer, rateLimiter, log, events } = deps;
  const publicOrigin = new URL(config.publicUrl).origin;
  const accountsRepo = createAccountsRepo(deps.db);
  const firstNameOf = (user: { name?: string | null; firstName?: unknown }) =>
    typeof user.firstName === 'string' && user.firstName ? user.firstName : splitFullName(user.name ?? '').firstName;

  const options = {
    appName: 'Patina',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // PUBLIC_URL, and the host the request was sent to (same-origin through a dev proxy).
    trustedOrigins: (request?: Request) => {
      const host = request?.headers.get('host');
      return host ? [publicOrigin, `http://${host}`, `https://${host}`] : [publicOrigin];
    },
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    logger: {
      // Not 'warn' or 'error': at those levels Better Auth also prints every refused request
      // (wrong password, weak password) to the console itself. Ours goes to Fastify's log.
      level: 'info',
      log(level, message, ...args) {
        // One JSON line each: an Error's stack goes in as a field, never as raw lines.
        const detail = {
          source: 'better-auth',
          args: args.map((a) => (a instanceof Error ? { message: redactSecrets(a.message), stack: redactSecrets(a.stack ?? '') } : redactValue(a))),
        };
        const text = redactSecrets(String(message));
        // What a client got wrong (a foreign callback, an unknown origin) is not our error.
        if (CLIENT_MISTAKE.test(text)) log.info(detail, text);
        else if (level === 'error') log.error(detail, text);
        else if (level === 'warn') log.warn(detail, text);
        else log.info(detail, text);
      },
    },
    telemetry: { enabled: false },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: true, validator: { input: nameField } },
        lastName: { type: 'string', required: false, defaultValue: '', input: true, validator: { input: nameField } },
        userType: { type: 'string', required: false, defaultValue: 'registered', input: false },
        expertise: { type: 'string[]', required: false, defaultValue: [], input: false },
        journalEditor: { type: 'boolean', required: false, defaultValue: false, input: false },
        suspendedAt: { type: 'date', required: false, input: false },
        preferredCurrency: {
          type: 'string',
          required: false,
          defaultValue: 'USD',
          input: true,
          validator: { input: z.enum(PREFERRED_CURRENCIES) },
        },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // After the session committed: remember the device, and say so when it is new.
          async after(session, ctx) {
            const device = parseDeviceHeader(ctx?.headers?.get(DEVICE_HEADER) ?? ctx?.request?.headers.get(DEVICE_HEADER));
            if (!device) return;
            const label = deviceLabel(session.userAgent);
            const seen = await accountsRepo.rememberDevice({
              userId: session.userId, deviceHash: sha256(device.id), familyHash: sha256(label), label, presented: device.presented,
            });
            if (seen.first || seen.known) return;
            await events?.publish(deps.db, {
              type: 'account.new_device',
              payload: { user_id: session.userId, session_id: session.id, device: label, at: signInTime(new Date(session.createdAt)) },
            });
          },
        },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.enqueue(user.email, resetPasswordMail(firstNameOf(user), url));
      },
      async onExistingUserSignUp({ user }) {
        // The answer to sign-up is the same as for a new address (no enumeration); the owner
        // learns of it by mail, and an unverified owner simply gets a fresh link. Counted with
        // the resend routes per address, so repeated sign-ups cannot flood an inbox.
        const { allowed } = await rateLimiter.consume(`mail-address:${user.email}`, MAIL_PER_ADDRESS);
        if (!allowed) return;
        if (user.emailVerified) {
          await mailer.enqueue(user.email, existingAccountMail(firstNameOf(user), `${config.publicUrl}/auth/login`));
          return;
        }
        const token = await createEmailVerificationToken(config.authSecret, user.email, undefined, 3600, { userId: user.id });
        const url = `${config.publicUrl}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent('/')}`;
        await mailer.enqueue(user.email, verificationMail(firstNameOf(user), url));
      },
    },
    emailVerification: {
      async afterEmailVerification(user) {
        await events?.publish(deps.db, { type: 'account.email_verified', payload: { user_id: user.id } });
      },
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 3600,
      async sendVerificationEmail({ user, url }) {
        await mailer.enqueue(user.email, verificationMail(firstNameOf(user), url));
      },
    },
    socialProviders: {
      ...(config.oauth.google ? { google: { clientId: config.oauth.google.clientId, clientSecret: config.oauth.google.clientSecret } } : {}),
      ...(config.oauth.apple ? { apple: { clientId: config.oauth.apple.clientId, clientSecret: config.oauth.apple.clientSecret } } : {}),
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: { ...AUTH_RATE_RULES },
      customStorage: {
        consume: (key, rule) => rateLimiter.consume(`auth:${key}`, rule),
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Better Auth skips its origin check under NODE_ENV=test; Patina checks everywhere.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      twoFactor({
        issuer: 'Patina',
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = nfcNames((ctx.body ?? {}) as Record<string, unknown>);
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpFields.safeParse(body);
          if (!parsed.success) {
            if (hasMarkupIssue(parsed.error)) throw invalid('INVALID_NAME', NAME_MARKUP_MESSAGE);
            throw invalid('INVALID_REQUEST', 'Please check your name and email address.');
          }
          const f = parsed.data;
          if (!z.email().safeParse(f.email).success) throw invalid('INVALID_EMAIL', 'Invalid email');
          const fromName = splitFullName(f.name ?? '');
          const firstName = f.firstName || fromName.firstName;
          const lastName = f.lastName ?? fromName.lastName;
          const name = (f.name?.trim() || `${firstName} ${lastName}`).trim();
          if (!name) throw invalid('NAME_REQUIRED', 'Please enter your full name.');
          const password = typeof body.password === 'string' ? body.password : '';
          if (password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH) {
            if (!passwordStrength(password, [f.email, name, firstName, lastName]).acceptable) throw weak();
          }
          return { context: { body: { ...body, name, firstName, lastName } } };
        }
        if (ctx.path === '/reset-password' || ctx.path === '/change-password' || ctx.path === '/set-password') {
          const password = typeof body.newPassword === 'string' ? body.newPassword : '';
          if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
          const inputs: string[] = [];
          if (ctx.path !== '/reset-password') {
            const session = await getSessionFromCtx(ctx);
            if (session) inputs.push(session.user.email, session.user.name);
          } else if (typeof body.token === 'string') {
            // The reset link's token names the member: their name and email are off limits too.
            const owner = await accountsRepo.findResetTokenOwner(body.token);
            if (owner) inputs.push(owner.email, owner.name);
          }
          if (!passwordStrength(password, inputs).acceptable) throw weak();
          return;
        }
        if (ctx.path === '/update-user') {
          const parsed = profileFields.safeParse(body);
          if (!parsed.success) {
            const field = parsed.error.issues[0]?.path.join('.') ?? 'profile';
            if (hasMarkupIssue(parsed.error)) throw invalid('INVALID_PROFILE', NAME_MARKUP_MESSAGE);
            throw invalid('INVALID_PROFILE', field === 'image' ? 'The avatar must be an http(s) address.' : `Please check ${field}.`);
          }
          const p = parsed.data;
          const next: Record<string, unknown> = { ...body };
          if (p.image === '') next.image = null;
          // Keep name and first/last name in step whichever side the form changed.
          if ((p.firstName !== undefined || p.lastName !== undefined) && p.name === undefined) {
            const session = await getSessionFromCtx(ctx);
            const current = session?.user as { firstName?: string; lastName?: string } | undefined;
            const first = p.firstName ?? current?.firstName ?? '';
            const last = p.lastName ?? current?.lastName ?? '';
            next.name = `${first} ${last}`.trim();
            if (!next.name) throw invalid('NAME_REQUIRED', 'Please enter your full name.');
          } else if (p.name !== undefined) {
            if (!p.name) throw invalid('NAME_REQUIRED', 'Please enter your full name.');
            if (p.firstName === undefined && p.lastName === undefined) Object.assign(next, splitFullName(p.name));
          }
          return { context: { body: next } };
        }
        return;
      }),
    },
  } satisfies BetterAuthOptions;

  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;
