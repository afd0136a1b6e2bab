import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import {
  MODERATION_LIMITS, MODERATION_TEXTS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetKind,
} from '../../../../shared/community/moderation.js';
import { Button, type ButtonSize, type ButtonVariant } from '../../../ui/button.js';
import { ReportFields } from '../../../ui/report-fields.js';
import { FormDialog } from '../../../ui/form-dialog.js';
import { useReportContent } from '../api/report-content.js';

const NOUN: Record<ReportTargetKind, string> = { entry: 'entry', comment: 'comment', portfolio: 'portfolio' };

export interface ReportDialogProps {
  /** What is reported: an entry, a comment or a public portfolio (community_portfolios.id). */
  targetKind: ReportTargetKind;
  targetId: number;
  /** Whose it is, for the dialog's description ("… by Ada L."). */
  authorName?: string;
  /** The trigger's words (default "Report") and its fuller name for screen readers. */
  triggerLabel?: string;
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** Hears the outcome, for a page that shows its own status line; the dialog shows one next to its trigger too. */
  onReported?: (message: string) => void;
}

/**
 * Reporting someone else's entry, comment or public portfolio to the moderators: a reason from
 * the fixed list and an optional note (ui/form-dialog.tsx: focus trapped, Escape and Cancel
 * close it, the server's refusal shown inside in its words). Sending twice is harmless: the
 * open report is answered again. After sending, a status line by the trigger thanks the member.
 */
export function ReportDialog({
  targetKind, targetId, authorName, triggerLabel = 'Report', triggerAriaLabel, triggerVariant = 'quiet', triggerSize = 'sm', onReported,
}: ReportDialogProps) {
  const report = useReportContent();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const id = useId();
  const noun = NOUN[targetKind];

  const onOpenChange = (next: boolean) => {
    if (next) {
      setReason(null);
      setNote('');
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = () => {
    if (!reason) {
      setFailure(`Please choose why you are reporting this ${noun}.`);
      return;
    }
    if (note.trim().length > MODERATION_LIMITS.noteChars) {
      setFailure(`Please keep the note to ${MODERATION_LIMITS.noteChars} characters.`);
      return;
    }
    setFailure(null);
    report.mutate(
      { target_kind: targetKind, target_id: targetId, reason, note: note.trim() },
      {
        onSuccess: (answer) => {
          setOpen(false);
          setDone(answer.message || MODERATION_TEXTS.reported);
          onReported?.(answer.message || MODERATION_TEXTS.reported);
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={
          <Button variant={triggerVariant} size={triggerSize} aria-label={triggerAriaLabel}>
            <Flag aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            <span>{triggerLabel}</span>
          </Button>
        }
        title={`Report this ${noun}`}
        description={`Patina's moderators will read this ${noun}${authorName ? ` by ${authorName}` : ''} and act on it. ${authorName ? 'They' : 'Its author'} will not know who reported it.`}
        confirmLabel="Send report"
        pendingLabel="Sending report…"
        pending={report.isPending}
        failure={failure}
        onSubmit={submit}
      >
        <ReportFields
          id={id}
          reasons={REPORT_REASONS}
          labels={REPORT_REASON_LABELS}
          reason={reason}
          onReason={setReason}
          textLabel="Note (optional)"
          text={note}
          onText={setNote}
          maxLength={MODERATION_LIMITS.noteChars}
          hint={`Up to ${MODERATION_LIMITS.noteChars} characters.`}
        />
      </FormDialog>
      <span role="status" className="text-xs text-ink-soft">{done}</span>
    </span>
  );
}
