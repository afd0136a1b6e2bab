import { defineMachine } from '../lifecycle/machine.js';

/**
 * A listing's lifecycle (issue 12). 'active' is the live listing (the name the listings table
 * has used since 0000). A withdrawn or expired listing is relisted as a draft, so it goes
 * through expert review again; sold and rejected are final.
 */
export const listingMachine = defineMachine({
  name: 'listing',
  states: ['draft', 'in_review', 'changes_requested', 'active', 'reserved', 'sold', 'withdrawn', 'expired', 'rejected'],
  initial: 'draft',
  terminal: ['sold', 'rejected'],
  events: {
    submit: { from: ['draft'], to: 'in_review' },
    request_changes: { from: ['in_review'], to: 'changes_requested' },
    resubmit: { from: ['changes_requested'], to: 'in_review' },
    approve: { from: ['in_review'], to: 'active' },
    reject: { from: ['in_review'], to: 'rejected' },
    /** An order took the piece; it is held until the order completes or falls through. */
    reserve: { from: ['active'], to: 'reserved' },
    release: { from: ['reserved'], to: 'active' },
    sell: { from: ['reserved'], to: 'sold' },
    withdraw: { from: ['draft', 'in_review', 'changes_requested', 'active'], to: 'withdrawn' },
    expire: { from: ['active'], to: 'expired' },
    relist: { from: ['withdrawn', 'expired'], to: 'draft' },
  },
});

export type ListingState = (typeof listingMachine.states)[number];
export type ListingEvent = keyof typeof listingMachine.events;
