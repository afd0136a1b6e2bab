import { digitsOf } from './test-cards.js';

/** The brand a card number says it is, by its leading digits (what a saved card shows). */
export function cardBrand(cardNumber: string): string {
  const d = digitsOf(cardNumber);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(d)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(d)) return 'JCB';
  return 'Card';
}

/** Whether a card's expiry (the end of its month, UTC) has passed at `now`. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}
