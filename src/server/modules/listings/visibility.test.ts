import { describe, expect, it } from 'vitest';
import type { ListingState } from './listings.machine.js';
import { listingMachine } from './listings.machine.js';
import { mayViewListing, PUBLIC_LISTING_STATES, type ListingViewer } from './visibility.js';

/** Issue #34, item 8: who may see a listing, by its state (the rule every listing route asks). */
const listing = (status: ListingState, extra: { reviewerId?: string; category?: string | null } = {}) => ({
  sellerId: 'seller', status, category: extra.category === undefined ? 'watches' : extra.category, reviewerId: extra.reviewerId ?? null,
});
const member: ListingViewer = { id: 'someone', userType: 'verified_member', expertise: [] };
const expert: ListingViewer = { id: 'expert', userType: 'verified_member', expertise: ['watches'] };
const admin: ListingViewer = { id: 'admin', userType: 'admin', expertise: [] };
const hidden = listingMachine.states.filter((s) => !PUBLIC_LISTING_STATES.includes(s));

describe('mayViewListing', () => {
  it('shows a listing on sale, held by an order or sold to anyone, a guest too', () => {
    for (const status of PUBLIC_LISTING_STATES) {
      expect(mayViewListing(null, listing(status)), status).toBe(true);
      expect(mayViewListing(member, listing(status)), status).toBe(true);
    }
  });

  it('shows any other state to its seller and admins only', () => {
    expect(hidden).toEqual(['draft', 'in_review', 'changes_requested', 'withdrawn', 'expired', 'rejected']);
    for (const status of hidden) {
      expect(mayViewListing(null, listing(status)), status).toBe(false);
      expect(mayViewListing(member, listing(status)), status).toBe(false);
      expect(mayViewListing({ ...member, id: 'seller' }, listing(status)), status).toBe(true);
      expect(mayViewListing(admin, listing(status)), status).toBe(true);
    }
  });

  it('shows a piece in review to the experts of its category, and any state to the expert who decided on it', () => {
    expect(mayViewListing(expert, listing('in_review'))).toBe(true);
    expect(mayViewListing(expert, listing('in_review', { category: 'bags' }))).toBe(false);
    expect(mayViewListing(expert, listing('in_review', { category: null }))).toBe(false);
    expect(mayViewListing(expert, listing('draft'))).toBe(false);
    expect(mayViewListing(expert, listing('rejected', { reviewerId: 'expert' }))).toBe(true);
    expect(mayViewListing(expert, listing('changes_requested', { reviewerId: 'other' }))).toBe(false);
  });

  it('shows nothing hidden to a suspended account, an admin or expert included', () => {
    for (const who of [admin, expert]) {
      expect(mayViewListing({ ...who, suspended: true }, listing('in_review', { reviewerId: who.id }))).toBe(false);
    }
  });
});
