/** The buying feature's surface for app/ (buy now, the order and checkout page, /profile, payouts, settings, admin). */
export { BuyNowButton } from './components/buy-now-button.js';
export { Checkout } from './components/checkout.js';
export { OrderView } from './components/order-view.js';
export { OrderList } from './components/order-list.js';
export { Payouts } from './components/payouts.js';
export { usePayouts } from './api/get-payouts.js';
export { SavedAddresses, SavedCards } from './components/saved-wallet.js';
export { EscrowPromise } from './components/escrow-promise.js';
export { useOrder, isSettling, orderQueryOptions } from './api/get-order.js';
export { ordersKeys, walletKeys } from './api/orders-keys.js';
export { formatAmount, ORDER_STATUS_LABELS } from '../../../shared/orders/display.js';
