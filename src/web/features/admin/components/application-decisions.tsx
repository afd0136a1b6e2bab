import type { RefObject } from 'react';
import { formatDate } from '../../../../shared/dates.js';
import { declineSchema, requestInfoSchema, type Review } from '../../../../shared/membership/contracts.js';
import { REAPPLY_AFTER_DAYS } from '../../../../shared/membership/membership.machine.js';
import { useApproveApplication } from '../api/approve-application.js';
import { useDeclineApplication } from '../api/decline-application.js';
import { useRequestApplicationInfo } from '../api/request-application-info.js';
import { ActionDialog } from './action-dialog.js';

/** Why there is nothing to decide, for each state that cannot take a decision. */
function waitingNote(review: Review): string {
  const { application: a, applicant } = review;
  switch (a.state) {
    case 'draft':
      return 'The applicant has not submitted this application yet.';
    case 'more_info_requested':
      return 'Waiting for the applicant’s answer. The decisions return once they have answered.';
    case 'approved':
      return `Approved${a.decidedAt ? ` on ${formatDate(a.decidedAt)}` : ''}. ${applicant.email} is a member.`;
    case 'declined':
      return `Declined${a.decidedAt ? ` on ${formatDate(a.decidedAt)}` : ''}.`;
    default:
      return '';
  }
}

/**
 * The three decisions on a submitted or in-review application (the machine starts the review
 * on the first one): approve, ask for more, decline. Each goes through a dialog; the server's
 * refusal (an admin's own application, a decision already taken) is shown there.
 */
export function ApplicationDecisions({
  review, onDecided, focusAfter,
}: { review: Review; onDecided: (message: string) => void; focusAfter: RefObject<HTMLElement | null> }) {
  const approve = useApproveApplication();
  const requestInfo = useRequestApplicationInfo();
  const decline = useDeclineApplication();
  const { application: a, applicant } = review;
  const who = a.legalName || applicant.email;

  if (a.state !== 'submitted' && a.state !== 'in_review') {
    return (
      <p className="border border-line px-5 py-4 text-sm text-ink-soft" data-testid="decision-note">
        {waitingNote(review)}
      </p>
    );
  }

  return (
    <div className="flex flex-wrap gap-3">
      <ActionDialog
        triggerLabel="Approve"
        triggerVariant="primary"
        title="Approve this application?"
        description={`${who} (${applicant.email}) becomes a verified member at once and may bid, sell, make offers and message. They are told in Patina and by email, and the approval is recorded in the audit log.`}
        confirmLabel="Approve"
        pendingLabel="Approving…"
        focusAfter={focusAfter}
        onConfirm={async () => {
          await approve.mutateAsync({ id: a.id });
          onDecided(`Approved. ${applicant.email} is now a member and has been told.`);
        }}
      />
      <ActionDialog
        triggerLabel="Request more information"
        title="Request more information"
        description={`Say what you need from ${who}. They see your message on their membership page and by email, and the application waits for their answer.`}
        field={{ name: 'message', label: 'Message to the applicant', hint: 'Up to 2,000 characters.', schema: requestInfoSchema, maxLength: 2000 }}
        confirmLabel="Send request"
        pendingLabel="Sending…"
        focusAfter={focusAfter}
        onConfirm={async (message) => {
          await requestInfo.mutateAsync({ id: a.id, message });
          onDecided(`Your request was sent to ${applicant.email}. The application waits for their answer.`);
        }}
      />
      <ActionDialog
        triggerLabel="Decline"
        title="Decline this application?"
        description={`${who} is told the reason in Patina and by email, and may apply again after ${REAPPLY_AFTER_DAYS} days. The decline is recorded in the audit log.`}
        field={{ name: 'reason', label: 'Reason', hint: 'Sent to the applicant. Up to 2,000 characters.', schema: declineSchema, maxLength: 2000 }}
        confirmLabel="Decline"
        pendingLabel="Declining…"
        focusAfter={focusAfter}
        onConfirm={async (reason) => {
          await decline.mutateAsync({ id: a.id, reason });
          onDecided(`Declined. ${applicant.email} has been told the reason.`);
        }}
      />
    </div>
  );
}
