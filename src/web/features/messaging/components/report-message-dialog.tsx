import { useId, useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../../../../shared/messaging/contracts.js';
import { useReportMessage } from '../api/report-message.js';
import { FormDialog } from '../../../ui/form-dialog.js';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'A scam or an attempt at fraud',
  harassment: 'Harassment or abuse',
  off_platform: 'Asks to deal or pay outside Patina',
  other: 'Something else',
};

/**
 * Reporting one of the other member's messages to the moderators: a reason, optional details.
 * `onReported` hears the outcome for the page's status line (the dialog closes on success).
 */
export function ReportMessageDialog({
  messageId, authorName, open, onOpenChange, onReported,
}: { messageId: number; authorName: string; open: boolean; onOpenChange: (open: boolean) => void; onReported: (text: string) => void }) {
  const report = useReportMessage();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();


  const submit = () => {
    if (!reason) {
      setFailure('Please choose why you are reporting this message.');
      return;
    }
    setFailure(null);
    report.mutate(
      { messageId, report: { reason, details: details.trim() } },
      {
        onSuccess: () => {
          onOpenChange(false);
          onReported('Thank you. Your report is with the Patina moderators.');
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Report this message"
      description={`Patina's moderators will read this message from ${authorName} as it was written, and act on it.`}
      confirmLabel="Send report"
      pendingLabel="Sending report…"
      pending={report.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <fieldset>
        <legend className="label-caps text-muted">Reason</legend>
        <div className="mt-3 flex flex-col gap-2">
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                className="size-4 accent-bronze"
              />
              {REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col gap-1.5">
        <label htmlFor={`${id}-details`} className="label-caps text-muted">
          Details (optional)
        </label>
        <textarea
          id={`${id}-details`}
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          className="w-full border border-line-strong bg-ivory px-3 py-2 text-sm leading-6 text-ink transition-colors hover:border-ink"
        />
      </div>
    </FormDialog>
  );
}
