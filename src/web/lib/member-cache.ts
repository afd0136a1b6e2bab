import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * `meta` for queries whose answer belongs to the signed-in member (their wishlist, the
 * hearts on cards, product pages saying what they saved). Signing out drops every such
 * query, shown or not, so the next person to sign in on this browser never sees it.
 */
export const MEMBER_DATA = { memberData: true } as const;

export function isMemberData(query: Pick<Query, 'meta'>): boolean {
  return query.meta?.memberData === true;
}

export function dropMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isMemberData });
}

/**
 * `meta` for the member's counts (the account menu and /profile: purchases, sales, offers,
 * saved pieces). They are cached for a minute, so whatever changes one says so at once through
 * `refreshMemberCounts` — a feature that buys, sells or offers does not know who shows them.
 */
export const MEMBER_COUNTS = { memberData: true, memberCounts: true } as const;

export function refreshMemberCounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.memberCounts === true });
}
