import { defineMachine } from '../lifecycle/machine.js';

/**
 * A payment's lifecycle (issue 13). A card payment is authorised (or declined) at once and
 * captured asynchronously: the processor's signed webhook says captured or capture failed.
 * A bank transfer waits in `created` until an admin confirms the money arrived. Only a
 * captured payment puts money in escrow (the ledger's hold, posted with the capture).
 */
export const paymentMachine = defineMachine({
  name: 'payment',
  states: ['created', 'authorised', 'captured', 'failed', 'voided', 'refunded'],
  initial: 'created',
  terminal: ['failed', 'voided', 'refunded'],
  events: {
    authorise: { from: ['created'], to: 'authorised' },
    decline: { from: ['created'], to: 'failed' },
    capture: { from: ['authorised'], to: 'captured' },
    capture_fail: { from: ['authorised'], to: 'failed' },
    void: { from: ['authorised'], to: 'voided' },
    confirm_transfer: { from: ['created'], to: 'captured' },
    refund: { from: ['captured'], to: 'refunded' },
  },
});

export type PaymentStatus = (typeof paymentMachine.states)[number];
export type PaymentEvent = keyof typeof paymentMachine.events;

export const PAYMENT_PROVIDERS = ['simulated', 'bank_transfer'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
