import { describe, expect, it } from 'vitest';
import { accessFor, badgeLabel, roleOf, showsClubBanner, verdictFor } from './access.js';

describe('roles and badges (SPEC §6)', () => {
  it('counts anyone without a known userType as a guest', () => {
    expect(roleOf(null)).toBe('guest');
    expect(roleOf({ userType: 'superuser' })).toBe('guest');
    expect(roleOf({ userType: 'admin' })).toBe('admin');
  });

  it('names the badges', () => {
    expect(['admin', 'verified_member', 'registered', 'guest'].map((r) => badgeLabel(r as never))).toEqual([
      'Admin',
      'Member',
      'Registered User',
      'Guest',
    ]);
  });

  it('shows the club banner only to signed-in non-members', () => {
    expect(showsClubBanner('registered')).toBe(true);
    expect(showsClubBanner('verified_member')).toBe(false);
    expect(showsClubBanner('admin')).toBe(false);
    expect(showsClubBanner('guest')).toBe(false);
  });
});

describe('gated paths', () => {
  it('leaves browsing open and gates the members’ areas', () => {
    expect(accessFor('/')).toBe('open');
    expect(accessFor('/category/bags')).toBe('open');
    expect(accessFor('/search?q=rolex')).toBe('open');
    expect(accessFor('/auth/login')).toBe('open');
    expect(accessFor('/membership')).toBe('open');
    expect(accessFor('/sell?q=birkin')).toBe('member');
    expect(accessFor('/auctions')).toBe('member');
    expect(accessFor('/community/discover')).toBe('member');
    expect(accessFor('/product/rolex-submariner')).toBe('signed-in');
    expect(accessFor('/settings')).toBe('signed-in');
    expect(accessFor('/admin')).toBe('admin');
    expect(accessFor('/admin/expert-approval')).toBe('expert');
    expect(accessFor('/sellers')).toBe('open');
  });

  it('asks a guest to sign in, sends a registered member to membership', () => {
    expect(verdictFor('member', 'guest')).toBe('sign-in');
    expect(verdictFor('signed-in', 'guest')).toBe('sign-in');
    expect(verdictFor('member', 'registered')).toBe('membership');
    expect(verdictFor('signed-in', 'registered')).toBe('allow');
    expect(verdictFor('member', 'verified_member')).toBe('allow');
    expect(verdictFor('admin', 'verified_member')).toBe('forbidden');
    expect(verdictFor('admin', 'admin')).toBe('allow');
    expect(verdictFor('expert', 'verified_member', ['watches'])).toBe('allow');
    expect(verdictFor('expert', 'verified_member', [])).toBe('forbidden');
    expect(verdictFor('open', 'guest')).toBe('allow');
  });
});
