import { formatUnits, isCurrencyCode } from '../../../shared/pricing/currency.js';

/** An amount in minor units of the listing's currency, as the pages show prices: '$8,000'. */
export function formatOfferAmount(minor: number, currency: string): string {
  const code = currency.trim();
  return formatUnits(Math.round(minor / 100), isCurrencyCode(code) ? code : 'USD');
}

/**
 * What a person typed, in whole units of the currency ('8,000', '8000', '8000.50'), as minor
 * units; null when it is not an amount.
 */
export function parseOfferAmount(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  const minor = Math.round(Number(plain) * 100);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The sentence a member reads for an offer's state, from their side. */
export function offerStatusText(status: string, role: 'buyer' | 'seller'): string {
  switch (status) {
    case 'pending':
      return role === 'buyer' ? 'Waiting for the seller' : 'Waiting for your answer';
    case 'countered':
      return role === 'buyer' ? 'The seller countered' : 'Waiting for the buyer';
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return 'Declined';
    case 'withdrawn':
      return 'Withdrawn';
    case 'expired':
      return 'Expired';
    default:
      return status;
  }
}
