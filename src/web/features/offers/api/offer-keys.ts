/** Query keys of offers: the member's lists per side. */
export const offerKeys = {
  all: ['offers'] as const,
  list: (role: 'buyer' | 'seller') => [...offerKeys.all, 'list', role] as const,
};
