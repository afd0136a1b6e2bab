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
