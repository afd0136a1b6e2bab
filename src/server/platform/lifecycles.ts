import type { Machine } from '../../shared/lifecycle/machine.js';
import { listingMachine } from '../../shared/listings/listings.machine.js';
import { auctionMachine } from '../../shared/auctions/auctions.machine.js';
import { secondChanceMachine } from '../../shared/auctions/second-chance.machine.js';
import { orderMachine } from '../../shared/orders/orders.machine.js';
import { paymentMachine } from '../../shared/payments/payments.machine.js';
import { membershipApplicationMachine } from '../../shared/membership/membership.machine.js';
import { offerMachine } from '../../shared/offers/offers.machine.js';
import { payoutMachine } from '../../shared/payouts/payouts.machine.js';
import { journalMachine } from '../../shared/journal/journal.machine.js';

/**
 * Every lifecycle of Patina: buildApp validates each before it starts (assertLifecycles in
 * ./lifecycle.ts). Each table lives with its domain in src/shared; only the server's boot needs
 * the whole list, so it is kept here rather than beside the generic machine.
 */
export const LIFECYCLES: readonly Machine[] = [listingMachine, auctionMachine, orderMachine, paymentMachine, membershipApplicationMachine, offerMachine, secondChanceMachine, payoutMachine, journalMachine];
