import { defineMachine } from '../lifecycle/machine.js';

/**
 * An order's lifecycle (issue 13): pending payment → paid (the money is in escrow) → awaiting
 * shipment (the seller has 3 business days) → shipped → delivered → inspection (a window per
 * category) → completed. Every timer is a job that sends one of these events: a seller who did
 * not ship in time has the order refunded (`shipping_missed`), a silent inspection window
 * completes (`inspection_elapsed`). The buyer may cancel before paying. A dispute opened
 * during inspection is decided by an admin: a refund (the piece returns), a partial refund
 * (the rest goes to the seller) or a release; each decision is a terminal state of its own so
 * the order says what was decided.
 *
 * What each event does to the money is `ORDER_ESCROW_EFFECTS` below: the ledger postings of
 * the server follow it, and the property tests drive both together.
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: [
    'pending_payment', 'paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection', 'disputed',
    'completed', 'cancelled', 'refunded', 'resolved_refund', 'resolved_partial', 'resolved_release',
  ],
  initial: 'pending_payment',
  terminal: ['completed', 'cancelled', 'refunded', 'resolved_refund', 'resolved_partial', 'resolved_release'],
  events: {
    /** The payment was captured: its amount is held in the order's escrow account. */
    pay: { from: ['pending_payment'], to: 'paid' },
    /** The buyer (or the unpaid-order job) cancels before any money moved. */
    cancel: { from: ['pending_payment'], to: 'cancelled' },
    /** The seller is told to ship; the 3-business-day deadline starts. */
    request_shipment: { from: ['paid'], to: 'awaiting_shipment' },
    /** The deadline job: not shipped within 3 business days, the buyer is refunded in full. */
    shipping_missed: { from: ['paid', 'awaiting_shipment'], to: 'refunded' },
    /** The seller ships, with a tracking number. */
    ship: { from: ['awaiting_shipment'], to: 'shipped' },
    deliver: { from: ['shipped'], to: 'delivered' },
    start_inspection: { from: ['delivered'], to: 'inspection' },
    /** The buyer confirms the piece is as described: escrow released to the seller. */
    confirm_receipt: { from: ['delivered', 'inspection'], to: 'completed' },
    /** The inspection window passed in silence: the same release, by a job. */
    inspection_elapsed: { from: ['inspection'], to: 'completed' },
    open_dispute: { from: ['inspection'], to: 'disputed' },
    resolve_refund: { from: ['disputed'], to: 'resolved_refund' },
    resolve_partial: { from: ['disputed'], to: 'resolved_partial' },
    resolve_release: { from: ['disputed'], to: 'resolved_release' },
    /**
     * The payment processor refunded the buyer in full on its own (a chargeback, a refund from
     * its dashboard) while the money was in escrow (issue 34): the order ends refunded.
     */
    processor_refund: { from: ['paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection', 'disputed'], to: 'refunded' },
    /**
     * The processor refunded part of it on its own: the release stops and an admin decides the
     * rest as in a dispute (the refunded part has already left the escrow, by the webhook).
     */
    hold_for_review: { from: ['paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection'], to: 'disputed' },
  },
});

export type OrderState = (typeof orderMachine.states)[number];
export type OrderEvent = keyof typeof orderMachine.events;

/**
 * The money each event moves (the ledger's escrow flows):
 * - `hold`: the captured payment goes from the processor's side into the order's escrow;
 * - `release`: the whole escrow goes to the seller's payable (net) and Patina's fees;
 * - `refund`: the whole escrow goes back to the buyer;
 * - `refund_part`: an admin-chosen part goes back to the buyer, the rest is released;
 * - `none`: no money moves.
 * Every terminal state reached after `pay` leaves the order's escrow at exactly 0.
 */
export type EscrowEffect = 'hold' | 'release' | 'refund' | 'refund_part' | 'none';

export const ORDER_ESCROW_EFFECTS: { readonly [E in OrderEvent]: EscrowEffect } = {
  pay: 'hold',
  cancel: 'none',
  request_shipment: 'none',
  shipping_missed: 'refund',
  ship: 'none',
  deliver: 'none',
  start_inspection: 'none',
  confirm_receipt: 'release',
  inspection_elapsed: 'release',
  open_dispute: 'none',
  resolve_refund: 'refund',
  resolve_partial: 'refund_part',
  resolve_release: 'release',
  processor_refund: 'refund',
  hold_for_review: 'none',
};
