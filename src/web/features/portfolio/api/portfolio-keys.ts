import type { CollectionKind } from '../../../../shared/portfolio/contracts.js';

/** Query keys of the signed-in member's portfolio and collection visibility (all member data). */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  mine: () => [...portfolioKeys.all, 'mine'] as const,
  visibility: (kind: CollectionKind) => [...portfolioKeys.all, 'visibility', kind] as const,
  writes: () => [...portfolioKeys.all, 'write'] as const,
};
