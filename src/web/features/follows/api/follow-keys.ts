/** What a follow is of: a member, or their public portfolio or wishlist. */
export type FollowTarget = 'member' | 'portfolio' | 'wishlist';

/** /api/follows/members/{handle}, or …/{kind} for a collection. */
export function followPath(handle: string, kind: FollowTarget = 'member'): string {
  const base = `/api/follows/members/${encodeURIComponent(handle)}`;
  return kind === 'member' ? base : `${base}/${kind}`;
}

/**
 * Query keys of follows. ['follows'] holds the signed-in member's own standing (dropped at
 * sign-out); ['members'] holds public member pages and their public collections.
 */
export const followKeys = {
  all: ['follows'] as const,
  state: (handle: string, kind: FollowTarget = 'member') => [...followKeys.all, 'state', handle, kind] as const,
  writes: () => [...followKeys.all, 'write'] as const,
  members: ['members'] as const,
  member: (handle: string) => [...followKeys.members, handle] as const,
  collection: (handle: string, kind: 'portfolio' | 'wishlist') => [...followKeys.members, handle, kind] as const,
};
