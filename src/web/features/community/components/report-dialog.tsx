import { useId, useState } from 'react';
import { Flag } from 'lucide-react';
import {
  MODERATION_LIMITS, MODERATION_TEXTS, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReportTargetKind,
} from '../../../../shared/community/moderation.js';
import { Button, type ButtonSize, type ButtonVariant } from '../../../ui/button.js';
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
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col gap-1.5">
          <label htmlFor={`${id}-note`} className="label-caps text-muted">
            Note (optional)
          </label>
          <textarea
            id={`${id}-note`}
            rows={4}
            maxLength={MODERATION_LIMITS.noteChars}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={`${id}-note-hint`}
            className="w-full border border-line-strong bg-ivory px-3 py-2 text-sm leading-6 text-ink transition-colors hover:border-ink"
          />
          <p id={`${id}-note-hint`} className="text-xs text-muted">Up to {MODERATION_LIMITS.noteChars} characters.</p>
        </div>
      </FormDialog>
      <span role="status" className="text-xs text-ink-soft">{done}</span>
    </span>
  );
}
