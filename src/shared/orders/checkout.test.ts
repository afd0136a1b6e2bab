import { describe, expect, it } from 'vitest';
import { buyerProtectionFee, convertAmount, orderActions, orderAmounts, partialReleaseFee, shippingFor } from './checkout.js';
import { sellerFee } from '../listings/fees.js';

describe('checkout amounts', () => {
  it('ships flat by category, unknown categories like art', () => {
    expect([shippingFor('bags'), shippingFor('art'), shippingFor('furniture'), shippingFor('vehicles'), shippingFor('spaceships')]).toEqual([2_500, 9_500, 25_000, 0, 9_500]);
  });

  it('charges 3 % buyer protection between $5 and $500', () => {
    expect([buyerProtectionFee(10_000), buyerProtectionFee(100_000), buyerProtectionFee(10_000_000)]).toEqual([500, 3_000, 50_000]);
    expect(() => buyerProtectionFee(0)).toThrow(RangeError);
  });

  it('adds up: the total is price + shipping + protection; Patina keeps both fees; the seller gets the rest', () => {
    const a = orderAmounts(1_250_000, 'watches');
    expect(a).toEqual({
      price: 1_250_000, shipping: 2_500, buyerProtectionFee: 37_500, total: 1_290_000, sellerFee: sellerFee(1_250_000, 'watches').fee,
      platformFee: sellerFee(1_250_000, 'watches').fee + 37_500, sellerNet: 1_250_000 + 2_500 - sellerFee(1_250_000, 'watches').fee, inspectionDays: 3,
    });
    expect(a.sellerNet + a.platformFee).toBe(a.total);
  });

  it('shrinks the fee in proportion to what a partial refund releases, never past the rest', () => {
    expect(partialReleaseFee(100_000, 1_000_000, 200_000)).toBe(80_000);
    expect(partialReleaseFee(100_000, 1_000_000, 999_999)).toBe(0);
    expect(partialReleaseFee(900, 1_000, 10)).toBeLessThanOrEqual(990);
  });

  it('converts through US dollars, and says nothing without a rate', () => {
    expect(convertAmount(100_000, 'USD', 'EUR', { EUR: 0.9 })).toEqual({ total: 90_000, rate: 0.9 });
    expect(convertAmount(90_000, 'EUR', 'GBP', { EUR: 0.9, GBP: 0.8 })).toEqual({ total: 80_000, rate: 0.888889 });
    expect(convertAmount(100, 'USD', 'JPY', {})).toBeNull();
  });
});

describe('order actions', () => {
  it('offers each side what its state allows', () => {
    const open = { inspectionOpen: true, paymentUnderWay: false };
    expect(orderActions('pending_payment', 'buyer', open)).toEqual(['pay', 'cancel', 'message']);
    expect(orderActions('pending_payment', 'buyer', { ...open, paymentUnderWay: true })).toEqual(['message']);
    expect(orderActions('awaiting_shipment', 'seller', open)).toEqual(['ship', 'message']);
    expect(orderActions('shipped', 'seller', open)).toEqual(['deliver', 'message']);
    expect(orderActions('inspection', 'buyer', open)).toEqual(['confirm', 'dispute', 'message']);
    expect(orderActions('inspection', 'buyer', { ...open, inspectionOpen: false })).toEqual(['confirm', 'message']);
    expect(orderActions('cancelled', 'buyer', open)).toEqual([]);
  });
});
