import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { timeTicks } from '../../../../shared/dates.js';

/**
 * The drawing itself, loaded on demand (React.lazy in price-chart-frame.tsx) so recharts stays
 * out of the main bundle. Recharts' accessibility layer makes the chart one tab stop where
 * the arrow keys move the tooltip from point to point; the table beside it carries the same
 * numbers for screen readers.
 */
export interface ChartPoint {
  /** Epoch milliseconds. */
  x: number;
  /** USD cents. */
  y: number;
}

export interface PriceLineChartProps {
  data: ChartPoint[];
  /** Spoken name of the chart, e.g. 'Rolex Submariner sale prices, last year'. */
  title: string;
  description: string;
  formatMoney: (cents: number) => string;
  formatTick: (x: number) => string;
  formatPoint: (x: number) => string;
  /** What one value is: 'Sale price' or 'Median sale price'. */
  valueLabel: string;
  reducedMotion: boolean;
  height?: number;
}

function ChartTooltip({
  active, payload, label, formatMoney, formatPoint, valueLabel,
}: TooltipContentProps & Pick<PriceLineChartProps, 'formatMoney' | 'formatPoint' | 'valueLabel'>) {
  const value = payload?.[0]?.value;
  if (!active || typeof value !== 'number' || typeof label !== 'number') return null;
  return (
    <div className="border border-line-strong bg-ivory px-3 py-2 text-xs shadow-md">
      <p className="text-muted">{formatPoint(label)}</p>
      <p className="mt-1 font-medium tabular-nums text-ink">
        {valueLabel}: {formatMoney(value)}
      </p>
    </div>
  );
}

export default function PriceLineChart({
  data, title, description, formatMoney, formatTick, formatPoint, valueLabel, reducedMotion, height = 280,
}: PriceLineChartProps) {
  // A lone point draws no line: show it as a dot.
  const showDots = data.length <= 40;
  // Two charts on one page must not share a gradient id.
  const fillId = `price-fill-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  // Ticks on whole months or days, each label once (issue #10 item 15: 'Oct 26' repeated).
  const xs = data.map((d) => d.x);
  const axis = xs.length > 1 ? timeTicks(Math.min(...xs), Math.max(...xs), 6) : [];
  const labels = new Map(axis.map((t) => [t.at, t.label]));
  return (
    <AreaChart
      data={data}
      responsive
      accessibilityLayer
      title={title}
      desc={description}
      style={{ width: '100%', height }}
      margin={{ top: 12, right: 12, bottom: 4, left: 4 }}
    >
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-bronze)" stopOpacity={0.22} />
          <stop offset="100%" stopColor="var(--color-bronze)" stopOpacity={0} />
        </linearGradient>
      </defs>
      <CartesianGrid vertical={false} stroke="var(--color-line)" />
      <XAxis
        dataKey="x"
        type="number"
        scale="time"
        domain={['dataMin', 'dataMax']}
        {...(axis.length > 0 ? { ticks: axis.map((t) => t.at) } : {})}
        tickFormatter={(v: number) => labels.get(v) ?? formatTick(v)}
        tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: 'var(--color-line-strong)' }}
        minTickGap={24}
      />
      <YAxis
        dataKey="y"
        type="number"
        domain={['auto', 'auto']}
        tickFormatter={(v: number) => formatMoney(v)}
        tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={96}
      />
      <Tooltip
        content={(props) => <ChartTooltip {...props} formatMoney={formatMoney} formatPoint={formatPoint} valueLabel={valueLabel} />}
        cursor={{ stroke: 'var(--color-line-strong)' }}
        isAnimationActive={!reducedMotion}
      />
      <Area
        type="monotone"
        dataKey="y"
        name={valueLabel}
        stroke="var(--color-bronze)"
        strokeWidth={1.75}
        fill={`url(#${fillId})`}
        dot={showDots ? { r: 2.5, fill: 'var(--color-bronze)', strokeWidth: 0 } : false}
        activeDot={{ r: 4.5, fill: 'var(--color-ink)', stroke: 'var(--color-ivory)', strokeWidth: 2 }}
        isAnimationActive={!reducedMotion}
      />
    </AreaChart>
  );
}
