import { clsx } from 'clsx';
import type { PriceTrend } from '../../../../shared/pricing/price-stats.js';
import { formatChange, TREND_ARROWS, TREND_WORDS } from '../format.js';

/**
 * A trend marked three ways, arrow, word and colour (colour is never the only cue), with the
 * change between the last two sales when there is one.
 */
export function TrendMark({ trend, percent, className }: { trend: PriceTrend; percent: number | null; className?: string }) {
  return (
    <span
      data-trend={trend}
      className={clsx(
        'inline-flex items-baseline gap-1.5 tabular-nums',
        trend === 'up' ? 'text-rise' : trend === 'down' ? 'text-fall' : 'text-ink-soft',
        className,
      )}
    >
      <span aria-hidden="true" className="text-[0.7em]">
        {TREND_ARROWS[trend]}
      </span>
      <span>{TREND_WORDS[trend]}</span>
      {percent !== null ? <span>{formatChange(percent)}</span> : null}
    </span>
  );
}
