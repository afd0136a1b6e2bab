import { useId } from 'react';
import type { ChartBlock } from '../../../../../shared/journal/blocks.js';
import {
  CHART_HEIGHT, CHART_MARGIN, CHART_WIDTH, chartValueText, describeChart, layoutChart,
} from '../../../../../shared/journal/report-chart.js';

/**
 * Line dash per series: a second or third series is told apart by its dash and its marker,
 * never by colour alone.
 */
const DASHES = ['', '6 4', '2 3', '10 4 2 4', '1 4', '8 2'];

/**
 * The draw-in of a line and the fade of bars, only for readers who have not asked for less
 * motion: with `prefers-reduced-motion: reduce` the chart is simply there.
 */
const MOTION_CSS = `@media (prefers-reduced-motion: no-preference){.rc-line{stroke-dasharray:1;stroke-dashoffset:1;animation:rc-draw .9s ease-out forwards}.rc-bar{animation:rc-fade .6s ease-out both}}@keyframes rc-draw{to{stroke-dashoffset:0}}@keyframes rc-fade{from{opacity:0}to{opacity:1}}`;

/**
 * A `chart` block of a Journal article (issue #36, decision 056) as SVG drawn with the page on
 * the server, readable without the app's scripts: role="img" with a title and a description
 * that says the series in words, and beside it a table with every number, written as Patina
 * writes prices (shared/journal/report-chart.ts).
 */
export function ReportChart({ block }: { block: ChartBlock }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const layout = layoutChart(block);
  const value = (v: number) => chartValueText(v, block);
  const left = CHART_MARGIN.left;
  const right = CHART_WIDTH - CHART_MARGIN.right;
  const bottom = CHART_HEIGHT - CHART_MARGIN.bottom;
  return (
    <figure className="my-6">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full text-ink"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{block.title}</title>
        <desc id={descId}>{describeChart(block)}</desc>
        <style>{MOTION_CSS}</style>
        <g aria-hidden="true">
          {layout.ticks.map((t) => (
            <g key={t.value}>
              <line x1={left} x2={right} y1={t.y} y2={t.y} stroke="currentColor" strokeOpacity={0.12} />
              <text x={left - 8} y={t.y} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor" fillOpacity={0.7}>{t.text}</text>
            </g>
          ))}
          <line x1={left} x2={right} y1={layout.zeroY} y2={layout.zeroY} stroke="currentColor" strokeOpacity={block.kind === 'bar' ? 0.5 : 0} />
          {layout.xLabels.map((l) => (
            <text key={l.label} x={l.x} y={bottom + 22} textAnchor="middle" fontSize={12} fill="currentColor" fillOpacity={0.7}>{l.label}</text>
          ))}
          {layout.bars.map((b) => (
            <rect
              key={`${b.series}:${b.label}`}
              className="rc-bar"
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
              fill={b.value < 0 ? 'var(--color-ink, currentColor)' : 'var(--color-bronze, currentColor)'}
              fillOpacity={b.value < 0 ? 0.45 : 0.85}
            />
          ))}
          {layout.lines.map((line, i) => (
            <g key={line.label}>
              <path className="rc-line" pathLength={1} d={line.path} fill="none" stroke="var(--color-bronze-deep, currentColor)" strokeWidth={2.5} strokeDasharray={DASHES[i % DASHES.length] || undefined} strokeLinejoin="round" />
              {line.points.map((p) => (
                <circle key={p.label} cx={p.x} cy={p.y} r={i === 0 ? 3.5 : 3} fill={i === 0 ? 'var(--color-bronze-deep, currentColor)' : 'white'} stroke="var(--color-bronze-deep, currentColor)" />
              ))}
            </g>
          ))}
        </g>
      </svg>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-medium text-ink">{block.title}</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-line-strong py-2 pr-4 text-left font-medium">{block.kind === 'line' ? 'Month' : 'Item'}</th>
              {block.series.map((s) => <th key={s.label} scope="col" className="border-b border-line-strong py-2 pr-4 text-right font-medium">{s.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {layout.labels.map((label) => (
              <tr key={label}>
                <th scope="row" className="border-b border-line py-2 pr-4 text-left font-normal">{label}</th>
                {block.series.map((s) => {
                  const point = s.points.find((p) => p.label === label);
                  return <td key={s.label} className="border-b border-line py-2 pr-4 text-right tabular-nums">{point ? value(point.value) : '--'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
