import { CheckCircle2, XCircle } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates.js';
import type { LedgerView as Ledger } from '../../../../shared/orders/admin.js';
import { formatAmountText } from '../../../../shared/orders/display.js';
import type { LedgerAccountKind } from '../../../../shared/ledger/posting.js';
import { TableScroller } from './table-scroller.js';
import { tableClass, tdClass, thClass } from './table-styles.js';

const ACCOUNT_LABELS: Record<LedgerAccountKind, string> = {
  buyer_funds: 'Buyer funds', escrow: 'Escrow', seller_payable: 'Seller payable', platform_fees: 'Patina fees', refunds: 'Refunds', external: 'Processor (external)',
  payouts_in_transit: 'Payouts in transit', recoveries: 'Owed back by the seller',
};
const accountName = (kind: string, owner: string) => `${ACCOUNT_LABELS[kind as LedgerAccountKind] ?? kind} · ${owner}`;

/** The zero-sum check first (it is the point), then every account's balance and the newest transfers with their legs. */
export function LedgerView({ ledger }: { ledger: Ledger }) {
  const { check } = ledger;
  const healthy = check.zeroSum && check.driftedAccounts.length === 0;
  return (
    <div className="grid gap-12">
      <section aria-labelledby="ledger-check" data-testid="ledger-check" className={`border-l-2 px-4 py-3 text-sm leading-6 ${healthy ? 'border-rise' : 'border-fall bg-fall/5'}`}>
        <h2 id="ledger-check" className="flex items-center gap-2 font-display text-2xl font-medium">
          {healthy ? <CheckCircle2 aria-hidden="true" className="size-5 text-rise" strokeWidth={1.75} /> : <XCircle aria-hidden="true" className="size-5 text-fall" strokeWidth={1.75} />}
          {healthy ? 'The ledger balances' : 'The ledger does not balance'}
        </h2>
        <p className="mt-1">
          {check.totals.length === 0 ? 'No money has moved yet.' : check.totals.map((t) => `${t.currency} sums to ${formatAmountText(t.sum, t.currency)}`).join(' · ')}
          {check.driftedAccounts.length > 0 ? ` · Accounts whose balance differs from their entries: ${check.driftedAccounts.join(', ')}` : ''}
        </p>
      </section>

      <section aria-labelledby="ledger-accounts">
        <h2 id="ledger-accounts" className="font-display text-2xl font-medium">Accounts</h2>
        <div className="mt-4">
          <TableScroller label="Ledger accounts">
            <table className={tableClass}>
              <caption className="sr-only">Ledger accounts and their balances</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>Account</th>
                  <th scope="col" className={thClass}>Currency</th>
                  <th scope="col" className={`${thClass} text-right`}>Balance</th>
                  <th scope="col" className={`${thClass} text-right`}>Version</th>
                </tr>
              </thead>
              <tbody>
                {ledger.accounts.map((a) => (
                  <tr key={a.id} data-testid="ledger-account">
                    <td className={tdClass}>{accountName(a.kind, a.owner)}</td>
                    <td className={tdClass}>{a.currency}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{formatAmountText(a.balance, a.currency)}</td>
                    <td className={`${tdClass} text-right tabular-nums`}>{a.version}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
      </section>

      <section aria-labelledby="ledger-transfers">
        <h2 id="ledger-transfers" className="font-display text-2xl font-medium">Recent transfers</h2>
        <div className="mt-4">
          <TableScroller label="Recent ledger transfers">
            <table className={tableClass}>
              <caption className="sr-only">The newest transfers and their legs</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>When</th>
                  <th scope="col" className={thClass}>Transfer</th>
                  <th scope="col" className={thClass}>Legs</th>
                </tr>
              </thead>
              <tbody>
                {ledger.transfers.map((t) => (
                  <tr key={t.id} data-testid="ledger-transfer">
                    <td className={tdClass}>{formatDateTime(t.at)}</td>
                    <td className={tdClass}>
                      {t.kind}{t.orderId ? ` · order ${t.orderId}` : ''}
                      {t.memo ? <span className="block text-xs text-muted">{t.memo}</span> : null}
                    </td>
                    <td className={tdClass}>
                      <ul className="grid gap-1">
                        {t.legs.map((l, i) => (
                          <li key={i} className="flex justify-between gap-4">
                            <span>{accountName(l.kind, l.owner)}</span>
                            <span className="tabular-nums">{formatAmountText(l.amount, l.currency)}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </div>
      </section>
    </div>
  );
}
