/**
 * The simulated card processor's test cards (issue 13), like a real processor's test mode:
 * the number chooses what happens. Any other number that passes the Luhn check succeeds like
 * 4242…; a card whose expiry has passed is `expired_card` whatever its number.
 *
 * | number              | outcome                                              |
 * |---------------------|------------------------------------------------------|
 * | 4242 4242 4242 4242 | authorised, then captured                            |
 * | 4000 0000 0000 0002 | declined: `card_declined`                            |
 * | 4000 0000 0000 9995 | declined: `insufficient_funds`                       |
 * | 4000 0000 0000 0069 | declined: `expired_card`                             |
 * | 4000 0000 0000 0341 | authorised, then the capture fails: `capture_failed` |
 */
export const CARD_OUTCOMES = ['succeeds', 'card_declined', 'insufficient_funds', 'expired_card', 'capture_failed'] as const;
export type CardOutcome = (typeof CARD_OUTCOMES)[number];

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000341': 'capture_failed',
};

/** What the buyer reads for each refusal. */
export const CARD_FAILURE_MESSAGES: Readonly<Record<Exclude<CardOutcome, 'succeeds'>, string>> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  capture_failed: 'The payment could not be completed; your card was not charged.',
};

export const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function luhnValid(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The outcome of paying with this card at `now`; null when the number is not a card number. */
export function cardOutcome(card: { number: string; expMonth: number; expYear: number }, now: Date): CardOutcome | null {
  if (!luhnValid(card.number)) return null;
  const expiredAt = Date.UTC(card.expYear, card.expMonth, 1); // the first day after the expiry month
  if (expiredAt <= now.getTime()) return 'expired_card';
  return TEST_CARDS[digitsOf(card.number)] ?? 'succeeds';
}
