/**
 * The arithmetic of the Journal's charts (issue #36, decision 056): scales, ticks, the points
 * of a line and the rectangles of bars, and how a value is written, so the SVG the server
 * draws and the table beside it say the same numbers. Pure: the React component only places
 * what this computes.
 */
import type { ChartBlock } from './blocks.js';
import { formatGrouped } from '../text/grouped.js';
import { formatUnits, isCurrencyCode } from '../pricing/currency.js';
import { formatChange } from '../pricing/price-stats.js';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
export const CHART_MARGIN = { top: 16, right: 16, bottom: 36, left: 72 } as const;
/** At most this many labels under the x axis; the others are in the table. */
export const MAX_X_LABELS = 6;

/** Minor units per major unit: every currency Patina shows has cents except the yen. */
const minorPerMajor = (currency: string) => (currency === 'JPY' ? 1 : 100);

/**
 * A value as Patina writes it: money in whole units of its currency ('$12,400', as every price:
 * shared/pricing/currency.ts), a percent as a signed change ('+4.2%'), a count grouped ('1,204').
 */
export function chartValueText(value: number, block: Pick<ChartBlock, 'unit' | 'currency'>): string {
  if (block.unit === 'percent') return formatChange(value);
  if (block.unit === 'count') return formatGrouped(Math.round(value));
  const currency = block.currency ?? 'USD';
  const units = Math.round(value / minorPerMajor(currency));
  return isCurrencyCode(currency) ? formatUnits(units, currency) : `${currency} ${formatGrouped(units)}`;
}

/** A short tick label: '$12k', '$1.2M', '4%', '1.2k'. */
export function tickText(value: number, block: Pick<ChartBlock, 'unit' | 'currency'>): string {
  if (block.unit === 'percent') return `${Math.round(value * 10) / 10}%`;
  const major = block.unit === 'money' ? value / minorPerMajor(block.currency ?? 'USD') : value;
  const abs = Math.abs(major);
  const short = abs >= 1e6 ? `${Math.round((major / 1e6) * 10) / 10}M` : abs >= 1e4 ? `${Math.round(major / 1e3)}k` : formatGrouped(Math.round(major));
  if (block.unit !== 'money') return short;
  const currency = block.currency ?? 'USD';
  return isCurrencyCode(currency) ? formatUnits(0, currency).replace('0', short) : `${currency} ${short}`;
}

/** 'nice' ticks (1, 2 or 5 × 10^k apart) covering [min, max], about `count` of them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v / step) * step);
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

export interface ChartLayout {
  labels: string[];
  ticks: { value: number; y: number; text: string }[];
  /** Which labels are written under the axis (every k-th, the last always). */
  xLabels: { label: string; x: number }[];
  /** y of the zero line (bars grow from it). */
  zeroY: number;
  lines: { label: string; points: { x: number; y: number; value: number; label: string }[]; path: string }[];
  bars: { label: string; series: string; x: number; y: number; width: number; height: number; value: number }[];
}

/** Where everything of a chart goes in its CHART_WIDTH × CHART_HEIGHT box. */
export function layoutChart(block: Pick<ChartBlock, 'kind' | 'unit' | 'currency' | 'series'>): ChartLayout {
  const labels = [...new Set(block.series.flatMap((s) => s.points.map((p) => p.label)))];
  const values = block.series.flatMap((s) => s.points.map((p) => p.value));
  const left = CHART_MARGIN.left;
  const right = CHART_WIDTH - CHART_MARGIN.right;
  const top = CHART_MARGIN.top;
  const bottom = CHART_HEIGHT - CHART_MARGIN.bottom;
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  // Bars start at zero; a line is scaled to its own range, so a 4 % move is visible.
  if (block.kind === 'bar') {
    lo = Math.min(0, lo);
    hi = Math.max(0, hi);
  }
  const tickValues = niceTicks(lo, hi, 4);
  const min = tickValues[0]!;
  const max = tickValues[tickValues.length - 1]!;
  const y = (v: number) => (max === min ? (top + bottom) / 2 : bottom - ((v - min) / (max - min)) * (bottom - top));
  const n = labels.length;
  const band = (right - left) / Math.max(1, n);
  const x = (i: number) => (block.kind === 'bar' ? left + band * (i + 0.5) : n <= 1 ? (left + right) / 2 : left + ((right - left) * i) / (n - 1));
  const every = Math.max(1, Math.ceil(n / MAX_X_LABELS));
  const xLabels = labels.flatMap((label, i) => ((n - 1 - i) % every === 0 ? [{ label, x: x(i) }] : []));
  const round = (v: number) => Math.round(v * 10) / 10;
  const lines = block.kind === 'line'
    ? block.series.map((s) => {
      const points = s.points.map((p) => ({ x: round(x(labels.indexOf(p.label))), y: round(y(p.value)), value: p.value, label: p.label }));
      return { label: s.label, points, path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ') };
    })
    : [];
  const zeroY = round(y(Math.max(min, Math.min(max, 0))));
  const groups = block.series.length;
  const barWidth = (band * 0.7) / Math.max(1, groups);
  const bars = block.kind === 'bar'
    ? block.series.flatMap((s, si) => s.points.map((p) => {
      const cx = x(labels.indexOf(p.label)) - (band * 0.7) / 2 + barWidth * si;
      const yv = y(p.value);
      return { label: p.label, series: s.label, x: round(cx), y: round(Math.min(yv, zeroY)), width: round(Math.max(1, barWidth - 2)), height: round(Math.abs(zeroY - yv)), value: p.value };
    }))
    : [];
  return {
    labels,
    ticks: tickValues.map((v) => ({ value: v, y: round(y(v)), text: tickText(v, block) })),
    xLabels: xLabels.map((l) => ({ label: l.label, x: round(l.x) })),
    zeroY,
    lines,
    bars,
  };
}

/**
 * What a screen reader hears for the chart (the SVG's <desc>): each series' first and last
 * values and its lowest and highest, in words; the table beside it holds every number.
 */
export function describeChart(block: Pick<ChartBlock, 'kind' | 'unit' | 'currency' | 'series'>): string {
  const kind = block.kind === 'line' ? 'Line chart' : 'Bar chart';
  const parts = block.series.map((s) => {
    const first = s.points[0]!;
    const last = s.points[s.points.length - 1]!;
    const low = s.points.reduce((m, p) => (p.value < m.value ? p : m));
    const high = s.points.reduce((m, p) => (p.value > m.value ? p : m));
    const v = (x: number) => chartValueText(x, block);
    return s.points.length === 1
      ? `${s.label}: ${first.label}, ${v(first.value)}.`
      : `${s.label}, ${s.points.length} values from ${first.label} (${v(first.value)}) to ${last.label} (${v(last.value)}); lowest ${v(low.value)} (${low.label}), highest ${v(high.value)} (${high.label}).`;
  });
  return `${kind}. ${parts.join(' ')} The numbers are in the table below.`;
}
