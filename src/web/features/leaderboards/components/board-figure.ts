import { formatUsd } from '../../../../shared/pricing/price-shown.js';
import { formatGrouped } from '../../../../shared/text/grouped.js';
import type { BoardUnit } from '../../../../shared/leaderboards/contracts.js';

/** A board's figure as the page shows it: money, a signed percentage, or a count. */
export function formatBoardFigure(value: number, unit: BoardUnit): string {
  if (unit === 'money') return formatUsd(value);
  if (unit === 'basis_points') {
    const pct = (value / 100).toFixed(1);
    return `${value > 0 ? '+' : value < 0 ? '−' : ''}${pct.replace('-', '')} %`;
  }
  return formatGrouped(value);
}
