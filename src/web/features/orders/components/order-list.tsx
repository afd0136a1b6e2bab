import { Link } from 'react-router';
import type { OrderSummary } from '../../../../shared/orders/contracts.js';
import { formatDate } from '../../../../shared/dates.js';
import { Badge } from '../../../ui/badge.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useOrders } from '../api/get-orders.js';
import { formatAmount, ORDER_STATUS_LABELS } from '../../../../shared/orders/display.js';

/** The member's orders on one side (purchases or sales), newest first, each a link to its page. */
export function OrderList({ role, empty }: { role: 'buyer' | 'seller'; empty: { title: string; body: string } }) {
  const query = useOrders(role);
  if (query.isError && !query.data) return <ErrorState title="We could not load your orders" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-32" />;
  const orders = query.data.pages.flatMap((p) => p.orders);
  if (orders.length === 0) return <EmptyState title={empty.title} headingLevel={3}>{empty.body}</EmptyState>;
  return (
    <div>
      <ul className="grid gap-3" data-testid={`orders-${role}`}>
        {orders.map((o) => <OrderRow key={o.id} order={o} />)}
      </ul>
      {query.hasNextPage ? (
        <Button variant="quiet" size="sm" className="mt-4" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading…' : 'Show older orders'}
        </Button>
      ) : null}
    </div>
  );
}

function OrderRow({ order: o }: { order: OrderSummary }) {
  return (
    <li className="relative flex flex-wrap items-center gap-4 border border-line p-4 hover:border-line-strong" data-testid="order-row">
      {o.image ? <img src={o.image} alt="" className="size-16 object-cover" /> : <div aria-hidden="true" className="size-16 bg-ivory-deep" />}
      <div className="min-w-0 flex-1">
        <Link to={`/profile/orders/${o.id}`} className="font-display text-xl after:absolute after:inset-0 hover:text-bronze">{o.title}</Link>
        <p className="text-sm text-ink-soft">
          {formatAmount(o.total, o.currency)} · ordered {formatDate(o.createdAt)}
          {o.dueAt ? ` · next step by ${formatDate(o.dueAt)}` : ''}
        </p>
      </div>
      <Badge tone={o.status === 'completed' ? 'ink' : 'outline'}>{ORDER_STATUS_LABELS[o.status]}</Badge>
    </li>
  );
}
