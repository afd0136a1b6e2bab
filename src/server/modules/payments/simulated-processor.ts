import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CARD_FAILURE_MESSAGES, cardOutcome, digitsOf, type CardOutcome } from '../../../shared/payments/test-cards.js';
import { InvalidError } from '../../platform/errors.js';
import type { ChargeRecord, PaymentProvider, WebhookCheck, WebhookEvent } from './provider.js';
import { SIGNATURE_HEADER, verify } from './webhook-signature.js';

/**
 * The simulated card processor (issue 13): an offline stand-in for a real one, with its
 * semantics. Cards become tokens; the test card's number chooses the outcome (see
 * shared/payments/test-cards.ts); authorisation answers at once, capture later through a
 * signed webhook that `deliver` sends (a job posting it over HTTP to the app); idempotency
 * keys make retries safe. It stands for a service outside Patina, one for all of Patina's
 * instances: its card tokens and its books (charges, and the answer given to each key) live
 * in stores — the `simulated_*` tables in the app — because members pay with a saved card days
 * later, any instance may be asked, and the reconciliation reads what the processor holds.
 */
export interface Charge {
  ref: string;
  /** What the merchant named the charge (Patina's payment id): how a lost answer is found again. */
  reference: string;
  amount: number;
  currency: string;
  outcome: CardOutcome;
  status: 'authorised' | 'captured' | 'failed' | 'voided' | 'refunded';
  refunded: number;
  updatedAt: Date;
}

/**
 * The processor's own books: its charges and the answer it gave each idempotency key. Every
 * change is one conditional step (a capture only of an authorised charge, a refund only up to
 * what was captured), so two calls at once on one charge cannot both succeed.
 */
export interface ChargeStore {
  insert(charge: Omit<Charge, 'updatedAt'>): Promise<void>;
  get(ref: string): Promise<Charge | null>;
  /** `from` → `to`; the charge after, or null when it was not in `from`. */
  move(ref: string, from: Charge['status'], to: Charge['status']): Promise<Charge | null>;
  /** Refunds `amount` of a captured charge (refunded in full at its amount); null when it cannot. */
  refund(ref: string, amount: number): Promise<Charge | null>;
  /** The charges named `reference` (Patina's payment id). */
  byReference(reference: string): Promise<Charge[]>;
  /** Charges changed at or after `since`, oldest change first (then by ref), after `after`. */
  changedSince(since: Date, limit: number, after?: { at: Date; ref: string }): Promise<Charge[]>;
  /** The answer already given to `key`, if any. */
  reply(key: string): Promise<unknown>;
  /** Keeps `reply` for `key` unless one is kept already; answers the kept one. */
  keepReply(key: string, reply: unknown): Promise<unknown>;
}

export function memoryChargeStore(): ChargeStore {
  const charges = new Map<string, Charge>();
  const replies = new Map<string, unknown>();
  const copy = (c: Charge | undefined) => (c ? { ...c } : null);
  return {
    async insert(charge) {
      charges.set(charge.ref, { ...charge, updatedAt: new Date() });
    },
    async get(ref) {
      return copy(charges.get(ref));
    },
    async move(ref, from, to) {
      const c = charges.get(ref);
      if (!c || c.status !== from) return null;
      Object.assign(c, { status: to, updatedAt: new Date() });
      return copy(c);
    },
    async refund(ref, amount) {
      const c = charges.get(ref);
      if (!c || c.status !== 'captured' || amount <= 0 || c.refunded + amount > c.amount) return null;
      c.refunded += amount;
      if (c.refunded === c.amount) c.status = 'refunded';
      c.updatedAt = new Date();
      return copy(c);
    },
    async byReference(reference) {
      return [...charges.values()].filter((c) => c.reference === reference).map((c) => ({ ...c }));
    },
    async changedSince(since, limit, after) {
      const later = (c: Charge) => !after || c.updatedAt > after.at || (c.updatedAt.getTime() === after.at.getTime() && c.ref > after.ref);
      return [...charges.values()]
        .filter((c) => c.updatedAt >= since && later(c))
        .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.ref < b.ref ? -1 : 1))
        .slice(0, limit)
        .map((c) => ({ ...c }));
    },
    async reply(key) {
      return replies.get(key);
    },
    async keepReply(key, reply) {
      if (!replies.has(key)) replies.set(key, reply);
      return replies.get(key);
    },
  };
}

const webhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['charge.captured', 'charge.capture_failed', 'charge.refunded']),
  created: z.number().int(),
  data: z.object({
    ref: z.string().min(1).max(100),
    failure: z.object({ code: z.string().max(50), message: z.string().max(200) }).optional(),
    /** A refund's amount, in minor units (absent: the whole charge). */
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** All the charge's refunds so far, this one included: what a late or repeated delivery is applied against. */
    refunded: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
});
export type SimulatedWebhookBody = z.infer<typeof webhookBody>;

/** Where the processor keeps its card tokens; in memory when none is given. */
export interface CardTokenStore {
  save(token: string, card: { outcome: CardOutcome; last4: string }): Promise<void>;
  find(token: string): Promise<{ outcome: CardOutcome; last4: string } | null>;
}

export function memoryCardTokenStore(): CardTokenStore {
  const tokens = new Map<string, { outcome: CardOutcome; last4: string }>();
  return {
    async save(token, card) {
      tokens.set(token, { ...card });
    },
    async find(token) {
      return tokens.get(token) ?? null;
    },
  };
}

export interface SimulatedProcessorOptions {
  /** Shared with the webhook route: signs and verifies deliveries. */
  secret: string;
  now: () => Date;
  /** Sends a webhook (asynchronously: the job that posts it to the app). */
  deliver: (body: SimulatedWebhookBody) => Promise<void>;
  /** The token memory; the app gives its table, so tokens outlive the process. */
  tokens?: CardTokenStore;
  /** The processor's books; the app gives its tables, so every instance sees one processor. */
  charges?: ChargeStore;
}

export interface SimulatedProcessor extends PaymentProvider {
  /** A card → a token (what a checkout form sends instead of the number). */
  tokenize(card: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<{ token: string; last4: string }>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const record = (c: Charge): ChargeRecord => ({ ref: c.ref, reference: c.reference, status: c.status, amount: c.amount, currency: c.currency, refunded: c.refunded, updatedAt: c.updatedAt });

export function createSimulatedProcessor(options: SimulatedProcessorOptions): SimulatedProcessor {
  const tokens = options.tokens ?? memoryCardTokenStore();
  const charges = options.charges ?? memoryChargeStore();
  /** The processor's own idempotency: the same key answers the first answer (kept in its books). */
  const once = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const earlier = await charges.reply(key);
    if (earlier !== undefined) return earlier as T;
    return (await charges.keepReply(key, await work())) as T;
  };
  const event = (type: WebhookEvent['type'], ref: string, extra: { failure?: WebhookEvent['failure']; amount?: number; refunded?: number } = {}): SimulatedWebhookBody => ({
    id: id('evt'), type, created: Math.floor(options.now().getTime() / 1000), data: { ref, ...extra },
  });
  const refund: SimulatedProcessor['refund'] = (ref, amount, idempotencyKey) =>
    once(`refund:${idempotencyKey}`, async () => {
      const charge = Number.isSafeInteger(amount) ? await charges.refund(ref, amount) : null;
      if (!charge) return { status: 'failed', failure: { code: 'not_refundable', message: 'This payment cannot be refunded by that amount.' } };
      await options.deliver(event('charge.refunded', ref, { amount, refunded: charge.refunded }));
      return { status: 'pending' };
    });

  return {
    name: 'simulated',

    async tokenize(card) {
      if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear)) {
        throw new InvalidError('The expiry date is not a month and a year.', 'invalid_card');
      }
      if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidError('The security code is 3 or 4 digits.', 'invalid_card');
      const outcome = cardOutcome(card, options.now());
      if (outcome === null) throw new InvalidError('That is not a valid card number.', 'invalid_card');
      const token = id('tok');
      const last4 = digitsOf(card.number).slice(-4);
      await tokens.save(token, { outcome, last4 });
      return { token, last4 };
    },

    authorise: ({ amount, currency, source, idempotencyKey }) =>
      once(`authorise:${idempotencyKey}`, async () => {
        const card = await tokens.find(source);
        const ref = id('ch');
        if (!card) return { status: 'failed', ref, failure: { code: 'invalid_token', message: 'This card is no longer available; enter it again.' } };
        const base = { ref, reference: idempotencyKey, amount, currency, outcome: card.outcome, refunded: 0 };
        if (card.outcome === 'card_declined' || card.outcome === 'insufficient_funds' || card.outcome === 'expired_card') {
          await charges.insert({ ...base, status: 'failed' });
          return { status: 'failed', ref, failure: { code: card.outcome, message: CARD_FAILURE_MESSAGES[card.outcome] } };
        }
        await charges.insert({ ...base, status: 'authorised' });
        return { status: 'authorised', ref, last4: card.last4 };
      }),

    capture: (ref, idempotencyKey) =>
      once(`capture:${idempotencyKey}`, async () => {
        const charge = await charges.get(ref);
        if (!charge || charge.status !== 'authorised') {
          return { status: 'failed', failure: { code: 'not_capturable', message: 'This payment cannot be captured.' } };
        }
        if (charge.outcome === 'capture_failed') {
          if (!(await charges.move(ref, 'authorised', 'failed'))) return { status: 'failed', failure: { code: 'not_capturable', message: 'This payment cannot be captured.' } };
          await options.deliver(event('charge.capture_failed', ref, { failure: { code: 'capture_failed', message: CARD_FAILURE_MESSAGES.capture_failed } }));
        } else {
          // A void that won the race leaves nothing to capture.
          if (!(await charges.move(ref, 'authorised', 'captured'))) return { status: 'failed', failure: { code: 'not_capturable', message: 'This payment cannot be captured.' } };
          await options.deliver(event('charge.captured', ref));
        }
        return { status: 'pending' };
      }),

    void: (ref, idempotencyKey) =>
      once(`void:${idempotencyKey}`, async () => {
        if (!(await charges.move(ref, 'authorised', 'voided'))) return { status: 'failed', failure: { code: 'not_voidable', message: 'This payment cannot be voided.' } };
        return { status: 'voided' };
      }),

    refund,

    async status(ref) {
      return (await charges.get(ref))?.status ?? 'unknown';
    },

    async retrieve(ref) {
      const c = await charges.get(ref);
      return c ? record(c) : null;
    },

    async findByReference(reference) {
      return (await charges.byReference(reference)).map(record);
    },

    async changedSince(since, limit, after) {
      return (await charges.changedSince(since, limit, after)).map(record);
    },

    verifyWebhook(rawBody, headers): WebhookCheck {
      const header = headers[SIGNATURE_HEADER];
      const problem = verify(rawBody, Array.isArray(header) ? header[0] : header, options.secret, options.now());
      if (problem) return { ok: false, reason: problem };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'not_json' };
      }
      const body = webhookBody.safeParse(parsed);
      if (!body.success) return { ok: false, reason: 'malformed_event' };
      const { ref, failure, amount, refunded } = body.data.data;
      return {
        ok: true,
        event: { id: body.data.id, type: body.data.type, ref, ...(failure ? { failure } : {}), ...(amount !== undefined ? { amount } : {}), ...(refunded !== undefined ? { refunded } : {}) },
      };
    },
  };
}
