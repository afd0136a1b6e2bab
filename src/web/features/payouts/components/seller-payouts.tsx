import { PayoutAccountPanel } from './payout-account.js';
import { PayoutHistory } from './payout-history.js';
import { RequestPayout, type PayableBalance } from './request-payout.js';

/** The seller's side of being paid: the bank account, the request, and the payouts asked for so far. */
export function SellerPayouts({ balances, onPaidOut }: { balances: readonly PayableBalance[]; onPaidOut?: () => unknown }) {
  return (
    <div className="grid gap-6">
      <PayoutAccountPanel />
      <RequestPayout balances={balances} onPaidOut={onPaidOut} />
      <div>
        <h3 className="label-caps text-muted">Your payouts</h3>
        <div className="mt-3">
          <PayoutHistory />
        </div>
      </div>
    </div>
  );
}
