/**
 * Query keys of the club. Everything under ['membership'] is the signed-in person's own
 * standing, so one invalidation reads it all again.
 */
export const membershipKeys = {
  all: ['membership'] as const,
  mine: () => [...membershipKeys.all, 'mine'] as const,
};
