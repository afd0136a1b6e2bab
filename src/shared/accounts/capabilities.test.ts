import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPABILITIES, CAPABILITY_NAMES, ROLES, can, pageCapability, pageVerdict, rolesOf, verdictFor, type AccessSubject,
} from './capabilities.js';

const guest = null;
const registered: AccessSubject = { userType: 'registered', expertise: [] };
const member: AccessSubject = { userType: 'verified_member', expertise: [] };
const expert: AccessSubject = { userType: 'verified_member', expertise: ['watches'] };
const admin: AccessSubject = { userType: 'admin', expertise: [] };
const suspended: AccessSubject = { userType: 'verified_member', expertise: ['watches'], suspended: true };

describe('roles', () => {
  it('reads a person’s roles from their account', () => {
    expect(rolesOf(guest)).toEqual(['guest']);
    expect(rolesOf(registered)).toEqual(['registered']);
    expect(rolesOf({ userType: 'something-else' })).toEqual(['registered']);
    expect(rolesOf(member)).toEqual(['verified_member']);
    expect(rolesOf(expert)).toEqual(['verified_member', 'expert']);
    expect(rolesOf(admin)).toEqual(['admin']);
    expect(rolesOf({ userType: 'admin', suspended: true })).toEqual(['suspended']);
    expect(rolesOf({ userType: 'verified_member', editor: true })).toEqual(['verified_member', 'editor']);
    expect(rolesOf({ userType: 'admin', editor: true })).toEqual(['admin']);
    expect(rolesOf({ userType: 'verified_member', editor: true, suspended: true })).toEqual(['suspended']);
  });
});

describe('the capability table (issue #17)', () => {
  it('lets editors and admins, and no one else, edit the Journal (issue #36)', () => {
    expect(can({ userType: 'registered', editor: true }, 'edit_journal')).toBe(true);
    expect(can(admin, 'edit_journal')).toBe(true);
    for (const who of [guest, registered, member, expert, { userType: 'verified_member', editor: true, suspended: true }]) expect(can(who, 'edit_journal')).toBe(false);
    expect(pageCapability('/admin/journal/new')).toBe('edit_journal');
    expect(pageCapability('/admin/payouts')).toBe('administer');
  });

  it('lets guests browse and search, and nothing else', () => {
    expect(CAPABILITY_NAMES.filter((c) => can(guest, c))).toEqual(['browse', 'search']);
  });

  it('lets registered users see details, keep a wishlist, buy with escrow, message about their orders and apply', () => {
    expect(CAPABILITY_NAMES.filter((c) => can(registered, c))).toEqual([
      'browse', 'search', 'view_details', 'keep_wishlist', 'manage_account', 'message_about_own_order', 'buy', 'apply_for_membership',
    ]);
  });

  it('lets members also bid, sell, make offers and message, but not review or administer', () => {
    for (const c of ['bid', 'sell', 'make_offer', 'message', 'use_club_features'] as const) {
      expect(can(member, c)).toBe(true);
      expect(can(registered, c)).toBe(false);
    }
    expect(can(member, 'apply_for_membership')).toBe(false);
    expect(can(member, 'review_items')).toBe(false);
    expect(can(member, 'administer')).toBe(false);
  });

  it('lets experts review in their fields, and admins do everything but apply', () => {
    expect(can(expert, 'review_items')).toBe(true);
    expect(can(expert, 'manage_members')).toBe(false);
    expect(CAPABILITY_NAMES.filter((c) => !can(admin, c))).toEqual(['apply_for_membership']);
  });

  it('leaves a suspended member what closes what is in flight, and no member right', () => {
    expect(CAPABILITY_NAMES.filter((c) => can(suspended, c))).toEqual([
      'browse', 'search', 'view_details', 'keep_wishlist', 'manage_account', 'message_about_own_order',
    ]);
  });

  it('names only known roles, and every role has something', () => {
    for (const roles of Object.values(CAPABILITIES)) for (const r of roles) expect(ROLES).toContain(r);
    for (const r of ROLES) expect(CAPABILITY_NAMES.some((c) => (CAPABILITIES[c] as readonly string[]).includes(r))).toBe(true);
  });

  it('never grants a suspended or signed-out person more than a registered one (any account)', () => {
    const subject = fc.record({
      userType: fc.constantFrom('admin', 'verified_member', 'registered', 'x'),
      expertise: fc.array(fc.constantFrom('watches', 'art'), { maxLength: 2 }),
      suspended: fc.boolean(),
    });
    fc.assert(
      fc.property(subject, fc.constantFrom(...CAPABILITY_NAMES), (s, c) => {
        if (s.suspended && can(s, c)) expect(can(registered, c)).toBe(true);
        if (can(guest, c)) expect(can(s, c)).toBe(true);
        // An allowed verdict and `can` always agree.
        expect(verdictFor(s, c) === 'allow').toBe(can(s, c));
      }),
    );
  });
});

describe('verdicts', () => {
  it('asks guests to sign in, shows registered users the club, tells the suspended, refuses the rest', () => {
    expect(verdictFor(guest, 'sell')).toBe('sign-in');
    expect(verdictFor(registered, 'sell')).toBe('membership');
    expect(verdictFor(registered, 'bid')).toBe('membership');
    expect(verdictFor(registered, 'administer')).toBe('forbidden');
    expect(verdictFor(member, 'review_items')).toBe('forbidden');
    expect(verdictFor(suspended, 'sell')).toBe('suspended');
    expect(verdictFor(member, 'sell')).toBe('allow');
  });
});

describe('pages (SPEC §2, §6)', () => {
  it('leaves browsing open and gates the members’ areas', () => {
    expect(pageCapability('/')).toBeNull();
    expect(pageCapability('/category/bags')).toBeNull();
    expect(pageCapability('/search?q=rolex')).toBeNull();
    expect(pageCapability('/auth/login')).toBeNull();
    expect(pageCapability('/membership')).toBeNull();
    expect(pageCapability('/sellers')).toBeNull();
    expect(pageCapability('/sell?q=birkin')).toBe('sell');
    expect(pageCapability('/auctions')).toBe('bid');
    expect(pageCapability('/auction/lot-42')).toBe('view_details');
    expect(pageCapability('/chat/17')).toBe('message');
    expect(pageCapability('/community/discover')).toBe('use_club_features');
    expect(pageCapability('/product/rolex-submariner')).toBe('view_details');
    expect(pageCapability('/settings/')).toBe('manage_account');
    expect(pageCapability('/admin')).toBe('administer');
    expect(pageCapability('/admin/expert-approval')).toBe('review_items');
  });

  it('sends a registered user who opens Sell to the club, and a guest to sign in', () => {
    expect(pageVerdict(registered, '/sell')).toBe('membership');
    expect(pageVerdict(guest, '/sell')).toBe('sign-in');
    expect(pageVerdict(guest, '/category/watches')).toBe('allow');
    expect(pageVerdict(registered, '/auction/12')).toBe('allow');
    expect(pageVerdict(expert, '/admin/expert-approval')).toBe('allow');
    expect(pageVerdict(member, '/admin')).toBe('forbidden');
  });
});

describe('selling pages (issue #12)', () => {
  it('sends a registered user from their selling page to the club, and lets a member in; /passport is open to all', () => {
    expect(pageCapability('/profile/selling')).toBe('sell');
    expect(pageVerdict({ userType: 'registered' }, '/profile/selling')).toBe('membership');
    expect(pageVerdict({ userType: 'verified_member' }, '/profile/selling')).toBe('allow');
    expect(pageVerdict({ userType: 'registered' }, '/profile')).toBe('allow');
    expect(pageVerdict(null, '/passport/PT7K-9QXD-M4WR')).toBe('allow');
  });
});
