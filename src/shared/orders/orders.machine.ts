import { defineMachine } from '../lifecycle/machine.js';

/**
 * An order's lifecycle (issue 13): pending payment → paid into escrow → shipped → delivered
 * → inspection → completed. Every timer is a job that sends one of these events: an unpaid
 * order is cancelled, an order the seller did not ship in time is refunded, a silent
 * inspection window completes. A dispute during inspection is decided by an admin: refund
 * (the piece returns), release, or a partial refund (the order completes; the escrow records
 * the part refunded).
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: ['pending_payment', 'paid', 'shipped', 'delivered', 'in_inspection', 'disputed', 'completed', 'cancelled', 'refunded'],
  initial: 'pending_payment',
  terminal: ['completed', 'cancelled', 'refunded'],
  events: {
    pay: { from: ['pending_payment'], to: 'paid' },
    cancel: { from: ['pending_payment'], to: 'cancelled' },
    ship: { from: ['paid'], to: 'shipped' },
    shipping_missed: { from: ['paid'], to: 'refunded' },
    deliver: { from: ['shipped'], to: 'delivered' },
    start_inspection: { from: ['delivered'], to: 'in_inspection' },
    confirm_receipt: { from: ['delivered', 'in_inspection'], to: 'completed' },
    inspection_elapsed: { from: ['in_inspection'], to: 'completed' },
    open_dispute: { from: ['delivered', 'in_inspection'], to: 'disputed' },
    resolve_refund: { from: ['disputed'], to: 'refunded' },
    resolve_partial_refund: { from: ['disputed'], to: 'completed' },
    resolve_release: { from: ['disputed'], to: 'completed' },
  },
});

export type OrderState = (typeof orderMachine.states)[number];
export type OrderEvent = keyof typeof orderMachine.events;
