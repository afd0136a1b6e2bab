import { defineMachine } from '../lifecycle/machine.js';

/**
 * An auction lot's lifecycle (issue 14). A soft-close extension moves the end, not the state
 * ('extend' keeps a live lot live). A lot that has closed is 'ended' until it is settled:
 * sold to the winner (an order is made), or unsold (no bids, or the reserve not met). Buy-now
 * sells a live lot at once. A lot is cancelled before it opens or while live (the service
 * refuses once there are bids).
 */
export const auctionMachine = defineMachine({
  name: 'auction',
  states: ['scheduled', 'live', 'ended', 'sold', 'unsold', 'cancelled'],
  initial: 'scheduled',
  terminal: ['sold', 'unsold', 'cancelled'],
  events: {
    open: { from: ['scheduled'], to: 'live' },
    extend: { from: ['live'], to: 'live' },
    close: { from: ['live'], to: 'ended' },
    settle_sold: { from: ['ended'], to: 'sold' },
    settle_unsold: { from: ['ended'], to: 'unsold' },
    buy_now: { from: ['live'], to: 'sold' },
    cancel: { from: ['scheduled', 'live'], to: 'cancelled' },
  },
});

export type AuctionState = (typeof auctionMachine.states)[number];
export type AuctionEvent = keyof typeof auctionMachine.events;
