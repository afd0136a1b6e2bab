import { describe, expect, it } from 'vitest';
import { badgeLabel, roleOf, showsClubBanner } from './access.js';

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
