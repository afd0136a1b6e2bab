import { Link } from 'react-router';
import { formatDateTime } from '../../../../shared/dates.js';
import { resolvePaymentIssueSchema, type PaymentIssue } from '../../../../shared/orders/admin.js';
import { textLinkClasses } from '../../../ui/text-link.js';
import { ActionDialog } from './action-dialog.js';

const KIND_LABELS: Record<PaymentIssue['kind'], string> = {
  capture_unapplied: 'Captured for an order that could not take it',
  processor_refund: 'Refunded by the processor',
  mismatch: 'Processor and ledger disagree',
  orphan_charge: 'A charge without a payment',
};

/**
 * The payment problems that need a person (issue 34): what the checks saw, with the evidence,
 * each closed by an admin who says what was done. Repaired ones are recorded, not listed here.
 */
export function PaymentIssuesList({ issues, onResolve }: { issues: PaymentIssue[]; onResolve: (issue: PaymentIssue, resolution: string) => Promise<unknown> }) {
  return (
    <ul className="grid gap-4" aria-label="Payments that need a person">
      {issues.map((issue) => (
        <li key={issue.id} data-testid="payment-issue" className="rounded-lg border border-line p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium">{KIND_LABELS[issue.kind]}</p>
              <p className="mt-1 text-sm text-muted">{formatDateTime(issue.createdAt)}</p>
            </div>
            <ActionDialog
              triggerLabel="Resolve"
              triggerAriaLabel={`Resolve: ${KIND_LABELS[issue.kind]} (${issue.orderId ?? issue.paymentId ?? issue.id})`}
              title="Resolve this payment problem"
              description={issue.summary}
              confirmLabel="Mark as resolved"
              pendingLabel="Resolving…"
              field={{ name: 'resolution', label: 'What was done', hint: 'Kept in the audit log with your name.', schema: resolvePaymentIssueSchema, maxLength: 1000 }}
              onConfirm={async (resolution) => {
                await onResolve(issue, resolution);
              }}
            />
          </div>
          <p className="mt-3 whitespace-pre-line text-sm">{issue.summary}</p>
          {issue.orderId ? (
            <p className="mt-2 text-sm">
              <Link className={textLinkClasses()} to={`/profile/orders/${encodeURIComponent(issue.orderId)}`}>Order {issue.orderId}</Link>
            </p>
          ) : null}
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-muted">Evidence</summary>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded bg-ivory-deep p-3 font-mono text-xs">{JSON.stringify(issue.evidence, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
