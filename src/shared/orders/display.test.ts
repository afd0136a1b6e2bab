import { describe, expect, it } from 'vitest';
import { amountInput, days, formatAmount, formatAmountText, minorDigits, ORDER_STATUS_LABELS, parseAmount } from './display.js';
import { ORDER_STATES } from './contracts.js';

describe('amounts as a buyer is charged them', () => {
  it('shows minor units exactly, cents only when there are some', () => {
    expect(formatAmount(3_000_000, 'USD')).toBe('$30,000');
    expect(formatAmount(3_075_050, 'USD')).toBe('$30,750.50');
    expect(formatAmount(105, 'EUR')).toBe('€1.05');
    expect(formatAmount(0, 'USD')).toBe('$0');
    expect(formatAmount(1_880_000, 'JPY')).toBe('¥1,880,000');
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('USD')).toBe(2);
  });

  it('shows a decimal string of minor units exactly, beyond 2^53', () => {
    expect(formatAmountText('3075050', 'USD')).toBe('$30,750.50');
    expect(formatAmountText('-12345', 'USD')).toBe('-$123.45');
    expect(formatAmountText('5', 'USD')).toBe('$0.05');
    expect(formatAmountText('0', 'USD')).toBe('$0');
    expect(formatAmountText('123456789012345678901', 'USD')).toBe('$1,234,567,890,123,456,789.01');
    expect(formatAmountText('1880000', 'JPY')).toBe('¥1,880,000');
    expect(formatAmountText('n/a', 'USD')).toBe('n/a');
  });

  it('names every order state and counts days', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATES].sort());
    expect(days(1)).toBe('1 day');
    expect(days(14)).toBe('14 days');
  });
});

describe('amounts as a person types them', () => {
  it('parses major units into minor units, NaN for anything else', () => {
    expect(parseAmount('1,250.50', 'USD')).toBe(125_050);
    expect(parseAmount(' 27000 ', 'EUR')).toBe(2_700_000);
    expect(parseAmount('1880000', 'JPY')).toBe(1_880_000);
    for (const bad of ['', '-5', '1.234', '1e5', 'ten', '12.5.0']) expect(parseAmount(bad, 'USD'), bad).toBeNaN();
    expect(parseAmount('12.5', 'JPY')).toBeNaN();
  });
  it('gives back what parses to the same minor units', () => {
    for (const [minor, currency, text] of [[125_050, 'USD', '1250.50'], [2_700_000, 'EUR', '27000'], [5, 'USD', '0.05'], [1_880_000, 'JPY', '1880000']] as const) {
      expect(amountInput(minor, currency)).toBe(text);
      expect(parseAmount(text, currency)).toBe(minor);
    }
  });
});
