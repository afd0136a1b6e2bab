import type { ReactNode } from 'react';
import type { PriceStats } from '../../../../shared/pricing/price-stats.js';
import { useMoney } from '../../../lib/money.js';
import { formatSaleDate, formatVolatility } from '../format.js';
import { TrendMark } from './trend-mark.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';

function Tile({ name, label, children, note }: { name: string; label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div data-testid={`stat-${name}`} className="border-t border-line pt-3">
      <dt className="label-caps text-muted">{label}</dt>
      <dd className="mt-1.5 font-display text-xl font-medium lining-nums tabular-nums md:text-2xl">{children}</dd>
      {note ? <dd className="mt-0.5 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/** '--' on screen, 'Not enough sales' to a screen reader. */
function Missing({ why }: { why: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        --
      </span>
      <span className="sr-only">{why}</span>
    </>
  );
}

/**
 * SPEC §9 statistics of the range shown: last sale, trend between the last two sales,
 * volatility (standard deviation ÷ mean), average, high, low and the number of sales.
 */
export function StatTiles({ stats }: { stats: PriceStats }) {
  const { format } = useMoney();
  const money = (cents: number | null) => (cents === null ? <Missing why="No sales" /> : format(cents));
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4 lg:grid-cols-7">
      <Tile name="last-sale" label="Last sale" note={stats.last_sale_date ? formatSaleDate(stats.last_sale_date) : undefined}>
        {money(stats.last_sale_price)}
      </Tile>
      <Tile name="trend" label="Trend" note="Last two sales">
        {stats.trend ? <TrendMark trend={stats.trend} percent={stats.trend_percent} /> : <Missing why="Needs two sales" />}
      </Tile>
      <Tile name="volatility" label="Volatility">
        {stats.volatility === null ? <Missing why="Needs two sales" /> : formatVolatility(stats.volatility)}
      </Tile>
      <Tile name="average" label="Average">
        {money(stats.average_price)}
      </Tile>
      <Tile name="high" label="High">
        {money(stats.high_price)}
      </Tile>
      <Tile name="low" label="Low">
        {money(stats.low_price)}
      </Tile>
      <Tile name="sales" label="Sales">
        {formatGrouped(stats.sales_count)}
      </Tile>
    </dl>
  );
}
