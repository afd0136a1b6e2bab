import type { Machine } from './machine.js';
import { listingMachine } from '../listings/listings.machine.js';
import { auctionMachine } from '../auctions/auctions.machine.js';
import { secondChanceMachine } from '../auctions/second-chance.machine.js';
import { orderMachine } from '../orders/orders.machine.js';
import { escrowMachine } from '../escrow/escrow.machine.js';
import { paymentMachine } from '../payments/payments.machine.js';
import { membershipApplicationMachine } from '../membership/membership.machine.js';
import { offerMachine } from '../offers/offers.machine.js';
import { payoutMachine } from '../payouts/payouts.machine.js';

/** Every lifecycle of Patina: buildApp validates each before it starts. */
export const LIFECYCLES: readonly Machine[] = [listingMachine, auctionMachine, orderMachine, escrowMachine, paymentMachine, membershipApplicationMachine, offerMachine, secondChanceMachine, payoutMachine];
