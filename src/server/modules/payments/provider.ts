import type { PaymentProviderName } from '../../../shared/payments/payments.machine.js';

/**
 * What Patina needs of a payment processor (issue 13). Two offline providers implement it
 * (the simulated card processor and bank transfer); a real processor plugs in by
 * configuration later. Every call that moves money takes an idempotency key: a retried call
 * answers what the first one did.
 */
export interface Failure {
  code: string;
  message: string;
}

export type AuthoriseResult =
  | { status: 'authorised'; ref: string; last4: string | null }
  /** Waiting for the money (a bank transfer): `ref` is what the payer quotes. */
  | { status: 'pending'; ref: string }
  | { status: 'failed'; ref: string; failure: Failure };

/** A capture answers at once, or later through a webhook (`pending`). */
export type CaptureResult = { status: 'captured' } | { status: 'pending' } | { status: 'failed'; failure: Failure };

export type ProviderStatus = 'authorised' | 'pending' | 'captured' | 'failed' | 'voided' | 'refunded' | 'unknown';

/** A webhook, verified: `ref` names the processor's payment. */
export interface WebhookEvent {
  id: string;
  type: 'charge.captured' | 'charge.capture_failed' | 'charge.refunded';
  ref: string;
  failure?: Failure;
  /** `charge.refunded`: this refund's amount in minor units (absent: all that was left). */
  amount?: number;
  /** `charge.refunded`: all of the charge's refunds so far (the processor's running total). */
  refunded?: number;
}

/** What the processor holds for a charge: the reconciliation's evidence. */
export interface ChargeRecord {
  ref: string;
  /** The merchant's name for it (Patina's payment id). */
  reference: string;
  status: 'authorised' | 'captured' | 'failed' | 'voided' | 'refunded';
  amount: number;
  currency: string;
  /** Refunded so far, in minor units. */
  refunded: number;
  /** When the processor last changed it (the reconciliation pages by it). */
  updatedAt: Date;
}

export type WebhookCheck = { ok: true; event: WebhookEvent } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  authorise(input: { amount: number; currency: string; source: string; idempotencyKey: string }): Promise<AuthoriseResult>;
  capture(ref: string, idempotencyKey: string): Promise<CaptureResult>;
  void(ref: string, idempotencyKey: string): Promise<{ status: 'voided' } | { status: 'failed'; failure: Failure }>;
  refund(ref: string, amount: number, idempotencyKey: string): Promise<{ status: 'refunded' | 'pending' } | { status: 'failed'; failure: Failure }>;
  status(ref: string): Promise<ProviderStatus>;
  /** The processor's record of one charge, or null if it has none. */
  retrieve(ref: string): Promise<ChargeRecord | null>;
  /** The charges made under this reference (an answer lost between the processor and Patina). */
  findByReference(reference: string): Promise<ChargeRecord[]>;
  /** Charges changed since `since`, oldest first, after `after` (the reconciliation's window, page by page). */
  changedSince(since: Date, limit: number, after?: { at: Date; ref: string }): Promise<ChargeRecord[]>;
  /** Checks a delivery's signature and freshness and reads its event; never throws. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookCheck;
}
