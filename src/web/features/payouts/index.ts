/** The payouts feature's surface for app/ (the Payouts section of /profile/selling). */
export { SellerPayouts } from './components/seller-payouts.js';
export { PayoutAccountPanel } from './components/payout-account.js';
export { RequestPayout, type PayableBalance } from './components/request-payout.js';
export { PayoutHistory } from './components/payout-history.js';
export { payoutsKeys } from './api/payouts-keys.js';
export { usePayoutAccount, payoutAccountQueryOptions } from './api/get-payout-account.js';
export { usePayoutRequests, payoutRequestsQueryOptions } from './api/get-payout-requests.js';
