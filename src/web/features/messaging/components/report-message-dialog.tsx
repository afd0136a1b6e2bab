import { useId, useState } from 'react';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '../../../../shared/messaging/contracts.js';
import { useReportMessage } from '../api/report-message.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { ReportFields } from '../../../ui/report-fields.js';

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
      <ReportFields
        id={id}
        reasons={REPORT_REASONS}
        labels={REASON_LABELS}
        reason={reason}
        onReason={setReason}
        textLabel="Details (optional)"
        text={details}
        onText={setDetails}
        maxLength={REPORT_DETAILS_MAX}
      />
    </FormDialog>
  );
}
