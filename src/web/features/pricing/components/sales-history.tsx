import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Sale } from '../../../../shared/pricing/contracts.js';
import { SALES_LIMITS } from '../../../../shared/pricing/history.js';
import { useMoney } from '../../../lib/money.js';
import { Button } from '../../../ui/button.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useSales } from '../api/get-sales.js';
import { formatSaleDate, sourceLabel } from '../format.js';
import { NO_SALES_MESSAGE } from './chart-panel.js';

function SalesTable({ sales, caption }: { sales: Sale[]; caption: string }) {
  const { format } = useMoney();
  const columns: DataColumn<Sale>[] = [
    { header: 'Date', className: 'whitespace-nowrap', cell: (s) => formatSaleDate(s.sale_date) },
    { header: 'Price', numeric: true, className: 'whitespace-nowrap', cell: (s) => format(s.sell_price) },
    { header: 'Condition', cell: (s) => s.condition ?? <span className="text-muted">Not recorded</span> },
    { header: 'Source', cell: (s) => sourceLabel(s.source) },
  ];
  return <DataTable look="plain" caption={caption} columns={columns} rows={sales} rowKey={(s, i) => `${s.sale_date}-${i}`} rowTestId="sale-row" />;
}

function FullHistory({ productCode }: { productCode: string }) {
  const query = useSales(productCode, SALES_LIMITS.full);
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading sales</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const sales = query.data ?? [];
  return sales.length === 0 ? (
    <p className="py-8 text-center text-sm text-ink-soft">{NO_SALES_MESSAGE}</p>
  ) : (
    <SalesTable sales={sales} caption={`The ${sales.length} most recent sales, newest first`} />
  );
}

/**
 * SPEC §7: the ten most recent sales of a product, newest first, and the fifty most recent in
 * a dialog ('View full history'), which holds focus until it is closed.
 */
export function SalesHistory({ productCode }: { productCode: string }) {
  const query = useSales(productCode, SALES_LIMITS.page);
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const sales = query.data ?? [];

  return (
    <section aria-labelledby={headingId} data-testid="sales-history">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <div>
          <p className="label-caps text-bronze">Recorded sales</p>
          <h2 id={headingId} className="mt-2 font-display text-2xl font-medium md:text-3xl">
            Sales history
          </h2>
        </div>
        {sales.length >= SALES_LIMITS.page ? (
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Trigger asChild>
              <Button variant="quiet" size="sm">
                View full history
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-fade-in" />
              <div className="pointer-events-none fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
                <Dialog.Content
                  data-testid="sales-history-dialog"
                  className="pointer-events-auto relative flex max-h-[85vh] w-full max-w-2xl flex-col bg-ivory px-6 pb-6 pt-7 shadow-2xl motion-safe:animate-drop-in focus:outline-none sm:px-8"
                >
                  <Dialog.Close asChild>
                    <button type="button" aria-label="Close" className="absolute right-2 top-2 inline-flex size-11 items-center justify-center text-ink-soft hover:text-ink">
                      <X aria-hidden="true" className="size-5" strokeWidth={1.5} />
                    </button>
                  </Dialog.Close>
                  <Dialog.Title className="pr-10 font-display text-3xl font-medium">Full sales history</Dialog.Title>
                  <Dialog.Description className="mt-2 text-sm text-ink-soft">
                    The {SALES_LIMITS.full} most recent recorded sales, newest first.
                  </Dialog.Description>
                  <div className="mt-5 min-h-0 overflow-y-auto">{open ? <FullHistory productCode={productCode} /> : null}</div>
                </Dialog.Content>
              </div>
            </Dialog.Portal>
          </Dialog.Root>
        ) : null}
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">Loading sales</span>
            <Skeleton className="h-48 w-full" />
          </div>
        ) : sales.length === 0 ? (
          <p className="py-6 text-sm text-ink-soft">{NO_SALES_MESSAGE}</p>
        ) : (
          <SalesTable sales={sales} caption={`The ${sales.length} most recent sales, newest first`} />
        )}
      </div>
    </section>
  );
}
