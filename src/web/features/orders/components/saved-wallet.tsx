import { useState } from 'react';
import { Button } from '../../../ui/button.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useAddresses, useDeleteAddress } from '../api/addresses.js';
import { useDeletePaymentMethod, usePaymentMethods } from '../api/payment-methods.js';
import { ActionDialog } from '../../../ui/action-dialog.js';
import { AddressForm, addressLine } from './address-form.js';
import { CardForm, cardLine } from './card-form.js';

/** /settings: the member's shipping addresses, to add and delete (the checkout offers them). */
export function SavedAddresses() {
  const query = useAddresses();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  if (query.isError && !query.data) return <ErrorState title="We could not load your addresses" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-20" />;
  return (
    <div className="grid gap-4">
      {query.data.length === 0 ? <p className="text-sm text-ink-soft">No saved address yet.</p> : (
        <ul className="grid gap-3" data-testid="saved-addresses">
          {query.data.map((a) => (
            <li key={a.id} className="flex items-start justify-between gap-4 border border-line p-4 text-sm leading-6">
              <span>{addressLine(a)}{a.phone ? ` · ${a.phone}` : ''}</span>
              <ActionDialog
                triggerLabel="Delete"
                triggerAriaLabel={`Delete the address ${addressLine(a)}`}
                triggerVariant="quiet"
                title="Delete this address?"
                description={`${addressLine(a)}. Orders already shipped there keep it.`}
                confirmLabel="Delete the address"
                pendingLabel="Deleting…"
                onConfirm={() => remove.mutateAsync(a.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {adding ? <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} /> : (
        <div><Button variant="secondary" size="sm" onClick={() => setAdding(true)}>Add an address</Button></div>
      )}
    </div>
  );
}

/** /settings: the member's saved cards (brand, last 4, expiry), to add and delete. Bidding needs one. */
export function SavedCards() {
  const query = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [adding, setAdding] = useState(false);
  if (query.isError && !query.data) return <ErrorState title="We could not load your cards" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-20" />;
  return (
    <div className="grid gap-4">
      {query.data.length === 0 ? <p className="text-sm text-ink-soft">No saved card yet.</p> : (
        <ul className="grid gap-3" data-testid="saved-cards">
          {query.data.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-4 border border-line p-4 text-sm leading-6">
              <span>{cardLine(c)} · {c.name}</span>
              <ActionDialog
                triggerLabel="Delete"
                triggerAriaLabel={`Delete the card ${cardLine(c)}`}
                triggerVariant="quiet"
                title="Delete this card?"
                description={`${cardLine(c)}. Payments already made with it are not affected.`}
                confirmLabel="Delete the card"
                pendingLabel="Deleting…"
                onConfirm={() => remove.mutateAsync(c.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {adding ? <CardForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} /> : (
        <div><Button variant="secondary" size="sm" onClick={() => setAdding(true)}>Add a card</Button></div>
      )}
    </div>
  );
}
