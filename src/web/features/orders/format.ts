import type { OrderStatus } from '../../../shared/orders/contracts.js';

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f;
}

/** How many minor units a currency's major unit has (2 for USD, 0 for JPY), by ISO 4217 as Intl knows it. */
export function minorDigits(currency: string): number {
  return formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount the member is charged, exactly: integer minor units of `currency` in its own
 * currency, cents shown only when there are some ('$30,000', '$1,050.50'). Checkout amounts
 * are never rounded or converted: what is shown is what is charged.
 */
export function formatAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat('en-US', {
    style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits,
  }).format(major);
}

/** What each state of an order is called on Patina's pages. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid into escrow',
  awaiting_shipment: 'Awaiting shipment',
  shipped: 'Shipped',
  delivered: 'Delivered',
  inspection: 'Inspection',
  disputed: 'In dispute',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  resolved_refund: 'Refunded after a dispute',
  resolved_partial: 'Partly refunded after a dispute',
  resolved_release: 'Released to the seller after a dispute',
};

/** '2 days', '1 day'. */
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
