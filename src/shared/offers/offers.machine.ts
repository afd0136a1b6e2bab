import { defineMachine } from '../lifecycle/machine.js';

/**
 * An offer's lifecycle (issue 13, decision 024). A buyer's offer waits for the seller, who
 * accepts it (an order at the offer's price), declines it or counters; a counter waits for the
 * buyer, who accepts (an order at the counter's price) or declines. The buyer may withdraw
 * while it is open; an open offer lapses 48 hours after its last move. An offer below the
 * seller's floor is declined at once.
 */
export const offerMachine = defineMachine({
  name: 'offer',
  states: ['pending', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'],
  initial: 'pending',
  terminal: ['accepted', 'declined', 'withdrawn', 'expired'],
  events: {
    counter: { from: ['pending'], to: 'countered' },
    accept: { from: ['pending', 'countered'], to: 'accepted' },
    decline: { from: ['pending', 'countered'], to: 'declined' },
    withdraw: { from: ['pending', 'countered'], to: 'withdrawn' },
    expire: { from: ['pending', 'countered'], to: 'expired' },
  },
});

export type OfferState = (typeof offerMachine.states)[number];
export type OfferEvent = keyof typeof offerMachine.events;
export type OfferSide = 'buyer' | 'seller';

/**
 * Whose move it is: the seller answers a pending offer, the buyer answers a counter. The buyer
 * may withdraw either; expiry is the clock's.
 */
export function offerActions(state: OfferState, side: OfferSide): OfferEvent[] {
  if (state === 'pending') return side === 'seller' ? ['accept', 'decline', 'counter'] : ['withdraw'];
  if (state === 'countered') return side === 'buyer' ? ['accept', 'decline', 'withdraw'] : [];
  return [];
}

/** The floor check: an offer below the seller's floor is declined on its own. */
export const belowFloor = (amount: number, floor: number | null | undefined) => floor != null && amount < floor;
