/** Query keys of the selling feature: the seller's drafts and listings, guidance, and expert review. */
export const sellingKeys = {
  all: ['selling'] as const,
  drafts: () => [...sellingKeys.all, 'drafts'] as const,
  listing: (id: number) => [...sellingKeys.all, 'listing', id] as const,
  listings: (state: string, page: number) => [...sellingKeys.all, 'listings', state, page] as const,
  stats: () => [...sellingKeys.all, 'stats'] as const,
  guidance: (productId: number) => [...sellingKeys.all, 'guidance', productId] as const,
  catalogue: (q: string) => [...sellingKeys.all, 'catalogue', q] as const,
};

export const reviewKeys = {
  all: ['expert-review'] as const,
  queue: (category: string, page: number) => [...reviewKeys.all, 'queue', category, page] as const,
  detail: (id: number) => [...reviewKeys.all, 'detail', id] as const,
};
