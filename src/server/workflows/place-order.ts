import type { DbOrTx, Tx } from '../db/client.js';
import type { OrdersService, PlaceOrderInput } from '../modules/orders/index.js';

/** An order asked for by another module: its listing may be missing (a lot with no listing behind it). */
export type PlaceOrderRequest = Omit<PlaceOrderInput, 'listingId'> & { listingId: number | null };

/**
 * place-order (issue 13; a workflow since #35): one path from a buyer's yes to an order, for
 * every way a piece is bought — buy now (orders' own route), an accepted offer (offers), a won
 * lot, its second chance and an auction's buy-now (auctions, through close-lot). In the caller's
 * transaction when it gives one (an offer accepted, a lot closed: all or nothing with it), or
 * alone. The orders module does the placement: the piece reserved by one conditional UPDATE
 * (the last unit is sold once), the buyer's idempotency key (a retry answers the same order),
 * the unpaid-order timer, both sides told. Concurrent buy-now requests for one listing are
 * batched by the orders service (decision 039): a race is the module's own affair, not the
 * workflow's.
 */
export function createPlaceOrder(deps: { orders: Pick<OrdersService, 'placeOrder'> }) {
  return async function placeOrder(input: PlaceOrderRequest, tx?: DbOrTx): Promise<{ id: string }> {
    if (input.listingId === null) throw new Error(`${input.sourceRef ?? 'this purchase'} has no listing to order`);
    return deps.orders.placeOrder({ ...input, listingId: input.listingId }, tx as Tx | undefined);
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
