/** Query keys of the buying feature: orders, the checkout quote, the wallet (addresses, cards), payouts. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (role: 'buyer' | 'seller') => [...ordersKeys.lists(), role] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
  quote: (listingId: number, currency: string) => [...ordersKeys.all, 'quote', listingId, currency] as const,
  payouts: () => [...ordersKeys.all, 'payouts'] as const,
};

export const walletKeys = {
  all: ['wallet'] as const,
  addresses: () => [...walletKeys.all, 'addresses'] as const,
  cards: () => [...walletKeys.all, 'cards'] as const,
};
