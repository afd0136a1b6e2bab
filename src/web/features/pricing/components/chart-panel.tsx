import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Table2 } from 'lucide-react';
import type { HistoryRange } from '../../../../shared/pricing/history.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { useNearViewport } from '../../../lib/use-near-viewport.js';
import { useReducedMotion } from '../hooks/use-reduced-motion.js';
import type { ChartPoint, PriceLineChartProps } from './price-line-chart.js';
import { RangeControl } from './range-control.js';

/**
 * recharts is a large library: it arrives with the first chart, not with the app, and only
 * when the chart comes near the screen (on a phone the chart is far down the product page).
 */
const PriceLineChart = lazy(() => import('./price-line-chart.js'));

export const UNAVAILABLE_MESSAGE = 'Price history is unavailable right now.';
export const NO_SALES_MESSAGE = 'No sales recorded yet.';

export type PanelState =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'empty' }
  | { kind: 'ready'; range: HistoryRange; points: ChartPoint[] };

export interface TableColumn {
  header: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

const CHART_HEIGHT = 280;

/**
 * What a price chart looks like everywhere: a heading, the range control, then the chart, a
 * table with the same numbers (always there for screen readers, shown on request), or a
 * plain message when there is nothing to draw.
 */
export function ChartPanel({
  heading, headingId, rangeLabel, range, onRangeChange, state, chart, table, onRetry, summary, footnote, testId,
}: {
  heading: ReactNode;
  headingId: string;
  rangeLabel: string;
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
  state: PanelState;
  chart: Omit<PriceLineChartProps, 'data' | 'reducedMotion' | 'height'>;
  table: { caption: string; columns: TableColumn[]; rows: { key: string; cells: ReactNode[] }[] };
  onRetry?: () => void;
  summary?: ReactNode;
  footnote?: ReactNode;
  testId?: string;
}) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [chartArea, near] = useNearViewport<HTMLDivElement>();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();

  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        {heading}
        <RangeControl value={range} onChange={onRangeChange} label={rangeLabel} />
      </div>
      {summary ? <div className="mt-6">{summary}</div> : null}
      <div className="mt-6">
        {state.kind === 'loading' ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">Loading price history</span>
            <Skeleton className="h-[280px] w-full" />
          </div>
        ) : state.kind === 'unavailable' ? (
          <div role="alert" className="flex flex-col items-center gap-4 border border-line px-6 py-12 text-center">
            <p className="text-sm text-ink-soft">{UNAVAILABLE_MESSAGE}</p>
            {onRetry ? (
              <Button variant="quiet" size="sm" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        ) : state.kind === 'empty' ? (
          <p className="border border-line px-6 py-12 text-center text-sm text-ink-soft">{NO_SALES_MESSAGE}</p>
        ) : (
          <>
            <div
              ref={chartArea}
              data-testid="price-chart"
              data-range={state.range}
              data-points={state.points.length}
              className="w-full"
              style={{ minHeight: CHART_HEIGHT }}
            >
              {/* Its code loads lazily: the server, the hydrating browser and a chart still far below the screen show the skeleton it loads behind. */}
              {hydrated && near ? (
                <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
                  <PriceLineChart {...chart} data={state.points} reducedMotion={reducedMotion} height={CHART_HEIGHT} />
                </Suspense>
              ) : (
                <Skeleton className="h-[280px] w-full" />
              )}
            </div>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-xs text-muted">{footnote}</p>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={tableShown}
                aria-controls={tableId}
                onClick={() => setTableShown((shown) => !shown)}
              >
                <Table2 aria-hidden="true" className="size-4" strokeWidth={1.5} />
                {tableShown ? 'Hide table' : 'Show as table'}
              </Button>
            </div>
            {/* Shown, the table scrolls inside its box: a named, focusable region lets keyboards scroll it. */}
            <div
              id={tableId}
              className={tableShown ? 'mt-4 max-h-96 overflow-y-auto border border-line focus-visible:outline-2 focus-visible:outline-bronze' : 'sr-only'}
              {...(tableShown ? { role: 'region', 'aria-label': table.caption, tabIndex: 0 } : {})}
            >
              <table data-testid="price-table" className="w-full text-left text-sm">
                <caption className="sr-only">{table.caption}</caption>
                <thead className="sticky top-0 bg-ivory-deep">
                  <tr>
                    {table.columns.map((c) => (
                      <th key={c.header} scope="col" className={`label-caps px-4 py-2 text-muted ${c.numeric ? 'text-right' : ''}`}>
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.key} className="border-t border-line">
                      {row.cells.map((cell, i) => (
                        <td key={table.columns[i]?.header ?? i} className={`px-4 py-2 ${table.columns[i]?.numeric ? 'text-right tabular-nums' : ''}`}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
