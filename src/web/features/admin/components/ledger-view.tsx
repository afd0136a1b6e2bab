import { CheckCircle2, XCircle } from 'lucide-react';
import { formatDateTime } from '../../../../shared/dates.js';
import type { LedgerView as Ledger } from '../../../../shared/orders/admin.js';
import { formatAmountText } from '../../../../shared/orders/display.js';
import type { LedgerAccountKind } from '../../../../shared/ledger/posting.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';

const ACCOUNT_LABELS: Record<LedgerAccountKind, string> = {
  buyer_funds: 'Buyer funds', escrow: 'Escrow', seller_payable: 'Seller payable', platform_fees: 'Patina fees', refunds: 'Refunds', external: 'Processor (external)',
  payouts_in_transit: 'Payouts in transit', recoveries: 'Owed back by the seller',
};
const accountName = (kind: string, owner: string) => `${ACCOUNT_LABELS[kind as LedgerAccountKind] ?? kind} · ${owner}`;

const ACCOUNT_COLUMNS: DataColumn<Ledger['accounts'][number]>[] = [
  { header: 'Account', cell: (a) => accountName(a.kind, a.owner) },
  { header: 'Currency', cell: (a) => a.currency },
  { header: 'Balance', numeric: true, cell: (a) => formatAmountText(a.balance, a.currency) },
  { header: 'Version', numeric: true, cell: (a) => a.version },
];

const TRANSFER_COLUMNS: DataColumn<Ledger['transfers'][number]>[] = [
  { header: 'When', cell: (t) => formatDateTime(t.at) },
  {
    header: 'Transfer',
    cell: (t) => (
      <>
        {t.kind}{t.orderId ? ` · order ${t.orderId}` : ''}
        {t.memo ? <span className="block text-xs text-muted">{t.memo}</span> : null}
      </>
    ),
  },
  {
    header: 'Legs',
    cell: (t) => (
      <ul className="grid gap-1">
        {t.legs.map((l, i) => (
          <li key={i} className="flex justify-between gap-4">
            <span>{accountName(l.kind, l.owner)}</span>
            <span className="tabular-nums">{formatAmountText(l.amount, l.currency)}</span>
          </li>
        ))}
      </ul>
    ),
  },
];

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
          <DataTable
            caption="Ledger accounts and their balances"
            label="Ledger accounts"
            columns={ACCOUNT_COLUMNS}
            rows={ledger.accounts}
            rowKey={(a) => a.id}
            rowTestId="ledger-account"
          />
        </div>
      </section>

      <section aria-labelledby="ledger-transfers">
        <h2 id="ledger-transfers" className="font-display text-2xl font-medium">Recent transfers</h2>
        <div className="mt-4">
          <DataTable
            caption="The newest transfers and their legs"
            label="Recent ledger transfers"
            columns={TRANSFER_COLUMNS}
            rows={ledger.transfers}
            rowKey={(t) => t.id}
            rowTestId="ledger-transfer"
          />
        </div>
      </section>
    </div>
  );
}
