import { useSearchParams } from 'react-router';
import { AdminHeader, PayoutsTable, useAdminPayouts, useMovePayout } from '../../../features/admin/index.js';
import { PAYOUT_STATE_LABELS, payoutMachine, type PayoutState } from '../../../../shared/payouts/payouts.machine.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Select } from '../../../ui/select.js';
import { Skeleton } from '../../../ui/skeleton.js';

const isState = (s: string | null): s is PayoutState => (payoutMachine.states as readonly string[]).includes(s ?? '');

/** /admin/payouts (admins): sellers' payouts by state; each is marked sent, then paid or failed. */
export function PayoutsPage() {
  useDocumentTitle('Payouts');
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : '';
  const query = useAdminPayouts(state);
  const move = useMovePayout();
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader
        title="Payouts"
        intro="Sellers asked to be paid what they are owed. Make the bank transfer, mark it sent, then paid when the bank confirms — or failed, and the money goes back to the seller’s balance."
      />
      <section aria-labelledby="payouts-list" className="mt-8">
        <h2 id="payouts-list" className="sr-only">Payouts</h2>
        <Select
          label="State"
          className="max-w-xs"
          value={state}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {}, { replace: true })}
        >
          <option value="">All payouts</option>
          {payoutMachine.states.map((s) => <option key={s} value={s}>{PAYOUT_STATE_LABELS[s]}</option>)}
        </Select>
        <div className="mt-6">
          {query.isError && !query.data ? (
            <ErrorState title="We could not load the payouts" message={query.error.message} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Skeleton className="h-40" />
          ) : query.data.payouts.length === 0 ? (
            <EmptyState title={state ? `No payouts ${PAYOUT_STATE_LABELS[state].toLowerCase()}` : 'No payouts yet'} headingLevel={3} />
          ) : (
            <PayoutsTable payouts={query.data.payouts} caption={`Payouts: ${query.data.payouts.length}`} onStep={(step) => move.mutateAsync(step)} />
          )}
        </div>
      </section>
    </Container>
  );
}
