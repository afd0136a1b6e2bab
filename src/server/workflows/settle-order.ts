import type { Tx } from '../db/client.js';
import type { CatalogService } from '../modules/catalog/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { ListingsService } from '../modules/listings/index.js';
import type { OrderActor, OrderRow, OrderSteps } from '../modules/orders/index.js';
import type { PassportsService } from '../modules/passports/index.js';
import type { PricingService } from '../modules/pricing/index.js';

export type SettleEvent = 'confirm_receipt' | 'inspection_elapsed' | 'resolve_release';

export interface SettleOrderDeps {
  orders: OrderSteps;
  ledger: Pick<LedgerService, 'release'>;
  listings: Pick<ListingsService, 'transition'>;
  passports: Pick<PassportsService, 'transferForListing'>;
  catalog: Pick<CatalogService, 'referenceData'>;
  pricing: Pick<PricingService, 'recordSale'>;
}

/**
 * The piece changed hands (a step other workflows reuse: a partial refund's rest is released
 * too): the listing is sold, its passport the buyer's, the sale — when at its full price — in
 * the price history, and the piece's pages told.
 */
export function createHandOver(deps: Omit<SettleOrderDeps, 'ledger'>) {
  return async function handOver(tx: Tx, order: OrderRow, at: Date, recordSale: boolean): Promise<void> {
    await deps.listings.transition(order.listingId, 'sell', tx);
    await deps.passports.transferForListing(tx, order.listingId, order.buyerId, at);
    if (recordSale && order.productId !== null) {
      const product = await deps.catalog.referenceData(order.productId, tx);
      if (product) await deps.pricing.recordSale(tx, { productCode: product.product_code, sellPrice: order.price, currency: order.currency, condition: product.condition, at });
    }
    await deps.orders.listingChanged(tx, order);
  };
}

/**
 * settle-order (issue 13; a workflow since #35): the buyer confirmed, the inspection window
 * closed in silence, or an admin released a dispute. In the caller's transaction, on the order
 * it locked: release the escrow (ledger) → complete the order (orders) → hand the piece over
 * (listings, passports, pricing) → tell both sides (notifications). All or nothing.
 */
export function createSettleOrder(deps: SettleOrderDeps) {
  const { orders, ledger } = deps;
  const handOver = createHandOver(deps);
  return async function settleOrder(tx: Tx, order: OrderRow, event: SettleEvent, actor: OrderActor): Promise<OrderRow> {
    const at = orders.now();
    await ledger.release(tx, orders.escrowOf(order));
    const done = await orders.move(tx, order, event, { closedAt: at, dueAt: null }, { ...actor, code: actor.code ?? (event === 'confirm_receipt' ? 'not_confirmable' : `order_${order.status}`) });
    // A sale part of which the processor refunded is not a price the market paid.
    await handOver(tx, done, at, order.processorRefunded === 0);
    await orders.notify(tx, 'escrow_released', order.sellerId, done, { amount: orders.heldOf(order) - orders.feeOf(order), currency: order.currency });
    await orders.notify(tx, 'order_completed', order.buyerId, done, {});
    return done;
  };
}

export type SettleOrder = ReturnType<typeof createSettleOrder>;
