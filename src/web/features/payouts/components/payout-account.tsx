import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.js';
import { Button } from '../../../ui/button.js';
import { ErrorState } from '../../../ui/error-state.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { TextField } from '../../../ui/text-field.js';
import { usePayoutAccount } from '../api/get-payout-account.js';
import { useRemovePayoutAccount } from '../api/remove-payout-account.js';
import { useSetPayoutAccount } from '../api/set-payout-account.js';

const failureOf = (error: Error | null) => (error ? (error instanceof ApiError ? error.message : 'That did not work. Please try again.') : null);

/** The bank account payouts go to, shown as its holder and the IBAN's last 4; set, replaced or removed in a dialog. */
export function PayoutAccountPanel() {
  const query = usePayoutAccount();
  const save = useSetPayoutAccount();
  const remove = useRemovePayoutAccount();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [holderName, setHolderName] = useState('');
  const [iban, setIban] = useState('');

  if (query.isError && !query.data) return <ErrorState title="We could not load your bank account" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-20" />;
  const { account } = query.data;

  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border border-line p-5" data-testid="payout-account">
      <div>
        <h3 className="label-caps text-muted">Paid to</h3>
        {account ? (
          <p className="mt-1 text-ink">
            {account.holderName} · IBAN <span className="tabular-nums">{account.iban}</span>
          </p>
        ) : (
          <p className="mt-1 text-ink-soft">No bank account yet: add the one we should pay you to.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setHolderName(account?.holderName ?? '');
            setIban('');
            save.reset();
            setEditing(true);
          }}
        >
          {account ? 'Change bank account' : 'Add bank account'}
        </Button>
        {account ? (
          <Button variant="ghost" size="sm" onClick={() => { remove.reset(); setRemoving(true); }}>
            Remove bank account
          </Button>
        ) : null}
      </div>
      <FormDialog
        open={editing}
        onOpenChange={setEditing}
        title="Your bank account"
        description="Payouts are sent by bank transfer to this account. We show only its last 4 characters from now on."
        confirmLabel="Save bank account"
        pendingLabel="Saving…"
        pending={save.isPending}
        failure={failureOf(save.error)}
        onSubmit={() => save.mutate({ holderName, iban }, { onSuccess: () => setEditing(false) })}
      >
        <div className="grid gap-4">
          <TextField label="Account holder" autoComplete="name" maxLength={70} required value={holderName} onChange={(e) => setHolderName(e.target.value)} />
          <TextField label="IBAN" autoComplete="off" spellCheck={false} maxLength={50} required placeholder="DE89 3704 0044 0532 0130 00" value={iban} onChange={(e) => setIban(e.target.value)} />
        </div>
      </FormDialog>
      <FormDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this bank account?"
        description="You will need to add one again before asking for a payout. Payouts already asked for still go to it."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        failure={failureOf(remove.error)}
        onSubmit={() => remove.mutate(undefined, { onSuccess: () => setRemoving(false) })}
      />
    </div>
  );
}
