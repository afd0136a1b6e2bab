import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { CHART_HEIGHT, CHART_MARGIN, CHART_WIDTH, describeChart, layoutChart } from '../../../../shared/journal/report-chart.js';
import { formatUnits } from '../../../../shared/pricing/currency.js';
import { formatChangePercent } from '../../../../shared/wishlist/price-change.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import { VALUE_RANGE_LABELS, VALUE_RANGES, type ValueHistory, type ValueMove, type ValueRange } from '../../../../shared/portfolio/value-history.js';
import { useMoney } from '../../../lib/money.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mar 2026' from '2026-03'. */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const WINDOW: Record<ValueRange, number> = { '1M': 2, '6M': 7, '1Y': 13, all: Number.MAX_SAFE_INTEGER };

/** USD cents as the member reads money: their currency, whole units, and `$0` (never '--') for nothing. */
function useMoneyText() {
  const { format, currency, perUsd } = useMoney();
  return {
    currency,
    /** Minor units of the shown currency (the chart's scale). */
    minor: (cents: number) => Math.round(currency === 'JPY' ? (cents * perUsd) / 100 : cents * perUsd),
    text: (cents: number) => (cents === 0 ? formatUnits(0, currency) : format(cents)),
  };
}

function piecesText(n: number): string {
  return n === 1 ? 'one piece' : `${formatGrouped(n)} pieces`;
}

/** The move over a range in words: the same pieces at both ends, or why there is none. */
function MoveText({ move }: { move: ValueMove }) {
  const { text } = useMoneyText();
  if (move.from_month === null) {
    return <span className="text-ink-soft">Your collection is younger than {move.range === 'all' ? 'a month' : VALUE_RANGE_LABELS[move.range].replace(/^1 /, 'a ')}.</span>;
  }
  if (move.pieces === 0 || !move.change) {
    return <span className="text-ink-soft">No piece had a recorded sale at both ends of this period.</span>;
  }
  const { change } = move;
  const since = `since ${monthLabel(move.from_month)}, over the same ${piecesText(move.pieces)}`;
  if (change.direction === 'unchanged') return <span className="text-ink-soft">Unchanged {since}.</span>;
  const down = change.direction === 'down';
  return (
    <span className={clsx('font-medium tabular-nums', down ? 'text-fall' : 'text-rise')}>
      <span aria-hidden="true">{down ? '▼ ' : '▲ '}</span>
      {down ? 'Down' : 'Up'} {text(Math.abs(change.amount))} ({formatChangePercent(change)}) <span className="font-normal text-ink-soft">{since}</span>
    </span>
  );
}

export interface ValueHistoryPanelProps {
  history: ValueHistory;
  /** What each piece is called (item id → name), for the table by piece. */
  names?: ReadonlyMap<number, string>;
  title?: string;
}

/**
 * A collection's market value month by month (decision 058): a line drawn as SVG with the
 * Journal's chart layout, a range to look at (1M, 6M, 1Y, all) with the move of the same
 * pieces over it, and every number in tables. Pieces without a sale are said to be unvalued.
 */
export function ValueHistoryPanel({ history, names, title = 'Value over time' }: ValueHistoryPanelProps) {
  const id = useId();
  const [range, setRange] = useState<ValueRange>('all');
  const { currency, minor, text } = useMoneyText();
  const headingId = `${id}-heading`;
  if (history.months.length === 0) {
    return (
      <section aria-labelledby={headingId} className="mt-10" data-testid="value-history">
        <h2 id={headingId} className="font-display text-2xl font-medium">{title}</h2>
        <p className="mt-3 text-sm text-ink-soft">Add pieces to see what your collection is worth, month by month.</p>
      </section>
    );
  }
  const from = Math.max(0, history.months.length - WINDOW[range]);
  const months = history.months.slice(from);
  const totals = history.total.slice(from);
  const unvaluedNow = history.unvalued.at(-1) ?? 0;
  const move = history.moves.find((m) => m.range === range)!;
  const anyValue = totals.some((v) => v > 0);
  const block = {
    kind: 'line' as const,
    unit: 'money' as const,
    currency,
    series: [{ label: 'Market value', points: months.map((m, i) => ({ label: monthLabel(m), value: minor(totals[i]!) })) }],
  };
  const layout = anyValue ? layoutChart(block) : null;
  const left = CHART_MARGIN.left;
  const right = CHART_WIDTH - CHART_MARGIN.right;
  const bottom = CHART_HEIGHT - CHART_MARGIN.bottom;

  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="value-history">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-medium">{title}</h2>
          <p className="mt-2 text-sm" aria-live="polite" data-testid="value-move">
            <MoveText move={move} />
          </p>
        </div>
        <div role="group" aria-label="Period" className="flex gap-1">
          {VALUE_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
              className={clsx(
                'label-caps h-9 min-w-11 border px-3 transition-colors',
                range === r ? 'border-ink bg-ink text-ivory' : 'border-line-strong text-ink-soft hover:border-ink hover:text-ink',
              )}
            >
              <span aria-hidden="true">{r === 'all' ? 'All' : r}</span>
              <span className="sr-only">{VALUE_RANGE_LABELS[r]}</span>
            </button>
          ))}
        </div>
      </div>
      {unvaluedNow > 0 ? (
        <p className="mt-3 text-sm text-ink-soft" data-testid="unvalued">
          {unvaluedNow === 1 ? 'One piece has' : `${formatGrouped(unvaluedNow)} pieces have`} no recorded sales yet and {unvaluedNow === 1 ? 'is' : 'are'} not counted in the value.
        </p>
      ) : null}
      {layout ? (
        <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} role="img" aria-labelledby={`${id}-t ${id}-d`} className="mt-6 h-auto w-full text-ink" preserveAspectRatio="xMidYMid meet">
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{describeChart(block)}</desc>
          <g aria-hidden="true">
            {layout.ticks.map((t) => (
              <g key={t.value}>
                <line x1={left} x2={right} y1={t.y} y2={t.y} stroke="currentColor" strokeOpacity={0.12} />
                <text x={left - 8} y={t.y} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor" fillOpacity={0.7}>{t.text}</text>
              </g>
            ))}
            {layout.xLabels.map((l) => (
              <text key={l.label} x={l.x} y={bottom + 22} textAnchor="middle" fontSize={12} fill="currentColor" fillOpacity={0.7}>{l.label}</text>
            ))}
            {layout.lines.map((line) => (
              <g key={line.label}>
                <path d={line.path} fill="none" stroke="var(--color-bronze-deep, currentColor)" strokeWidth={2.5} strokeLinejoin="round" />
                {line.points.map((p) => <circle key={p.label} cx={p.x} cy={p.y} r={3.5} fill="var(--color-bronze-deep, currentColor)" />)}
              </g>
            ))}
          </g>
        </svg>
      ) : (
        <p className="mt-6 text-sm text-ink-soft">None of these pieces has a recorded sale yet, so there is no value to draw.</p>
      )}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer text-ink-soft hover:text-ink">The value month by month, in a table</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse">
            <caption className="sr-only">{title}, by month</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-line-strong py-2 pr-4 text-left font-medium">Month</th>
                <th scope="col" className="border-b border-line-strong py-2 pr-4 text-right font-medium">Value</th>
                <th scope="col" className="border-b border-line-strong py-2 pr-4 text-right font-medium">Pieces without sales</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m, i) => (
                <tr key={m}>
                  <th scope="row" className="border-b border-line py-2 pr-4 text-left font-normal">{monthLabel(m)}</th>
                  <td className="border-b border-line py-2 pr-4 text-right tabular-nums">{text(totals[i]!)}</td>
                  <td className="border-b border-line py-2 pr-4 text-right tabular-nums">{formatGrouped(history.unvalued[from + i]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {names && history.pieces.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-ink-soft hover:text-ink">Each piece’s value, {monthLabel(months[0]!)} and now</summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full border-collapse" data-testid="value-by-piece">
              <caption className="sr-only">Each piece’s value</caption>
              <thead>
                <tr>
                  <th scope="col" className="border-b border-line-strong py-2 pr-4 text-left font-medium">Piece</th>
                  <th scope="col" className="border-b border-line-strong py-2 pr-4 text-right font-medium">{monthLabel(months[0]!)}</th>
                  <th scope="col" className="border-b border-line-strong py-2 pr-4 text-right font-medium">Now</th>
                </tr>
              </thead>
              <tbody>
                {history.pieces.map((p) => {
                  const then = p.values[from] ?? null;
                  const now = p.values.at(-1) ?? null;
                  const cell = (v: number | null, held: boolean) => (v !== null ? text(v) : held ? 'No sales yet' : 'Not yet added');
                  return (
                    <tr key={p.item_id}>
                      <th scope="row" className="border-b border-line py-2 pr-4 text-left font-normal">{names.get(p.item_id) ?? 'A piece'}</th>
                      <td className="border-b border-line py-2 pr-4 text-right tabular-nums">{cell(then, p.since <= months[0]!)}</td>
                      <td className="border-b border-line py-2 pr-4 text-right tabular-nums">{cell(now, true)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </section>
  );
}
