import { auctionMachine, type AuctionEvent, type AuctionState } from '../../../shared/auctions/auctions.machine.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';

export { auctionMachine, type AuctionEvent, type AuctionState };

/** The lot's state after `event`, or a 409 (see nextStateOrConflict). */
export function nextAuctionState(state: string, event: AuctionEvent): AuctionState {
  return nextStateOrConflict(auctionMachine, state, event);
}

/**
 * An event applied to many lots in one UPDATE: the rows in one of the event's source states
 * move to its target, exactly what `nextAuctionState` allows row by row (a row in any other
 * state is left as it is, never moved against the table).
 */
export function auctionBulkRule(event: AuctionEvent): { from: AuctionState[]; to: AuctionState } {
  const rule = auctionMachine.events[event];
  return { from: [...rule.from], to: rule.to };
}
