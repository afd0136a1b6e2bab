import { listingMachine, type ListingEvent, type ListingState } from '../../../shared/listings/listings.machine.js';
import { nextStateOrConflict } from '../../platform/lifecycle.js';

export { listingMachine, type ListingEvent, type ListingState };

/** The listing's state after `event`, or a 409 (see nextStateOrConflict). */
export function nextListingState(state: string, event: ListingEvent): ListingState {
  return nextStateOrConflict(listingMachine, state, event);
}
