import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { JUST_SOLD_MESSAGE } from '../../../../shared/orders/contracts.js';
import { useCreateOrder } from '../api/create-order.js';

/**
 * Buy now on one listing: reserves the piece for the member (POST /api/orders) and opens the
 * order, which is the checkout. When another buyer was first, says so in Patina's words.
 */
export function BuyNowButton({ listingId, label = 'Buy now', ariaLabel, size = 'sm' }: { listingId: number; label?: string; ariaLabel?: string; size?: 'sm' | 'md' }) {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const sold = create.error instanceof ApiError && create.error.code === 'listing_sold';
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Button
        size={size}
        aria-label={ariaLabel}
        disabled={create.isPending || sold}
        onClick={() => create.mutate(listingId, { onSuccess: (order) => void navigate(`/profile/orders/${order.id}`) })}
      >
        {create.isPending ? 'Reserving…' : label}
      </Button>
      {create.error ? (
        <p role="alert" className="max-w-56 text-xs leading-5 text-fall">
          {sold ? JUST_SOLD_MESSAGE : create.error.message}
        </p>
      ) : null}
    </div>
  );
}
