import { describe, expect, it } from 'vitest';
import {
  FAMILY_LABELS, NOTIFICATION_COLORS, NOTIFICATION_FAMILIES, NOTIFICATION_TYPES, NOTIFICATION_TYPE_NAMES,
  familyOf, formatAmount, isNotificationType, notificationTypeDef, renderNotification,
} from './catalogue.js';
import { FOLLOW_NOTIFICATION_TYPE } from '../follows/contracts.js';
import { badgeText } from './contracts.js';

describe('the notification catalogue', () => {
  it('has types in every family §3 names, and many of them', () => {
    for (const family of NOTIFICATION_FAMILIES) {
      expect(NOTIFICATION_TYPE_NAMES.filter((t) => NOTIFICATION_TYPES[t].family === family).length, family).toBeGreaterThan(0);
      expect(FAMILY_LABELS[family]).toBeTruthy();
    }
    expect(NOTIFICATION_FAMILIES).toEqual([
      'listings', 'wishlist', 'auctions', 'offers', 'orders', 'payments', 'escrow', 'shipping',
      'account', 'security', 'system', 'social', 'community', 'events', 'sourcing',
    ]);
    expect(NOTIFICATION_TYPE_NAMES.length).toBeGreaterThanOrEqual(50);
  });

  it('gives every type a kebab-case icon and a known colour', () => {
    for (const name of NOTIFICATION_TYPE_NAMES) {
      const d = NOTIFICATION_TYPES[name];
      expect(d.icon, name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(NOTIFICATION_COLORS, name).toContain(d.color);
    }
  });

  it('knows the types other modules already write', () => {
    for (const t of [FOLLOW_NOTIFICATION_TYPE, 'membership_approved', 'membership_info_requested', 'membership_declined', 'membership_suspended', 'membership_reinstated', 'membership_left']) {
      expect(isNotificationType(t), t).toBe(true);
    }
    expect(familyOf(FOLLOW_NOTIFICATION_TYPE)).toBe('social');
    expect(familyOf('membership_approved')).toBe('account');
  });

  it('renders a price drop with its prices in the currency, and where it leads', () => {
    expect(renderNotification('price_drop', {
      productId: 42, productName: 'Birkin 30', productBrand: 'Hermès', oldPrice: 1_250_000, newPrice: 1_100_000, currency: 'USD',
    })).toEqual({
      type: 'price_drop', family: 'wishlist', icon: 'trending-down', color: 'green',
      title: 'Price drop on your wishlist',
      message: 'Hermès Birkin 30 dropped from $12,500 to $11,000.',
      actionUrl: '/product/42',
    });
  });

  it('tells of an entry’s appreciations together: the latest member named, the others counted', () => {
    const p = { memberName: 'Ben O.', memberHandle: 'ben-o', entryId: 9, entryTitle: 'Cartier before 1990' };
    expect(renderNotification('community.appreciated', p).message).toBe('Ben O. appreciated "Cartier before 1990".');
    expect(renderNotification('community.appreciated', { ...p, others: 1 }).message).toBe('Ben O. and 1 other appreciated "Cartier before 1990".');
    expect(renderNotification('community.appreciated', { ...p, others: 2_999 }).message).toBe('Ben O. and 2,999 others appreciated "Cartier before 1990".');
  });

  it('renders auctions, orders, security and follows', () => {
    expect(renderNotification('auction_outbid', { auctionId: 7, productName: 'Daytona', productBrand: 'Rolex', bidAmount: 3_200_000, currency: 'EUR' }))
      .toMatchObject({ title: "You've been outbid", message: 'Someone bid €32,000 on Rolex Daytona.', actionUrl: '/auction/7', family: 'auctions' });
    expect(renderNotification('order_shipped', { orderId: 'A-19', productName: 'Kelly 25', carrier: 'DHL' }))
      .toMatchObject({ message: 'Kelly 25 is on its way with DHL.', actionUrl: '/profile/orders/A-19', family: 'shipping' });
    expect(renderNotification('new_device_sign_in', { device: 'Firefox on Linux', at: '3 May 2026, 10:04 UTC' }))
      .toMatchObject({ family: 'security', title: 'New sign-in to your account', actionUrl: '/settings' });
    expect(renderNotification('social.follow', { memberName: 'Ines M.', memberHandle: 'ines-m-1' }))
      .toMatchObject({ title: 'New follower', message: 'Ines M. started following you.', actionUrl: '/members/ines-m-1' });
    expect(renderNotification('email_verified', {})).toMatchObject({ family: 'account', title: 'Email verified' });
  });

  it('renders every type without throwing, given plausible params', () => {
    const params = new Proxy({}, { get: (_t, key) => (String(key).match(/amount|price|days|minutes|views|rank/i) ? 100 : 'x') });
    for (const name of NOTIFICATION_TYPE_NAMES) {
      const r = renderNotification(name, params as never);
      expect(r.title.length, name).toBeGreaterThan(0);
      expect(r.message.length, name).toBeGreaterThan(0);
      if (r.actionUrl !== null) expect(r.actionUrl, name).toMatch(/^\//);
    }
  });

  it('rejects a type it does not know', () => {
    expect(isNotificationType('made_up')).toBe(false);
    expect(isNotificationType('toString')).toBe(false);
    expect(() => notificationTypeDef('made_up')).toThrow("unknown notification type 'made_up'");
    expect(() => renderNotification('made_up' as never, {} as never)).toThrow(TypeError);
    expect(familyOf('made_up')).toBe('system');
  });

  it('formats amounts in whole units; an unknown currency as dollars', () => {
    expect(formatAmount(1_234_500, 'GBP')).toBe('£12,345');
    expect(formatAmount(99, 'XXX')).toBe('$1');
  });
});

describe('the badge (SPEC §9)', () => {
  it('shows 99+ above 99 and 9+ above 9 in the compact menu', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(9, true)).toBe('9');
    expect(badgeText(10, true)).toBe('9+');
    expect(badgeText(150, true)).toBe('9+');
  });
});
