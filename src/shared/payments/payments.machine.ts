import { defineMachine } from '../lifecycle/machine.js';

/**
 * A payment's lifecycle (issue 13). A card payment is authorised (or declined) at once and
 * captured asynchronously: the processor's signed webhook says captured or capture failed.
 * Refunds arrive the same way, in parts or whole (issue 34: a partial refund is never shown as
 * a full one).
 * A bank transfer waits in `created` until an admin confirms the money arrived. Only a
 * captured payment puts money in escrow (the ledger's hold, posted with the capture).
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  states: ['created', 'authorised', 'captured', 'partially_refunded', 'failed', 'voided', 'refunded'],
  initial: 'created',
  terminal: ['failed', 'voided', 'refunded'],
  events: {
    authorise: { from: ['created'], to: 'authorised' },
    decline: { from: ['created'], to: 'failed' },
    capture: { from: ['authorised'], to: 'captured' },
    capture_fail: { from: ['authorised'], to: 'failed' },
    /** An authorisation given back, or an attempt that never reached the processor (or a transfer that never came) given up. */
    void: { from: ['created', 'authorised'], to: 'voided' },
    confirm_transfer: { from: ['created'], to: 'captured' },
    /** The processor refunded part of it (Patina's refund or its own); more may follow. */
    refund_part: { from: ['captured', 'partially_refunded'], to: 'partially_refunded' },
    /** The processor refunded what was left of it. */
    refund: { from: ['captured', 'partially_refunded'], to: 'refunded' },
  },
});

export type PaymentStatus = (typeof paymentMachine.states)[number];
export type PaymentEvent = keyof typeof paymentMachine.events;

export const PAYMENT_PROVIDERS = ['simulated', 'bank_transfer'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
