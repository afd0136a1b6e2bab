/** Query keys of the payouts feature: the seller's bank account and payouts (the admin's list is the admin feature's). */
export const payoutsKeys = {
  all: ['payouts'] as const,
  account: () => [...payoutsKeys.all, 'account'] as const,
  requests: () => [...payoutsKeys.all, 'requests'] as const,
};
