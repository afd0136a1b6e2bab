/**
 * Query keys of follows. ['follows'] holds the signed-in member's own standing (dropped at
 * sign-out); ['members'] holds public member pages.
 */
export const followKeys = {
  all: ['follows'] as const,
  state: (handle: string) => [...followKeys.all, 'state', handle] as const,
  writes: () => [...followKeys.all, 'write'] as const,
  members: ['members'] as const,
  member: (handle: string) => [...followKeys.members, handle] as const,
};
