import { defineMachine } from '../lifecycle/machine.js';

/**
 * An order's escrow (issue 13): the buyer's payment is held from the moment it is captured
 * until it is released to the seller's payable, refunded, or split by an admin's decision on
 * a dispute. The ledger's entries are the money; this is which of those outcomes has happened.
 */
export const escrowMachine = defineMachine({
  name: 'escrow',
  states: ['held', 'disputed', 'released', 'refunded', 'partially_refunded'],
  initial: 'held',
  terminal: ['released', 'refunded', 'partially_refunded'],
  events: {
    dispute: { from: ['held'], to: 'disputed' },
    release: { from: ['held', 'disputed'], to: 'released' },
    refund: { from: ['held', 'disputed'], to: 'refunded' },
    refund_part: { from: ['disputed'], to: 'partially_refunded' },
  },
});

export type EscrowState = (typeof escrowMachine.states)[number];
export type EscrowEvent = keyof typeof escrowMachine.events;
