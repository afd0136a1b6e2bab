import { describe, expect, it } from 'vitest';
import { cardOutcome, luhnValid, TEST_CARDS } from './test-cards.js';
import { paymentMachine } from './payments.machine.js';

const now = new Date('2026-11-25T12:00:00Z');

describe('the simulated processor’s test cards', () => {
  it('choose the outcome by number', () => {
    const card = (number: string) => cardOutcome({ number, expMonth: 12, expYear: 2030 }, now);
    expect(card('4242 4242 4242 4242')).toBe('succeeds');
    expect(card('4000-0000-0000-0002')).toBe('card_declined');
    expect(card('4000000000009995')).toBe('insufficient_funds');
    expect(card('4000000000000069')).toBe('expired_card');
    expect(card('4000000000000341')).toBe('capture_failed');
    expect(card('5555 5555 5555 4444')).toBe('succeeds');
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });
  it('refuse a number that fails the Luhn check or is not digits', () => {
    expect(cardOutcome({ number: '4242 4242 4242 4241', expMonth: 12, expYear: 2030 }, now)).toBeNull();
    expect(cardOutcome({ number: 'abcd', expMonth: 12, expYear: 2030 }, now)).toBeNull();
    expect(luhnValid('')).toBe(false);
  });
  it('an expired card is expired_card, the expiry month itself still good', () => {
    expect(cardOutcome({ number: '4242424242424242', expMonth: 10, expYear: 2026 }, now)).toBe('expired_card');
    expect(cardOutcome({ number: '4242424242424242', expMonth: 11, expYear: 2026 }, now)).toBe('succeeds');
  });
});

describe('the payment lifecycle', () => {
  it('is sound; a card is captured only once authorised, a transfer only from created', () => {
    expect(paymentMachine.validate()).toEqual([]);
    expect(paymentMachine.can('created', 'capture')).toBe(false);
    expect(paymentMachine.can('authorised', 'capture')).toBe(true);
    expect(paymentMachine.can('captured', 'capture')).toBe(false);
    expect(paymentMachine.can('created', 'confirm_transfer')).toBe(true);
    expect(paymentMachine.allowedEvents('captured')).toEqual(['refund_part', 'refund']);
  });
  it('says a partial refund is partial, and lets more refunds follow it (issue 34)', () => {
    expect(paymentMachine.can('captured', 'refund_part')).toBe(true);
    expect(paymentMachine.can('partially_refunded', 'refund_part')).toBe(true);
    expect(paymentMachine.can('partially_refunded', 'refund')).toBe(true);
    expect(paymentMachine.can('refunded', 'refund_part')).toBe(false);
    expect(paymentMachine.can('authorised', 'refund')).toBe(false);
    // An attempt that never reached the processor (or a transfer that never came) is given up.
    expect(paymentMachine.can('created', 'void')).toBe(true);
  });
});
