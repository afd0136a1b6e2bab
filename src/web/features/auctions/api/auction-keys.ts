/** Query keys of auctions: the member's view of lots (standing, watching) is theirs alone. */
export const auctionKeys = {
  all: ['auctions'] as const,
  browse: (params: Record<string, string | undefined>) => [...auctionKeys.all, 'browse', params] as const,
  details: () => [...auctionKeys.all, 'detail'] as const,
  detail: (ref: string) => [...auctionKeys.details(), ref] as const,
};
