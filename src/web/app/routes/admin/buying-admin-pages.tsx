import { useSearchParams } from 'react-router';
import {
  AdminHeader, DisputesTable, LedgerView, PAYMENT_STATUS_LABELS, PaymentIssuesList, PaymentsTable, useConfirmTransfer, useDisputes, useLedger, usePaymentIssues, usePayments,
  useResolveDispute, useResolvePaymentIssue,
} from '../../../features/admin/index.js';
import { paymentMachine } from '../../../../shared/payments/payments.machine.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { Container } from '../../../ui/container.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { ErrorState } from '../../../ui/error-state.js';
import { Select } from '../../../ui/select.js';
import { Skeleton } from '../../../ui/skeleton.js';

const isStatus = (s: string | null): s is (typeof paymentMachine.states)[number] => (paymentMachine.states as readonly string[]).includes(s ?? '');

/** /admin/payments (admins): payments with their orders, by status; a waiting bank transfer is confirmed here. */
export function PaymentsPage() {
  useDocumentTitle('Payments');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : '';
  const query = usePayments(status);
  const confirm = useConfirmTransfer();
  const issues = usePaymentIssues();
  const resolveIssue = useResolvePaymentIssue();
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Payments" intro="Every payment into escrow, newest first. A bank transfer waits until you confirm the money has arrived with its reference." />
      {/* What the payment checks could not repair by themselves (issue 34): shown first, only when there is any. */}
      {issues.data && issues.data.issues.length > 0 ? (
        <section aria-labelledby="payment-issues" className="mt-8">
          <h2 id="payment-issues" className="font-display text-2xl">Needs attention ({issues.data.issues.length})</h2>
          <p className="mt-1 text-sm text-muted">The processor and Patina disagree here, or money moved that a person must follow up. Each comes with what the checks saw.</p>
          <div className="mt-4">
            <PaymentIssuesList issues={issues.data.issues} onResolve={(issue, resolution) => resolveIssue.mutateAsync({ id: issue.id, resolution })} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="payments-list" className="mt-8">
        <h2 id="payments-list" className="sr-only">Payments</h2>
        <Select
          label="Status"
          className="max-w-xs"
          value={status}
          onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {}, { replace: true })}
        >
          <option value="">All payments</option>
          {paymentMachine.states.map((s) => <option key={s} value={s}>{PAYMENT_STATUS_LABELS[s] ?? s}</option>)}
        </Select>
        <div className="mt-6">
          {query.isError && !query.data ? (
            <ErrorState title="We could not load the payments" message={query.error.message} onRetry={() => void query.refetch()} />
          ) : !query.data ? (
            <Skeleton className="h-40" />
          ) : query.data.payments.length === 0 ? (
            <EmptyState title={status ? `No payments ${(PAYMENT_STATUS_LABELS[status] ?? status).toLowerCase()}` : 'No payments yet'} headingLevel={3} />
          ) : (
            <PaymentsTable payments={query.data.payments} caption={`Payments: ${query.data.payments.length}`} onConfirm={(p) => confirm.mutateAsync(p.id)} />
          )}
        </div>
      </section>
    </Container>
  );
}

/** /admin/disputes (admins): open disputes, oldest first, each decided: refund, partial refund or release. */
export function DisputesPage() {
  useDocumentTitle('Disputes');
  const query = useDisputes();
  const resolve = useResolveDispute();
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Disputes" intro="Buyers who found a piece not as described during inspection. The money stays in escrow until you decide." />
      <section aria-labelledby="disputes-list" className="mt-8">
        <h2 id="disputes-list" className="sr-only">Open disputes</h2>
        {query.isError && !query.data ? (
          <ErrorState title="We could not load the disputes" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-40" />
        ) : query.data.disputes.length === 0 ? (
          <EmptyState title="No open disputes" headingLevel={3}>Disputes opened by buyers during inspection appear here.</EmptyState>
        ) : (
          <DisputesTable disputes={query.data.disputes} onResolve={(d, decision) => resolve.mutateAsync({ orderId: d.orderId, ...decision })} />
        )}
      </section>
    </Container>
  );
}

/** /admin/ledger (admins): the zero-sum check, every account's balance, the newest transfers. */
export function LedgerPage() {
  useDocumentTitle('Ledger');
  const query = useLedger();
  return (
    <Container className="py-12 md:py-16">
      <AdminHeader title="Ledger" intro="Double-entry: every transfer’s legs sum to zero per currency, so the whole ledger does. Nothing is ever updated or deleted." />
      <div className="mt-8">
        {query.isError && !query.data ? (
          <ErrorState title="We could not load the ledger" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-40" />
        ) : (
          <LedgerView ledger={query.data} />
        )}
      </div>
    </Container>
  );
}
