import { defineMachine } from '../lifecycle/machine.js';

/**
 * A second-chance offer's lifecycle (issue #14): a lot closed unsold (reserve not met) is
 * offered by its seller to the highest bidder at their maximum; the bidder accepts (an order
 * of the buying flow is made) or declines, or the offer lapses after SECOND_CHANCE_OFFER_HOURS.
 */
export const secondChanceMachine = defineMachine({
  name: 'second-chance offer',
  states: ['pending', 'accepted', 'declined', 'expired'],
  initial: 'pending',
  terminal: ['accepted', 'declined', 'expired'],
  events: {
    accept: { from: ['pending'], to: 'accepted' },
    decline: { from: ['pending'], to: 'declined' },
    expire: { from: ['pending'], to: 'expired' },
  },
});

export type SecondChanceState = (typeof secondChanceMachine.states)[number];
export type SecondChanceEvent = keyof typeof secondChanceMachine.events;

/** How long after the close the seller may make the offer. */
export const SECOND_CHANCE_WINDOW_DAYS = 7;
/** How long the bidder has to answer it. */
export const SECOND_CHANCE_OFFER_HOURS = 48;
