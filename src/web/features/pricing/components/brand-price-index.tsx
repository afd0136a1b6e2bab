import { useId, useState } from 'react';
import { formatPeriod, indexChange, periodOf } from '../../../../shared/pricing/brand-index.js';
import { trendOfPercent } from '../../../../shared/pricing/price-stats.js';
import { DEFAULT_RANGE, RANGE_NAMES, type HistoryRange } from '../../../../shared/pricing/history.js';
import { useMoney } from '../../../lib/money.js';
import { useBrandIndex } from '../api/get-brand-index.js';
import { ChartPanel, type PanelState } from './chart-panel.js';
import { TrendMark } from './trend-mark.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

/** The middle of a 'YYYY-MM' month in UTC, so a month's point sits inside it on a time axis. */
function monthMiddle(period: string): number {
  const [y, m] = period.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, 15);
}

const periodOfMs = (ms: number) => periodOf(new Date(ms));

/** The brand price index: the median sale price of the brand's pieces, month by month. */
export function BrandPriceIndex({ brandSlug, brandName }: { brandSlug: string; brandName: string }) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_RANGE);
  const query = useBrandIndex(brandSlug, range);
  const { format } = useMoney();
  const headingId = useId();
  const index = query.data;

  let state: PanelState;
  if (query.isPending) state = { kind: 'loading' };
  else if (index === null || index === undefined) state = { kind: 'unavailable' };
  else if (index.points.length === 0) state = { kind: 'empty' };
  else state = { kind: 'ready', range: index.range, points: index.points.map((p) => ({ x: monthMiddle(p.period), y: p.median })) };

  const shownRange = index?.range ?? range;
  const points = index?.points ?? [];
  const latest = points[points.length - 1];
  const change = indexChange(points);
  const sales = points.reduce((n, p) => n + p.sales, 0);

  return (
    <ChartPanel
      testId="brand-price-index"
      headingId={headingId}
      heading={
        <div>
          <p className="label-caps text-bronze">Median sale price by month</p>
          <h2 id={headingId} className="mt-2 font-display text-3xl font-medium leading-tight md:text-[2.5rem]">
            {brandName} price index
          </h2>
        </div>
      }
      rangeLabel={`${brandName} price index range`}
      range={range}
      onRangeChange={setRange}
      state={state}
      onRetry={() => void query.refetch()}
      summary={
        latest ? (
          <dl className="flex flex-wrap gap-x-12 gap-y-4">
            <div>
              <dt className="label-caps text-muted">Latest month</dt>
              <dd className="mt-1.5 font-display text-2xl font-medium tabular-nums" data-testid="index-latest">
                {format(latest.median)} <span className="text-sm text-muted">{formatPeriod(latest.period, { long: true })}</span>
              </dd>
            </div>
            <div>
              <dt className="label-caps text-muted">Over the range</dt>
              <dd className="mt-1.5 font-display text-2xl font-medium" data-testid="index-change">
                {change === null ? (
                  <>
                    <span aria-hidden="true" className="text-muted">
                      --
                    </span>
                    <span className="sr-only">Needs two months of sales</span>
                  </>
                ) : (
                  <TrendMark trend={trendOfPercent(change)} percent={change} />
                )}
              </dd>
            </div>
            <div>
              <dt className="label-caps text-muted">Sales counted</dt>
              <dd className="mt-1.5 font-display text-2xl font-medium tabular-nums">{formatGrouped(sales)}</dd>
            </div>
          </dl>
        ) : null
      }
      footnote={`Months without sales are left out. ${RANGE_NAMES[shownRange]}.`}
      chart={{
        title: `${brandName} price index: median sale price by month, ${RANGE_NAMES[shownRange].toLowerCase()}`,
        description: 'Each point is one month. Use the arrow keys to move between months.',
        formatMoney: format,
        formatTick: (x) => formatPeriod(periodOfMs(x)),
        formatPoint: (x) => formatPeriod(periodOfMs(x), { long: true }),
        valueLabel: 'Median sale price',
      }}
      table={{
        caption: `${brandName} price index: median sale price by month, ${RANGE_NAMES[shownRange].toLowerCase()}`,
        columns: [{ header: 'Month' }, { header: 'Median sale price', numeric: true }, { header: 'Sales', numeric: true }],
        rows: points.map((p) => ({ key: p.period, cells: [formatPeriod(p.period, { long: true }), format(p.median), formatGrouped(p.sales)] })),
      }}
    />
  );
}
