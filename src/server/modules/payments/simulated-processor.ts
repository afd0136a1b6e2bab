import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CARD_FAILURE_MESSAGES, cardOutcome, digitsOf, type CardOutcome } from '../../../shared/payments/test-cards.js';
import { InvalidError } from '../../platform/errors.js';
import type { PaymentProvider, WebhookCheck, WebhookEvent } from './provider.js';
import { SIGNATURE_HEADER, verify } from './webhook-signature.js';

/**
 * The simulated card processor (issue 13): an offline stand-in for a real one, with its
 * semantics. Cards become tokens; the test card's number chooses the outcome (see
 * shared/payments/test-cards.ts); authorisation answers at once, capture later through a
 * signed webhook that `deliver` sends (a job posting it over HTTP to the app); idempotency
 * keys make retries safe. It stands for a service outside Patina: its charges are its own
 * process's memory, as a real processor's would be its own; its card tokens live in a store
 * (the `simulated_card_tokens` table in the app), because members save cards and pay with
 * them days later, after restarts and on other instances.
 */
interface Charge {
  amount: number;
  currency: string;
  outcome: CardOutcome;
  status: 'authorised' | 'captured' | 'failed' | 'voided' | 'refunded';
  refunded: number;
}

const webhookBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['charge.captured', 'charge.capture_failed', 'charge.refunded']),
  created: z.number().int(),
  data: z.object({ ref: z.string().min(1).max(100), failure: z.object({ code: z.string().max(50), message: z.string().max(200) }).optional() }),
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
}

export interface SimulatedProcessor extends PaymentProvider {
  /** A card → a token (what a checkout form sends instead of the number). */
  tokenize(card: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<{ token: string; last4: string }>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createSimulatedProcessor(options: SimulatedProcessorOptions): SimulatedProcessor {
  const tokens = options.tokens ?? memoryCardTokenStore();
  const charges = new Map<string, Charge>();
  const replies = new Map<string, unknown>();
  /** The processor's own idempotency: the same key answers the first answer. */
  const once = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    if (replies.has(key)) return replies.get(key) as T;
    const reply = await work();
    replies.set(key, reply);
    return reply;
  };
  const event = (type: WebhookEvent['type'], ref: string, failure?: WebhookEvent['failure']): SimulatedWebhookBody => ({
    id: id('evt'), type, created: Math.floor(options.now().getTime() / 1000), data: { ref, ...(failure ? { failure } : {}) },
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
        if (card.outcome === 'card_declined' || card.outcome === 'insufficient_funds' || card.outcome === 'expired_card') {
          charges.set(ref, { amount, currency, outcome: card.outcome, status: 'failed', refunded: 0 });
          return { status: 'failed', ref, failure: { code: card.outcome, message: CARD_FAILURE_MESSAGES[card.outcome] } };
        }
        charges.set(ref, { amount, currency, outcome: card.outcome, status: 'authorised', refunded: 0 });
        return { status: 'authorised', ref, last4: card.last4 };
      }),

    capture: (ref, idempotencyKey) =>
      once(`capture:${idempotencyKey}`, async () => {
        const charge = charges.get(ref);
        if (!charge || charge.status !== 'authorised') {
          return { status: 'failed', failure: { code: 'not_capturable', message: 'This payment cannot be captured.' } };
        }
        if (charge.outcome === 'capture_failed') {
          charge.status = 'failed';
          await options.deliver(event('charge.capture_failed', ref, { code: 'capture_failed', message: CARD_FAILURE_MESSAGES.capture_failed }));
        } else {
          charge.status = 'captured';
          await options.deliver(event('charge.captured', ref));
        }
        return { status: 'pending' };
      }),

    void: (ref, idempotencyKey) =>
      once(`void:${idempotencyKey}`, async () => {
        const charge = charges.get(ref);
        if (!charge || charge.status !== 'authorised') return { status: 'failed', failure: { code: 'not_voidable', message: 'This payment cannot be voided.' } };
        charge.status = 'voided';
        return { status: 'voided' };
      }),

    refund: (ref, amount, idempotencyKey) =>
      once(`refund:${idempotencyKey}`, async () => {
        const charge = charges.get(ref);
        if (!charge || charge.status !== 'captured' || amount <= 0 || charge.refunded + amount > charge.amount) {
          return { status: 'failed', failure: { code: 'not_refundable', message: 'This payment cannot be refunded by that amount.' } };
        }
        charge.refunded += amount;
        if (charge.refunded === charge.amount) charge.status = 'refunded';
        await options.deliver(event('charge.refunded', ref));
        return { status: 'pending' };
      }),

    async status(ref) {
      return charges.get(ref)?.status ?? 'unknown';
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
      return { ok: true, event: { id: body.data.id, type: body.data.type, ref: body.data.data.ref, ...(body.data.data.failure ? { failure: body.data.data.failure } : {}) } };
    },
  };
}
