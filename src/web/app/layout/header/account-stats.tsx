import { useProfileSummary } from '../../../features/orders/index.js';

/**
 * The account menu's activity line (issue 13: no longer zeros): purchases and sales from
 * /api/profile/summary. Bids stay 0 until auctions count them.
 */
export function AccountStats() {
  const summary = useProfileSummary();
  const n = (v: number | undefined) => (v === undefined ? '–' : v.toLocaleString('en-US'));
  return <span aria-busy={summary.isPending || undefined}>{`Purchases ${n(summary.data?.purchases)} · Sales ${n(summary.data?.sales)} · Bids 0`}</span>;
}
