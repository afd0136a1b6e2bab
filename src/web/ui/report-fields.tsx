/**
 * What a report to the moderators asks, in any report dialog (a message, an entry, a comment,
 * a portfolio): the reason, one of a fixed list, and optional words of the member's own.
 */
export function ReportFields<R extends string>({
  id, reasons, labels, reason, onReason, textLabel, text, onText, maxLength, hint,
}: {
  /** A useId() of the dialog: the fields' ids and the radio group's name derive from it. */
  id: string;
  reasons: readonly R[];
  labels: Record<R, string>;
  reason: R | null;
  onReason: (reason: R) => void;
  textLabel: string;
  text: string;
  onText: (text: string) => void;
  maxLength: number;
  hint?: string;
}) {
  return (
    <>
      <fieldset>
        <legend className="label-caps text-muted">Reason</legend>
        <div className="mt-3 flex flex-col gap-2">
          {reasons.map((r) => (
            <label key={r} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => onReason(r)} className="size-4 accent-bronze" />
              {labels[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="label-caps text-muted">
          {textLabel}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={maxLength}
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="w-full border border-line-strong bg-ivory px-3 py-2 text-sm leading-6 text-ink transition-colors hover:border-ink"
        />
        {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      </div>
    </>
  );
}
