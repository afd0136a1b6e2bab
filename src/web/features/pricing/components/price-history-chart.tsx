import { useId, useState } from 'react';
import { DEFAULT_RANGE, RANGE_NAMES, type HistoryRange } from '../../../../shared/pricing/history.js';
import { useMoney } from '../../../lib/money.js';
import { usePriceHistory } from '../api/get-price-history.js';
import { formatSaleDate, tickDate } from '../format.js';
import { ChartPanel, type PanelState } from './chart-panel.js';
import { StatTiles } from './stat-tiles.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/**
 * A product's price history: sales over 1M, 3M, 6M, 1Y or All as a chart and a table, and
 * the statistics of that range (SPEC §9). Placed on the product page.
 */
export function PriceHistoryChart({ productCode, productName }: { productCode: string; productName: string }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_RANGE);
  const query = usePriceHistory(productCode, range);
  const { format } = useMoney();
  const headingId = useId();
  const history = query.data;

  let state: PanelState;
  if (query.isPending) state = { kind: 'loading' };
  else if (history === null || history === undefined) state = { kind: 'unavailable' };
  else if (history.points.length === 0) state = { kind: 'empty' };
  else state = { kind: 'ready', range: history.range, points: history.points.map((p) => ({ x: Date.parse(p.sale_date), y: p.sell_price })) };

  const points = state.kind === 'ready' ? state.points : [];
  const span = points.length > 1 ? points[points.length - 1]!.x - points[0]!.x : 0;
  const shownRange = history?.range ?? range;

  return (
    <ChartPanel
      testId="price-history"
      headingId={headingId}
      heading={
        <div>
          <p className="label-caps text-bronze">Price intelligence</p>
          <h2 id={headingId} className="mt-2 font-display text-2xl font-medium md:text-3xl">
            Price history
          </h2>
        </div>
      }
      rangeLabel="Price history range"
      range={range}
      onRangeChange={setRange}
      state={state}
      onRetry={() => void query.refetch()}
      summary={history ? <StatTiles stats={history.stats} /> : null}
      footnote={
        history?.thinned
          ? `Showing ${formatGrouped(history.points.length)} of ${formatGrouped(history.sales_in_range)} sales, evenly spaced; the figures above count every sale.`
          : history
            ? `${formatGrouped(history.sales_in_range)} ${history.sales_in_range === 1 ? 'sale' : 'sales'}, ${RANGE_NAMES[shownRange].toLowerCase()}.`
            : null
      }
      chart={{
        title: `${productName}: sale prices, ${RANGE_NAMES[shownRange].toLowerCase()}`,
        description: 'Each point is a recorded sale. Use the arrow keys to move between sales.',
        formatMoney: format,
        formatTick: (x) => tickDate(x, span),
        formatPoint: (x) => formatSaleDate(x),
        valueLabel: 'Sale price',
      }}
      table={{
        caption: `${productName}: sales, ${RANGE_NAMES[shownRange].toLowerCase()}, oldest first`,
        columns: [{ header: 'Date' }, { header: 'Sale price', numeric: true }],
        rows: (history?.points ?? []).map((p, i) => ({ key: `${p.sale_date}-${i}`, cells: [formatSaleDate(p.sale_date), format(p.sell_price)] })),
      }}
    />
  );
}
