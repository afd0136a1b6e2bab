import { Link, useParams } from 'react-router';
import { Checkout, EscrowPromise, OrderView, ORDER_STATUS_LABELS, useOrder } from '../../../features/orders/index.js';
import { ApiError } from '../../../lib/api-client.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Badge } from '../../../ui/badge.js';
import { Container } from '../../../ui/container.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Eyebrow } from '../../../ui/eyebrow.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { textLinkClasses } from '../../../ui/text-link.js';
import { NotFoundPage } from '../errors/not-found-page.js';

/**
 * /profile/orders/{id} (SPEC §2, issue 13): for its buyer, while unpaid, the checkout; for
 * every other state and for the seller, the order itself; an admin reads any order (no actions).
 * Another member's order is not found.
 */
export function OrderPage() {
  const id = useParams()['*']?.split('/')[0] ?? '';
  const query = useOrder(id);
  const order = query.data;
  const checkout = order?.role === 'buyer' && order.status === 'pending_payment';
  useDocumentTitle(order ? (checkout ? `Checkout · ${order.title}` : `Order · ${order.title}`) : 'Order');

  if (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400)) {
    return <NotFoundPage what={`You have no order “${id}”.`} />;
  }
  if (query.isError && !order) {
    return (
      <Container className="py-16">
        <h1 className="sr-only">Order</h1>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!order) {
    return (
      <Container className="py-12 md:py-16" aria-busy="true">
        <h1 className="sr-only">Loading the order</h1>
        <Skeleton className="h-24 w-2/3" />
        <Skeleton className="mt-10 h-72" />
      </Container>
    );
  }

  return (
    <Container className="py-12 md:py-16">
      <div className="flex flex-wrap items-end gap-6 border-b border-line pb-6">
        {order.image ? <img src={order.image} alt="" className="size-24 object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <Eyebrow>{checkout ? 'Checkout' : order.role === 'buyer' ? `Your purchase · order ${order.id}` : order.role === 'seller' ? `Your sale · order ${order.id}` : `Order ${order.id} · admin view`}</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-medium leading-tight md:text-5xl">{order.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-soft">
            <Badge tone={order.status === 'completed' ? 'ink' : 'outline'} data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</Badge>
            <span>
              {order.role === 'seller' ? 'Bought by ' : 'Sold by '}
              {order.counterpart.handle ? <Link className={textLinkClasses()} to={`/members/${order.counterpart.handle}`}>{order.counterpart.name}</Link> : order.counterpart.name}
            </span>
          </p>
        </div>
      </div>
      {checkout ? null : <EscrowPromise className="mt-8" />}
      {checkout ? <Checkout order={order} /> : <OrderView order={order} />}
    </Container>
  );
}
