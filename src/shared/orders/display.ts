import type { OrderStatus } from './contracts.js';

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

/**
 * The same for an amount kept as a decimal string of minor units (the ledger's bigint
 * balances, which may pass 2^53): exact whatever its size. '-12345' USD is '-$123.45'.
 */
export function formatAmountText(minor: string, currency: string): string {
  if (!/^-?\d+$/.test(minor)) return minor;
  const negative = minor.startsWith('-');
  const digits = minorDigits(currency);
  const abs = (negative ? minor.slice(1) : minor).padStart(digits + 1, '0');
  const whole = BigInt(abs.slice(0, abs.length - digits));
  const fraction = digits > 0 ? abs.slice(abs.length - digits) : '';
  // Whole units through Intl (grouping, symbol), the fraction appended as typed: no float on the way.
  const wholeText = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(whole);
  const text = fraction && /[1-9]/.test(fraction) ? `${wholeText}.${fraction}` : wholeText;
  return negative ? `-${text}` : text;
}

/** Parses an amount typed in major units ('1,250.50') into minor units of `currency`; NaN when it is not one. */
export function parseAmount(text: string, currency: string): number {
  const clean = text.replace(/[\s,]/g, '');
  const digits = minorDigits(currency);
  const shape = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!shape.test(clean)) return NaN;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as a person types them back, without symbol or grouping ('1250.50', '1250'): a form's starting value. */
export function amountInput(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const whole = Math.floor(minor / 10 ** digits);
  const fraction = String(minor % 10 ** digits).padStart(digits, '0');
  return digits === 0 || /^0*$/.test(fraction) ? String(whole) : `${whole}.${fraction}`;
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
